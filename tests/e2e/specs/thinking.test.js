// The expert and the master think on a thread of their own (static/app-worker.js,
// src/app/thinker.rs): while it is the computer's turn the page still answers at once.
// On a phone-sized screen, a key press while the computer acts shows its effect within
// 100 ms; the master takes the thinking time chosen in the set-up; and where no
// thinking thread can start, the computer still plays (on the page's thread).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage } from '../lib/harness.js';

const app = useApp();
/// The master's thinking time in the Sáhkku set-up.
const THINK = 'select[name="think-time"]';

/// A game against the computer at `level` (the expert unless named) at 390×844, the
/// person on side one; `think`, the master's thinking time chosen in the set-up;
/// `query`, more of the address; `noThread`, the worker script refused, so that no
/// thinking thread can start.
async function againstTheComputer(seed, level = 'expert', think = null, query = '', noThread = false) {
  const page = await newPage(app, { width: 390, height: 844 });
  if (noThread) await page.route('**/app-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  page.workers = [];
  page.on('worker', (w) => page.workers.push(w.url()));
  await page.goto(`${app.url}/?seed=${seed}${query}`);
  await page.click('#play-sahkku');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption(level);
  if (think) await page.selectOption(THINK, think);
  await page.click('#start-game');
  await page.waitForSelector('#sk-log', { state: 'attached' });
  return page;
}

/// How long a press of P (show the path: none, side one's, side two's, in turn) takes
/// to show on screen, in the page's own milliseconds: from the key event to the button
/// saying what it now shows.
async function pathKeyMs(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        const button = document.querySelector('#toggle-path');
        const was = button.textContent + button.getAttribute('aria-pressed');
        const t0 = performance.now();
        const seen = new MutationObserver(() => {
          if (button.textContent + button.getAttribute('aria-pressed') !== was) {
            seen.disconnect();
            done(performance.now() - t0);
          }
        });
        seen.observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
        setTimeout(() => done(Infinity), 2000);
      }),
  );
}

/// Plays the person's side (throws, and the first listed move) until the computer has
/// acted `turns` times, calling `whileComputer` whenever the computer is to act.
async function play(page, turns, whileComputer) {
  let seen = 0;
  for (let n = 0; n < 400 && seen < turns; n++) {
    if (await page.$('.computer-rolls')) {
      await whileComputer();
      seen++;
      await page.waitForFunction(() => !document.querySelector('.computer-rolls'), null, { timeout: 15000 });
      continue;
    }
    if (await page.$('#sk-throw')) {
      await page.click('#sk-throw');
    } else if (await page.$('#sk-move-list .move')) {
      await page.click('#sk-move-list .move');
    } else if (await page.$('.sk-outcome, #play-again')) {
      break;
    } else {
      await page.waitForTimeout(50);
    }
  }
  return seen;
}

test('Sáhkku against the expert on a phone: a key answers within 100 ms while the computer acts', async () => {
  const page = await againstTheComputer(6);
  const delays = [];
  const turns = await play(page, 12, async () => {
    delays.push(await pathKeyMs(page));
  });
  assert.ok(turns >= 8, `the computer acted ${turns} times`);
  assert.ok(
    page.workers.some((u) => u.endsWith('/app-worker.js')),
    `the expert thinks in a worker thread: ${page.workers}`,
  );
  const worst = Math.max(...delays);
  console.log(`# a key's effect on screen while the computer acts: worst ${worst.toFixed(1)} ms of ${delays.length}`);
  assert.ok(worst < 100, `every press answered within 100 ms: ${delays.map((d) => d.toFixed(1))}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

// Where no thinking thread can start, each level that thinks long still plays, on
// the page (the master on its node budget): the computer's actions counted.
for (const [level, actions] of [['expert', 6], ['master', 4]]) {
  test(`Where no thinking thread can start, the ${level} still plays on the page`, async () => {
    const page = await againstTheComputer(7, level, null, '', true);
    const turns = await play(page, actions, async () => {});
    assert.ok(turns >= actions, `the computer acted ${turns} times without its thread`);
    assert.deepEqual(page.errors, []);
    await page.context().close();
  });
}

test('Sáhkku against the master on a phone: it thinks for its time in its thread, and a key answers within 100 ms meanwhile', async () => {
  // At once between the computer's actions (speed=fast), so that what the computer
  // takes is its thinking: 0.2 s (quick) over a turn with a choice to weigh.
  const page = await againstTheComputer(6, 'master', 'quick', '&speed=fast');
  const delays = [];
  const spells = [];
  const turns = await play(page, 10, async () => {
    const t0 = Date.now();
    delays.push(await pathKeyMs(page));
    await page.waitForFunction(() => !document.querySelector('.computer-rolls'), null, { timeout: 15000 });
    spells.push(Date.now() - t0);
  });
  assert.ok(turns >= 6, `the computer acted ${turns} times`);
  assert.ok(page.workers.some((u) => u.endsWith('/app-worker.js')), `the master thinks in a worker thread: ${page.workers}`);
  const worst = Math.max(...delays);
  console.log(`# against the master (quick): a key's effect while it acts, worst ${worst.toFixed(1)} ms of ${delays.length}; its spells ${spells}`);
  assert.ok(worst < 100, `every press answered within 100 ms: ${delays.map((d) => d.toFixed(1))}`);
  assert.ok(spells.some((ms) => ms >= 200), `the master took its thinking time at least once: ${spells}`);
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('The master\'s thinking time is offered only with the master, and remembered on the device', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.goto(`${app.url}/`);
  await page.click('#play-sahkku');
  const seat = page.locator('.seat-row').nth(1).locator('.seat-kind');
  assert.deepEqual(await seat.locator('option').evaluateAll((o) => o.map((e) => e.value)),
    ['human', 'link', 'random', 'greedy', 'expert', 'master']);
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
  await page.context().close();
});
