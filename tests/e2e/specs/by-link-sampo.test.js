// Play by link (issue 18), Sampo: two people, each in their own browser context (two
// devices), play a whole game by sending each other links, each rolling for their own
// seat; leaving the game while a link is awaited loses nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { useApp, newPage, artifacts } from '../lib/harness.js';
import { axeViolations } from '../lib/axe.js';
import { setUpSampo } from '../lib/flows.js';
import { message, inViewAndUncovered, linkToSend, openLink } from '../lib/links.js';

const app = useApp();

test('two devices play a whole Sampo game by link, each rolling for its own seat', async () => {
  const a = await newPage(app, { width: 844, height: 390 });
  const b = await newPage(app, { width: 1920, height: 1080 });
  // Pawns jump at once: the test waits for no walk.
  for (const p of [a, b]) await p.emulateMedia({ reducedMotion: 'reduce' });
  await setUpSampo(a, app.url, 31, [['Aino', 'human'], ['Ilmari', 'human']]);
  await a.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('link');
  await a.click('#start-game');
  await a.waitForSelector('#by-link');
  assert.equal(await a.textContent('#by-link-title'), message('link-invite-title', { name: 'Ilmari' }));
  assert.equal(await a.$('#roll'), null, 'nothing to roll before the answer');
  await b.goto((await linkToSend(a)).replace('/#s=', '/?seed=41#s='));
  await b.waitForSelector('#invitation');
  assert.equal(await b.textContent('#invitation-title'), message('link-invited-title-sampo', { host: 'Aino' }));
  await b.click('#invitation-accept');
  await b.waitForSelector('#by-link');
  let link = await linkToSend(b);
  const devices = [a, b];
  let to = 0;
  let links = 1;
  for (;;) {
    const page = devices[to];
    await openLink(page, link);
    // This device's part: it rolls for its own seat until the turn passes.
    for (let rolls = 0; ; rolls++) {
      await page.waitForSelector('#roll:not([disabled]), #link-send, #winner-title');
      if (await page.$('#link-send') || await page.$('#winner-title')) break;
      await page.click('#roll');
      assert.ok(rolls < 50);
    }
    if (!(await page.$('#link-send'))) break;
    if (links === 8) {
      for (const [w, h] of [[390, 844], [844, 390], [1366, 768], [1280, 720], [1920, 1080]]) {
        await page.setViewportSize({ width: w, height: h });
        await page.waitForTimeout(60);
        await page.screenshot({ path: `${artifacts}/by-link-sampo-waiting-${w}x${h}.png` });
        assert.ok(await inViewAndUncovered(page, '#link-send'), `the link to send in view at ${w}×${h}`);
      }
      assert.deepEqual(await axeViolations(page), [], 'Sampo waiting for a link');
      // Leaving the game loses nothing: Saved games has it, says whose link is
      // awaited, and opens it as it was.
      const name = to === 0 ? 'Ilmari' : 'Aino';
      await page.click('#leave');
      assert.equal(await page.textContent('#ask-question'), message('board-quit-confirm-saved'));
      await page.click('#ask-yes');
      await page.click('#open-saved');
      const row = page.locator('tr.slot', { hasText: message('link-slot-name-sampo', { name }) });
      assert.ok((await row.textContent()).includes(message('link-status-waiting', { name })));
      await row.locator('button.open').click();
      await page.waitForSelector('#link-send');
    }
    link = await linkToSend(page);
    links++;
    to = 1 - to;
    assert.ok(links < 1500, 'the game should end');
  }
  await a.waitForSelector('#winner-title');
  await b.waitForSelector('#winner-title');
  assert.equal(await a.textContent('#ranking'), await b.textContent('#ranking'));
  assert.equal(await a.textContent('#length'), await b.textContent('#length'));
  await b.screenshot({ path: `${artifacts}/by-link-sampo-end-1920x1080.png` });
  console.log(`# a Sampo game by link: ${links} links`);
  assert.deepEqual([...a.errors, ...b.errors], []);
  await a.close();
  await b.close();
});
