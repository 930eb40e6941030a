// What every end-to-end spec needs: the built app served on loopback and a headless
// Chromium, started before the spec's tests and closed after them.
import { before, after } from 'node:test';
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
  const app = {};
  before(async () => {
    fs.mkdirSync(artifacts, { recursive: true });
    const { server, url } = await serve(dist, 0, transform);
    Object.assign(app, { server, url, browser: await launch() });
  });
  after(async () => {
    await app.browser?.close();
    app.server?.close();
  });
  return app;
}

/// Whether a window of this size is a phone's (upright or on its side).
export const isPhone = ({ width, height }) => Math.min(width, height) <= 480;

/// A fresh page in its own context (no service worker), collecting page errors in
/// `page.errors`. A phone's size gets a phone's browser: a mobile viewport (the page
/// laid out as a phone lays it out, zoomed out if it is too wide) and touch, with
/// `page.phone` set; a desktop window that narrow does not lay out like a phone.
export async function newPage(app, viewport = { width: 1366, height: 768 }) {
  const phone = isPhone(viewport);
  const context = await app.browser.newContext({
    viewport,
    serviceWorkers: 'block',
    ...(phone ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
  });
  const page = await context.newPage();
  page.phone = phone;
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.errors = errors;
  return page;
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
