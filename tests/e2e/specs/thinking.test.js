// The expert and the master think in the players' module (src/players), on a thread
// of their own (static/app-worker.js, src/app/thinker.rs): where no thinking thread
// can start, the page loads that module and the computer still plays; where the
// module cannot load at all, the screen says so and asks again when told to. The
// master's thinking time is offered with the master alone.
// That the page answers within 100 ms while they think is timed in
// timed/responsive.test.js.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage, press } from '../lib/harness.js';
import { catalog } from '../lib/catalog.js';
import { THINK, againstTheComputer, play } from '../lib/computer.js';

const app = useApp();

// Where no thinking thread can start, each level that thinks long still plays, on
// the page (the master on its node budget): the computer's actions counted.
for (const [level, actions] of [['expert', 3], ['master', 2]]) {
  test(`Where no thinking thread can start, the ${level} still plays on the page`, async () => {
    const page = await againstTheComputer(app, 7, level, null, '', true);
    const turns = await play(page, actions, async () => {});
    assert.ok(turns >= actions, `the computer acted ${turns} times without its thread`);
    assert.deepEqual(page.errors, []);
    await page.close();
  });
}

test('Where the computer players cannot load, the screen says so, the game stays, and they play when asked again', async () => {
  let refuse = true;
  const page = await newPage(app, { width: 390, height: 844 });
  // The players' module, from the worker and from the page alike (a device offline
  // before the service worker kept it).
  await page.context().route('**/players*', (route) => (refuse ? route.fulfill({ status: 404, body: '' }) : route.continue()));
  await page.goto(`${app.url}/?seed=7`);
  await press(page, '#play-sahkku');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('expert');
  await press(page, '#start-game');
  for (let n = 0; n < 200 && !(await page.$('#sk-stalled')); n++) {
    if (await page.$('#sk-throw')) await press(page, '#sk-throw');
    else if (await page.$('#sk-move-list .move')) await press(page, '#sk-move-list .move');
    else await page.waitForTimeout(50);
  }
  const stalled = page.locator('#sk-stalled');
  await stalled.waitFor();
  assert.match(await stalled.textContent(), /could not be loaded/);
  const entries = () => page.evaluate(() => JSON.parse(localStorage.getItem('sampo-sahkku.autosave')).record.entries.length);
  const before = await entries();
  const again = await page.locator('#sk-ask-again').boundingBox();
  assert.ok(again && again.y >= 0 && again.y + again.height <= 844, `"Try again" is in view: ${JSON.stringify(again)}`);
  refuse = false;
  await press(page, '#sk-ask-again');
  await page.waitForFunction((n) => JSON.parse(localStorage.getItem('sampo-sahkku.autosave')).record.entries.length > n, before);
  assert.equal(await page.$('#sk-stalled'), null);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('Where the master\'s learned score cannot be had, the screen says so, the master plays by hand, and it loads when it can', async () => {
  let refuse = true;
  const page = await againstTheComputer(app, 4, 'master', 'quick', '&speed=fast', false, 'lagesvuon', (p) =>
    p.context().route('**/weights/*', (route) => (refuse ? route.fulfill({ status: 404, body: '' }) : route.continue())));
  const note = page.locator('#sk-unscored');
  const acted = await play(page, 1, async () => {});
  assert.ok(acted >= 1);
  // The note comes when the master first weighs a choice, which its first action may
  // not need (a throw with nothing to choose): it plays on until then, as a person would.
  for (let n = 0; n < 12 && !(await page.$('#sk-unscored')); n++) await play(page, 1, async () => {});
  await note.waitFor();
  assert.match(await note.textContent(), /learned score could not be loaded/);
  const box = await note.boundingBox();
  assert.ok(box && box.y >= 0 && box.y + box.height <= 844, `said in view: ${JSON.stringify(box)}`);
  refuse = false;
  let turns = 0;
  for (; turns < 12 && (await page.$('#sk-unscored')); turns++) await play(page, 1, async () => {});
  assert.equal(await page.$('#sk-unscored'), null, `still said after ${turns} more turns of the master`);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('The master\'s thinking time is offered only with the master, and remembered on the device', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.goto(`${app.url}/`);
  await page.click('#play-sahkku');
  const seat = page.locator('.seat-row').nth(1).locator('.seat-kind');
  assert.deepEqual(await seat.locator('option').evaluateAll((o) => o.map((e) => e.value)),
    ['human', 'link', ...catalog.levels]);
  assert.equal(await page.$(THINK), null, 'no thinking time without the master');
  await seat.selectOption('master');
  assert.equal(await page.inputValue(THINK), 'normal');
  assert.ok((await page.locator('.rule', { has: page.locator(THINK) }).locator('.help').textContent()).trim().length > 0);
  await page.selectOption(THINK, 'long');
  await seat.selectOption('expert');
  assert.equal(await page.$(THINK), null);
  await page.reload();
  await page.click('#play-sahkku');
  await page.locator('.seat-row').nth(0).locator('.seat-kind').selectOption('master');
  assert.equal(await page.inputValue(THINK), 'long', 'remembered');
  // Sampo has no levels and says why.
  await page.click('#back');
  await page.click('#play-sampo');
  const kinds = page.locator('.seat-row .seat-kind');
  if (!(await page.$('#sampo-computer-help'))) await kinds.nth(1).selectOption('computer');
  assert.ok((await page.textContent('#sampo-computer-help')).includes('Sáhkku'));
  assert.deepEqual(page.errors, []);
  await page.close();
});
