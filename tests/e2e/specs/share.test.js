// Sharing by link and QR code (issue 18), between two browser contexts (two devices):
// the game opens the same on the other; its QR code reads back to the link; a damaged,
// changed or newer link is refused with its reason and loses nothing on the device.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, root, artifacts } from '../lib/harness.js';
import { axeViolations } from '../lib/axe.js';
import { sampoInProgress } from '../lib/flows.js';
import { messageIn, message, forged, inViewAndUncovered } from '../lib/links.js';

const app = useApp();
const jsQR = path.join(root, 'tests/e2e/node_modules/jsqr/dist/jsQR.js');

/// Plays a Sáhkku game against the computer (seed 8) until `actions` of ours are done
/// and it is our turn again.
async function sahkkuInProgress(page, actions) {
  await page.goto(`${app.url}/?seed=8&speed=fast`);
  await page.click('#play-sahkku');
  await page.click('#start-game');
  for (let done = 0; done < actions;) {
    const b = await page.$('#sk-throw');
    if (b) { await b.click(); done++; continue; }
    const m = await page.$('#sk-move-list button');
    if (m) { await m.click(); done++; continue; }
    await page.waitForTimeout(30);
  }
  await page.waitForSelector('#sk-throw, #sk-move-list button');
  await page.waitForTimeout(150);
}

/// What the Sáhkku screen shows of a game: its record and the two seats.
async function sahkkuShown(page) {
  return {
    log: await page.$eval('#sk-log', (e) => e.textContent),
    seats: await page.$eval('.sk-seats', (e) => e.textContent),
  };
}

/// The QR code on screen, read back with a well-kept decoder (jsQR) from its pixels.
async function readQr(page) {
  await page.waitForSelector('#share-qr');
  await page.addScriptTag({ path: jsQR });
  return page.evaluate(async () => {
    const svg = document.querySelector('#share-qr');
    const size = 600;
    const img = new Image();
    img.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    canvas.width = canvas.height = size;
    const ctx = canvas.getContext('2d');
    ctx.drawImage(img, 0, 0, size, size);
    const code = window.jsQR(ctx.getImageData(0, 0, size, size).data, size, size);
    return code && code.data;
  });
}

test('a half-played Sáhkku game shared from the projector opens the same on a phone, and its QR code reads back to the link', async () => {
  const a = await newPage(app, { width: 1920, height: 1080 });
  await a.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: app.url });
  await sahkkuInProgress(a, 12);
  const shown = await sahkkuShown(a);
  await a.click('#share');
  await a.waitForSelector('#share-dialog[open]');
  const link = await a.inputValue('#share-link');
  assert.ok(link.startsWith(`${app.url}/#s=`), `the app's address, without this page's query: ${link}`);
  assert.ok(link.length < 400, `${link.length} characters`);
  // Large and whole on the projector, and it reads back to the link (drawn once the
  // later screens' module, which holds the encoder, has come).
  await a.waitForSelector('#share-qr');
  const box = await a.$eval('#share-qr', (e) => e.getBoundingClientRect().height);
  assert.ok(box >= 600, `QR code ${box} px high at 1920×1080`);
  assert.ok(await inViewAndUncovered(a, '#share-qr'));
  assert.equal(await readQr(a), link);
  await a.screenshot({ path: `${artifacts}/share-1920x1080.png` });
  assert.deepEqual(await axeViolations(a), [], 'the share dialog');
  // Copy puts the link on the clipboard, and says so.
  await a.click('#share-copy');
  await a.waitForFunction(() => document.querySelector('#share-status').textContent.length > 0);
  assert.equal(await a.textContent('#share-status'), message('share-copied'));
  assert.equal(await a.evaluate(() => navigator.clipboard.readText()), link);
  // Escape closes the dialog.
  await a.keyboard.press('Escape');
  await a.waitForSelector('#share-dialog', { state: 'detached' });

  const b = await newPage(app, { width: 390, height: 844 });
  await b.goto(link);
  await b.waitForSelector('#shared');
  assert.equal(await b.textContent('#shared-title'), message('shared-title'));
  assert.match(await b.textContent('#shared-summary'), /Sáhkku/);
  assert.ok(await inViewAndUncovered(b, '#shared-play'));
  assert.equal(await b.evaluate(() => location.hash), '', 'the address no longer holds the link');
  await b.screenshot({ path: `${artifacts}/shared-390x844.png` });
  assert.deepEqual(await axeViolations(b), [], 'the shared game screen');
  await b.click('#shared-play');
  await b.waitForSelector('#sk-log', { state: 'attached' });
  assert.deepEqual(await sahkkuShown(b), shown);
  // It is B's game in progress now: a reload resumes it.
  await b.reload();
  await b.waitForSelector('#sk-log', { state: 'attached' });
  assert.equal((await sahkkuShown(b)).log, shown.log);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});

