// Steps several specs take the same way, through the page's own controls.
import { press } from './harness.js';

/// Home → Sampo set-up with the given seats ([name, 'human' | 'computer'] each).
export async function setUpSampo(page, url, seed, seats) {
  await page.goto(`${url}/?seed=${seed}`);
  await page.waitForSelector('#play-sampo');
  await press(page, '#play-sampo');
  await page.waitForSelector('#start-game');
  while ((await page.locator('.seat-row').count()) > seats.length) {
    await page.locator('.seat-row .remove').last().click();
  }
  while ((await page.locator('.seat-row').count()) < seats.length) {
    await page.click('#add-player');
  }
  for (const [i, [name, kind]] of seats.entries()) {
    const row = page.locator('.seat-row').nth(i);
    await row.locator('.seat-name').fill(name);
    await row.locator('.seat-kind').selectOption(kind);
  }
}

/// A three-player Sampo game, all human, with `presses` presses of Space played.
export async function sampoInProgress(page, url, seed, presses) {
  await setUpSampo(page, url, seed, [['Aino', 'human'], ['Ilmari', 'human'], ['Väinö', 'human']]);
  await page.click('#start-game');
  await page.waitForSelector('#roll');
  await page.locator('#roll').blur();
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Space');
  }
  // The last pawn walks, and the panel (coins, squares) follows once it has arrived:
  // read it only then (Playwright's usual 30 s for a busy machine). A walk that never
  // ended here (10 s and 30 s waits run out, share.test.js, 2026-12-03 and -04) was the
  // game's bug, not the machine's: its timer was lost under load (a240dd2).
  await page.waitForSelector('#roll:not([disabled])');
  await page.waitForTimeout(250);
}

/// The Lab's form, from the start page in English.
export async function openLab(page, url) {
  await page.goto(`${url}/?lang=en`);
  await page.waitForSelector('#open-lab');
  await page.click('#open-lab');
  await page.waitForSelector('#lab-form');
}

/// The Sáhkku game on screen saved as `name` under Saved games, left, and opened
/// there in its replay (from the start).
export async function saveAndReplay(page, name) {
  await page.click('#save-as');
  await page.waitForSelector('#ask[open]');
  await page.fill('#ask-name', name);
  await page.click('#ask-yes');
  await page.waitForSelector('#ask', { state: 'detached' });
  await page.click('#leave');
  if (await page.waitForSelector('#ask[open]', { timeout: 1000 }).catch(() => null)) await page.click('#ask-yes');
  await page.click('#open-saved');
  await page.click('.slot .replay');
  await page.waitForSelector('.replay-bar');
}
