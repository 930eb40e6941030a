// Moves you can see on the Sáhkku board: after a throw the lines whose pieces can move
// are marked; a picked piece shows its targets; a click that does nothing says why.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, sahkkuForTwo } from '../lib/harness.js';

const app = useApp();

function from(move) {
  const body = move.replace(/^[^:*]+[:*]/, '').replace(/xK$/, '').replace(/[KQ']/g, '');
  return body.split('-')[0];
}

test('after a throw the pieces that can move are marked, and an empty line says why it does nothing', async () => {
  const page = await sahkkuForTwo(app, 4);
  let seen = 0;
  for (let n = 0; n < 120 && seen < 5; n++) {
    if (await page.$('#sk-throw')) {
      await page.click('#sk-throw');
      continue;
    }
    const moves = await page.$$eval('#sk-move-list .move', (els) => els.map((e) => e.dataset.move));
    const pieceMoves = moves.filter((m) => /[:*]/.test(m));
    if (pieceMoves.length === 0) {
      await page.click('#sk-move-list .move');
      continue;
    }
    const marked = await page.$$eval('svg.sk-board.landscape g.cell.movable', (els) => els.map((e) => e.dataset.cell));
    const starts = [...new Set(pieceMoves.map(from))];
    assert.deepEqual([...marked].sort(), [...starts].sort(), `marked ${marked} for ${pieceMoves}`);
    // A line no move starts from (empty, the opponent's, or a piece that cannot
    // move): the click is answered with the reason.
    const idle = await page.$$eval('svg.sk-board.landscape g.cell', (els, s) =>
      els.map((e) => e.dataset.cell).filter((c) => !s.includes(c)), starts);
    for (const cell of [idle[0], idle[Math.floor(idle.length / 2)], idle[idle.length - 1]]) {
      await page.click(`svg.sk-board.landscape g.cell[data-cell="${cell}"]`);
      assert.ok((await page.textContent('#sk-notice')).trim().length > 0, `a click on ${cell} is answered`);
    }
    // Picking a piece marks its targets instead.
    await page.click(`svg.sk-board.landscape g.cell[data-cell="${starts[0]}"]`);
    assert.ok((await page.$$('svg.sk-board.landscape g.cell.target')).length > 0);
    assert.equal((await page.$$('svg.sk-board.landscape g.cell.movable')).length, 0);
    await page.click('#sk-move-list .move');
    seen++;
  }
  assert.ok(seen >= 5, `checked ${seen} positions`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});