test('a position shared as a question opens as one, and watching starts from the first move', async () => {
  const a = await newPage(app, { width: 844, height: 390 });
  await sahkkuInProgress(a, 6);
  await a.click('#share');
  // On a phone held sideways the code and the copy button are whole on screen.
  await a.waitForSelector('#share-qr');
  assert.ok(await inViewAndUncovered(a, '#share-qr'));
  assert.ok(await inViewAndUncovered(a, '#share-copy'));
  await a.screenshot({ path: `${artifacts}/share-844x390.png` });
  await a.check('#share-position');
  const question = await a.inputValue('#share-link');
  await a.check('#share-game');
  const game = await a.inputValue('#share-link');
  assert.notEqual(question, game);
  const b = await newPage(app, { width: 844, height: 390 });
  await b.goto(question);
  await b.waitForSelector('#shared');
  assert.equal(await b.textContent('#shared-title'), message('shared-question'));
  assert.equal(await b.textContent('#shared-play'), message('shared-position'));
  assert.match(await b.textContent('#shared-answer'), /Hint \(H\) shows the computer’s answer/);
  await b.screenshot({ path: `${artifacts}/shared-question-844x390.png` });
  // The answer: the position opened, thrown on to the move, the computer's hint.
  const c = await newPage(app, { width: 844, height: 390 });
  await c.goto(question);
  await c.click('#shared-play');
  await c.waitForSelector('#sk-throw, #sk-hint-ask');
  for (let i = 0; i < 20 && !(await c.$('#sk-hint-ask')); i++) {
    if (await c.$('#sk-throw')) await c.click('#sk-throw');
    await c.waitForSelector('#sk-throw, #sk-hint-ask');
  }
  await c.click('#sk-hint-ask');
  await c.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 20000 });
  assert.match(await c.textContent('#sk-hint .best'), /\d+% to win/);
  await c.close();
  await b.click('#shared-watch');
  await b.waitForSelector('.replay-bar', { state: 'attached' });
  assert.match(await b.textContent('.replay-bar p'), /^Move 0 of \d+/);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});

test('a Sampo game shared mid-way opens at the same roll on another screen', async () => {
  const a = await newPage(app);
  await sampoInProgress(a, app.url, 5, 12);
  const round = await a.textContent('#round');
  await a.click('#share');
  const link = await a.inputValue('#share-link');
  const b = await newPage(app, { width: 1280, height: 720 });
  await b.goto(link);
  await b.click('#shared-play');
  await b.waitForSelector('#players');
  assert.equal(await b.textContent('#round'), round);
  assert.deepEqual(
    await b.$$eval('#players .coins', (els) => els.map((e) => e.dataset.coins)),
    await a.$$eval('#players .coins', (els) => els.map((e) => e.dataset.coins)),
  );
  await b.screenshot({ path: `${artifacts}/shared-sampo-1280x720.png` });
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});

test('a damaged, changed or newer link is refused with its reason, and the game in progress is kept', async () => {
  const a = await newPage(app);
  await sampoInProgress(a, app.url, 5, 9);
  await a.click('#share');
  const link = await a.inputValue('#share-link');
  await a.close();

  const b = await newPage(app, { width: 390, height: 844 });
  await sampoInProgress(b, app.url, 7, 4);
  // The saved game without the time it was saved (saved again as it reopens).
  const saved = () => b.evaluate(() => {
    const s = JSON.parse(localStorage.getItem('sampo-sahkku.autosave'));
    delete s.saved_at;
    return JSON.stringify(s);
  });
  const before = await saved();
  const refused = async (url, reason) => {
    await b.goto(url);
    await b.waitForSelector('#home-notice');
    // (Without Fluent's isolation marks around the reason.)
    const text = (await b.textContent('#home-notice p')).replace(/[\u2068\u2069]/g, '');
    assert.ok(text.startsWith(message('link-error').replace('{ $why }', '')), text);
    assert.ok(text.includes(reason), `${text} / ${reason}`);
    assert.equal(await saved(), before, 'the game in progress is untouched');
  };
  // Cut short on the way.
  await refused(link.slice(0, -6), message('link-error-damaged'));
  await b.screenshot({ path: `${artifacts}/link-refused-390x844.png` });
  // A die changed on purpose, the checksum made to fit: the roll breaks the rules.
  await refused(forged(link, (d) => { d[d.length - 1] = (d[d.length - 1] & 0xf0) | 7; }), message('save-invalid-bad-roll'));
  // Made by a newer version of the app.
  await refused(forged(link, (d) => { d[0] = 255; }), message('link-error-future'));
  // Not ours at all.
  await refused(`${app.url}/#s=hello`, message('link-error-damaged'));
  // Back to the game in progress, as it was.
  await b.click('#home-resume');
  await b.waitForSelector('#players');
  assert.equal(await saved(), before);
  assert.deepEqual(b.errors, []);
  await b.close();
});

