// The page answers at once while the computer thinks or the Lab runs games: a key's
// effect shows within 100 ms, no task holds the page's thread for 100 ms. These specs
// time the page, so `npm test` runs them after the others, one at a time, with the
// machine's cores to themselves (the other specs run several at once).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage } from '../../lib/harness.js';
import { againstTheComputer, pathKeyMs, play } from '../../lib/computer.js';
import { openLab } from '../../lib/flows.js';

const app = useApp();

test('Sáhkku against the expert on a phone: a key answers within 100 ms while the computer acts', async () => {
  const page = await againstTheComputer(app, 6);
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
  await page.close();
});

test('Sáhkku against the trained master on a phone: it thinks for its time in its thread with its learned score, and a key answers within 100 ms meanwhile', async () => {
  // At once between the computer's actions (speed=fast), so that what the computer
  // takes is its thinking: 0.2 s (quick) over a turn with a choice to weigh. Lágesvuon
  // ships a learned score (weights/), fetched when the master first thinks.
  const fetched = [];
  const page = await againstTheComputer(app, 6, 'master', 'quick', '&speed=fast', false, 'lagesvuon', (p) => {
    p.on('request', (r) => r.url().includes('/weights/') && fetched.push(r.url()));
  });
  assert.deepEqual(fetched, [], 'not fetched before the master thinks');
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
  assert.equal(fetched.length, 1, `its weights fetched once: ${fetched}`);
  assert.ok(fetched[0].endsWith('/weights/sahkku-lagesvuon.sknq'));
  assert.equal(await page.$('#sk-unscored'), null, 'it played with its learned score');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('an expert run, then a master run, play in worker threads: the page never holds input up for 100 ms', async () => {
  const page = await newPage(app);
  await openLab(page, app.url);
  // Every task that holds the page's thread for 100 ms or more is noted.
  await page.evaluate(() => {
    window.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => window.longTasks.push(Math.round(e.duration))))
      .observe({ type: 'longtask' });
  });
  await page.check('input[name="lab-game"][value="sahkku"]');
  await page.selectOption('#lab-variant', 'gavkevuotna');
  await page.selectOption('#lab-games', '1000');
  await page.selectOption('#lab-level-1', 'expert');
  await page.selectOption('#lab-level-2', 'greedy');
  const workers = [];
  page.on('worker', (w) => workers.push(w.url()));
  await page.click('#lab-run');
  await page.waitForFunction(() => Number(document.querySelector('#lab-progress').value) > 0, null, { timeout: 60000 });
  assert.ok(workers.some((u) => u.endsWith('/app-worker.js')), `the games run in worker threads: ${workers}`);
  // While games run, clicks and keys are answered at once: the delay from the event to
  // its handler is measured by the page itself.
  await page.evaluate(() => {
    window.delays = [];
    for (const type of ['pointerdown', 'keydown']) {
      addEventListener(type, (e) => window.delays.push(performance.now() - e.timeStamp), true);
    }
  });
  for (let i = 0; i < 8; i++) {
    await page.mouse.click(5, 5);
    await page.keyboard.press('Shift');
    await page.waitForTimeout(250);
  }
  const delays = await page.evaluate(() => window.delays);
  assert.ok(delays.length >= 16 && Math.max(...delays) < 100, `input answered within 100 ms: ${delays.map(Math.round)}`);
  const long = await page.evaluate(() => window.longTasks);
  assert.ok(long.every((d) => d < 100), `no task held the page for 100 ms: ${long}`);
  await page.click('#lab-cancel');
  await page.waitForSelector('#lab-status[data-state="cancelled"]');
  // The master too, with its family's learned score (the workers are sent it: a share
  // a worker could not play would fall to the page, which would hold its thread for a
  // whole master's game).
  await page.selectOption('#lab-variant', 'lagesvuon');
  await page.selectOption('#lab-level-1', 'master');
  await page.evaluate(() => { window.longTasks = []; });
  await page.click('#lab-run');
  await page.waitForFunction(() => Number(document.querySelector('#lab-status')?.dataset.done) >= 6, null, { timeout: 60000 });
  const masters = await page.evaluate(() => window.longTasks);
  assert.ok(masters.every((d) => d < 100), `the master's games held the page for 100 ms or more: ${masters}`);
  await page.click('#lab-cancel');
  await page.waitForSelector('#lab-status[data-state="cancelled"]');
  assert.deepEqual(page.errors, []);
  await page.close();
});

