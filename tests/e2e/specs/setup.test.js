// The set-up screens as a player meets them: each house rule is offered once, and no
// element id is used twice (a label or a test would find the wrong one).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage } from '../lib/harness.js';
import { catalog } from '../lib/catalog.js';

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
  assert.deepEqual(families, catalog.families, 'every family of the engine, in its order');
  for (const family of families) {
    await page.check(`input[name=family][value="${family}"]`);
    assert.deepEqual(await duplicates(page, '.sk-setup select[name]', 'name'), [], family);
    assert.deepEqual(await duplicates(page, '[id]', 'id'), [], family);
  }
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('the Sampo set-up offers each house rule once, with no id used twice', async () => {
  const page = await newPage(app);
  await page.goto(app.url);
  await page.click('#play-sampo');
  assert.deepEqual(await duplicates(page, 'select[name]', 'name'), []);
  assert.deepEqual(await duplicates(page, '[id]', 'id'), []);
  await page.close();
});

test('a seat with no name, another seat\'s name or colour is marked at its field, which gets the focus', async () => {
  const page = await newPage(app);
  await page.goto(app.url);
  await page.click('#play-sampo');
  const first = await page.inputValue('#seat-name-0');
  await page.fill('#seat-name-1', ` ${first.toUpperCase()} `);
  await page.click('#start-game');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'seat-name-1');
  assert.equal(await page.getAttribute('#seat-name-1', 'aria-invalid'), 'true');
  assert.match(await page.textContent('#seat-problem-1'), /Another player has this name/);
  assert.equal(await page.$('#seat-problem-0'), null, 'the first of two is not at fault');
  // Mended, the name passes; the colour of seat 1 taken by seat 3 is next.
  await page.fill('#seat-name-1', 'Ilmatar');
  const colour0 = await page.inputValue('#seat-colour-0');
  await page.selectOption('#seat-colour-2', colour0);
  await page.click('#start-game');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'seat-colour-2');
  assert.match(await page.textContent('#seat-problem-2'), /Another player has this colour/);
  assert.equal(await page.$('#seat-problem-1'), null);
  await page.selectOption('#seat-colour-2', String((Number(colour0) + 4) % 6));
  await page.click('#start-game');
  await page.waitForSelector('#roll, .computer-rolls');
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('two Sáhkku players with one name: the second is marked', async () => {
  const page = await newPage(app);
  await page.goto(app.url);
  await page.click('#play-sahkku');
  await page.fill('#seat-name-1', await page.inputValue('#seat-name-0'));
  await page.click('#start-game');
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'seat-name-1');
  assert.match(await page.textContent('#seat-problem-1'), /Another player has this name/);
  assert.deepEqual(page.errors, []);
  await page.close();
});

test('from the keyboard, a set-up starts its game with one Tab and Enter', async () => {
  for (const game of ['sampo', 'sahkku']) {
    const page = await newPage(app);
    await page.goto(`${app.url}/?seed=3`);
    await page.click(`#play-${game}`);
    // The click may land on the start page written into index.html before the app has
    // started (the app then replays it): the set-up must be drawn before Tab is pressed.
    await page.waitForSelector('#start-game-first', { state: 'attached' });
    await page.evaluate(() => document.activeElement?.blur());
    await page.keyboard.press('Tab');
    assert.equal(await page.evaluate(() => document.activeElement?.id), 'start-game-first', game);
    const box = await page.locator('#start-game-first').boundingBox();
    assert.ok(box && box.y >= 0 && box.x >= 0, 'it is in sight once focused');
    await page.keyboard.press('Enter');
    await page.waitForSelector(game === 'sampo' ? '#round' : '#sk-status');
    assert.deepEqual(page.errors, []);
    await page.close();
  }
});

test('"Compare the families" brings its table into view', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.goto(`${app.url}/`);
  await page.click('#play-sahkku');
  await page.click('#compare');
  await page.waitForSelector('#compare-table');
  await page.waitForFunction(() => {
    const r = document.querySelector('#compare-table').getBoundingClientRect();
    return r.top > -2 && r.top < innerHeight / 2;
  });
  assert.deepEqual(page.errors, []);
  await page.close();
});