test('opening a shared game to play on keeps the unfinished one under Saved games', async () => {
  const a = await newPage(app);
  await sahkkuInProgress(a, 4);
  await a.click('#share');
  const link = await a.inputValue('#share-link');
  const b = await newPage(app);
  await sampoInProgress(b, app.url, 7, 4);
  await b.goto(link);
  await b.click('#shared-play');
  await b.waitForSelector('#sk-log', { state: 'attached' });
  await b.click('#leave');
  await b.click('#ask-yes');
  await b.click('#open-saved');
  await b.waitForSelector('.slot');
  assert.match(await b.textContent('.slot'), /Game in progress \(kept automatically\)/);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});

test('a rules page shared in Northern Sámi opens in Sámi on an English phone, for that visit only', async () => {
  const a = await newPage(app, { width: 1920, height: 1080 });
  await a.goto(app.url);
  await a.click('.lang-picker button[lang="se"]');
  await a.waitForFunction(() => document.documentElement.lang === 'se');
  await a.click('#rules-sahkku');
  await a.waitForSelector('#rules');
  await a.click('.rules-tab[data-page="unjarga"]');
  await a.click('#rules-share');
  await a.waitForSelector('#share-dialog[open]');
  assert.equal(await a.textContent('#share-title'), messageIn('se', 'share-page-title'));
  assert.equal(await readQr(a), await a.inputValue('#share-link'));
  const link = await a.inputValue('#share-link');

  const b = await newPage(app, { width: 390, height: 844 });
  await b.goto(link);
  await b.waitForSelector('#rules');
  assert.equal(await b.evaluate(() => document.documentElement.lang), 'se');
  assert.equal(await b.textContent('#rules-title'), messageIn('se', 'rules-title'));
  assert.equal(await b.getAttribute('.rules-tab.current', 'data-page'), 'unjarga');
  await b.screenshot({ path: `${artifacts}/shared-rules-390x844.png` });
  // The language was this visit's: the app opens in the phone's own next time.
  await b.reload();
  await b.waitForSelector('#play-sampo');
  assert.equal(await b.evaluate(() => document.documentElement.lang), 'en');
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});

test('a lesson shared from the coach starts the same lesson on the other device', async () => {
  const a = await newPage(app);
  await a.goto(app.url);
  await a.click('#tutorial-sahkku');
  await a.waitForSelector('#coach');
  await a.click('#coach-share');
  const link = await a.inputValue('#share-link');
  const b = await newPage(app, { width: 844, height: 390 });
  await b.goto(link);
  await b.waitForSelector('#coach');
  assert.equal(await b.textContent('#coach-text'), await a.textContent('#coach-text'));
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});

test('a Lab setting shared after a run plays the same games again on the other device', async () => {
  const a = await newPage(app);
  await a.goto(app.url);
  await a.click('#open-lab');
  await a.waitForSelector('#lab-form');
  await a.selectOption('#lab-players', '3');
  await a.selectOption('#lab-games', '1000');
  await a.fill('#lab-seed', '77');
  await a.click('#lab-run');
  await a.waitForSelector('#lab-status[data-state="finished"]', { timeout: 60000 });
  const wins = () => a.$$eval('#lab-a-wins .bar .value', (els) => els.map((e) => e.textContent));
  const shown = await wins();
  await a.click('#lab-share');
  const link = await a.inputValue('#share-link');
  const b = await newPage(app, { width: 1280, height: 720 });
  await b.goto(link);
  await b.waitForSelector('#lab-shared');
  assert.equal(await b.inputValue('#lab-seed'), '77');
  assert.equal(await b.inputValue('#lab-players'), '3');
  await b.click('#lab-run');
  await b.waitForSelector('#lab-status[data-state="finished"]', { timeout: 60000 });
  assert.deepEqual(await b.$$eval('#lab-a-wins .bar .value', (els) => els.map((e) => e.textContent)), shown);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});
