// The tutorials: a guided first game of each, the coach saying what to do at each
// step, played by keyboard and clicks as a learner would, until the lesson ends.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage, artifacts } from '../lib/harness.js';

const app = useApp();

test('Sampo: the coach walks the learner through five steps, by keyboard', async () => {
  const page = await newPage(app);
  await page.goto(`${app.url}/?speed=fast`);
  await page.click('#tutorial-sampo');
  await page.waitForSelector('#coach');
  assert.match(await page.textContent('#coach'), /step 1 of 5/);
  assert.match(await page.textContent('#coach-text'), /Roll the die/);
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  const steps = [];
  for (let i = 0; i < 200 && !(await page.$('#coach-rules')); i++) {
    const step = (await page.textContent('#coach .coach-step')).match(/step (\d)/)[1];
    if (steps.at(-1) !== step) steps.push(step);
    await page.keyboard.press('Space');
    await page.waitForTimeout(60);
  }
  steps.push((await page.textContent('#coach .coach-step')).match(/step (\d)/)[1]);
  assert.deepEqual(steps, ['1', '2', '3', '4', '5']);
  assert.match(await page.textContent('#coach-text'), /That is all you need/);
  // The lesson's dice: the first roll was a 2, onto "Forging swords".
  assert.match(await page.textContent('#narration'), /.+/);
  await page.screenshot({ path: `${artifacts}/tutorial-sampo.png` });
  await page.click('#coach-rules');
  await page.waitForSelector('#rules-page-sampo');
  await page.keyboard.press('Escape');
  await page.click('#coach-end');
  assert.equal(await page.$('#coach'), null, 'the lesson can be ended; the game goes on');
  assert.ok(await page.$('#roll, .computer-rolls, #winner-title'), 'the game is still there');
  assert.deepEqual(page.errors, []);
});

test('Sáhkku: the coach tells the learner to throw, wake and move, until the basics are shown', async () => {
  const page = await newPage(app);
  await page.goto(`${app.url}/?speed=fast`);
  await page.click('#tutorial-sahkku');
  await page.waitForSelector('#coach');
  const said = new Set();
  const tip = async () => (await page.textContent('#coach-text')).trim();
  for (let i = 0; i < 300 && !(await page.$('#coach-rules')); i++) {
    const text = await tip();
    said.add(text.split(':')[0].split('.')[0]);
    if (/throw|Throw/.test(text) && (await page.$('#sk-throw'))) {
      await page.evaluate(() => document.activeElement && document.activeElement.blur());
      await page.keyboard.press('Space');
    } else if (await page.$('.move-list .move')) {
      await page.click('.move-list .move');
    } else if (await page.$('#sk-keep')) {
      await page.click('#sk-keep');
    }
    await page.waitForTimeout(80);
  }
  assert.ok(await page.$('#coach-rules'), `the lesson ends; said: ${[...said].join(' | ')}`);
  for (const want of ['First, who starts', 'Your turn', 'You have an X', 'Each die moves one piece']) {
    assert.ok([...said].some((s) => s.startsWith(want)), `the coach said “${want}…”: ${[...said].join(' | ')}`);
  }
  await page.screenshot({ path: `${artifacts}/tutorial-sahkku.png` });
  await page.click('#coach-rules');
  await page.waitForSelector('#rules-page-sahkku[data-variant="navuon-maze"]');
  assert.deepEqual(page.errors, []);
});

test('a lesson left half-way goes on as a lesson after a reload; an ended one does not', async () => {
  const page = await newPage(app);
  await page.goto(`${app.url}/?speed=fast`);
  await page.click('#tutorial-sahkku');
  await page.waitForSelector('#coach');
  await page.click('#sk-throw');
  await page.waitForFunction(() => !/First, who starts/.test(document.querySelector('#coach-text').textContent));
  const before = await page.textContent('#coach-text');
  await page.reload();
  await page.waitForSelector('#coach');
  assert.equal(await page.textContent('#coach-text'), before, 'the same step, on the same game');
  await page.click('#coach-end');
  await page.reload();
  await page.waitForSelector('#sk-status');
  assert.equal(await page.$('#coach'), null, 'the ended lesson stays ended; the game goes on');
  assert.deepEqual(page.errors, []);
});

test('after the Sáhkku lesson, the set-up and the rules open on the family it taught', async () => {
  const page = await newPage(app);
  await page.goto(`${app.url}/`);
  // Before any game: Lágesvuon, the world-cup family.
  await page.click('#play-sahkku');
  // (A click on the written page is answered once the app has started.)
  await page.waitForSelector('input[name=family]:checked');
  assert.equal(await page.$eval('input[name=family]:checked', (e) => e.value), 'lagesvuon');
  await page.goto(`${app.url}/`);
  await page.click('#tutorial-sahkku');
  await page.waitForSelector('#coach');
  await page.click('#coach-end');
  await page.click('#leave');
  await page.click('#ask-yes');
  await page.click('#play-sahkku');
  assert.equal(await page.$eval('input[name=family]:checked', (e) => e.value), 'navuon-maze');
  await page.click('#back');
  await page.click('#rules-sahkku');
  await page.waitForSelector('.rules-dialog');
  assert.match(await page.textContent('.rules-tab.current'), /Návuon.*Máze/);
  assert.deepEqual(page.errors, []);
});
