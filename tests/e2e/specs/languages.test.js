// The six languages end to end: picked from the browser's language at the first
// visit, chosen on the start page and remembered, no message id ever shown, and
// projector screenshots of both games in each language at 1920×1080, 1280×720 and
// 1024×768 (kept in tests/e2e/artifacts for people to look at), with each game's header
// seen whole: its title, status and buttons in the window, none under a corner button.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useApp, newPage, root, artifacts } from '../lib/harness.js';
import { headerHidden } from '../lib/header.js';
import { catalog } from '../lib/catalog.js';

const app = useApp();
const LANGS = catalog.languages;
/// The language a fresh visit is checked to remember, at each projector size.
const REMEMBERED = ['zh-TW', 'se', 'ru'];

/// A message of a language's Fluent file (single-line messages only).
function message(lang, id) {
  const src = fs.readFileSync(path.join(root, 'locales', `${lang}.ftl`), 'utf8');
  const line = src.split('\n').find((l) => l.startsWith(`${id} = `));
  return line.slice(id.length + 3);
}

/// Text on the page that looks like a message id: a translation is missing.
async function shownIds(page) {
  return page.evaluate(() => {
    const text = document.body.innerText;
    return text.match(/\b(sk|lab|board|ev|rule|square|setup|slots|save|keys|dice|home|winner|status|kind)-[a-z0-9]+(-[a-z0-9]+)*\b/g) || [];
  });
}

/// Leaves the game for the start page, as a player does (the button, then yes), with
/// no id shown in the question either.
async function leave(page, what) {
  await page.click('#leave');
  await page.waitForSelector('#ask[open]');
  assert.deepEqual(await shownIds(page), [], `${what}: leaving`);
  await page.click('#ask-yes');
  await page.waitForSelector('#play-sampo');
}

/// The app opened afresh without the game in progress. The game is left first (for a
/// page of the same origin, so that its storage can be changed): computer players
/// still playing would otherwise save it again after it was removed.
async function withoutGame(page) {
  await page.goto(`${app.url}/not-the-app`);
  await page.evaluate(() => localStorage.removeItem('sampo-sahkku.autosave'));
  await page.goto(`${app.url}/?seed=5&speed=fast`);
}

test('the browser language is picked at the first visit', async () => {
  for (const [locale, lang] of [['fi-FI', 'fi'], ['se-NO', 'se'], ['ru-RU', 'ru'], ['de-DE', 'en']]) {
    const context = await app.browser.newContext({ locale, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(app.url);
    await page.waitForSelector('#play-sampo');
    assert.equal(await page.textContent('#play-sampo'), message(lang, 'home-play-sampo'), locale);
    assert.equal(await page.getAttribute('html', 'lang'), lang);
    await context.close();
  }
});

test('every language: chosen and remembered, no id shown, projector screenshots of both games, their headers seen whole', async () => {
  // 1024×768: the XGA projectors many classrooms still have.
  for (const [size, [width, height]] of [[1920, 1080], [1280, 720], [1024, 768]].entries()) {
    // Motion reduced: a pawn or a piece stands where it goes at once, and the screens
    // are looked at between moves.
    const page = await newPage(app, { width, height });
    await page.emulateMedia({ reducedMotion: 'reduce' });
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${app.url}/?seed=5&speed=fast`);
    await page.waitForSelector('#play-sampo');
    for (const lang of LANGS) {
      await page.click(`button.lang[lang="${lang}"]`);
      await page.waitForFunction((l) => document.documentElement.lang === l, lang);
      const play = message(lang, 'home-play-sampo');
      assert.equal(await page.textContent('#play-sampo'), play);
      assert.deepEqual(await shownIds(page), [], `${lang}: start page`);

      // Sampo in projector mode, a few rolls in.
      await page.click('#play-sampo');
      await page.waitForSelector('#start-game');
      assert.deepEqual(await shownIds(page), [], `${lang}: Sampo set-up`);
      await page.click('#start-game');
      await page.waitForSelector('#roll, .computer-rolls');
      await page.evaluate(() => document.activeElement && document.activeElement.blur());
      if (!(await page.evaluate(() => document.documentElement.classList.contains('projector')))) {
        await page.keyboard.press('f');
      }
      for (let i = 0; i < 8; i++) {
        if (await page.$('#roll')) await page.keyboard.press('Space');
        await page.waitForFunction(() => !document.querySelector('#roll[disabled]'));
      }
      assert.deepEqual(await shownIds(page), [], `${lang}: Sampo game`);
      assert.deepEqual(await headerHidden(page), [], `${lang}: Sampo's header at ${width}×${height}`);
      await page.screenshot({ path: path.join(artifacts, `projector-sampo-${lang}-${width}x${height}.png`) });
      await leave(page, `${lang}: Sampo`);

      // Sáhkku in projector mode, against the computer, a few turns in.
      await page.click('#play-sahkku');
      await page.waitForSelector('#start-game');
      assert.deepEqual(await shownIds(page), [], `${lang}: Sáhkku set-up`);
      await page.locator('.seat-row').nth(0).locator('.seat-kind').selectOption('greedy');
      await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
      await page.click('#start-game');
      await page.waitForSelector('#sk-status');
      // A few turns in: the game's record has grown.
      await page.waitForFunction(() => (document.querySelector('#sk-log')?.textContent.length ?? 0) > 60);
      assert.deepEqual(await shownIds(page), [], `${lang}: Sáhkku game`);
      assert.deepEqual(await headerHidden(page), [], `${lang}: Sáhkku's header at ${width}×${height}`);
      await page.screenshot({ path: path.join(artifacts, `projector-sahkku-${lang}-${width}x${height}.png`) });
      await leave(page, `${lang}: Sáhkku`);
    }
    // A fresh visit without a game in progress opens the start page in the language
    // chosen: one language a size, Chinese (a tag with its region) among them.
    const kept = REMEMBERED[size];
    await page.click(`button.lang[lang="${kept}"]`);
    await withoutGame(page);
    await page.waitForSelector('#play-sahkku');
    assert.equal(await page.getAttribute('html', 'lang'), kept, `${kept} is remembered`);
    assert.equal(await page.textContent('#play-sampo'), message(kept, 'home-play-sampo'));
    assert.deepEqual(errors, []);
    await page.close();
  }
});
