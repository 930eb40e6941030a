// The position editor, end to end: on a phone (touch) and on the projector a placement
// the rules could never reach is refused with the engine's reason in the player's
// language, and what was placed stays on the board; a possible one with a throw is
// analysed by the master, its best turn marked, and shares as a link that opens it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, press, artifacts } from '../lib/harness.js';
import { inViewAndUncovered as seen, message } from '../lib/links.js';

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
  assert.deepEqual([...page.errors, ...other.errors], []);
});
