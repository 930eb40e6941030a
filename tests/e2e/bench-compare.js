// The engine's speed in the browser, two builds side by side: `lab bench --compare`'s
// counterpart in wasm. Each round loads both builds' bench bindings in headless
// Chromium (the order swapped every round) and runs the same random playouts of every
// preset, the same expert decisions and the master's in each (with the learned score
// too, where the build ships the family's weights); prints the medians per build and their
// ratio as one JSON object, with the load average before and after.
// Usage: node bench-compare.js OLD_DIST NEW_DIST [ROUNDS]
// (each an app build, `make build`; a build from before issue 38's players' module
// with the `bench` feature: trunk build --release --features bench, with the trunk of
// that time).
import os from 'node:os';
import { serve } from './lib/server.js';
import { launch } from './lib/browser.js';
import { PRESETS, openBenchPage, playouts } from './lib/bench-page.js';

const [oldDist, newDist, roundsArg] = process.argv.slice(2);
if (!oldDist || !newDist) {
  console.error('usage: node bench-compare.js OLD_BENCH_DIST NEW_BENCH_DIST [ROUNDS]');
  process.exit(2);
}
const ROUNDS = Number(roundsArg || 3);
const loadAverage = () => os.loadavg().map((l) => l.toFixed(2)).join(' ');

/// One build's figures: per preset, random playouts (3,000 games, seed 1) as playouts,
/// piece plies, decisions and throws a second; the expert's decision p50 and p95 (ms)
/// and the positions the master scores in a decision of 0.2 s (median of 20).
async function measure(browser, url) {
  const page = await openBenchPage(browser, url);
  const out = {};
  for (const id of PRESETS) {
    const s = await playouts(page, id);
    for (const k of ['playouts_per_sec', 'piece_plies_per_sec', 'decisions_per_sec', 'throws_per_sec']) {
      out[`${id}.${k}`] = s[k];
    }
  }
  for (const id of ['lagesvuon', 'gavkevuotna']) {
    const e = JSON.parse(await page.evaluate((v) => window.bench.bench_expert(v, 300, 1), id));
    out[`expert_${id}.p50_ms`] = e.p50;
    out[`expert_${id}.p95_ms`] = e.p95;
    // The master's work in the app's quick thinking time: positions scored in 0.2 s,
    // with the hand-made score, and with the family's learned score as the app plays
    // (each build's own weights file, where it ships one).
    const m = JSON.parse(await page.evaluate((v) => window.bench.bench_master(v, 20, 1, 200), id));
    out[`master_${id}_200ms.positions_p50`] = m.nodes_p50;
    const learned = await page.evaluate(async (v) => {
      const r = await fetch(`weights/sahkku-${v}.sknq`);
      if (!r.ok) return null;
      return window.bench.bench_master(v, 20, 1, 200, new Uint8Array(await r.arrayBuffer()));
    }, id);
    if (learned) out[`master_learned_${id}_200ms.positions_p50`] = JSON.parse(learned).nodes_p50;
  }
  await page.close();
  return out;
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const servers = [await serve(oldDist), await serve(newDist)];
const browser = await launch();
const before = loadAverage();
const runs = { old: [], new: [] };
try {
  for (let r = 0; r < ROUNDS; r++) {
    const order = r % 2 === 0 ? ['old', 'new'] : ['new', 'old'];
    for (const which of order) {
      runs[which].push(await measure(browser, servers[which === 'old' ? 0 : 1].url));
    }
  }
} finally {
  await browser.close();
  servers.forEach((s) => s.server.close());
}
const medians = {};
for (const key of Object.keys(runs.old[0])) {
  const o = median(runs.old.map((x) => x[key]));
  const n = median(runs.new.map((x) => x[key]));
  medians[key] = { old: o, new: n, new_over_old: o ? Math.round((n / o) * 1000) / 1000 : null };
}
console.log(JSON.stringify({ rounds: ROUNDS, load_average_before: before, load_average_after: loadAverage(), medians }));
