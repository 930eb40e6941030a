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
  await page.close();
});

/// Boxes of the essentials, as the player sees them.
async function essentials(page) {
  return page.evaluate(() => {
    const box = (el) => { if (!el) return null; const b = el.getBoundingClientRect(); return b.width > 0 ? { l: b.left, t: b.top, r: b.right, b: b.bottom } : null; };
    const board = [...document.querySelectorAll('svg.sk-board')].map(box).find((b) => b);
    const action = box(document.querySelector('#sk-throw')) || box(document.querySelector('.sk-dice'));
    const news = box(document.querySelector('#narration .latest'));
    const corners = ['#keys-toggle', '#projector-toggle'].map((s) => box(document.querySelector(s)));
    return { board, action, news, corners, vw: innerWidth, vh: innerHeight };
  });
}

function inside(b, vw, vh) {
  return b && b.l >= 0 && b.t >= 0 && b.r <= vw + 0.5 && b.b <= vh + 0.5;
}

function apart(a, b) {
  return !a || !b || a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t;
}

test('on a phone held upright the board, the dice with the action and the newest narration are in view together', async () => {
  for (const viewport of [{ width: 390, height: 844 }, { width: 360, height: 740 }]) {
    const page = await sahkkuForTwo(app, 4);
    await page.setViewportSize(viewport);
    for (let n = 0; n < 30; n++) {
      const e = await essentials(page);
      for (const part of ['board', 'action']) assert.ok(inside(e[part], e.vw, e.vh), `${part} in view at step ${n}: ${JSON.stringify(e[part])}`);
      if (e.news) assert.ok(inside(e.news, e.vw, e.vh), `the newest narration in view at step ${n}`);
      assert.ok(apart(e.board, e.action) && apart(e.board, e.news) && apart(e.action, e.news), `no overlap at step ${n}`);
      for (const c of e.corners) assert.ok(apart(c, e.action) && apart(c, e.news) && apart(c, e.board), `corner buttons cover nothing at step ${n}`);
      if (await page.$('#sk-throw')) await page.click('#sk-throw');
      else if (await page.$('#sk-move-list .move')) await page.click('#sk-move-list .move');
      else break;
    }
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('a moved piece slides along its path, and does not under reduced motion', async () => {
  for (const reduced of [false, true]) {
    const page = await sahkkuForTwo(app, 4);
    if (reduced) await page.emulateMedia({ reducedMotion: 'reduce' });
    let checked = false;
    for (let n = 0; n < 60 && !checked; n++) {
      if (await page.$('#sk-throw')) {
        await page.click('#sk-throw');
        continue;
      }
      const moves = await page.$$eval('#sk-move-list .move', (els) => els.map((e) => e.dataset.move));
      const piece = moves.find((m) => /[:*]\S*-/.test(m));
      if (!piece) {
        await page.click('#sk-move-list .move');
        continue;
      }
      const to = piece.replace(/xK$/, '').replace(/[KQ']/g, '').split('-').pop();
      // From the move on, every frame for a second: is the piece at its new line being
      // moved along the trail? (Watched by the page itself: a one-line slide takes
      // 150 ms, less than a busy machine may take to ask once after the click.)
      await page.evaluate((to) => {
        window.slid = 0;
        const until = performance.now() + 1000;
        const look = () => {
          const el = document.querySelector(`svg.sk-board.landscape .stack[data-cell="${to}"]`);
          const running = el ? el.getAnimations().filter((a) => a.playState === 'running').length : 0;
          window.slid = Math.max(window.slid, running);
          if (performance.now() < until) requestAnimationFrame(look);
        };
        requestAnimationFrame(look);
      }, to);
      await page.click(`#sk-move-list .move[data-move="${piece}"]`);
      await page.waitForTimeout(1100);
      const sliding = await page.evaluate(() => window.slid);
      assert.equal(sliding > 0, !reduced, `${piece}: sliding ${sliding} (reduced motion: ${reduced})`);
      checked = true;
    }
    assert.ok(checked, 'a piece was moved');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});
