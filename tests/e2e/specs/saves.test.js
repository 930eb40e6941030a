// Saves in real Chromium: a reload resumes the game; a damaged save gives a message,
// is kept aside and can be downloaded; full storage gives a notice and play goes on.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage } from '../lib/harness.js';
import { sampoInProgress } from '../lib/flows.js';
import fs from 'node:fs';
import os from 'node:os';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const app = useApp();

const page = () => newPage(app);

test('a Sampo game survives a reload', async () => {
  const p = await page();
  await sampoInProgress(p, app.url, 5, 24);
  const before = await p.$$eval('#players .coins', (els) => els.map((e) => e.dataset.coins));
  const round = await p.textContent('#round');
  await p.reload();
  await p.waitForSelector('#players');
  assert.deepEqual(await p.$$eval('#players .coins', (els) => els.map((e) => e.dataset.coins)), before);
  assert.equal(await p.textContent('#round'), round);
  assert.deepEqual(p.errors, []);
  await p.close();
});

test('a Sáhkku game survives a reload', async () => {
  const p = await page();
  await p.goto(`${app.url}/?seed=8&speed=fast`);
  await p.click('#play-sahkku');
  await p.click('#start-game');
  for (let i = 0; i < 30; i++) {
    const b = await p.$('#sk-throw');
    if (b) { await b.click(); continue; }
    const m = await p.$('#sk-move-list button');
    if (m) { await m.click(); continue; }
    await p.waitForTimeout(30);
  }
  await p.waitForTimeout(200);
  const log = await p.$eval('#sk-log', (e) => e.textContent);
  assert.ok(log.length > 10);
  await p.reload();
  await p.waitForSelector('svg.sk-board');
  const after = await p.$eval('#sk-log', (e) => e.textContent);
  assert.ok(after.startsWith(log.slice(0, log.length - 40)), 'the record is the same (the computer may have moved on)');
  await p.close();
});

test('a damaged save is explained, kept aside and downloadable, and the app starts', async () => {
  const p = await page();
  await p.goto(app.url);
  // The save is changed once the app has started: an app still starting would read it
  // (and keep it aside) before the reload below.
  await p.waitForSelector('html[data-app=ready] #play-sampo');
  await p.evaluate(() => localStorage.setItem('sampo-sahkku.autosave', '{"schema":1,"game":"sampo", broken'));
  await p.reload();
  await p.waitForSelector('#home-notice');
  assert.match(await p.textContent('#home-notice'), /could not be opened/);
  assert.ok(await p.$('#download-kept'));
  const kept = await p.evaluate(() => Object.keys(localStorage).filter((k) => k.startsWith('sampo-sahkku.kept.'))
    .map((k) => localStorage.getItem(k)));
  assert.deepEqual(kept, ['{"schema":1,"game":"sampo", broken']);
  assert.equal(await p.evaluate(() => localStorage.getItem('sampo-sahkku.autosave')), null);
  // The app works: a new game can be started.
  await p.click('#play-sampo');
  await p.waitForSelector('#start-game');
  await p.close();
});

test('a save from a newer version is kept aside with its own message', async () => {
  const p = await page();
  await p.goto(app.url);
  await p.waitForSelector('html[data-app=ready] #play-sampo');
  await p.evaluate(() => localStorage.setItem('sampo-sahkku.autosave', '{"schema":99,"game":"sampo"}'));
  await p.reload();
  assert.match(await p.textContent('#home-notice'), /newer version/);
  await p.close();
});

test('when storage is full the game goes on with a notice', async () => {
  const p = await page();
  await p.goto(`${app.url}/?seed=3`);
  await p.waitForSelector('#play-sampo');
  await p.evaluate(() => {
    const chunk = 'x'.repeat(1 << 20);
    for (let i = 0; i < 200; i++) {
      try { localStorage.setItem(`filler-${i}`, chunk); } catch (e) { break; }
    }
    for (let size = 1 << 19; size > 16; size >>= 1) {
      try { localStorage.setItem(`filler-small-${size}`, 'x'.repeat(size)); } catch (e) { /* full */ }
    }
  });
  await p.click('#play-sampo');
  await p.click('#start-game');
  await p.waitForSelector('#roll');
  await p.click('#roll');
  await p.waitForSelector('#save-failed');
  await p.locator('#roll').blur();
  await p.keyboard.press('Space');
  await p.keyboard.press('Space');
  assert.ok(await p.$('#players'), 'the game goes on');
  await p.close();
});


