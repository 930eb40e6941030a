// Sampo end to end, in Debian's headless Chromium against the release build in dist/.
// Run through `make test` (which builds dist/ and the lab binary first).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { useApp, artifacts, newPage as openPage, projector } from '../lib/harness.js';
import { setUpSampo } from '../lib/flows.js';
import { lab } from '../lib/catalog.js';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const SIZES = [[390, 844], [1366, 768], [1920, 1080]];

const app = useApp();

const newPage = (viewport) => openPage(app, viewport);


async function shownCoins(page) {
  return page.$$eval('#players .player[data-seat] .coins', (els) => els.map((e) => Number(e.dataset.coins)));
}

async function fitsWithoutScrolling(page) {
  return page.evaluate(() => {
    const board = [...document.querySelectorAll('svg.board')].find((b) => b.getBoundingClientRect().width > 0);
    const r = board.getBoundingClientRect();
    const doc = document.documentElement;
    return doc.scrollHeight <= innerHeight && doc.scrollWidth <= innerWidth &&
      r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth && r.width > 300;
  });
}

test('three players play a whole seeded game by keyboard, and the coins match the engine', async () => {
  const seed = 20261129;
  const page = await newPage();
  await setUpSampo(page, app.url, seed, [['Aino', 'human'], ['Ilmari', 'human'], ['Väinö', 'human']]);
  await page.focus('#start-game');
  await page.keyboard.press('Enter');
  await page.waitForSelector('#roll');
  await page.locator('#roll').blur();

  let presses = 0;
  while (!(await page.$('#winner-title'))) {
    assert.ok(presses < 3000, 'the game should end');
    await page.keyboard.press('Space');
    presses++;
    if (presses % 15 === 0 && (await page.$('#players'))) {
      const coins = await shownCoins(page);
      const pot = Number(await page.$eval('#pot', (e) => e.dataset.coins));
      assert.equal(coins.reduce((a, b) => a + b, 0) + pot, 45, 'players and pot hold 45 coins');
    }
  }
  const expected = JSON.parse(execFileSync(lab, ['sampo', '--players', '3', '--games', '1', '--seed', String(seed)]));
  const rows = await page.$$eval('#ranking tbody tr', (trs) =>
    trs.map((tr) => ({ seat: Number(tr.dataset.seat), coins: Number(tr.querySelector('.coins').dataset.coins) })));
  const winner = expected.wins_by_seat.indexOf(1);
  assert.equal(rows[0].seat, winner, 'the engine and the page agree on the winner');
  for (const r of rows) {
    assert.equal(r.coins, expected.final_coins_mean_by_seat[r.seat], `coins of seat ${r.seat + 1}`);
  }
  assert.equal(Number(await page.$eval('#pot', (e) => e.dataset.coins)), 0, 'the winner took the pot');
  const title = await page.textContent('#winner-title');
  assert.match(title, /brings the Sampo home/);
  await page.screenshot({ path: path.join(artifacts, 'sampo-winner-1366x768.png') });
  assert.deepEqual(page.errors, []);

  // Play again with the same seats: a fresh board with the same names.
  await page.click('#again');
  await page.waitForSelector('#players');
  const names = await page.$$eval('#players .player[data-seat] .name', (els) => els.map((e) => e.textContent));
  assert.deepEqual(names, ['Aino', 'Ilmari', 'Väinö']);
  assert.deepEqual(await shownCoins(page), [10, 10, 10]);
  await page.close();
});

for (const [width, height] of SIZES) {
  test(`screens at ${width}×${height}: the board fits without scrolling on larger screens`, async () => {
    const page = await newPage({ width, height });
    await setUpSampo(page, app.url, 7, [['Aino', 'human'], ['Ilmari', 'human'], ['Väinö', 'human'], ['Louhi', 'human']]);
    await page.screenshot({ path: path.join(artifacts, `sampo-setup-${width}x${height}.png`), fullPage: true });
    await page.click('#start-game');
    await page.waitForSelector('#roll');
    await page.locator('#roll').blur();
    for (let i = 0; i < 24; i++) {
      await page.keyboard.press('Space');
      await page.keyboard.press('Space');
    }
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, `sampo-board-${width}x${height}.png`) });
    if (width > height) {
      assert.ok(await fitsWithoutScrolling(page), 'the board fits the screen');
    }
    const squares = await page.$$eval('svg.board.landscape .sq[data-square]', (els) => els.length);
    assert.equal(squares, 40);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('computer seats roll by themselves', async () => {
  const page = await newPage();
  await setUpSampo(page, app.url, 3, [['Kone', 'computer'], ['Robotti', 'computer']]);
  await page.click('#start-game');
  await page.waitForSelector('#players');
  await page.waitForFunction(() => document.querySelector('#narration')?.textContent.includes('rolls'), null, { timeout: 10000 });
  await page.waitForFunction(() => /Round [3-9]|Round \d\d/.test(document.querySelector('#round')?.textContent || ''), null, { timeout: 20000 });
  assert.equal(await page.$('#roll'), null, 'no roll button on a computer seat');
  await page.close();
});

