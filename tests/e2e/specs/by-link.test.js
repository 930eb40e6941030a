// Play by link (issue 18): two people, each in their own browser context (two
// devices), play a whole Sáhkku game by sending each other links: the invitation, its
// answer, then one link per turn, until the end (Sampo: by-link-sampo.test.js). Opening a link again throws nothing
// new; a link whose dice or move was changed is refused with its reason, and the game
// on the device goes on with the right link afterwards.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage, artifacts } from '../lib/harness.js';
import { axeViolations } from '../lib/axe.js';
import { message, forged, inViewAndUncovered, linkToSend, openLink } from '../lib/links.js';

const app = useApp();

/// Where a turn link's first sub-move place sits: after version, kind, flags and the
/// game's number, its start and its count (numbers in 7-bit groups).
function firstPlace(data) {
  let i = 3;
  for (let n = 0; n < 3; n++) {
    while (data[i] & 0x80) i++;
    i++;
  }
  return i;
}

/// How many sub-moves a turn's link carries.
function placesIn(link) {
  const data = [...Buffer.from(link.split('#s=')[1], 'base64url')];
  return data[firstPlace(data) - 1];
}

/// Plays this device's part: throws, and picks a sub-move from the list, until the
/// part is over (the link to send is offered) or the game is.
async function playPart(page) {
  for (let steps = 0; steps < 400; steps++) {
    await page.waitForSelector('#sk-throw, #sk-move-list button, #link-send, #sk-over');
    if (await page.$('#link-send')) return 'send';
    if (await page.$('#sk-over')) return 'over';
    const t = await page.$('#sk-throw');
    if (t) { await t.click(); continue; }
    const moves = await page.$$('#sk-move-list button');
    if (moves.length) await moves[Math.floor(moves.length / 2)].click();
  }
  throw new Error('a part should end');
}

const log = (page) => page.$eval('#sk-log', (e) => e.textContent);

