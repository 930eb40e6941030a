// The set-up screens as a player meets them: each house rule is offered once, and no
// element id is used twice (a label or a test would find the wrong one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage } from '../lib/harness.js';

const app = useApp();

async function duplicates(page, selector, attribute) {
  return page.$$eval(selector, (els, attr) => {
    const seen = new Map();
    for (const e of els) seen.set(e.getAttribute(attr), (seen.get(e.getAttribute(attr)) || 0) + 1);
    return [...seen].filter(([, n]) => n > 1).map(([k]) => k);
  }, attribute);
}

test('every Sáhkku family set-up offers each house rule once, with no id used twice', async () => {
  const page = await newPage(app);
  await page.goto(app.url);
  await page.click('#play-sahkku');
  const families = await page.$$eval('input[name=family]', (els) => els.map((e) => e.value));
  assert.equal(families.length, 8);
  for (const family of families) {
    await page.check(`input[name=family][value="${family}"]`);
    assert.deepEqual(await duplicates(page, '.sk-setup select[name]', 'name'), [], family);
    assert.deepEqual(await duplicates(page, '[id]', 'id'), [], family);
  }
  assert.deepEqual(page.errors, []);
  await page.context().close();
});

test('the Sampo set-up offers each house rule once, with no id used twice', async () => {
  const page = await newPage(app);
  await page.goto(app.url);
  await page.click('#play-sampo');
  assert.deepEqual(await duplicates(page, 'select[name]', 'name'), []);
  assert.deepEqual(await duplicates(page, '[id]', 'id'), []);
  await page.context().close();
});