test('a blank name is refused with a message, and the language choice is remembered', async () => {
  const page = await newPage();
  await setUpSampo(page, app.url, 1, [['', 'human'], ['Ilmari', 'human']]);
  await page.click('#start-game');
  assert.match(await page.textContent('[role=alert]'), /needs a name/);
  await page.click('#back');
  await page.click('button[lang=fr]');
  // French is fetched when chosen (English is built in).
  await page.waitForFunction(() => document.querySelector('#play-sampo')?.textContent === 'Jouer au Sampo');
  assert.equal(await page.textContent('#play-sampo'), 'Jouer au Sampo');
  await page.reload();
  await page.waitForSelector('#play-sampo');
  assert.equal(await page.textContent('#play-sampo'), 'Jouer au Sampo');
  assert.equal(await page.getAttribute('html', 'lang'), 'fr');
  await page.click('button[lang="zh-TW"]');
  await page.waitForFunction(() => document.documentElement.lang === 'zh-TW');
  assert.equal(await page.textContent('#play-sampo'), '開始玩桑波');
  await page.screenshot({ path: path.join(artifacts, 'home-zh-TW.png') });
  await page.close();
});

test('projector mode: the F key switches large type and strong contrast, and it is remembered', async () => {
  for (const [width, height] of [[1920, 1080], [1280, 720]]) {
    const page = await newPage({ width, height });
    await setUpSampo(page, app.url, 11, [['Aino', 'human'], ['Ilmari', 'human'], ['Väinö', 'human']]);
    await page.click('#start-game');
    await page.waitForSelector('#roll');
    await page.locator('#roll').blur();
    await page.keyboard.press('f');
    // (Waited for, saying where the focus was if it never comes: once in CI, under load,
    // the class was not there when read at once.)
    const switched = await projector(page, true);
    const focus = await page.evaluate(() => `${document.activeElement?.tagName}#${document.activeElement?.id} dialogs: ${document.querySelectorAll('dialog[open]').length}`);
    assert.ok(switched, `F switches projector mode (focus on ${focus})`);
    for (let i = 0; i < 10; i++) await page.keyboard.press('Space');
    await page.waitForTimeout(300);
    await page.screenshot({ path: path.join(artifacts, `sampo-projector-${width}x${height}.png`) });
    const fontSize = await page.evaluate(() => parseFloat(getComputedStyle(document.body).fontSize));
    assert.ok(fontSize >= 22, `large type (${fontSize}px)`);
    await page.reload();
    await page.waitForSelector('#players');
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('projector')), 'remembered');
    // Chromium may drop input that comes before a newly loaded page's first frame is
    // shown (here the app draws that frame: the written start page stays hidden under a
    // resumed game): the key is pressed once a frame is on screen, as a person's would be.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    await page.keyboard.press('f');
    assert.ok(await projector(page, false), 'F again switches it off');
    await page.locator('#projector-toggle').click();
    assert.ok(await projector(page, true), 'the button too');
    await page.locator('#projector-toggle').click();
    await page.close();
  }
});

test('the ? key shows the keys help and Escape closes it', async () => {
  const page = await newPage({ width: 1366, height: 768 });
  await page.goto(app.url);
  // The app's start page, not the written copy shown before it starts (a click there
  // is answered once the app has started, a key is not: docs/first-paint.md).
  await page.waitForSelector('html[data-app=ready] #play-sampo');
  await page.keyboard.press('?');
  await page.waitForSelector('#keys-help');
  assert.match(await page.textContent('#keys-help'), /projector mode/);
  await page.keyboard.press('Escape');
  assert.equal(await page.$('#keys-help'), null);
  await page.click('#keys-toggle');
  await page.waitForSelector('#keys-help');
  await page.click('#keys-close');
  assert.equal(await page.$('#keys-help'), null);
  await page.close();
});
