// The classroom features of Sáhkku end to end: a whole game played by keyboard
// alone with typed moves (as a screen-reader user plays), the board as a list of
// buttons, and the teacher controls (step by step, hidden legal moves, pace).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import path from 'node:path';
import { useApp, newPage, artifacts } from '../lib/harness.js';

const app = useApp();

async function sahkkuAgainstComputer(page, seed, family = 'lagesvuon') {
  await page.goto(`${app.url}/?seed=${seed}&speed=fast`);
  await page.click('#play-sahkku');
  await page.check(`input[name=family][value="${family}"]`);
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
  await page.click('#start-game');
  await page.waitForSelector('#sk-status');
}

test('a whole Sáhkku game by keyboard alone: moves typed in notation, the dice thrown with "t"', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await sahkkuAgainstComputer(page, 31);
  let typed = 0;
  for (let i = 0; i < 8000 && !(await page.$('#sk-over')); i++) {
    const field = await page.$('#sk-typed');
    if (!field) {
      await page.waitForTimeout(20);
      continue;
    }
    // What a screen reader reads out: the list of moves (keeping a throw rather than
    // throwing an X again), or nothing to choose: throw.
    const moves = await page.$$eval('#sk-move-list button', (bs) => bs.map((b) => b.dataset.move));
    const move = moves.find((m) => m === 'keep') || moves.find((m) => !/^r/.test(m)) || moves[0] || null;
    await page.focus('#sk-typed');
    // Typed sloppily on purpose: spaces and lower case are accepted.
    await page.keyboard.type(move ? move.toLowerCase().split('').join(' ') : 't');
    await page.keyboard.press('Enter');
    typed++;
  }
  assert.ok(await page.$('#sk-over'), 'the game ended');
  assert.ok(typed > 10, `${typed} entries typed`);
  assert.equal(await page.$('#sk-typed-unknown'), null, 'every typed entry was understood');
  assert.deepEqual(errors, []);
  await page.close();
});

test('a typed entry that is no move is named, and an illegal one says which rule forbids it', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await sahkkuAgainstComputer(page, 8);
  await page.waitForSelector('#sk-typed');
  await page.fill('#sk-typed', 'hello');
  await page.press('#sk-typed', 'Enter');
  assert.match(await page.textContent('#sk-typed-unknown'), /“hello” is not a move here/);
  // Shortcut keys do not fire while typing: "u", "p" and "1" stay in the field.
  await page.fill('#sk-typed', '');
  await page.type('#sk-typed', 'up1');
  assert.equal(await page.inputValue('#sk-typed'), 'up1');
  assert.equal(await page.getAttribute('#toggle-path', 'aria-pressed'), 'false');
  await page.close();
});

test('the board as a list: each row and line in words, and its buttons play like the board', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await sahkkuAgainstComputer(page, 12);
  await page.click('#sk-board-list summary');
  const rows = await page.$$eval('#sk-board-list h3', (hs) => hs.map((h) => h.textContent));
  assert.deepEqual(rows, ['home row of Player 2 (c)', 'middle row (b)', 'home row of Player 1 (a)']);
  const first = await page.textContent('#sk-board-list li button');
  assert.match(first, /^line \d+ \([abc]\d+\): .*(active|inactive) soldier/);
  // Throw, then pick a piece from the list: its line is marked there too.
  for (let i = 0; !(await page.$('#sk-move-list button[data-move*=":"], #sk-move-list button[data-move*="*"]')); i++) {
    assert.ok(i < 500, 'a move with a piece comes');
    if (await page.$('#sk-throw')) await page.click('#sk-throw');
    else if (await page.$('#sk-move-list button[data-move="keep"]')) await page.click('#sk-move-list button[data-move="keep"]');
    await page.waitForTimeout(30);
  }
  const moves = await page.$$eval('#sk-move-list button[data-move]', (bs) => bs.map((b) => b.dataset.move));
  const from = moves.map((m) => m.match(/[abc]\d+/)).find(Boolean)[0];
  await page.click(`#sk-board-list button[data-cell="${from}"]`);
  assert.equal(await page.getAttribute(`#sk-board-list button[data-cell="${from}"]`, 'aria-pressed'), 'true');
  // The chosen piece explains itself: where it may go now.
  const explain = await page.textContent('#sk-explain');
  assert.ok(explain.includes(`on ${from} may now play`) && moves.filter((m) => m.includes(from)).some((m) => explain.includes(m)), explain);
  assert.ok((await page.$$('#sk-board-list button')).length > 0);
  assert.match(await page.textContent('#sk-board-list'), /a line you can move to/);
  await page.screenshot({ path: path.join(artifacts, 'sahkku-board-list.png'), fullPage: true });
  await page.close();
});

