// The puzzles, end to end: on a phone (touch) a puzzle is solved, its rating and
// streak rise and stay after a reload; on the projector a shared puzzle's link opens
// that puzzle, a worse turn is told what it gives away with the best marked, and the
// class's reveal shows the answer unrated. The puzzles' module and files are fetched
// only when the puzzles are opened, one family's file at a time.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { useApp, newPage, press, artifacts, dist } from '../lib/harness.js';
import { inViewAndUncovered as seen, message } from '../lib/links.js';

const app = useApp();

/// The shipped puzzle `id` of `family`: its choices' lines, best first.
function choices(family, id) {
  const dir = path.join(dist, 'puzzles');
  const file = fs.readdirSync(dir).find((f) => new RegExp(`^sahkku-${family}-[0-9a-f]{16}\\.txt$`).test(f));
  const line = fs.readFileSync(path.join(dir, file), 'utf8').split('\n').find((l) => l.startsWith(`${id} `));
  return line.split(' | ').slice(2).map((c) => c.split(' ').slice(1));
}

/// Plays `line`'s sub-moves from the list of moves.
async function play(page, line) {
  for (const m of line) await press(page, `.move-list .move[data-move="${m}"]`);
}

const rating = async (page) => Number((await page.textContent('#pz-rating > span')).match(/(\d+)\??$/)[1]);

