// `make lighthouse`: Lighthouse (pinned in this folder's lockfile, installed by that
// target only: the tests do not need it) on the release build, served with gzip from a local static server, in the mobile preset (simulated slow 4G,
// a mid-range phone) and the desktop preset, with the Chromium the tests use. Lighthouse
// varies from run to run, so each preset runs RUNS times (default 3) and the medians are
// printed: one JSON object, the four scores and FCP / LCP / TBT / CLS of each preset.
import path from 'node:path';
import lighthouse from 'lighthouse';
import desktop from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { serve } from '../e2e/lib/server.js';

const dist = path.resolve(process.argv[2] || 'dist');
const { server, url } = await serve(dist, 0, undefined, { gzip: true });
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  // As the tests start it: this machine's network is closed, so Chromium's own
  // background connections are switched off.
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const runs = Number(process.env.RUNS || 3);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const out = { runs };
try {
  for (const [name, config] of [['mobile', undefined], ['desktop', desktop]]) {
    const each = [];
    for (let i = 0; i < runs; i++) {
      const result = await lighthouse(`${url}/`, { port: chrome.port, output: 'json', logLevel: 'error' }, config);
      const { categories, audits } = result.lhr;
      const ms = (id) => Math.round(audits[id].numericValue);
      each.push({
        performance: Math.round(categories.performance.score * 100),
        accessibility: Math.round(categories.accessibility.score * 100),
        best_practices: Math.round(categories['best-practices'].score * 100),
        seo: Math.round(categories.seo.score * 100),
        fcp_ms: ms('first-contentful-paint'),
        lcp_ms: ms('largest-contentful-paint'),
        tbt_ms: ms('total-blocking-time'),
        cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      });
    }
    out[name] = Object.fromEntries(Object.keys(each[0]).map((k) => [k, median(each.map((e) => e[k]))]));
  }
} finally {
  await chrome.kill();
  server.close();
}
console.log(JSON.stringify(out, null, 2));