test('teacher controls: step by step the computer waits for N; legal moves can be hidden; remembered', async () => {
  const page = await newPage(app, { width: 1920, height: 1080 });
  await page.goto(`${app.url}/?seed=21`);
  await page.click('#play-sahkku');
  await page.locator('.seat-row').nth(0).locator('.seat-kind').selectOption('greedy');
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
  await page.click('#start-game');
  await page.waitForSelector('#teacher');
  await page.click('#teacher summary');
  await page.check('#teacher-step');
  const entries = () => page.$eval('#sk-log', (e) => e.textContent.trim().split(/\s+/).filter(Boolean).length);
  const before = await entries();
  await page.waitForTimeout(2500);
  assert.equal(await entries(), before, 'nothing happens until N');
  await page.evaluate(() => document.activeElement && document.activeElement.blur());
  await page.keyboard.press('n');
  await page.waitForFunction((n) => {
    const t = document.querySelector('#sk-log').textContent.trim();
    return t.split(/\s+/).filter(Boolean).length > n;
  }, before);
  await page.click('#teacher-next');
  await page.screenshot({ path: path.join(artifacts, 'sahkku-teacher-1920x1080.png') });
  await page.selectOption('#teacher-pace', 'fast');
  await page.uncheck('#teacher-step');
  await page.uncheck('#teacher-legal');
  await page.reload();
  await page.waitForSelector('#teacher');
  await page.click('#teacher summary');
  assert.equal(await page.isChecked('#teacher-legal'), false, 'remembered');
  assert.equal(await page.inputValue('#teacher-pace'), 'fast');
  await page.close();

  // With the legal moves hidden, a human sees no list of moves.
  const p2 = await newPage(app, { width: 1366, height: 768 });
  await p2.goto(app.url);
  await p2.evaluate(() => localStorage.setItem('sampo-sahkku.teacher', 'step=0 pace=normal legal=0'));
  await sahkkuAgainstComputer(p2, 5);
  for (let i = 0; i < 50 && (await p2.$('#sk-throw')); i++) {
    await p2.click('#sk-throw');
    await p2.waitForTimeout(30);
  }
  assert.equal(await p2.$('#sk-move-list'), null, 'no list of legal moves');
  assert.ok(await p2.$('#sk-typed'), 'moves can still be typed');
  await p2.close();
});

test('Sampo: the teacher takes back a roll and steps the computer', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.goto(`${app.url}/?seed=9&speed=fast`);
  await page.click('#play-sampo');
  await page.waitForSelector('#start-game');
  await page.click('#start-game');
  await page.waitForSelector('#roll');
  await page.locator('#roll').blur();
  await page.keyboard.press('Space');
  await page.keyboard.press('Space');
  await page.waitForTimeout(300);
  const round = await page.$eval('#dice-stats', (d) => d.textContent);
  await page.click('#teacher summary');
  await page.click('#undo-roll');
  await page.waitForTimeout(200);
  assert.notEqual(await page.$eval('#dice-stats', (d) => d.textContent), round, 'one roll fewer is counted');
  await page.close();
});

test('Sampo: any square explains its story and effect, by mouse or along the track by keyboard', async () => {
  const page = await newPage(app, { width: 1366, height: 768 });
  await page.goto(`${app.url}/?seed=2`);
  await page.click('#play-sampo');
  await page.click('#start-game');
  await page.waitForSelector('#roll');
  await page.click('svg.board.landscape [data-square="23"]');
  assert.equal(await page.textContent('#explain-title'), '23. The kantele in the right hands');
  assert.match(await page.textContent('#explain'), /takes half the pot/);
  await page.click('#explain-close');
  assert.equal(await page.$('#explain'), null);
  // Keyboard: focus enters the board on square 1; the arrows walk the track.
  await page.focus('#sq-l-1');
  for (let i = 0; i < 5; i++) await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'sq-l-6');
  await page.keyboard.press('Enter');
  assert.equal(await page.textContent('#explain-title'), '6. The sirens');
  assert.match(await page.textContent('#explain'), /back to the start/);
  // Enter on a square explains it and does not roll the die.
  const where = await page.$$eval('#players .player[data-seat] .where', (els) => els.map((e) => e.textContent));
  assert.ok(where.every((w) => w.startsWith('Square 0')), `no pawn moved: ${where}`);
  await page.keyboard.press('End');
  assert.equal(await page.evaluate(() => document.activeElement.id), 'sq-l-40');
  await page.screenshot({ path: path.join(artifacts, 'sampo-explain.png') });
  await page.close();
});
