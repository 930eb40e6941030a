// Motion that explains (issue 37): a capture is seen before the piece leaves. Played
// by two people from the dice of a fixed seed, the first move that takes a piece
// leaves the taken figure standing on its line, seen, until the mover has slid there,
// and then it goes; under reduced motion nothing of it is drawn.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, artifacts } from '../lib/harness.js';

const app = useApp();

/// The index of a listed move that ends on a line holding the other side's piece (a
/// capture, in the families that take what they land on), else 0.
const captureFirst = () => {
  const svg = [...document.querySelectorAll('svg.sk-board')].find((s) => s.getBoundingClientRect().width > 0);
  const sides = (cell) => [...svg.querySelectorAll(`.stack[data-cell="${cell}"] .piece`)].map((p) => (p.classList.contains('side-one') ? 1 : p.classList.contains('side-two') ? 2 : 0));
  const moves = [...document.querySelectorAll('#sk-move-list .move')].map((b) => b.textContent.trim());
  const i = moves.findIndex((m) => {
    const cells = m.split(':')[1]?.replace(/[KQ']/g, '').split('-');
    if (!cells || cells.length < 2) return false;
    const [from, to] = [sides(cells[0]), sides(cells[1])];
    return from.length && to.some((s) => s && s !== from[0]);
  });
  return Math.max(i, 0);
};

/// Plays (throws, or a listed move, taking where it can) until a move takes a piece;
/// returns the number of steps it took, or null.
async function toACapture(page) {
  for (let step = 0; step < 400; step++) {
    if (await page.$('#sk-throw')) await page.click('#sk-throw');
    else if (await page.$('#sk-move-list .move')) await page.locator('#sk-move-list .move').nth(await page.evaluate(captureFirst)).click();
    else return null;
    if (await page.$('.pieces.taken .captured')) return step;
  }
  return null;
}

/// A Návuon Ráisa game (where any piece landed on is taken) between two people.
async function navuonForTwo(seed) {
  const page = await newPage(app);
  await page.goto(`${app.url}/?seed=${seed}`);
  await page.click('#play-sahkku');
  await page.check('input[name=family][value="navuon-raisa"]');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('human');
  await page.click('#start-game');
  await page.waitForSelector('#sk-throw');
  return page;
}

const opacity = (page) =>
  page.evaluate(() => {
    const svg = [...document.querySelectorAll('svg.sk-board')].find((s) => s.getBoundingClientRect().width > 0);
    const g = svg.querySelector('.pieces.taken .captured');
    return g ? Number(getComputedStyle(g).opacity) : null;
  });

test('a captured piece is seen on its line until the mover arrives, then goes', async () => {
  const page = await navuonForTwo(5);
  const steps = await toACapture(page);
  assert.ok(steps !== null, 'a capture within 400 steps');
  assert.ok((await opacity(page)) > 0.5, 'the taken figure is seen at first');
  await page.screenshot({ path: path.join(artifacts, 'motion-capture.png') });
  await page.waitForFunction(() => {
    const svg = [...document.querySelectorAll('svg.sk-board')].find((s) => s.getBoundingClientRect().width > 0);
    const g = svg.querySelector('.pieces.taken .captured');
    return g && Number(getComputedStyle(g).opacity) === 0;
  }, null, { timeout: 5000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('under reduced motion a capture draws no figure that goes', async () => {
  const page = await navuonForTwo(5);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  assert.ok((await toACapture(page)) !== null, 'a capture within 400 steps');
  const shown = await page.evaluate(() => [...document.querySelectorAll('.pieces.taken .captured')].some((g) => g.getBoundingClientRect().width > 0));
  assert.equal(shown, false);
  await page.close();
});
