// Sound (issue 37): off by default, switched on the start page and remembered; when on,
// the sticks are heard as they land; when off, the app makes no audio at all. Web
// Audio is counted, not listened to: an init script counts the contexts and the notes
// started.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage } from '../lib/harness.js';

const app = useApp();

const COUNT_AUDIO = () => {
  window.audio = { contexts: 0, notes: 0 };
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    constructor(...a) {
      super(...a);
      window.audio.contexts++;
      const make = this.createOscillator.bind(this);
      this.createOscillator = () => {
        const o = make();
        const start = o.start.bind(o);
        o.start = (...t) => {
          window.audio.notes++;
          return start(...t);
        };
        return o;
      };
    }
  };
};

async function throwOnce(page) {
  await page.click('#play-sahkku');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('human');
  await page.click('#start-game');
  await page.click('#sk-throw');
  await page.waitForTimeout(300);
  return page.evaluate(() => window.audio);
}

async function home() {
  const page = await newPage(app);
  await page.addInitScript(COUNT_AUDIO);
  await page.goto(`${app.url}/?seed=3&lang=en`);
  await page.waitForSelector('html[data-app=ready]', { state: 'attached' });
  return page;
}

test('sound is off until switched on, remembered, and the sticks are heard only then', async () => {
  const off = await home();
  assert.equal(await off.getAttribute('#sound-toggle', 'aria-pressed'), 'false', 'off by default');
  assert.deepEqual(await throwOnce(off), { contexts: 0, notes: 0 }, 'no audio while off');
  await off.close();

  const page = await home();
  await page.click('#sound-toggle');
  assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'true');
  await page.reload();
  await page.waitForSelector('html[data-app=ready]', { state: 'attached' });
  assert.equal(await page.getAttribute('#sound-toggle', 'aria-pressed'), 'true', 'remembered');
  const heard = await throwOnce(page);
  assert.ok(heard.contexts === 1 && heard.notes >= 3, `the sticks are heard: ${JSON.stringify(heard)}`);
  assert.deepEqual(page.errors, []);
  await page.close();
});