/// Answers the app's own question (its dialog): `yes` with `name` typed, if one is
/// asked; returns the question.
async function answer(p, yes, name) {
  await p.waitForSelector('#ask[open]');
  const question = await p.textContent('#ask-question');
  // The answer buttons are drawn as buttons, whatever screen asks (a game's header too).
  const look = await p.$eval('#ask-yes', (b) => [getComputedStyle(b).backgroundColor, getComputedStyle(b).color]);
  assert.ok(look[0] !== 'rgba(0, 0, 0, 0)' && look[0] !== look[1], `the yes button is seen: ${look}`);
  if (name !== undefined) await p.fill('#ask-name', name);
  await p.click(yes ? '#ask-yes' : '#ask-cancel');
  await p.waitForSelector('#ask', { state: 'detached' });
  return question;
}

test('save slots: save as, rename, export, import, replay, delete', async () => {
  const p = await page();
  // The app asks in the page: the browser's own prompts never show.
  p.on('dialog', (d) => assert.fail(`a browser dialog: ${d.message()}`));
  await sampoInProgress(p, app.url, 21, 16);
  const coins = await p.$$eval('#players .coins', (els) => els.map((e) => e.dataset.coins));
  await p.click('#save-as');
  // Keys typed into the question are not the game's: Space does not roll.
  const rolls = await p.textContent('#round');
  await p.waitForSelector('#ask[open]');
  await p.keyboard.press('Space');
  assert.equal(await p.textContent('#round'), rolls);
  await answer(p, true, 'My game');
  await p.click('#leave');
  await answer(p, false); // Cancel: the game stays.
  assert.ok(await p.$('#players'));
  await p.click('#leave');
  await answer(p, true);
  await p.click('#open-saved');
  await p.waitForSelector('#slots');
  assert.deepEqual(await p.$$eval('.slot-name', (els) => els.map((e) => e.textContent)), ['My game']);
  await p.click('.slot .rename');
  await answer(p, true, 'Renamed');
  await p.waitForFunction(() => document.querySelector('.slot-name')?.textContent === 'Renamed');
  // Export, delete, then import the exported file: the same game comes back.
  const [download] = await Promise.all([p.waitForEvent('download'), p.click('.slot .export')]);
  const file = path.join(os.tmpdir(), `export-${Date.now()}.sampo-sahkku.json`);
  await download.saveAs(file);
  await p.click('.slot .delete');
  assert.match(await answer(p, true), /Delete the saved game “Renamed”/);
  await p.waitForSelector('#slots-empty');
  await p.setInputFiles('#import-file', file);
  await p.waitForSelector('#slots-message');
  assert.match(await p.textContent('#slots-message'), /Imported and checked/);
  await p.click('.slot .open');
  await p.waitForSelector('#players');
  assert.deepEqual(await p.$$eval('#players .coins', (els) => els.map((e) => e.dataset.coins)), coins);
  // Replay it from the start.
  await p.click('#save-as');
  await answer(p, true, 'Again');
  await p.click('#leave');
  await answer(p, true);
  await p.click('#open-saved');
  await p.click('.slot .replay');
  await p.waitForSelector('#replay-at');
  assert.match(await p.textContent('#replay-at'), /^Move 0 of \d+/);
  await p.click('#replay-forward');
  assert.match(await p.textContent('#replay-at'), /^Move 1 of/);
  await p.click('#replay-end');
  const [, n, total] = (await p.textContent('#replay-at')).match(/Move (\d+) of (\d+)/);
  assert.equal(n, total);
  // And it plays by itself, at a speed.
  await p.click('#replay-start');
  await p.click('#replay-play-2');
  await p.waitForFunction((t) => document.querySelector('#replay-at')?.textContent.startsWith(`Move ${t} of`), total, { timeout: 20000 });
  fs.rmSync(file);
  await p.close();
});

