// The page both engine benchmarks (bench.js, bench-compare.js) time the wasm in.

export const PRESETS = ['navuon-raisa', 'navuon-maze', 'gavkevuotna', 'gavkevuotna-miedut', 'gavkevuotna-ohcejot',
  'lagesvuon', 'unjarga', 'luujavr', 'vuonnamarkan'];

/// A new page of the bench build at `url`, its bindings loaded and warmed up: the
/// browser first runs new wasm on its baseline compiler and optimises the hot functions
/// while they run, so without a warm-up (not timed) the preset timed first was slowed.
export async function openBenchPage(browser, url) {
  const page = await browser.newPage();
  await page.goto(url);
  await page.waitForFunction(() => window.wasmBindings && window.wasmBindings.bench_sahkku);
  for (const id of PRESETS) await page.evaluate((v) => window.wasmBindings.bench_sahkku(v, 200, 2), id);
  return page;
}

/// Random playouts of preset `id` (3,000 games, seed 1): the engine's JSON figures.
export async function playouts(page, id) {
  return JSON.parse(await page.evaluate((v) => window.wasmBindings.bench_sahkku(v, 3000, 1), id));
}
