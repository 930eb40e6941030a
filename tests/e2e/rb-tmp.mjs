import { serve } from '/work/main/tests/e2e/lib/server.js';
import { launch } from '/work/main/tests/e2e/lib/browser.js';
import { openBenchPage } from '/work/main/tests/e2e/lib/bench-page.js';
const { server, url } = await serve(process.argv[2]);
const browser = await launch();
const page = await openBenchPage(browser, url);
for (const id of ['navuon-raisa', 'luujavr', 'lagesvuon']) {
  for (const learned of [false, true, false, true]) {
    const r = await page.evaluate(async ([v, l]) => {
      let weights;
      if (l) { const r = await fetch(`weights/sahkku-${v}.sknq`); weights = new Uint8Array(await r.arrayBuffer()); }
      return window.bench.bench_review(v, 300, 1, weights);
    }, [id, learned]);
    console.log(id, learned ? 'learned' : 'hand', r);
  }
}
await browser.close(); server.close();
