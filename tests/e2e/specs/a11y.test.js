// axe-core on every screen, in normal and projector mode: no serious or critical
// violations.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage } from '../lib/harness.js';
import { axeViolations } from '../lib/axe.js';

const app = useApp();

/// Visits each screen in turn and hands it to `check` with its name.
async function everyScreen(page, check) {
  const home = async () => {
    if (page.url().startsWith('http')) await page.evaluate(() => localStorage.removeItem('sampo-sahkku.autosave'));
    await page.goto(`${app.url}/?seed=3&speed=fast`);
    await page.waitForSelector('#play-sampo');
  };
  await home();
  await check('home');
  await page.click('#keys-toggle');
  await page.waitForSelector('#keys-help');
  await check('keys help');
  await page.keyboard.press('Escape');
  await page.click('#rules-sahkku');
  await page.waitForSelector('#rules-page-sahkku .diagram');
  await check('Sáhkku rules (Lágesvuon)');
  await page.click('.rules-tab[data-page="sampo"]');
  await page.waitForSelector('#rules-page-sampo');
  await check('Sampo rules');
  await page.keyboard.press('Escape');
  await page.click('#tutorial-sahkku');
  await page.waitForSelector('#coach');
  await check('Sáhkku tutorial');
  await home();

  await page.click('#play-sampo');
  await page.waitForSelector('#start-game');
  await check('Sampo set-up');
  await page.click('#start-game');
  await page.waitForSelector('#roll, .computer-rolls');
  await page.click('#dice-stats summary');
  await check('Sampo game');
  // Play the game out by keyboard, the pawns jumping: the game, opened again with
  // less motion asked for, reads it as it opens (a walk took a press of its own to
  // finish). The screens are checked with motion as usual.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.reload();
  await page.waitForSelector('#roll, .computer-rolls');
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  for (let i = 0; i < 3000 && !(await page.$('#winner-title')); i++) {
    await page.keyboard.press('Space');
  }
  await page.emulateMedia({ reducedMotion: null });
  await page.waitForSelector('#winner-title');
  await check('Sampo winner');
  await page.click('#replay');
  await page.waitForTimeout(300);
  await check('Sampo replay');

  await home();
  await page.click('#play-sahkku');
  await page.waitForSelector('#start-game');
  await page.click('#compare');
  await check('Sáhkku set-up with the comparison table');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
  await page.click('#start-game');
  await page.waitForSelector('#sk-status');
  await page.waitForSelector('#sk-throw');
  await page.click('#sk-throw');
  await page.waitForTimeout(300);
  await check('Sáhkku game');

  // Every screen the start page opens as it is (`SCREENS` in src/app/home.rs), as it
  // first opens: a new one is walked without a line here.
  await home();
  for (const id of await page.$$eval('.home-screen', (els) => els.map((e) => e.id))) {
    await home();
    await page.click(`#${id}`);
    await page.waitForSelector('.home-screen', { state: 'detached' });
    await page.waitForTimeout(200);
    await check(`the screen of #${id}`);
  }

  await home();
  await page.click('#open-lab');
  await page.selectOption('#lab-games', '1000');
  await page.click('#lab-run');
  await page.waitForSelector('#lab-status[data-state="finished"]');
  await check('Lab with results');
}

for (const projector of [false, true]) {
  test(`no serious or critical axe violations on any screen${projector ? ' in projector mode' : ''}`, async () => {
    const page = await newPage(app, { width: 1280, height: 720 });
    if (projector) {
      await page.addInitScript(() => localStorage.setItem('sampo-sahkku.projector', 'on'));
    }
    const found = [];
    await everyScreen(page, async (screen) => {
      for (const v of await axeViolations(page)) found.push(`${screen}: ${v}`);
    });
    assert.deepEqual(found, []);
    await page.close();
  });
}

test('with reduced motion asked for, nothing moves: no animation after a roll or a throw', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const running = () => page.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length);
  await page.goto(`${app.url}/?seed=4`);
  await page.click('#play-sampo');
  await page.click('#start-game');
  await page.waitForSelector('#roll');
  await page.locator('#roll').blur();
  // Each roll is pressed for when its player's button is there, as a person does, and
  // looked at once its narration is drawn: pressed and read at once, a press could come
  // in the computer's turn and the pawns be read before a roll was drawn (in CI under
  // load none had moved). The first roll of seed 4 sends its pawn back to the start.
  const narration = () => page.evaluate(() => document.querySelector('#narration')?.textContent);
  const moved = (squares) => squares.some((s) => !/\b0\b/.test(s));
  let squares = [];
  for (let i = 0; i < 3 && !moved(squares); i++) {
    await page.waitForSelector('#roll:not([disabled])');
    const before = await narration();
    await page.keyboard.press('Space');
    await page.waitForFunction((b) => document.querySelector('#narration')?.textContent !== b, before, { timeout: 5000 });
    assert.equal(await running(), 0, 'Sampo: no animation');
    // The pawn is already where the roll took it (no walk to wait for).
    squares = await page.$$eval('#players .player[data-seat] .where', (els) => els.map((e) => e.textContent));
  }
  assert.ok(moved(squares), `a pawn has moved: ${squares}`);
  await page.evaluate(() => localStorage.removeItem('sampo-sahkku.autosave'));
  await page.goto(`${app.url}/?seed=4`);
  await page.click('#play-sahkku');
  await page.click('#start-game');
  await page.waitForSelector('#sk-throw');
  await page.click('#sk-throw');
  assert.equal(await running(), 0, 'Sáhkku: no animation');
  await page.close();
});
