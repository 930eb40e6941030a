// One game layout per screen shape, for both games: at each of the five sizes (and in
// projector mode on the projector sizes), after every action the board, the action
// (Roll, or the dice with Throw) and the newest narration are inside the viewport,
// do not overlap each other or the corner buttons, and stay where they were: nothing
// but the pieces moves while a game is played; Sáhkku's pieces and Sampo's pawns are
// large enough for the back row (projector) and for a phone; the header's title, status and buttons
// are in view and none is under a corner button. The phone sizes are phones (a mobile
// viewport and touch: lib/harness.js), tapped, with the set-up seen whole first.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, press, sahkkuForTwo, artifacts } from '../lib/harness.js';
import { setUpSampo } from '../lib/flows.js';
import { headerHidden } from '../lib/header.js';

const app = useApp();

const SIZES = [
  { width: 390, height: 844, pieces: 24 },
  { width: 844, height: 390 },
  { width: 1366, height: 768, pieces: 40 },
  { width: 1280, height: 720, projector: true },
  { width: 1920, height: 1080, projector: true, pieces: 56 },
];

/// The smallest of the `items` drawn on the visible `board` (each game draws its board
/// twice, one per orientation): the longer side of its box (a sleeping Sáhkku soldier
/// lies on its side), in CSS pixels. Issue 37: pieces and pawns carry to the back row
/// of a classroom (56 px on a 1920×1080 projector, 40 on 1366×768) and read on a
/// phone (24 px on 390×844).
async function smallest(page, board, items) {
  return page.evaluate(([board, items]) => {
    const svg = [...document.querySelectorAll(board)].find((s) => s.getBoundingClientRect().width > 0);
    const sizes = [...svg.querySelectorAll(items)].map((p) => {
      const b = p.getBoundingClientRect();
      return Math.max(b.width, b.height);
    });
    return Math.min(...sizes);
  }, [board, items]);
}

/// The smallest Sampo square number's type size in CSS pixels: 12 px and more on a
/// phone (issue 37).
async function smallestNumber(page) {
  return page.evaluate(() => {
    const svg = [...document.querySelectorAll('svg.board')].find((s) => s.getBoundingClientRect().width > 0);
    return Math.min(...[...svg.querySelectorAll('.sq .num')].map((n) => n.getScreenCTM().a * parseFloat(getComputedStyle(n).fontSize)));
  });
}

/// Boxes of what the player must see, as drawn.
async function essentials(page, game) {
  return page.evaluate((game) => {
    const box = (el) => {
      if (!el) return null;
      const b = el.getBoundingClientRect();
      return b.width > 0 && b.height > 0 ? { l: Math.round(b.left), t: Math.round(b.top), r: Math.round(b.right), b: Math.round(b.bottom) } : null;
    };
    const first = (sel) => [...document.querySelectorAll(sel)].map(box).find((b) => b) || null;
    const narration = document.querySelector('#narration');
    const newest = narration && [...narration.children].find((e) => e.getBoundingClientRect().height > 0 && !e.classList.contains('earlier'));
    return {
      board: first(game === 'sampo' ? 'svg.board' : 'svg.sk-board'),
      action: box(document.querySelector(game === 'sampo' ? '.roll-area' : '.sk-dice')),
      button: box(document.querySelector(game === 'sampo' ? '#roll' : '#sk-throw')),
      narration: box(narration),
      newest: box(newest),
      corners: ['#keys-toggle', '#projector-toggle'].map((s) => box(document.querySelector(s))),
      vw: innerWidth,
      vh: innerHeight,
    };
  }, game);
}

const inside = (b, e) => b && b.l >= 0 && b.t >= 0 && b.r <= e.vw && b.b <= e.vh;
const apart = (a, b) => !a || !b || a.r <= b.l || b.r <= a.l || a.b <= b.t || b.b <= a.t;
// The newest line is seen when its first line of text is inside the narration's box.
const opens = (line, box) => !line || (line.t >= box.t && line.t + 16 <= box.b);

function check(e, step) {
  for (const part of ['board', 'action', 'narration']) assert.ok(inside(e[part], e), `${part} in view ${step}: ${JSON.stringify(e[part])} in ${e.vw}×${e.vh}`);
  if (e.button) assert.ok(inside(e.button, e), `the action button in view ${step}`);
  assert.ok(opens(e.newest, e.narration), `the newest narration shows ${step}`);
  assert.ok(apart(e.board, e.action) && apart(e.board, e.narration) && apart(e.action, e.narration), `no overlap ${step}`);
  for (const c of e.corners) {
    for (const part of ['board', 'action', 'narration']) assert.ok(apart(c, e[part]), `a corner button covers the ${part} ${step}`);
  }
}

