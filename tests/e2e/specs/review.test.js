// The review of a Sáhkku game: it opens after the game on a phone, its chart, totals and
// costliest decisions in view; a costly decision shows the position before it with the
// better move marked on the board; a saved game is reviewed from its replay, and what
// the screen says is what `lab review` says of the same game. Both games are of a
// family whose master plays with a learned score, so the review reads with it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { useApp, newPage, press, artifacts, sahkkuForTwo } from '../lib/harness.js';
import { lab } from '../lib/catalog.js';
import { axeViolations } from '../lib/axe.js';
import { saveAndReplay } from '../lib/flows.js';

const app = useApp();

/// A game of `family` between two computer levels, played to its end.
async function finishedGame(viewport, family, seed, levels) {
  const page = await newPage(app, viewport);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/?seed=${seed}&speed=fast`);
  await press(page, '#play-sahkku');
  await page.check(`input[name=family][value="${family}"]`);
  for (const [i, level] of levels.entries()) {
    await page.locator('.seat-row').nth(i).locator('.seat-kind').selectOption(level);
  }
  if (levels.includes('master')) await page.selectOption('select[name="think-time"]', 'quick');
  await press(page, '#start-game');
  await page.waitForSelector('#sk-over', { timeout: 120000 });
  return page;
}

/// Whether the element is drawn inside the viewport and is what a finger lands on at
/// its centre (nothing covers it).
async function seen(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 0;
    const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return inside && Boolean(hit) && (el === hit || el.contains(hit));
  });
}

test('after a game against the trained master on a phone the review opens in view, and a costly decision is shown on the board', async () => {
  // Návuon Ráisa ships a learned score: the master plays with it (quick, 0.2 s a turn).
  const page = await finishedGame({ width: 390, height: 844 }, 'navuon-raisa', 3, ['greedy', 'master']);
  assert.equal(await page.$('#sk-unscored'), null, 'the master played with its learned score');
  await press(page, '#sk-review-open');
  await page.waitForSelector('#sk-review-chart');
  assert.equal(await page.evaluate(() => document.activeElement?.closest('#sk-review') != null), true, 'the review takes focus');
  assert.match(await page.textContent('#sk-review-learned'), /the one the master plays with/, 'read with the learned score');
  await page.screenshot({ path: path.join(artifacts, 'review-390x844.png') });
  assert.ok(await seen(page, '#sk-review h2'), 'the review is in view');
  // The chart: one point a turn (and the result), side One's chance between 0 and 100 %.
  const line = await page.$eval('#sk-review-chart polyline', (el) => el.getAttribute('points').trim().split(/\s+/).length);
  assert.ok(line > 10, `the chart has a point a turn: ${line}`);
  assert.match(await page.textContent('#sk-review-chart figcaption'), /highest \d+% before turn \d+, lowest \d+% before turn \d+/);
  assert.equal(await page.$$eval('#sk-review-totals li', (rows) => rows.length), 2);
  // The costliest decisions: up to three, the first shown on the board when pressed.
  const decisions = page.locator('.sk-review-decision');
  const n = await decisions.count();
  assert.ok(n >= 1 && n <= 3, `three costliest at most: ${n}`);
  // A decision on the board (a keep or a re-throw marks no square): the first such.
  const bettersSaid = await decisions.locator('.better').allTextContents();
  const onBoard = bettersSaid.findIndex((b) => !/Keep this throw|Throw .* again/.test(b));
  assert.ok(onBoard >= 0, `a costly move of the pieces: ${bettersSaid}`);
  await decisions.nth(onBoard).scrollIntoViewIfNeeded();
  await decisions.nth(onBoard).tap();
  await page.waitForSelector('.sk-review-decision.shown');
  const at = await page.textContent('.replay-bar p');
  assert.match(at, /^Move \d+ of \d+$/, 'the replay stands at the decision');
  const marked = await page.$$eval('.sk-board:not([hidden]) .cell.movable, .sk-board:not([hidden]) .cell.target', (els) => els.length);
  assert.ok(marked >= 2, `the better move's pieces and squares are marked: ${marked}`);
  const better = await page.textContent('.sk-review-decision.shown .better');
  assert.match(better, /^Better: \S/);
  await page.screenshot({ path: path.join(artifacts, 'review-390x844-decision.png') });
  assert.deepEqual(await axeViolations(page), [], 'the review passes axe (contrast, names, roles)');
  // A step of the replay leaves the decision; closing the review leaves the replay.
  await press(page, '.replay-bar .actions button:nth-child(3)');
  assert.equal(await page.$('.sk-review-decision.shown'), null);
  await press(page, '#sk-review-close');
  assert.equal(await page.$('#sk-review'), null);
  assert.ok(await page.$('.replay-bar'));
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('a saved game is reviewed from its replay, and the review says what lab review says of it', async () => {
  const page = await finishedGame({ width: 1366, height: 768 }, 'navuon-raisa', 8, ['greedy', 'greedy']);
  await saveAndReplay(page, 'To review');
  await page.click('#sk-review-open');
  await page.waitForSelector('#sk-review-chart');
  const record = {
    variant: 'navuon-raisa',
    options: {},
    entries: (await page.textContent('#sk-log')).trim().split(/ (?![^[]*\])/),
  };
  const file = path.join(os.tmpdir(), `review-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(record));
  const r = JSON.parse(execFileSync(lab, ['review', file]).toString());
  fs.unlinkSync(file);
  assert.equal(r.learned, true, 'lab review reads a Návuon Ráisa game with its learned score');
  assert.ok(await page.$('#sk-review-learned'), 'and so does the app');
  const rows = await page.$$eval('#sk-review-totals li', (lis) => lis.map((li) => [li.querySelector('.luck').textContent, li.querySelector('.cost').textContent, li.querySelector('.error-rate')?.textContent]));
  const fixed = (x) => (Math.round(x * 1000) / 10).toFixed(1).replace('-', '−');
  for (const [i, side] of ['one', 'two'].entries()) {
    const t = r.totals[side];
    assert.equal(rows[i][2], `Error rate: ${(Math.round(r.error_rate[side] * 100 * 100) / 100).toFixed(2)} points a decision`);
    assert.equal(rows[i][0].replace('+', ''), `Luck of the throws: ${fixed(t.luck)} points`.replace(': −0.0', ': 0.0'));
    assert.equal(rows[i][1], `Given away by decisions: ${fixed(-t.cost)} points (${t.errors} of ${t.decisions} decisions)`.replace(': −0.0', ': 0.0'));
  }
  const shown = await page.$$eval('.sk-review-decision strong', (els) => els.map((e) => e.textContent));
  assert.equal(shown.length, r.costliest.length);
  const moments = new Map(r.moments.map((m) => [m.entry, m]));
  for (const [k, entry] of r.costliest.entries()) {
    assert.match(shown[k], new RegExp(`^Turn ${moments.get(entry).turn}, `));
  }
  // Where no worker thread can start, the page loads the players' module and reads
  // the same review itself.
  await page.route('**/app-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.reload();
  await page.click('#open-saved');
  await page.click('.slot .replay');
  await page.click('#sk-review-open');
  await page.waitForSelector('#sk-review-chart');
  assert.deepEqual(await page.$$eval('#sk-review-totals li', (lis) => lis.map((li) => [li.querySelector('.luck').textContent, li.querySelector('.cost').textContent, li.querySelector('.error-rate')?.textContent])), rows);
  assert.deepEqual(await page.$$eval('.sk-review-decision strong', (els) => els.map((e) => e.textContent)), shown);
  assert.ok(await page.$('#sk-review-learned'), 'the page reads with the learned score too');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('on the projector a game with a hint, saved and reviewed from its replay, counts the hint; weighed as the hint does, it says so and opens at once the next time', async () => {
  const page = await sahkkuForTwo(app, 11, '&speed=fast&lang=en', { width: 1920, height: 1080 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  let hinted = false;
  for (let i = 0; i < 120 && (await page.textContent('#sk-log')).split(' ').length < 30; i++) {
    await page.waitForSelector('#sk-throw, .move-list .move');
    if (await page.$('#sk-throw')) {
      await press(page, '#sk-throw');
    } else {
      if (!hinted && (await page.$('#sk-hint-ask'))) {
        await press(page, '#sk-hint-ask');
        await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
        hinted = true;
      }
      await press(page, '.move-list .move');
    }
  }
  assert.ok(hinted, 'a hint was asked');
  await saveAndReplay(page, 'Hinted');
  await press(page, '#sk-review-open');
  await page.waitForSelector('#sk-review-totals');
  assert.match(await page.textContent('#sk-review-totals'), /Hints used: 1/, 'the saved game’s hint is counted');
  assert.equal(await page.$('#sk-review-ranked'), null, 'one turn deep at first');
  // At the master's thinking time the player chose (here the quick one, as remembered).
  await page.evaluate(() => localStorage.setItem('sampo-sahkku.think', 'quick'));
  await press(page, '#sk-review-close');
  await press(page, '#sk-review-open');
  assert.match(await page.textContent('#sk-review-deepen'), /\(quick/);
  // Where neither a worker nor the page can load the computer players, it says so, and
  // the one-turn review stays.
  await page.route('**/app-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  await page.route('**/players*', (route) => route.fulfill({ status: 404, body: '' }));
  await press(page, '#sk-review-deepen');
  await page.waitForSelector('#sk-review-deep-failed', { timeout: 20000 });
  assert.match(await page.textContent('#sk-review-totals'), /Hints used: 1/, 'the review stays');
  await page.unroute('**/app-worker.js');
  await page.unroute('**/players*');
  await press(page, '#sk-review-deepen');
  await page.waitForSelector('#sk-review-ranked', { timeout: 120000 });
  assert.equal(await page.$('#sk-review-deep-failed'), null, 'tried again, it is done');
  assert.match(await page.textContent('#sk-review-ranked'), /^Every decision weighed as the hint weighs it \(quick/);
  assert.match(await page.textContent('#sk-review-totals'), /Hints used: 1/);
  await page.screenshot({ path: path.join(artifacts, 'review-deep-1920x1080.png') });
  // Closed and opened again: the reweighed review is kept on the device.
  await press(page, '#sk-review-close');
  await press(page, '#sk-review-open');
  await page.waitForSelector('#sk-review-ranked', { timeout: 3000 });
  assert.deepEqual(page.errors, []);
  await page.close();
});
