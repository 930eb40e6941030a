// A Sáhkku game against the computer, as the thinking specs play it.
import { newPage } from './harness.js';

/// The master's thinking time in the Sáhkku set-up.
export const THINK = 'select[name="think-time"]';

/// A game against the computer at `level` (the expert unless named) at 390×844, the
/// person on side one; `think`, the master's thinking time chosen in the set-up;
/// `query`, more of the address; `noThread`, the worker script refused, so that no
/// thinking thread can start; `family`, the family chosen (the set-up's first unless
/// named); `before(page)`, called before the app opens (routes, say).
export async function againstTheComputer(app, seed, level = 'expert', think = null, query = '', noThread = false, family = null, before = null) {
  const page = await newPage(app, { width: 390, height: 844 });
  if (before) await before(page);
  if (noThread) await page.route('**/app-worker.js', (route) => route.fulfill({ status: 404, body: '' }));
  page.workers = [];
  page.on('worker', (w) => page.workers.push(w.url()));
  await page.goto(`${app.url}/?seed=${seed}${query}`);
  await page.click('#play-sahkku');
  if (family) await page.check(`input[name=family][value="${family}"]`);
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption(level);
  if (think) await page.selectOption(THINK, think);
  await page.click('#start-game');
  await page.waitForSelector('#sk-log', { state: 'attached' });
  return page;
}

/// How long a press of P (show the path: none, side one's, side two's, in turn) takes
/// to show on screen, in the page's own milliseconds: from the key event to the button
/// saying what it now shows.
export async function pathKeyMs(page) {
  return page.evaluate(
    () =>
      new Promise((done) => {
        const button = document.querySelector('#toggle-path');
        const was = button.textContent + button.getAttribute('aria-pressed');
        const t0 = performance.now();
        const seen = new MutationObserver(() => {
          if (button.textContent + button.getAttribute('aria-pressed') !== was) {
            seen.disconnect();
            done(performance.now() - t0);
          }
        });
        seen.observe(button, { attributes: true, childList: true, subtree: true, characterData: true });
        document.dispatchEvent(new KeyboardEvent('keydown', { key: 'p', bubbles: true }));
        setTimeout(() => done(Infinity), 2000);
      }),
  );
}

/// Plays the person's side (throws, and the first listed move) until the computer has
/// acted `turns` times, calling `whileComputer` whenever the computer is to act.
export async function play(page, turns, whileComputer) {
  let seen = 0;
  for (let n = 0; n < 400 && seen < turns; n++) {
    if (await page.$('.computer-rolls')) {
      await whileComputer();
      seen++;
      await page.waitForFunction(() => !document.querySelector('.computer-rolls'), null, { timeout: 15000 });
      continue;
    }
    if (await page.$('#sk-throw')) {
      await page.click('#sk-throw');
    } else if (await page.$('#sk-move-list .move')) {
      await page.click('#sk-move-list .move');
    } else if (await page.$('.sk-outcome, #play-again')) {
      break;
    } else {
      await page.waitForTimeout(50);
    }
  }
  return seen;
}
