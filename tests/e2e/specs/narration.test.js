// Narration reads the same way in both games: what the last step did on top, in full,
// the steps before it under it, faded; it is there again after a reload, and in a
// replay it tells the step the board shows.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage, sahkkuForTwo } from '../lib/harness.js';

const app = useApp();

test('Sáhkku: the newest narration is on top and comes back after a reload', async () => {
  const page = await sahkkuForTwo(app, 4);
  for (let n = 0; n < 6; n++) {
    if (await page.$('#sk-throw')) await page.click('#sk-throw');
    else await page.click('#sk-move-list .move');
  }
  const first = await page.$eval('#narration', (el) => el.firstElementChild?.className);
  assert.equal(first, 'latest', 'the newest line opens the narration');
  const before = await page.$$eval('#narration .latest', (els) => els.map((e) => e.textContent));
  assert.ok(before.length > 0 && before.every((l) => l.length > 0));
  await page.reload();
  await page.waitForSelector('#narration .latest');
  assert.deepEqual(await page.$$eval('#narration .latest', (els) => els.map((e) => e.textContent)), before);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sáhkku: in a replay the header and the narration follow the board, not the end of the game', async () => {
  const page = await newPage(app);
  await page.goto(`${app.url}/?seed=5&speed=fast`);
  await page.click('#play-sahkku');
  await page.locator('.seat-row').nth(0).locator('.seat-kind').selectOption('greedy');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
  await page.click('#start-game');
  await page.waitForSelector('#sk-over', { timeout: 60000 });
  const end = await page.textContent('#sk-status');
  await page.click('#sk-replay');
  const forward = page.locator('.replay-bar .actions').first().locator('button').nth(2);
  assert.notEqual(await page.textContent('#sk-status'), end, 'at move 0 the header does not tell the end');
  assert.equal(await page.$$eval('#narration p', (els) => els.length), 0, 'nothing has happened at move 0');
  await forward.click();
  const one = await page.$$eval('#narration .latest', (els) => els.map((e) => e.textContent).join(' '));
  assert.ok(one.length > 0, 'the first throw is told');
  for (let i = 0; i < 5; i++) await forward.click();
  assert.notEqual(await page.textContent('#sk-status'), end);
  const six = await page.$$eval('#narration .latest', (els) => els.map((e) => e.textContent).join(' '));
  assert.notEqual(six, one);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Sampo: the narration of the last rolls comes back after a reload', async () => {
  const page = await newPage(app);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto(`${app.url}/?seed=2&speed=fast`);
  await page.click('#play-sampo');
  await page.click('#start-game');
  for (let n = 0; n < 3; n++) {
    await page.waitForSelector('#roll:not([disabled])');
    await page.keyboard.press('Space');
  }
  await page.waitForFunction(() => document.querySelector('#narration')?.textContent.includes('rolls'));
  const before = await page.textContent('#narration');
  await page.reload();
  await page.waitForSelector('#narration');
  await page.waitForFunction(() => document.querySelector('#narration')?.textContent.length > 0);
  assert.equal(await page.textContent('#narration'), before);
  assert.deepEqual(page.errors, []);
  await page.close();
});
