// The engine benchmark in the browser: the release build's players' module in headless
// Chromium runs the same random playouts as `lab bench`. Prints one JSON object.
// Usage (through `make bench`): node bench.js DIST [APP_DIST]
// DIST is the app's build (its players' module has the timing bindings); APP_DIST,
// where sizes and load times are measured, defaults to it.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.js';
import { launch } from './lib/browser.js';
import { sizes } from './lib/sizes.js';
import { PRESETS, openBenchPage, playouts } from './lib/bench-page.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.argv[2] || path.resolve(here, '../../dist');
const appDist = process.argv[3] || dist;

const { server, url } = await serve(dist);

/// Median over 7 cold loads (a new context each, no service worker) of what `time`
/// measures in a new page of `context`, in milliseconds.
async function medianCold(time) {
  const times = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    times.push(await time(await context.newPage(), context));
    await context.close();
  }
  times.sort((a, b) => a - b);
  return Math.round(times[Math.floor(times.length / 2)]);
}

/// Median over 7 cold loads of the app of the time until `selector` is in the page,
/// with `autosave` (a saved game's text) in storage first when given.
function medianLoad(selector, autosave) {
  return medianCold(async (p) => {
    await p.addInitScript(([sel, text]) => {
      if (text) localStorage.setItem('sampo-sahkku.autosave', text);
      new MutationObserver((_, obs) => {
        if (document.querySelector(sel)) {
          window.drawnMs = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true, attributes: true });
    }, [selector, autosave]);
    await p.goto(app.url);
    await p.waitForFunction(() => window.drawnMs !== undefined);
    return p.evaluate(() => window.drawnMs);
  });
}

/// Median over 7 cold loads of the time from a click on `button` to `ready` drawn (a
/// later screen: its module fetched, compiled and drawing). Served compressed, as hosts do (and
/// `make lighthouse`). `slow`: over Lighthouse mobile's simulated line (1.6 Mbit/s
/// down, 150 ms round trips) with the CPU slowed four times.
async function medianFirstOpen(button, ready, slow) {
  const zipped = await serve(appDist, 0, undefined, { gzip: true });
  const median = await medianCold(async (p, context) => {
    await p.goto(`${zipped.url}/?lang=en`);
    await p.waitForSelector(`html[data-app="ready"] ${button}`);
    if (slow) {
      const cdp = await context.newCDPSession(p);
      await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: 1.6e6 / 8, uploadThroughput: 0.75e6 / 8 });
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    }
    const t0 = await p.evaluate(() => performance.now());
    await p.click(button);
    await p.waitForSelector(ready);
    return (await p.evaluate(() => performance.now())) - t0;
  });
  zipped.server.close();
  return median;
}
const app = await serve(appDist);
const browser = await launch();
try {
  const page = await openBenchPage(browser, url);
  const out = {};
  for (const id of PRESETS) {
    const stats = await playouts(page, id);
    out[id] = { playouts_per_sec: stats.playouts_per_sec, plies_per_sec: stats.plies_per_sec,
      piece_plies_per_sec: stats.piece_plies_per_sec };
  }
  for (const id of ['lagesvuon', 'gavkevuotna']) {
    out[`expert_decision_ms_${id}`] = JSON.parse(await page.evaluate((v) => window.bench.bench_expert(v, 300, 1), id));
  }
  // The master's decision times at the thinking times the app offers (issue 17: the
  // p99 within its budget), on the page's thread as in the thinking worker; with its
  // learned score where the family ships one (weights/), as the app plays it.
  for (const id of ['lagesvuon', 'gavkevuotna']) {
    for (const [ms, n] of [[200, 100], [1000, 40]]) {
      out[`master_decision_ms_${id}_${ms}`] = JSON.parse(await page.evaluate(async ([v, k, b]) => {
        const r = await fetch(`weights/sahkku-${v}.sknq`);
        const weights = r.ok ? new Uint8Array(await r.arrayBuffer()) : undefined;
        // Builds before the learned score took four arguments (bench-compare.js).
        return window.bench.bench_master(v, k, 1, b, weights);
      }, [id, n, ms]));
      out[`master_decision_ms_${id}_${ms}`].trained = await page.evaluate(
        (v) => fetch(`weights/sahkku-${v}.sknq`).then((r) => r.ok), id);
    }
  }
  // The review of a long game (issue 38: 300 turns in under 2 s), on the page's thread,
  // with the family's learned score (both ship one), as the app reads it.
  for (const id of ['navuon-raisa', 'luujavr']) {
    out[`review_300_turns_ms_${id}`] = JSON.parse(await page.evaluate(async (v) => {
      const r = await fetch(`weights/sahkku-${v}.sknq`);
      const weights = r.ok ? new Uint8Array(await r.arrayBuffer()) : undefined;
      return window.bench.bench_review(v, 300, 1, weights);
    }, id));
  }
  out.sampo_4p_games_per_sec = Math.round(await page.evaluate(() => window.bench.bench_sampo(100000, 1)));
  // Time from navigation to the first screen in the page (the start page written into
  // index.html: issue 15), to the app having taken it over (its buttons answer), and to
  // the first board drawn (a saved game in progress opens straight onto it), over cold loads.
  out.first_screen_ms_median = await medianLoad('#play-sampo', null);
  out.app_ready_ms_median = await medianLoad('html[data-app="ready"] #play-sampo', null);
  const save = fs.readFileSync(path.resolve(here, '../saves/v1-sampo.json'), 'utf8');
  out.first_board_ms_median = await medianLoad('svg.board', save);
  // The Lab's screen and the rules, in the later screens' module, on their first
  // opening (no service worker).
  out.lab_open_ms_median = await medianFirstOpen('#open-lab', '#lab-form', false);
  out.lab_open_slow4g_ms_median = await medianFirstOpen('#open-lab', '#lab-form', true);
  out.rules_open_ms_median = await medianFirstOpen('#rules-sampo', '#rules-page-sampo', false);
  out.rules_open_slow4g_ms_median = await medianFirstOpen('#rules-sampo', '#rules-page-sampo', true);
  // The browser lab: 100,000 four-player Sampo games through the Lab screen itself,
  // slices, charts and all (median of 3 runs).
  const labTimes = [];
  const labPage = await browser.newPage();
  await labPage.goto(app.url);
  await labPage.click('#open-lab');
  await labPage.check('input[name="lab-game"][value="sampo"]');
  await labPage.selectOption('#lab-players', '4');
  await labPage.selectOption('#lab-games', '100000');
  for (let i = 0; i < 3; i++) {
    await labPage.click('#lab-run');
    await labPage.waitForSelector('#lab-status[data-state="finished"]', { timeout: 120000 });
    labTimes.push(Number(await labPage.$eval('#lab-status', (e) => e.dataset.elapsedMs)));
  }
  labTimes.sort((a, b) => a - b);
  out.lab_sampo_100k_4p_ms_median = labTimes[1];
  const { perFile, firstLoadWithoutLanguage, firstLoadGzip } = sizes(appDist);
  out.files = Object.fromEntries(perFile.map((f) => [f.file, { raw: f.raw, gzip: f.gzip }]));
  out.first_load_gzip_bytes = firstLoadGzip;
  out.first_load_gzip_bytes_without_language = firstLoadWithoutLanguage;
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
  server.close();
  app.server.close();
}
