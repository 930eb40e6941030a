// The engine benchmark in the browser: the release build's wasm in headless
// Chromium runs the same random playouts as `lab bench`. Prints one JSON object.
// Usage (through `make bench`): node bench.js [DIST_DIR]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.js';
import { launch } from './lib/browser.js';
import { sizes } from './lib/sizes.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = process.argv[2] || path.resolve(here, '../../dist');
const PRESETS = ['navuon-raisa', 'navuon-maze', 'gavkevuotna', 'gavkevuotna-miedut', 'gavkevuotna-ohcejot',
  'lagesvuon', 'unjarga', 'luujavr'];

const { server, url } = await serve(dist);
const browser = await launch();
try {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.bench_sahkku);
  const out = {};
  for (const id of PRESETS) {
    const stats = JSON.parse(await page.evaluate((v) => window.wasmBindings.bench_sahkku(v, 3000, 1), id));
    out[id] = { playouts_per_sec: stats.playouts_per_sec, plies_per_sec: stats.plies_per_sec };
  }
  for (const id of ['lagesvuon', 'gavkevuotna']) {
    out[`expert_decision_ms_${id}`] = JSON.parse(await page.evaluate((v) => window.wasmBindings.bench_expert(v, 300, 1), id));
  }
  out.sampo_4p_games_per_sec = Math.round(await page.evaluate(() => window.wasmBindings.bench_sampo(100000, 1)));
  // Time from navigation to the first screen drawn (the start page), over cold loads.
  const times = [];
  for (let i = 0; i < 7; i++) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const p = await context.newPage();
    await p.addInitScript(() => {
      new MutationObserver((_, obs) => {
        if (document.querySelector('#play-sampo')) {
          window.firstScreenMs = performance.now();
          obs.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await p.goto(url);
    await p.waitForFunction(() => window.firstScreenMs !== undefined);
    times.push(await p.evaluate(() => window.firstScreenMs));
    await context.close();
  }
  times.sort((a, b) => a - b);
  out.first_screen_ms_median = Math.round(times[Math.floor(times.length / 2)]);
  const { perFile, firstLoadGzip } = sizes(dist);
  out.files = Object.fromEntries(perFile.map((f) => [f.file, { raw: f.raw, gzip: f.gzip }]));
  out.first_load_gzip_bytes = firstLoadGzip;
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
  server.close();
}
