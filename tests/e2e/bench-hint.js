// How long the computer's hint takes in the browser, from the press of H to the ranked
// turns on screen, over games of a person against greedy in three families (the master's
// thinking time at its default, normal). Prints one JSON object: each family's times and
// all of them as p50 / p95 / max, in milliseconds.
// Usage: node tests/e2e/bench-hint.js DIST [HINTS_PER_FAMILY]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.js';
import { launch } from './lib/browser.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.argv[2] || path.resolve(here, '../../dist');
const per = Number(process.argv[3] || 10);
const { server, url } = await serve(dist);
const browser = await launch();

/// Times of `per` hints along one game of `family`.
async function hints(family, seed) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1366, height: 768 } });
  const page = await context.newPage();
  await page.goto(`${url}/?seed=${seed}&speed=fast`);
  await page.click('#play-sahkku');
  await page.check(`input[name=family][value="${family}"]`);
  await page.locator('.seat-row').nth(1).locator('.seat-kind').selectOption('greedy');
  await page.click('#start-game');
  const times = [];
  while (times.length < per && !(await page.$('#sk-over'))) {
    await page.waitForSelector('#sk-throw, #sk-hint-ask, #sk-over, .move-list .move');
    if (await page.$('#sk-throw')) {
      await page.click('#sk-throw');
      continue;
    }
    // Asked here already (a choice that left the position as it was): play on.
    if (!(await page.$('#sk-hint-ask'))) {
      if (await page.$('.move-list .move')) await page.click('.move-list .move');
      continue;
    }
    {
      const start = performance.now();
      await page.keyboard.press('h');
      // The last hint's list goes while this one is weighed.
      await page.waitForSelector('#sk-hint-weighing', { timeout: 2000 }).catch(() => {});
      await page.waitForSelector('#sk-hint .sk-hint-turns li', { timeout: 30000 });
      times.push(Math.round(performance.now() - start));
      await page.click('.move-list .move');
    }
  }
  await context.close();
  return times;
}

const at = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
const out = { families: {} };
for (const [k, family] of ['navuon-raisa', 'gavkevuotna', 'unjarga'].entries()) {
  out.families[family] = await hints(family, 30 + k);
}
const all = Object.values(out.families).flat().sort((a, b) => a - b);
Object.assign(out, { hints: all.length, p50: at(all, 0.5), p95: at(all, 0.95), max: all[all.length - 1] });
console.log(JSON.stringify(out));
await browser.close();
server.close();