test('on a phone the puzzles load when opened, the best turn is right, and the rating and streak rise and stay', async () => {
  const page = await newPage(app, { width: 390, height: 844 });
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const fetched = [];
  page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
  await page.goto(`${app.url}/?lang=en`);
  await page.waitForSelector('#open-puzzles');
  await page.waitForLoadState('networkidle');
  assert.deepEqual(fetched.filter((f) => /later-screens|puzzles\//.test(f)), [], 'the start page fetches neither');
  await press(page, '#open-puzzles');
  await page.waitForSelector('#pz-task');
  const files = fetched.filter((f) => /\/puzzles\//.test(f));
  assert.equal(files.length, 1, files.join(' '));
  assert.match(files[0], /\/puzzles\/sahkku-lagesvuon-[0-9a-f]{16}\.txt$/, 'the family last played (none: Lágesvuon)');
  assert.match(await page.textContent('#pz-rating'), /Puzzle rating 1500\?/);
  assert.ok(await seen(page, '#pz-task .pz-to-play'), 'the task is in view');
  assert.ok(await seen(page, '.sk-board.portrait'), 'the board is in view');
  await page.screenshot({ path: path.join(artifacts, 'puzzle-390x844.png') });

  const id = await page.getAttribute('#pz-task', 'data-puzzle');
  const [best] = choices('lagesvuon', id);
  await play(page, best);
  await page.waitForSelector('#pz-verdict.solved');
  assert.equal(await page.textContent('#pz-verdict h2'), message('pz-right'));
  assert.match(await page.textContent('#pz-change'), /^\+\d+$/);
  assert.ok(await rating(page) > 1500);
  assert.match(await page.textContent('#pz-streak'), /^Streak 1 \(best 1\)$/);
  // Right: the board marks the turn played, which is the best.
  assert.ok(await page.$$eval('.sk-board.portrait .cell.target, .sk-board.portrait .cell.movable', (e) => e.length) > 0);
  assert.ok(await seen(page, '#pz-verdict h2'), 'the verdict is in view');
  assert.ok(await seen(page, '#pz-next'), 'and the next puzzle');
  await page.screenshot({ path: path.join(artifacts, 'puzzle-solved-390x844.png') });

  // The rating is kept in this browser.
  const after = await rating(page);
  await page.reload();
  await press(page, '#open-puzzles');
  await page.waitForSelector('#pz-task');
  assert.equal(await rating(page), after);
  assert.notEqual(await page.getAttribute('#pz-task', 'data-puzzle'), id, 'a puzzle not seen lately');
  assert.deepEqual(page.errors, []);
});

test('on the projector a shared puzzle opens, a worse turn says what it gives away, and a reveal shows the answer unrated', async () => {
  const a = await newPage(app, { width: 1920, height: 1080 });
  await a.goto(`${app.url}/?lang=en`);
  await a.click('#open-puzzles');
  await a.waitForSelector('#pz-task');
  await a.selectOption('#pz-family', 'unjarga');
  await a.waitForSelector('#pz-task[data-puzzle]');
  await a.waitForFunction(() => document.querySelector('#pz-family').value === 'unjarga');
  const id = await a.getAttribute('#pz-task', 'data-puzzle');
  await a.click('#pz-share');
  await a.waitForSelector('#share-dialog[open]');
  const link = await a.inputValue('#share-link');
  assert.ok(link.startsWith(`${app.url}/#s=`), link);

  const b = await newPage(app, { width: 1920, height: 1080 });
  await b.emulateMedia({ reducedMotion: 'reduce' });
  await b.goto(link);
  await b.waitForSelector('#pz-task');
  assert.equal(await b.getAttribute('#pz-task', 'data-puzzle'), id, 'the shared puzzle');
  assert.equal(await b.inputValue('#pz-family'), 'unjarga');
  const all = choices('unjarga', id);
  const worst = all[all.length - 1];
  await play(b, worst);
  await b.waitForSelector('#pz-verdict.missed');
  assert.match(await b.textContent('#pz-verdict h2'), /^Not the best turn: yours gives away \d+\.\d points of winning chance\.$/);
  assert.match(await b.textContent('#pz-change'), /^−\d+$/);
  assert.ok(await rating(b) < 1500);
  assert.match(await b.textContent('#pz-streak'), /^Streak 0/);
  assert.equal((await b.textContent('#pz-verdict .best .line')).trim(), all[0].join(' '), 'the best turn is listed first');
  assert.equal((await b.textContent('#pz-yours .line')).trim(), worst.join(' '));
  assert.equal(await b.textContent('#pz-verdict > .help'), message('pz-marked-best'));
  await b.click('#pz-mark');
  assert.equal(await b.textContent('#pz-verdict > .help'), message('pz-marked-yours'));
  for (const sel of ['#pz-verdict h2', '#pz-yours', '#pz-next', '.sk-board.landscape']) assert.ok(await seen(b, sel), sel);
  await b.screenshot({ path: path.join(artifacts, 'puzzle-missed-1920x1080.png') });

  // The next puzzle (N), and the class's reveal (R): the answer, not rated.
  const before = await rating(b);
  await b.keyboard.press('n');
  await b.waitForSelector('#pz-reveal');
  await b.keyboard.press('r');
  await b.waitForSelector('#pz-verdict.revealed');
  assert.equal(await b.textContent('#pz-verdict h2'), message('pz-revealed'));
  assert.equal(await rating(b), before, 'not rated');
  assert.equal(await b.$('#pz-change'), null, 'no change said');
  assert.ok(await b.$$eval('.sk-board.landscape .cell.target, .sk-board.landscape .cell.movable', (e) => e.length) > 0, 'the best turn marked');
  await b.screenshot({ path: path.join(artifacts, 'puzzle-revealed-1920x1080.png') });
  assert.deepEqual([...a.errors, ...b.errors], []);
});

test('a damaged puzzle file is refused with the reason, and trying again fetches it', async () => {
  const page = await newPage(app);
  let damaged = true;
  await page.route('**/puzzles/*.txt', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: damaged ? body.slice(0, body.length / 2) : body });
  });
  await page.goto(`${app.url}/?lang=en`);
  await page.click('#open-puzzles');
  await page.waitForSelector('#pz-damaged');
  assert.equal(await page.textContent('#pz-damaged'), message('pz-damaged'));
  damaged = false;
  await page.click('#pz-fetch-again');
  await page.waitForSelector('#pz-task');
  assert.deepEqual(page.errors, []);
});
