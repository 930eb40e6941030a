// The page both engine benchmarks (bench.js, bench-compare.js) time the wasm in.

export const PRESETS = ['navuon-raisa', 'navuon-maze', 'gavkevuotna', 'gavkevuotna-miedut', 'gavkevuotna-ohcejot',
  'lagesvuon', 'unjarga', 'luujavr', 'vuonnamarkan'];

/// A new page of the build at `url`, its bench bindings loaded as `window.bench` and
/// warmed up: the browser first runs new wasm on its baseline compiler and optimises
/// the hot functions while they run, so without a warm-up (not timed) the preset timed
/// first was slowed. The bindings are the players' module's (players.js, where the
/// computer players run since issue 38); a build from before it had them in the app's
/// own module, built with the `bench` feature (`window.wasmBindings`).
export async function openBenchPage(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.evaluate(async () => {
    const players = await fetch('players.js', { method: 'HEAD' });
    if (players.ok) {
      const m = await import(new URL('players.js', document.baseURI).href);
      await m.default();
      window.bench = m;
    }
  });
  await page.waitForFunction(() => (window.bench = window.bench || window.wasmBindings) && window.bench.bench_sahkku);
  for (const id of PRESETS) await page.evaluate((v) => window.bench.bench_sahkku(v, 200, 2), id);
  return page;
}

/// Random playouts of preset `id` (3,000 games, seed 1): the engine's JSON figures.
export async function playouts(page, id) {
  return JSON.parse(await page.evaluate((v) => window.bench.bench_sahkku(v, 3000, 1), id));
}