test('two devices play a whole Sáhkku game by link, and a changed link is refused', async () => {
  const a = await newPage(app, { width: 1366, height: 768 });
  const b = await newPage(app, { width: 390, height: 844 });
  await a.goto(`${app.url}/?seed=21`);
  await a.click('#play-sahkku');
  // Lágesvuon: a lost queen ends the game, so a whole game is a few dozen links.
  await a.check('input[name=family][value="lagesvuon"]');
  await a.fill('#seat-name-0', 'Áilu');
  await a.fill('#seat-name-1', 'Biret');
  await a.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('link');
  await a.click('#start-game');
  await a.waitForSelector('#by-link');
  assert.equal(await a.textContent('#by-link-title'), message('link-invite-title', { name: 'Biret' }));
  assert.equal(await a.$('#sk-throw'), null, 'nothing to throw before the answer');
  const invitation = await linkToSend(a);
  assert.ok(invitation.startsWith(`${app.url}/#s=`));

  // The friend's phone: the invitation says who invites to what, and waits for a yes.
  // (The friend's page gets a seed of its own, so that the game is the same each run.)
  await b.goto(invitation.replace('/#s=', '/?seed=33#s='));
  await b.waitForSelector('#invitation');
  assert.equal(await b.textContent('#invitation-title'), message('link-invited-title', { host: 'Áilu' }));
  await b.screenshot({ path: `${artifacts}/by-link-invitation-390x844.png` });
  assert.deepEqual(await axeViolations(b), [], 'the invitation');
  await b.click('#invitation-accept');
  await b.waitForSelector('#by-link');
  assert.equal(await b.textContent('#by-link-title'), message('link-answer-title', { name: 'Áilu' }));
  let link = await linkToSend(b);

  // Then the links go back and forth, one per part, to the end of the game.
  const devices = [a, b];
  let to = 0;
  let links = 1;
  let checked = { again: false, forged: false, shots: false, watched: false };
  for (;;) {
    const page = devices[to];
    const before = await log(page).catch(() => null);
    await openLink(page, link);
    await page.waitForSelector('#sk-log', { state: 'attached' });
    const after = await log(page);
    if (!checked.again && links > 3) {
      // Opened again, the same link throws nothing new and changes nothing.
      await openLink(page, link);
      assert.equal(await log(page), after, 'a link opened again changes nothing');
      checked.again = true;
    }
    if (!checked.watched && links > 4 && await page.$('#link-watch')) {
      // The friend's turn, played again from its first throw to where it stands now.
      await page.click('#link-watch');
      await page.waitForSelector('.replay-bar');
      await page.waitForFunction(() => {
        const m = document.querySelector('.replay-bar p')?.textContent.match(/(\d+)\D+(\d+)/);
        return m && m[1] === m[2];
      }, null, { timeout: 15000 });
      await page.click('.replay-bar .actions button.primary');
      await page.waitForSelector('.replay-bar', { state: 'detached' });
      assert.equal(await log(page), after, 'watching changes nothing');
      checked.watched = true;
    }
    // (The answer to the invitation plays nothing: the inviter throws first.)
    if (links > 1) assert.notEqual(after, before, 'a link carries the game on');
    const end = await playPart(page);
    if (end === 'over' && !(await page.$('#link-send'))) break;
    await page.waitForSelector('#link-send');
    const over = Boolean(await page.$('#sk-over'));
    if (over) {
      assert.equal(await page.textContent('#by-link-title'), message('link-last-title', { name: to === 0 ? 'Biret' : 'Áilu' }));
    } else {
      assert.equal(await page.textContent('#sk-status .says'),
        message('link-status-waiting', { name: to === 0 ? 'Biret' : 'Áilu' }));
    }
    link = await linkToSend(page);
    if (!checked.shots && links >= 6) {
      // Waiting for the friend: the link to send is in view and uncovered at every size.
      for (const [w, h] of [[390, 844], [844, 390], [1366, 768], [1280, 720], [1920, 1080]]) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(60);
        await page.screenshot({ path: `${artifacts}/by-link-waiting-${w}x${h}.png` });
        assert.ok(await inViewAndUncovered(page, '#link-send'), `the link to send in view at ${w}×${h}`);
      }
      await page.setViewportSize(to === 0 ? { width: 1366, height: 768 } : { width: 390, height: 844 });
      assert.deepEqual(await axeViolations(page), [], 'the game waiting for a link');
      checked.shots = true;
    }
    links++;
    to = 1 - to;
    const other = devices[to];
    if (!checked.forged && links > 4 && placesIn(link) > 0) {
      const kept = await log(other);
      // A changed secret (the dice): refused with its reason; nothing changes.
      await openLink(other, forged(link, (d) => { d[d.length - 30] ^= 1; }));
      await other.waitForSelector('#home-notice');
      assert.ok((await other.textContent('#home-notice')).includes(message('link-turn-dice')));
      // A sub-move past the legal ones: refused, named by its number.
      await openLink(other, forged(link, (d) => { d[firstPlace(d)] = 120; }));
      await other.waitForFunction((text) => document.querySelector('#home-notice').textContent.includes(text),
        message('link-turn-move', { n: '1' }));
      await other.screenshot({ path: `${artifacts}/by-link-refused-${to === 0 ? '1366x768' : '390x844'}.png` });
      // The game on this device is as it was: the right link still carries it on.
      await other.click('#home-resume');
      await other.waitForSelector('#sk-log', { state: 'attached' });
      assert.equal(await log(other), kept);
      checked.forged = true;
    }
    assert.ok(links < 1500, 'the game should end');
  }
  // Both devices hold the same finished game, kept under Saved games.
  await devices[0].waitForSelector('#sk-over');
  await devices[1].waitForSelector('#sk-over');
  assert.equal(await log(a), await log(b));
  assert.equal(await a.textContent('#sk-over h2'), await b.textContent('#sk-over h2'));
  assert.ok(checked.again && checked.forged && checked.shots && checked.watched);
  // Leaving it loses nothing: the question says so, and Saved games has it.
  await b.reload();
  await b.click('#leave');
  assert.equal(await b.textContent('#ask-question'), message('board-quit-confirm-saved'));
  await b.click('#ask-yes');
  await b.click('#open-saved');
  await b.waitForSelector('.slot');
  assert.ok((await b.textContent('main')).includes(message('link-slot-name', { name: 'Áilu' })));
  console.log(`# a game by link: ${links} links`);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});
