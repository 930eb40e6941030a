// Sáhkku end to end: for every preset, a human-vs-computer game in which the test
// plays the human by clicking a piece and then a highlighted line: to the end of the
// game and its replay in two presets (a Návuon board of 13 cells, and Lágesvuon, whose
// queens end the game), the first 40 actions in the others. That every preset's games
// end, and that every legal move can be played by two clicks on its board, is tested
// natively for every preset (session/sahkku.rs, session/selection.rs). Screenshots at
// three sizes; the board fits without scrolling on the larger.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useApp, newPage, artifacts } from '../lib/harness.js';
import { catalog } from '../lib/catalog.js';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const PRESETS = catalog.families;
/// The presets played to the end in the browser.
const WHOLE = ['navuon-raisa', 'lagesvuon'];
/// The human's actions (throws, keeps and moves) played in the others.
const ACTIONS = 40;
const SIZES = [[390, 844], [1366, 768], [1920, 1080]];

const app = useApp();

/// The cells a move in notation starts and ends on: `III:b15-b12`, `X*a15-b15`,
/// `X*a3`, `II:Kb8-b6`, `II:b3'-b1'`.
function cells(move) {
  const body = move.replace(/^[^:*]+[:*]/, '').replace(/xK$/, '').replace(/[KQ']/g, '');
  const [from, to] = body.split('-');
  return [from, to || from];
}

async function fits(page) {
  return page.evaluate(() => {
    const r = [...document.querySelectorAll('svg.sk-board')].find((b) => b.getBoundingClientRect().width > 0).getBoundingClientRect();
    const doc = document.documentElement;
    return doc.scrollHeight <= innerHeight && doc.scrollWidth <= innerWidth &&
      r.top >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 300;
  });
}

/// One human action: throw, keep, or a move made on the board. Returns false when the
/// game is over.
async function humanStep(page) {
  if (await page.$('#sk-over')) return false;
  const throwButton = await page.$('#sk-throw');
  if (throwButton) {
    await throwButton.click();
    return true;
  }
  const moves = await page.$$eval('#sk-move-list button', (bs) => bs.map((b) => b.dataset.move));
  if (moves.length === 0) {
    await page.waitForTimeout(20);
    return true;
  }
  if (moves.includes('keep')) {
    await page.click('#sk-move-list button[data-move="keep"]');
    return true;
  }
  const move = moves[Math.floor(moves.length / 2)];
  const [from, to] = cells(move);
  for (let tries = 0; tries < 4; tries++) {
    await page.click(`g.cell[data-cell="${from}"]`);
    if (await page.$(`g.cell.target[data-cell="${to}"]`)) {
      await page.click(`g.cell.target[data-cell="${to}"]`);
      return true;
    }
  }
  throw new Error(`clicking ${from} never highlighted ${to} for ${move}`);
}

for (const [i, preset] of PRESETS.entries()) {
  const whole = WHOLE.includes(preset);
  test(`${preset}: a human plays the computer by clicking highlighted lines${whole ? ' to the end' : ''}`, async () => {
    // Motion reduced: a moved piece stands on its line at once (the clicks are what is
    // tested here; the slide is motion.test.js's).
    const page = await newPage(app, { width: 1366, height: 768 });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?seed=${100 + i}&speed=fast`);
    await page.click('#play-sahkku');
    await page.check(`input[name=family][value="${preset}"]`);
    await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
    await page.click('#start-game');
    await page.waitForSelector('svg.sk-board');
    let steps = 0;
    let shot = false;
    while (await humanStep(page)) {
      steps++;
      if (!whole && steps === ACTIONS) break;
      assert.ok(steps < 6000, 'the game should end');
      if (!shot && steps === 8) {
        shot = true;
        for (const [w, h] of SIZES) {
          await page.setViewportSize({ width: w, height: h });
          await page.waitForTimeout(50);
          await page.screenshot({ path: path.join(artifacts, `sahkku-${preset}-${w}x${h}.png`) });
          if (w > h) assert.ok(await fits(page), `the board fits at ${w}×${h}`);
        }
        await page.setViewportSize({ width: 1366, height: 768 });
      }
    }
    if (!whole) {
      assert.deepEqual(errors, []);
      await page.close();
      return;
    }
    const result = await page.textContent('#sk-over h2');
    assert.match(result, /wins|draw/i);
    await page.screenshot({ path: path.join(artifacts, `sahkku-${preset}-end.png`) });
    // The replay opens at the start and can step forward.
    await page.click('#sk-replay');
    assert.ok(await page.$('.replay-bar'));
    // It plays by itself at a speed (three steps are enough to see it move).
    await page.click('#replay-play-2');
    await page.waitForFunction(() => document.querySelector('.replay-bar p')?.textContent.startsWith('Move 3 of'));
    await page.click('#replay-pause');
    assert.deepEqual(errors, []);
    await page.close();
  });
}

test('an illegal choice is explained in words', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.goto(`${app.url}/?seed=4&speed=fast`);
  await page.click('#play-sahkku');
  await page.check('input[name=family][value="gavkevuotna"]');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('human');
  await page.click('#start-game');
  // Throw until someone starts and a move is asked for.
  for (let n = 0; n < 200 && !(await page.$('#sk-move-list')); n++) {
    const b = await page.$('#sk-throw');
    if (b) await b.click();
  }
  // A soldier at the back of the row may not wake before the first in line.
  const status = await page.textContent('#sk-status');
  const row = status.includes('Player 1') ? 'a' : 'c';
  const back = row === 'a' ? 'a1' : 'c15';
  await page.click(`g.cell[data-cell="${back}"]`);
  assert.match(await page.textContent('#sk-notice'), /in order|nearest the exit/);
  await page.close();
});
