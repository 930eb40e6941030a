// What the specs about links share: the app's messages as its Fluent files write them,
// a link sealed again after a change (as a player who edits one on purpose would send
// it), and whether an element is in view and uncovered.
import fs from 'node:fs';
import path from 'node:path';
import { root } from './harness.js';

/// A single-line message of a language's Fluent file, its `{ $name }` placeables
/// filled from `args`.
export function messageIn(lang, id, args = {}) {
  const src = fs.readFileSync(path.join(root, 'locales', `${lang}.ftl`), 'utf8');
  const line = src.split('\n').find((l) => l.startsWith(`${id} = `));
  let text = line.slice(id.length + 3).trim();
  for (const [k, v] of Object.entries(args)) text = text.replaceAll(`{ $${k} }`, v);
  return text;
}

/// An English message.
export const message = (id, args) => messageIn('en', id, args);

/// The links' checksum (FNV-1a, 32 bits, little end first), as `src/share/bytes.rs`.
export function fnv1a(bytes) {
  let h = 0x811c9dc5;
  for (const b of bytes) h = Math.imul(h ^ b, 0x01000193) >>> 0;
  return [h & 255, (h >>> 8) & 255, (h >>> 16) & 255, h >>> 24];
}

/// A link's bytes changed by `change`, sealed again with a matching checksum: what a
/// player who edits a link on purpose would send.
export function forged(link, change) {
  const [base, body] = link.split('#s=');
  const raw = [...Buffer.from(body, 'base64url')];
  const data = raw.slice(0, raw.length - 4);
  change(data);
  return `${base}#s=${Buffer.from([...data, ...fnv1a(data)]).toString('base64url')}`;
}

/// Whether the element is inside the viewport and nothing covers its centre.
export async function inViewAndUncovered(page, selector) {
  return page.$eval(selector, (el) => {
    const r = el.getBoundingClientRect();
    const inside = r.top >= 0 && r.left >= 0 && r.bottom <= innerHeight && r.right <= innerWidth;
    const top = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
    return inside && (el === top || el.contains(top));
  });
}

/// The link this device offers now (the dialog opened and closed again).
export async function linkToSend(page) {
  await page.click('#link-send');
  await page.waitForSelector('#share-dialog[open]');
  const link = await page.inputValue('#share-link');
  await page.click('#share-close');
  await page.waitForSelector('#share-dialog', { state: 'detached' });
  return link;
}

/// Opens `link` in a page where the app runs: only the address's `#` changes, as when
/// a link is opened in the tab that has the app.
export async function openLink(page, link) {
  await page.evaluate((hash) => { location.hash = hash; }, link.slice(link.indexOf('#')));
  await page.waitForFunction(() => location.hash === '');
}
