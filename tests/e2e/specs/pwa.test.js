// The installable, offline app, on the release build: Chromium's own installability
// report, offline play after the first visit, and the "new version — reload" notice.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, root, dist, artifacts } from '../lib/harness.js';
import { fileURLToPath } from 'node:url';
import fs from 'node:fs';
import os from 'node:os';
import { launchPersistent } from '../lib/browser.js';
import { THINK, play } from '../lib/computer.js';
import { message } from '../lib/links.js';

const here = path.dirname(fileURLToPath(import.meta.url));
let swSuffix = '';
const app = useApp((p, data) => (p === '/sw.js' ? Buffer.concat([data, Buffer.from(swSuffix)]) : data));

/// Opens the app and waits until its service worker controls the page.
async function controlledPage(context) {
  const page = await context.newPage();
  await page.goto(app.url);
  await page.waitForSelector('#play-sampo');
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => !!navigator.serviceWorker.controller))) {
    await page.reload();
    await page.waitForSelector('#play-sampo');
  }
  assert.ok(await page.evaluate(() => !!navigator.serviceWorker.controller), 'the service worker controls the page');
  return page;
}

test('Chromium finds the app installable', async () => {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sampo-sahkku-profile-'));
  const context = await launchPersistent(profile);
  const page = await controlledPage(context);
  const cdp = await context.newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  assert.deepEqual(installabilityErrors, []);
  const manifest = await cdp.send('Page.getAppManifest');
  assert.deepEqual(manifest.errors, []);
  await context.close();
  fs.rmSync(profile, { recursive: true, force: true });
});

test('after the first visit the app opens and plays offline', async () => {
  const context = await app.browser.newContext();
  const page = await controlledPage(context);
  await context.setOffline(true);
  await page.reload();
  await page.waitForSelector('#play-sampo');
  await page.click('#play-sampo');
  await page.click('#start-game');
  await page.waitForSelector('#roll');
  await page.click('#roll');
  await page.waitForFunction(() => document.querySelector('#narration')?.textContent.length > 0);
  await context.setOffline(false);
  await context.close();
});

test('the first visit does not fetch the computer players, the master\'s learned score nor the Lab; offline, they still play, the master with it, and the Lab and the rules open', async () => {
  const context = await app.browser.newContext();
  const fetched = [];
  context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const page = await context.newPage();
  await page.goto(app.url);
  await page.waitForSelector('#play-sampo');
  await page.waitForLoadState('networkidle');
  const players = (f) => /players|weights|later-screens/.test(f);
  // (The service worker keeps them for offline play: it fetches them, not the page.)
  const byPage = [];
  page.on('request', (r) => byPage.push(new URL(r.url()).pathname));
  await page.reload();
  await page.waitForSelector('#play-sampo');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(byPage.filter(players), [], 'the page itself does not fetch them');
  assert.ok(fetched.some(players), `the service worker keeps them: ${fetched.filter(players)}`);
  assert.ok(fetched.some((f) => f.endsWith('/weights/sahkku-lagesvuon.sknq')), 'and the learned score');
  assert.ok(fetched.some((f) => /\/later-screens-[0-9a-f]{16}_bg\.wasm$/.test(f)), 'and the Lab');
  await page.evaluate(() => navigator.serviceWorker.ready);
  await context.setOffline(true);
  await page.reload();
  await page.click('#play-sahkku');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('expert');
  await page.click('#start-game');
  const turns = await play(page, 2, async () => {});
  assert.ok(turns >= 2, `the expert acted offline: ${turns}`);
  assert.equal(await page.$('#sk-stalled'), null);
  // The master of a family that ships a learned score plays with it offline.
  // (The expert's game put aside, so that the start page opens.)
  await page.evaluate(() => localStorage.clear());
  await page.goto(app.url);
  await page.click('#play-sahkku');
  await page.check('input[name=family][value="lagesvuon"]');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('master');
  await page.selectOption(THINK, 'quick');
  await page.click('#start-game');
  const masterTurns = await play(page, 2, async () => {});
  assert.ok(masterTurns >= 2, `the master acted offline: ${masterTurns}`);
  assert.equal(await page.$('#sk-unscored'), null, 'with its learned score');
  // The Lab, from the service worker's copy.
  await page.evaluate(() => localStorage.clear());
  await page.goto(app.url);
  await page.click('#open-lab');
  await page.waitForSelector('#lab-form');
  // The rules, drawn by the same module.
  await page.click('#back');
  await page.click('#rules-sahkku');
  await page.waitForSelector('#rules-page-sahkku');
  await context.setOffline(false);
  await context.close();
});

test('the puzzles are not precached: a family opened once is kept and plays offline, another says it cannot be fetched', async () => {
  const context = await app.browser.newContext();
  const fetched = [];
  context.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  const page = await context.newPage();
  await page.goto(`${app.url}/?lang=en`);
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await page.waitForSelector('#open-puzzles');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched.filter((f) => /\/puzzles\//.test(f)), [], 'no puzzle file on the first visit');
  await page.click('#open-puzzles');
  await page.waitForSelector('#pz-task');
  // Kept once its hash is checked (a task after the page has its copy).
  await page.waitForFunction(() => caches.open('puzzles-sampo-sahkku').then((c) => c.keys()).then((k) => k.length === 1));
  await context.setOffline(true);
  await page.reload();
  await page.click('#open-puzzles');
  await page.waitForSelector('#pz-task');
  await page.selectOption('#pz-family', 'luujavr');
  await page.waitForSelector('#pz-unavailable-file');
  assert.equal(await page.textContent('#pz-unavailable-file'), message('pz-file-unavailable'));
  await context.setOffline(false);
  await page.click('#pz-fetch-again');
  await page.waitForSelector('#pz-task');
  await context.close();
});

test('a new version shows a notice and takes over only when asked', async () => {
  const context = await app.browser.newContext();
  const page = await controlledPage(context);
  swSuffix = `\n// new version ${Date.now()}\n`;
  await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
  await page.waitForSelector('#update-banner', { timeout: 15000 });
  await Promise.all([page.waitForEvent('load'), page.click('#update-banner button')]);
  await page.waitForSelector('#play-sampo');
  assert.equal(await page.$('#update-banner'), null);
  swSuffix = '';
  await context.close();
});
