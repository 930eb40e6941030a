// The computer's hint in a Sáhkku game: asked with the button on a phone and with H on
// the projector, the best turns are listed in view with what each gives away, the best
// is marked on the board, and a move played against the best says what it gives away
// before the turn is finished. The set-up's check box turns hints off; a game by link
// has none.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, press, projector, artifacts } from '../lib/harness.js';
import { inViewAndUncovered as seen } from '../lib/links.js';

const app = useApp();

/// A game of `family` of a person against greedy, thrown on until the person is to
/// move a piece with a choice of more than one sub-move (a re-throw is kept: the first
/// choice listed).
async function toMove(viewport, family, seed) {
  const page = await newPage(app, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/?seed=${seed}&speed=fast`);
  await press(page, '#play-sahkku');
  await page.check(`input[name=family][value="${family}"]`);
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
  assert.equal(await page.isChecked('#setup-hints'), true, 'hints are offered by default');
  await press(page, '#start-game');
  for (let i = 0; i < 200; i++) {
    await page.waitForSelector('#sk-throw, .move-list .move', { timeout: 20000 });
    if (await page.$('#sk-throw')) {
      await press(page, '#sk-throw');
    } else if ((await page.$$('.move-list .move')).length > 1 && /[a-c]\d/.test(await page.textContent('.move-list .move'))) {
      return page;
    } else {
      await press(page, '.move-list .move');
    }
  }
  throw new Error('no choice of moves came');
}

test('on a phone the hint lists the best turns in view, marks the best, and says what a worse move gives away', async () => {
  const page = await toMove({ width: 390, height: 844 }, 'navuon-raisa', 12);
  await page.waitForSelector('#sk-hint-ask');
  const marked = await page.$$eval('.sk-board.portrait .cell.target, .sk-board.portrait .cell.movable', (els) => els.length);
  await press(page, '#sk-hint-ask');
  await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  assert.equal(await page.$('#sk-hint-ask'), null, 'asked once for this position');
  const rows = await page.$$eval('#sk-hint .sk-hint-turns li', (lis) => lis.map((li) => li.textContent));
  assert.ok(rows.length >= 1 && rows.length <= 3, `up to three turns: ${rows}`);
  assert.match(rows[0], /\d+% to win$/);
  for (const r of rows.slice(1)) {
    assert.match(r, /\d+% to wingives away \d+\.\d points( \(not weighed as deeply\))?$/, 'the chance, then the cost');
  }
  // One scale: the best's chance less a row's is what the row gives away, to the rounding shown.
  const [first, ...rest] = rows.map((r) => [Number(r.match(/(\d+)% to win/)[1]), Number(r.match(/away (\d+\.\d)/)?.[1] ?? 0)]);
  for (const [chance, cost] of rest) assert.ok(Math.abs(first[0] - chance - cost) <= 1.05, `${first[0]} − ${chance} ≠ ${cost}`);
  assert.match(await page.textContent('#sk-hint .help'), /^The best of \d+ ways to play this throw/);
  await page.screenshot({ path: path.join(artifacts, 'hint-390x844.png') });
  assert.ok(await seen(page, '#sk-hint h2'), 'the hint is in view');
  // The best turn's pieces and lines are what the board marks now.
  const best = (await page.textContent('#sk-hint .best .line')).trim().split(' ');
  const nowMarked = await page.$$eval('.sk-board.portrait .cell.target, .sk-board.portrait .cell.movable', (els) => els.length);
  assert.ok(nowMarked > 0 && nowMarked <= 2 * best.length, `the best turn marked: ${nowMarked} cells (before ${marked})`);
  // A move other than the best's first: what the turn so far gives away is said.
  const moves = await page.$$eval('.move-list .move', (els) => els.map((e) => e.textContent));
  const other = moves.findIndex((m) => m !== best[0]);
  await press(page, `.move-list .move >> nth=${other}`);
  await page.waitForSelector('#sk-hint-yours');
  assert.match(await page.textContent('#sk-hint-yours'), /^What you have played of this turn gives away \d+\.\d points against the best\.$/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on the projector H asks for the hint after a click, and the set-up can turn hints off', async () => {
  const page = await toMove({ width: 1920, height: 1080 }, 'gavkevuotna', 5);
  await page.keyboard.press('f');
  assert.ok(await projector(page, true));
  await page.click('#sk-status');
  await page.keyboard.press('h');
  await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  await page.screenshot({ path: path.join(artifacts, 'hint-1920x1080.png') });
  assert.ok(await seen(page, '#sk-hint'), 'the hint is in view on the projector');
  // The teacher's controls turn them off: no button, H does nothing.
  await page.click('#teacher summary');
  await page.uncheck('#teacher-hints');
  await page.keyboard.press('f');
  await page.click('#leave');
  if (await page.waitForSelector('#ask[open]', { timeout: 1000 }).catch(() => null)) await page.click('#ask-yes');
  await page.click('#play-sahkku');
  assert.equal(await page.isChecked('#setup-hints'), false, 'the set-up shows the teacher’s setting');
  await page.check('#setup-hints');
  await page.uncheck('#setup-hints');
  await page.click('#start-game');
  await page.waitForSelector('.move-list .move, #sk-throw');
  for (let i = 0; i < 40 && !(await page.$('.move-list .move')); i++) {
    await page.click('#sk-throw');
    await page.waitForSelector('.move-list .move, #sk-throw');
  }
  assert.equal(await page.$('#sk-hint-ask'), null, 'no hint button with hints off');
  await page.keyboard.press('h');
  await page.waitForTimeout(300);
  assert.equal(await page.$('#sk-hint'), null, 'and H asks for none');
  assert.deepEqual(page.errors, []);
  await page.close();
});
