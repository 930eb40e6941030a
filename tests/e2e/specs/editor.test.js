// The position editor, end to end: on a phone (touch) and on the projector a placement
// the rules could never reach is refused with the engine's reason in the player's
// language, and what was placed stays on the board; a possible one with a throw is
// analysed by the master, its best turn marked, and shares as a link that opens it,
// analysed; before a throw each side's chance and the throws that help and hurt most
// are listed; a turn of a game between two people, or of a saved game's replay, opens
// in the editor analysed, and Back returns to the game where it was.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, press, artifacts, sahkkuForTwo } from '../lib/harness.js';
import { inViewAndUncovered as seen, message } from '../lib/links.js';
import { saveAndReplay } from '../lib/flows.js';

const app = useApp();

/// The board's line `cell` as drawn at this screen's shape.
const line = (page, cell) => `svg.sk-board.${page.phone ? 'portrait' : 'landscape'} g.cell[data-cell="${cell}"]`;
/// The pieces drawn on line `cell`.
const on = (page, cell) => `svg.sk-board.${page.phone ? 'portrait' : 'landscape'} .stack[data-cell="${cell}"] .piece`;

async function openEditor(viewport) {
  const page = await newPage(app, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/?lang=en`);
  await press(page, '#open-editor');
  await page.waitForSelector('#ed-valid');
  return page;
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1920, height: 1080 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`at ${size} a sleeper off its home row is refused with the reason, and kept where it was placed`, async () => {
    const page = await openEditor(viewport);
    assert.equal(await page.inputValue('#ed-family'), 'lagesvuon', 'the family last played (none: Lágesvuon)');
    assert.equal(await page.textContent('#ed-valid'), message('ed-valid-throw'));
    // One of player 1's sleepers taken off a1, and put to sleep on b5.
    await press(page, '[data-tool="take"]');
    await press(page, line(page, 'a1'));
    await press(page, '[data-tool="soldier-1-0"]');
    await press(page, line(page, 'b5'));
    await page.waitForSelector('#ed-impossible');
    const why = message('sk-impossible-asleep-off-home', { side: '1', cell: 'b5' });
    assert.equal(await page.textContent('#ed-impossible'), `${message('ed-impossible')} ${why}`);
    assert.ok(await seen(page, '#ed-impossible'), 'the reason is in view');
    assert.equal(await page.$('#ed-analyse'), null, 'nothing to analyse');
    // What was placed stays: a piece on b5, none on a1.
    assert.ok(await page.$(on(page, 'b5')), 'the sleeper is drawn on b5');
    assert.equal(await page.$(on(page, 'a1')), null);
    await page.screenshot({ path: path.join(artifacts, `editor-impossible-${size}.png`) });
    // Taken off again, the position is one the rules reach.
    await press(page, '[data-tool="take"]');
    await press(page, line(page, 'b5'));
    await page.waitForSelector('#ed-valid');
    assert.deepEqual(page.errors, []);
  });
}

test('on the projector a set-up position with a throw is analysed, and its link opens it on another device', async () => {
  const page = await openEditor({ width: 1920, height: 1080 });
  // An awake soldier of player 1 on b10, a throw of III, II, II (no X: no re-throw to
  // weigh first, so the best turn moves pieces).
  await page.click('[data-tool="take"]');
  await page.click(line(page, 'a1'));
  await page.click('[data-tool="soldier-1-1"]');
  await page.click(line(page, 'b10'));
  await page.selectOption('#ed-die-1', 'III');
  assert.equal(await page.textContent('#ed-impossible'), `${message('ed-impossible')} ${message('ed-throw-unfinished')}`);
  await page.selectOption('#ed-die-2', 'II');
  await page.selectOption('#ed-die-3', 'II');
  await page.waitForSelector('#ed-analyse');
  await page.click('#ed-analyse');
  await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  assert.match(await page.textContent('#sk-hint .best'), /\d+% to win/);
  const marked = await page.$$eval('svg.sk-board.landscape .cell.target, svg.sk-board.landscape .cell.movable', (e) => e.length);
  assert.ok(marked > 0, 'the best turn is marked');
  for (const sel of ['#sk-hint h2', '#ed-analyse', 'svg.sk-board.landscape']) assert.ok(await seen(page, sel), sel);
  await page.screenshot({ path: path.join(artifacts, 'editor-analysis-1920x1080.png') });

  await page.click('#ed-share');
  await page.waitForSelector('#share-dialog[open]');
  const link = await page.inputValue('#share-link');
  const other = await newPage(app, { width: 390, height: 844 });
  await other.goto(link);
  await other.waitForSelector('#ed-valid');
  assert.equal(await other.inputValue('#ed-die-1'), 'III');
  assert.equal(await other.inputValue('#ed-die-3'), 'II');
  assert.ok(await other.$(on(other, 'b10')), 'the soldier on b10');
  assert.equal(await other.$(on(other, 'a1')), null);
  await other.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  assert.deepEqual([...page.errors, ...other.errors], []);
});

test('on the projector before a throw each side has its chance, and a listed throw is weighed at once', async () => {
  const page = await openEditor({ width: 1280, height: 720 });
  await page.click('#ed-analyse');
  await page.waitForSelector('#ed-chances', { timeout: 20000 });
  const chances = await page.$$eval('#ed-chances .side', (s) => s.map((e) => e.textContent));
  assert.equal(chances.length, 2, `${chances}`);
  const sum = chances.map((c) => Number(c.match(/(\d+)% to win$/)[1])).reduce((a, b) => a + b);
  assert.ok(sum >= 99 && sum <= 101, `the two chances make the whole: ${chances}`);
  const cells = (group) => page.$$eval(`#${group} tr.throw`, (rows) => rows.map((r) => [...r.cells].map((c) => c.textContent)));
  const [help, hurt] = [await cells('ed-throws-help'), await cells('ed-throws-hurt')];
  assert.equal(help.length, 3, `${help}`);
  assert.equal(hurt.length, 3, `${hurt}`);
  // Faces, the chance it leaves, its luck in points, how often it comes.
  assert.match(help[0].join('|'), /^[XIØ ]+\|\d+%\|\+\d+\.\d\|\d+\.\d%$/);
  assert.match(hurt[0].join('|'), /\|−\d+\.\d\|/);
  await page.screenshot({ path: path.join(artifacts, 'editor-outlook-1280x720.png') });
  for (const sel of ['#ed-outlook h2', '#ed-chances', '#ed-throws-hurt']) assert.ok(await seen(page, sel), sel);
  // The best throw, chosen from the list: the dice say it, and its turns are ranked.
  const faces = (await page.getAttribute('#ed-throws-help tr.throw button', 'data-faces')).split(' ');
  await page.click('#ed-throws-help tr.throw button');
  await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  const chosen = await Promise.all(faces.map((_, i) => page.inputValue(`#ed-die-${i + 1}`)));
  assert.deepEqual(chosen, faces);
  assert.equal(await page.$('#ed-outlook'), null, 'the chances before the throw are put away');
  assert.deepEqual(page.errors, []);
});