test('an imported file with an illegal move is refused and nothing is added', async () => {
  const p = await page();
  await p.goto(app.url);
  await p.click('#open-saved');
  const bad = path.join(os.tmpdir(), `bad-${Date.now()}.json`);
  // The stored sample game with its ninth entry, a king's move, made a re-throw the
  // rules do not allow there.
  const sample = JSON.parse(fs.readFileSync(new URL('../../saves/v1-sahkku.json', import.meta.url), 'utf8'));
  sample.record.entries[8] = 'r1';
  fs.writeFileSync(bad, JSON.stringify(sample));
  await p.setInputFiles('#import-file', bad);
  await p.waitForSelector('#slots-message');
  // Which entry, as written, and why: in the player's language.
  assert.match(await p.textContent('#slots-message'), /not imported: .*Entry 9 of its record, “r1”, cannot be played\. That die cannot be thrown again/);
  assert.ok(await p.$('#slots-empty'));
  await p.click('#back');
  await p.click('button.lang[lang="fr"]');
  // (The French texts are fetched: the page is French once they have come.)
  await p.waitForFunction(() => document.documentElement.lang === 'fr');
  await p.click('#open-saved');
  await p.setInputFiles('#import-file', bad);
  await p.waitForSelector('#slots-message');
  const fr = await p.textContent('#slots-message');
  assert.match(fr, /n’a pas été importé : .*L’entrée 9 de son relevé, « r1 », ne peut pas être jouée\. Ce dé ne peut pas être relancé/);
  assert.doesNotMatch(fr, /entry|illegal/i);
  assert.ok(await p.$('#slots-empty'));
  fs.rmSync(bad);
  await p.close();
});

test('two tabs on one game: the second tab to save makes the first stop, and says so', async () => {
  const context = await app.browser.newContext({ viewport: { width: 1366, height: 768 }, serviceWorkers: 'block' });
  const a = await context.newPage();
  await sampoInProgress(a, app.url, 33, 16);
  const b = await context.newPage();
  await b.goto(app.url);
  await b.waitForSelector('#players');
  await b.locator('#roll').blur();
  await b.keyboard.press('Space');
  await a.waitForSelector('#other-tab');
  await context.close();
});

test('a game file dropped on the saved games page is checked and kept', async () => {
  const p = await page();
  await p.goto(app.url);
  await p.click('#open-saved');
  // (A click on the start page written into the HTML is answered once the app has
  // started: the page is there only then.)
  await p.waitForSelector('main.saved');
  const text = fs.readFileSync(path.resolve(here, '../../saves/v1-sampo.json'), 'utf8');
  await p.evaluate((t) => {
    const dt = new DataTransfer();
    dt.items.add(new File([t], 'dropped.json', { type: 'application/json' }));
    document.querySelector('main.saved').dispatchEvent(new DragEvent('drop', { dataTransfer: dt, bubbles: true, cancelable: true }));
  }, text);
  await p.waitForSelector('#slots-message');
  assert.match(await p.textContent('#slots-message'), /Imported and checked: dropped/);
  assert.deepEqual(await p.$$eval('.slot-name', (els) => els.map((e) => e.textContent)), ['dropped']);
  await p.close();
});

test('leaving right after "Save as…" says the game is kept; after another move, that it will be lost', async () => {
  const p = await page();
  await sampoInProgress(p, app.url, 21, 4);
  await p.click('#save-as');
  await answer(p, true, 'Kept game');
  await p.click('#leave');
  assert.match(await answer(p, false), /kept in your saved games/);
  await p.waitForSelector('#roll:not([disabled])');
  await p.click('#roll');
  await p.waitForSelector('#roll:not([disabled])');
  await p.click('#leave');
  assert.match(await answer(p, false), /progress will be lost/);
  await p.close();
});
