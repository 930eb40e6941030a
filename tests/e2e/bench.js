// The engine benchmark in the browser: the release build's wasm in headless
// Chromium runs the same random playouts as `lab bench`. Prints one JSON object.
// Usage (through `make bench`): node bench.js [DIST_DIR]
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from './lib/server.js';
import { launch } from './lib/browser.js';

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
  console.log(JSON.stringify(out));
} finally {
  await browser.close();
  server.close();
}