test('on a phone a turn of a game between two people is analysed, and back in the game it goes on', async () => {
  const page = await sahkkuForTwo(app, 7, '&speed=fast&lang=en', { width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  for (let i = 0; i < 50 && !(await page.$('.move-list .move')); i++) {
    await page.waitForSelector('#sk-throw, .move-list .move');
    if (await page.$('#sk-throw')) await press(page, '#sk-throw');
  }
  const log = await page.textContent('#sk-log');
  await press(page, '#sk-analyse');
  await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  assert.notEqual(await page.inputValue('#ed-die-1'), '', 'the turn opens with its throw');
  await page.screenshot({ path: path.join(artifacts, 'editor-from-game-390x844.png') });
  await press(page, '#ed-back');
  await page.waitForSelector('.move-list .move');
  assert.equal(await page.textContent('#sk-log'), log, 'the game as it was left');
  await press(page, '.move-list .move');
  assert.deepEqual(page.errors, []);
});

test('a saved game is analysed from its replay, and Back returns to the point of the replay', async () => {
  const page = await sahkkuForTwo(app, 9, '&speed=fast&lang=en', { width: 1366, height: 768 });
  for (let i = 0; i < 80; i++) {
    await page.waitForSelector('#sk-throw, .move-list .move');
    if (await page.$('#sk-throw')) await page.click('#sk-throw');
    else await page.click('.move-list .move');
    if ((await page.textContent('#sk-log')).split(' ').length >= 12) break;
  }
  await saveAndReplay(page, 'To analyse');
  for (let i = 0; i < 6; i++) await page.click('#replay-forward');
  const at = await page.textContent('#replay-at');
  // A, as the button says, after a click on the replay's controls.
  assert.match(await page.textContent('#sk-analyse'), /\(A\)/);
  await page.keyboard.press('a');
  await page.waitForSelector('#sk-hint .sk-hint-turns li, #ed-chances', { timeout: 20000 });
  await page.click('#ed-back');
  await page.waitForSelector('.replay-bar');
  assert.equal(await page.textContent('#replay-at'), at, 'the replay where it was');
  assert.deepEqual(page.errors, []);
});

/// A ranking's rows as shown: each chance (in whole percent) and cost (in points).
async function shownRows(page, list) {
  return page.$$eval(`${list} li`, (lis) =>
    lis.map((li) => ({
      chance: Number(li.querySelector('.chance').textContent.match(/(\d+)%/)[1]),
      cost: li.querySelector('.cost') ? Number(li.querySelector('.cost').textContent.match(/(\d+\.\d)/)[1]) : 0,
      line: li.querySelector('.line').textContent.trim(),
      shallow: !!li.querySelector('.shallow'),
    })),
  );
}

/// One scale: the best's chance less a row's is the row's cost, to the rounding shown
/// (whole percent for each chance, a tenth of a point for the cost).
function assertOneScale(rows) {
  for (const r of rows) {
    assert.ok(Math.abs(rows[0].chance - r.chance - r.cost) <= 1.05, `best ${rows[0].chance} − ${r.chance} ≠ ${r.cost} (${r.line})`);
  }
}

for (const viewport of [{ width: 390, height: 844 }, { width: 1920, height: 1080 }]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`at ${size} a throw with no legal turn says so and who throws next, and a throw with an X ranks keep, re-throws and the turns kept`, async () => {
    const page = await openEditor(viewport);
    // The start of Lágesvuon: every soldier asleep, and no X to wake one.
    await page.selectOption('#ed-die-1', 'III');
    await page.selectOption('#ed-die-2', 'II');
    await page.selectOption('#ed-die-3', 'II');
    await page.waitForSelector('#ed-no-turn');
    assert.match(await page.textContent('#ed-no-turn'), /^.+ cannot play this throw: no piece can move with it, so the turn passes\. .+ throws next\.$/);
    assert.ok(await seen(page, '#ed-no-turn'), 'said in view');
    assert.equal(await page.$('#ed-analyse'), null, 'nothing to weigh');
    assert.equal(await page.$('#sk-hint-unloaded'), null);
    // An X: keep it or throw it again, each in words, and the turns kept in the same answer.
    await page.selectOption('#ed-die-1', 'X');
    await press(page, '#ed-analyse');
    await page.waitForSelector('#sk-hint .sk-hint-kept + .sk-hint-turns li', { timeout: 20000 });
    const choices = await shownRows(page, '#sk-hint .sk-hint-turns:first-of-type');
    assert.ok(choices.some((r) => r.line === message('sk-keep')), `keep is a row: ${choices.map((r) => r.line)}`);
    assert.ok(choices.some((r) => r.line === message('sk-reroll-die', { n: '1' })), 'throwing die 1 again is a row');
    assertOneScale(choices);
    const kept = await shownRows(page, '#sk-hint .sk-hint-kept + .sk-hint-turns');
    assert.match(kept[0].line, /[a-c]\d/, 'the best turn kept, in the notation');
    assertOneScale(kept);
    await page.screenshot({ path: path.join(artifacts, `editor-rethrow-${size}.png`) });
    assert.ok(await seen(page, '#sk-hint h2'), 'the ranking is in view');
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}