async function act(page, game) {
  if (game === 'sahkku') {
    if (await page.$('#sk-throw')) await press(page, '#sk-throw');
    else if (await page.$('#sk-move-list .move')) await press(page, '#sk-move-list .move');
    else return false;
  } else {
    await page.waitForSelector('#roll:not([disabled])', { timeout: 10000 });
    await press(page, '#roll');
    // The pawn walks; the panel follows once it has arrived.
    await page.waitForSelector('#roll:not([disabled])', { timeout: 10000 });
  }
  return true;
}

/// Sampo with four people (the longest list of players most tables have). Motion is
/// reduced: a pawn then stands on its square at once rather than walking there (a
/// second a roll), and where things are after each roll is what is checked.
async function fourAtSampo(viewport) {
  const page = await newPage(app, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await setUpSampo(page, app.url, 4, [['Aino', 'human'], ['Ilmari', 'human'], ['Väinö', 'human'], ['Louhi', 'human']]);
  await press(page, '#start-game');
  await page.waitForSelector('#roll');
  return page;
}

// Within a pixel: layout rounds fractions differently as content changes.
const same = (a, b) => a.every((x, i) => ['l', 't', 'r', 'b'].every((k) => Math.abs(x[k] - b[i][k]) <= 1));

for (const game of ['sahkku', 'sampo']) {
  for (const size of SIZES) {
    const name = `${size.width}×${size.height}${size.projector ? ' projector' : ''}`;
    test(`${game} at ${name}: board, action and newest narration in view, apart, and still`, async (t) => {
      const viewport = { width: size.width, height: size.height };
      const page = game === 'sahkku' ? await sahkkuForTwo(app, 4, '', viewport) : await fourAtSampo(viewport);
      if (size.projector) await page.keyboard.press('f');
      await page.waitForTimeout(100);
      if (game === 'sahkku') {
        const least = await smallest(page, 'svg.sk-board', '.stack .piece');
        t.diagnostic(`smallest piece ${least.toFixed(1)} px`);
        if (size.pieces) assert.ok(least >= size.pieces, `every piece at least ${size.pieces} px (the smallest is ${least.toFixed(1)})`);
      }
      if (game === 'sampo') {
        const least = { pawn: await smallest(page, 'svg.board', '.pawn .figure'), number: await smallestNumber(page) };
        t.diagnostic(`smallest pawn ${least.pawn.toFixed(1)} px, square number ${least.number.toFixed(1)} px`);
        if (size.pieces) assert.ok(least.pawn >= size.pieces, `every pawn at least ${size.pieces} px (the smallest is ${least.pawn.toFixed(1)})`);
        if (page.phone) assert.ok(least.number >= 12, `square numbers at least 12 px on a phone (${least.number.toFixed(1)})`);
      }
      let fixed = null;
      // Sampo's pawn walks each roll: a dozen rolls cover waits, pays and jumps.
      for (let n = 0; n < (game === 'sampo' ? 12 : 24); n++) {
        const e = await essentials(page, game);
        check(e, `at step ${n}`);
        assert.deepEqual(await headerHidden(page), [], `the header seen whole at step ${n}`);
        const places = [e.board, e.action, e.narration];
        if (fixed === null) fixed = places;
        assert.ok(same(places, fixed), `board, action and narration stay in place (step ${n}): ${JSON.stringify(places)} after ${JSON.stringify(fixed)}`);
        if (!(await act(page, game))) break;
      }
      await page.screenshot({ path: path.join(artifacts, `layout-${game}-${size.width}x${size.height}.png`) });
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}

// A phone lays a page out at its own width only if nothing is wider: a set-up wider
// than the phone was zoomed out, and a tap on "Start the game" landed on the house
// rules. Each set-up fits the phone's width, and a tap on its button starts the game.
for (const game of ['sampo', 'sahkku']) {
  for (const viewport of [{ width: 360, height: 740 }, { width: 390, height: 844 }]) {
    test(`${game}'s set-up fits a ${viewport.width}×${viewport.height} phone, and a tap starts the game`, async () => {
      const page = await newPage(app, viewport);
      await page.goto(`${app.url}/?seed=4`);
      await press(page, `#play-${game}`);
      await page.waitForSelector('#start-game');
      const width = await page.evaluate(() => ({ layout: innerWidth, content: document.documentElement.scrollWidth }));
      assert.deepEqual(width, { layout: viewport.width, content: viewport.width }, 'the set-up is as wide as the phone');
      await page.screenshot({ path: path.join(artifacts, `setup-${game}-phone-${viewport.width}x${viewport.height}.png`) });
      await press(page, '#start-game');
      await page.waitForSelector(game === 'sampo' ? '#roll' : '#sk-status');
      assert.deepEqual(page.errors, []);
      await page.close();
    });
  }
}
