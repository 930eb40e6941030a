// What every end-to-end spec needs: the built app served on loopback and a headless
// Chromium, started before the spec's tests and closed after them.
import { before, after, afterEach } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './server.js';
import { launch } from './browser.js';

const here = path.dirname(fileURLToPath(import.meta.url));
export const root = path.resolve(here, '../../..');
export const dist = process.env.DIST_DIR || path.join(root, 'dist');
export const artifacts = path.join(root, 'tests/e2e/artifacts');

/// Returns an object whose `url` and `browser` are set once the spec starts.
/// `transform` may change what the server sends (see server.js).
export function useApp(transform) {
  const app = { contexts: [] };
  before(async () => {
    fs.mkdirSync(artifacts, { recursive: true });
    const { server, url } = await serve(dist, 0, transform);
    Object.assign(app, { server, url, browser: await launch() });
  });
  afterEach(() => release(app));
  after(async () => {
    await app.browser?.close();
    app.server?.close();
  });
  return app;
}

/// Whether a window of this size is a phone's (upright or on its side).
export const isPhone = ({ width, height }) => Math.min(width, height) <= 480;

/// A fresh page, as if in a browser of its own: no service worker, nothing stored for
/// the app's address (no saves, no settings, no permissions given), collecting page
/// errors in `page.errors`. A phone's size gets a phone's browser: a mobile viewport
/// (the page laid out as a phone lays it out, zoomed out if it is too wide) and touch,
/// with `page.phone` set; a desktop window that narrow does not lay out like a phone.
///
/// Why the contexts are kept: a new browser context costs Chromium a new renderer
/// process and the app's first start in it, about 1.1 s of CPU a page, where a new page
/// beside an open page of the same site costs about 0.25 s (2026-12-03, 12 loads each,
/// /proc/stat). So each context stays open for the spec, with a page of its own on the
/// app's site that keeps its process, and serves one page at a time: its routes,
/// permissions and the app's storage are cleared before it is lent again, once that
/// page is closed or its test is over (`release`). A test that needs two browsers at
/// once (two devices) gets two contexts.
export async function newPage(app, viewport = { width: 1366, height: 768 }) {
  const phone = isPhone(viewport);
  let lent = app.contexts.find((c) => !c.busy && c.phone === phone);
  if (lent) {
    // As new: no routes, no permissions, nothing stored. The app stores in
    // localStorage alone, cleared from the keeper's page: it shares its renderer's
    // copy with the next page (DevTools' Storage.clearDataForOrigin clears the
    // browser's copy, and the renderer's after a while: the next test saw the last
    // one's saves, 2026-12-03).
    await lent.context.unrouteAll({ behavior: 'ignoreErrors' });
    await lent.context.clearPermissions();
    await lent.keeper.evaluate(() => localStorage.clear());
  } else {
    const context = await app.browser.newContext({
      viewport,
      serviceWorkers: 'block',
      ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    });
    // An address the app does not answer (a 404 of the same site): it runs nothing.
    const keeper = await context.newPage();
    await keeper.goto(`${app.url}/keeps-the-renderer`);
    lent = { context, keeper, phone };
    app.contexts.push(lent);
    // A test that closed its context is given a new one next time.
    context.on('close', () => { app.contexts = app.contexts.filter((c) => c !== lent); });
  }
  lent.busy = true;
  const page = await lent.context.newPage();
  // Closed by its test: the context may serve the next page asked for (another
  // device of the same test, say), as a new context would.
  page.on('close', () => {
    if (lent.context.pages().every((p) => p === lent.keeper)) lent.busy = false;
  });
  await page.setViewportSize(viewport);
  page.phone = phone;
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  return page;
}

/// After each test: its pages closed, the contexts it was lent free for the next.
async function release(app) {
  for (const c of app.contexts.filter((c) => c.busy)) {
    try {
      for (const p of c.context.pages()) if (p !== c.keeper) await p.close();
      c.busy = false;
    } catch {
      // Closed by the test meanwhile: it is gone from the list.
    }
  }
}

/// Whether projector mode comes to be `on` within 3 s. The app draws a key's change and
/// then, in a task of its own, its effects (Yew's scheduler yields to the browser every
/// 16 ms): read at once, the page's class could still be the old one (twice in CI under
/// load, after the first F and after the F that follows a reload).
export function projector(page, on) {
  return page
    .waitForFunction((on) => document.documentElement.classList.contains('projector') === on, on, { timeout: 3000 })
    .then(() => true, () => false);
}

/// A click, or a tap on a phone: a finger lands where the element is drawn, and
/// fails if something else is there.
export async function press(page, selector) {
  if (page.phone) await page.tap(selector);
  else await page.click(selector);
}

/// A fresh page with a Sáhkku game of the default family between two people, on the
/// address's `seed` (and any other parameters in `query`).
export async function sahkkuForTwo(app, seed, query = '', viewport = undefined) {
  const page = await newPage(app, viewport);
  await page.goto(`${app.url}/?seed=${seed}${query}`);
  await press(page, '#play-sahkku');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('human');
  await press(page, '#start-game');
  return page;
}

/// A fresh page with a Sampo game at the default table, on the address's `seed`, once
/// the first roll is asked for.
export async function sampoGame(app, seed, query = '') {
  const page = await newPage(app);
  await page.goto(`${app.url}/?seed=${seed}${query}`);
  await page.click('#play-sampo');
  await page.click('#start-game');
  await page.waitForSelector('#roll');
  return page;
}
