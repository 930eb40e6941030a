// The release build of the app into dist/: what `make build`, `make test` and
// `make serve` run.
//   node scripts/build.mjs           build into dist/
//   node scripts/build.mjs --serve [PORT]   build, serve dist/ on http://127.0.0.1:PORT
//                                           (8080), and build again (and reload the
//                                           page) on every change
//
// Why our own script and not trunk: trunk had to be compiled from source on every new
// machine (no prebuilt form in the registries this project reaches), 5 min 40 s of the
// 17 min 50 s that `make test` took from nothing (2026-12-04). What it did for this app
// is this page: two cargo builds, wasm-bindgen and wasm-opt on each module, hashed
// names and minifying (with the npm forms of the minifiers trunk 0.21.14 used:
// lightningcss for the style sheet, minify-html for the page), and a hook.
//
// The cargo builds use CARGO_TARGET_DIR (the Makefile gives the wasm builds a target
// directory of their own); the tools come from PATH (wasm-bindgen from cargo's bin,
// wasm-opt from tests/e2e's npm packages, which also hold the minifiers).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const NPM = createRequire(path.join(ROOT, 'tests/e2e/package.json'));
const TARGET = process.env.CARGO_TARGET_DIR || path.join(ROOT, 'target');
const DIST = path.join(ROOT, 'dist');
const STAGE = `${DIST}.new`;

// Features every browser of the app's players has (the wasm-opt defaults are older).
const WASM_FEATURES = ['--enable-bulk-memory', '--enable-nontrapping-float-to-int', '--enable-sign-ext',
  '--enable-mutable-globals', '--enable-reference-types', '--enable-multivalue', '--low-memory-unused',
  '--zero-filled-memory'];

// The three wasm modules, each from one of the cargo builds in BUILDS (the release
// build gives two).
const MODULES = [
  // The app, on the first load: built for size. wasm-opt -Oz once, not --converge (its
  // passes again until the module stops shrinking): on 2026-12-03 that saved 666 bytes
  // gzip of 428 KB for 20 s more of every build (34.5 s against 14.3 s, 2-core). Its
  // files' names carry a hash of their content, so that a new version is never mixed
  // with an old one in a browser's cache.
  { bin: 'sampo-sahkku', build: 'release', opt: '-Oz', hashed: true },
  // The Lab's and the puzzles' screens (src/later_screens, issues 38 and 63), loaded
  // when one is first opened: built as the app is, in the same cargo build (which
  // compiles the package once for both). Hashed as the app is: an old module kept by a
  // browser would not fit a new app's calls.
  { bin: 'later-screens', build: 'release', opt: '-Oz', hashed: true },
  // The computer players (src/players, issue 38): built for speed (profile `players`),
  // without the app (`--no-default-features`), loaded by worker threads when first
  // needed. Its name has no hash, so that static/app-worker.js can name it; the service
  // worker's version covers it.
  { bin: 'players', build: 'players', opt: '-O3', hashed: false },
];

// The cargo builds: a profile (and its target directory's folder) and its options.
const BUILDS = {
  release: ['--release'],
  players: ['--profile', 'players', '--no-default-features'],
};

// Copied as they are (the service worker lists them all).
// (The puzzles are copied by copyPuzzles, under hashed names.)
const COPIED = ['static/manifest.webmanifest', 'static/app-worker.js', 'static/icons', 'locales', 'weights'];

// The programs running now: when one fails, the build stops the others.
const running = new Set();

/// Runs a program, its output on ours; rejects on failure.
function run(program, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { cwd: ROOT, stdio: 'inherit' });
    running.add(child);
    child.on('error', (e) => reject(new Error(`${program}: ${e.message}`)));
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${program} ${args.join(' ')} failed (${signal || `exit ${code}`})`));
    });
  });
}

const hash16 = (data) => crypto.createHash('sha256').update(data).digest('hex').slice(0, 16);
const integrity = (data) => `sha384-${crypto.createHash('sha384').update(data).digest('base64')}`;

/// wasm-bindgen's JS and wasm for a built module, the wasm optimised; returns the
/// names of the two files written into the stage.
async function bindAndOptimise(m) {
  const out = path.join(TARGET, 'wasm-bindgen', m.build);
  await run('wasm-bindgen', ['--target=web', `--out-dir=${out}`, `--out-name=${m.bin}`,
    path.join(TARGET, 'wasm32-unknown-unknown', m.build, `${m.bin}.wasm`), '--no-typescript']);
  const optimised = path.join(out, `${m.bin}_opt.wasm`);
  await run('wasm-opt', [`--output=${optimised}`, m.opt, path.join(out, `${m.bin}_bg.wasm`), ...WASM_FEATURES]);
  const wasm = fs.readFileSync(optimised);
  const name = m.hashed ? `${m.bin}-${hash16(wasm)}` : m.bin;
  fs.writeFileSync(path.join(STAGE, `${name}_bg.wasm`), wasm);
  fs.copyFileSync(path.join(out, `${m.bin}.js`), path.join(STAGE, `${name}.js`));
  return { js: `${name}.js`, wasm: `${name}_bg.wasm` };
}

/// The modules, the two cargo builds side by side (as trunk built them): cargo lets two
/// builds of different profiles share a target directory, and each ends in long links
/// on one core (LTO, one codegen unit), which the other build's compiling can use the
/// second core beside. Returns the modules' files in MODULES' order.
async function buildModules() {
  const cargo = ['build', '--target=wasm32-unknown-unknown', '--manifest-path', path.join(ROOT, 'Cargo.toml')];
  const built = await Promise.all(Object.entries(BUILDS).map(async ([profile, options]) => {
    const mine = MODULES.filter((m) => m.build === profile);
    await run('cargo', [...cargo, ...options, ...mine.flatMap((m) => ['--bin', m.bin])]);
    return Promise.all(mine.map(async (m) => [m.bin, await bindAndOptimise(m)]));
  }));
  const files = new Map(built.flat());
  return MODULES.map((m) => files.get(m.bin));
}

/// The file `rel` (a path in the project) copied into the stage under a name with the
/// hash of its content (`styles.css` → `styles-0123456789abcdef.css`), `transform`ed
/// first; returns the new name and the content.
function hashedCopy(rel, transform = (data) => data) {
  const data = transform(fs.readFileSync(path.join(ROOT, rel)));
  const ext = path.extname(rel);
  const name = `${path.basename(rel, ext)}-${hash16(data)}${ext}`;
  fs.writeFileSync(path.join(STAGE, name), data);
  return { name, data };
}

/// The puzzle files (puzzles/sahkku-<family>.txt) copied into the stage's puzzles/
/// under names with the hash of their content, which is the hash the app checks them
/// against (engine::sahkku::puzzle::FILES): fetched when a family's puzzles are first
/// opened, and kept by the service worker then, not on the first visit (2.6 MB).
function copyPuzzles() {
  const to = path.join(STAGE, 'puzzles');
  fs.mkdirSync(to, { recursive: true });
  for (const f of fs.readdirSync(path.join(ROOT, 'puzzles')).filter((f) => f.endsWith('.txt'))) {
    const data = fs.readFileSync(path.join(ROOT, 'puzzles', f));
    fs.writeFileSync(path.join(to, `${path.basename(f, '.txt')}-${hash16(data)}.txt`), data);
  }
}

/// index.html with its build marks replaced by the built files, minified.
function writePage(app, later) {
  const { transform } = NPM('lightningcss');
  const css = hashedCopy('static/styles.css', (code) => transform({ filename: 'styles.css', code, minify: true }).code);
  const icon = hashedCopy('static/icon.svg');
  let html = fs.readFileSync(path.join(ROOT, 'index.html'), 'utf8');
  const replace = (mark, by) => {
    if (!html.includes(mark)) throw new Error(`index.html has no ${mark}`);
    html = html.replace(mark, by);
  };
  replace('<link rel="stylesheet" href="static/styles.css" />',
    `<link rel="stylesheet" href="/${css.name}" integrity="${integrity(css.data)}" />`);
  replace('<link rel="icon" href="static/icon.svg" />', `<link rel="icon" href="/${icon.name}" />`);
  replace('<script type="module" data-app></script>',
    `<script type="module">import init from '/${app.js}'; await init({ module_or_path: '/${app.wasm}' });</script>`);
  // The JS glue (9 KB gzip) is preloaded: the Lab's worker threads find it by this link
  // (src/app/lab/runner.rs). Not the wasm: the start page is in the HTML
  // (docs/first-paint.md) and does not need it, and a 360 KB preload would share a slow
  // line with the style sheet and first-paint.js that the first paint waits for
  // (Lighthouse mobile, 2026-11-30: largest contentful paint 3.2 s with it, 1.4 s
  // without). The module script still fetches it as soon as the page is read.
  replace('</head>', `<link rel="modulepreload" href="/${app.js}" crossorigin /></head>`);
  replace("'./later-screens.js'", `'/${later.js}'`);
  replace("'./later-screens_bg.wasm'", `'/${later.wasm}'`);
  const { minify } = NPM('@minify-html/node');
  // Spec-compliant output (minify-html's defaults), closing tags kept as trunk did. The
  // icon has no integrity hash: browsers do not check one on rel=icon.
  const small = minify(Buffer.from(html), { keep_closing_tags: true, minify_css: true, minify_js: true });
  fs.writeFileSync(path.join(STAGE, 'index.html'), small);
}

/// The whole build, into a stage that replaces dist/ only once complete (so that a
/// failed build leaves the last good one, and `--serve` never serves half a build).
export async function build() {
  fs.rmSync(STAGE, { recursive: true, force: true });
  fs.mkdirSync(STAGE, { recursive: true });
  const [app, later] = await buildModules().catch((e) => {
    for (const child of running) child.kill();
    throw e;
  });
  writePage(app, later);
  copyPuzzles();
  for (const rel of COPIED) {
    fs.cpSync(path.join(ROOT, rel), path.join(STAGE, path.basename(rel)), { recursive: true });
  }
  // The translations without comments, the start page written in, the service worker.
  await run('sh', [path.join(ROOT, 'scripts/gen-sw.sh'), STAGE]);
  const old = `${DIST}.old`;
  fs.rmSync(old, { recursive: true, force: true });
  if (fs.existsSync(DIST)) fs.renameSync(DIST, old);
  fs.renameSync(STAGE, DIST);
  fs.rmSync(old, { recursive: true, force: true });
}

/// `--serve`: dist/ on loopback, built first and again on every change of what it is
/// built from; the open pages reload when a build has landed (a few lines added to
/// index.html as served: `RELOAD`). The port is taken before the first build, so that a
/// port in use is said at once.
async function serveAndWatch(port) {
  const { serve } = await import(path.join(ROOT, 'tests/e2e/lib/server.js'));
  const pages = new Set();
  // The page's service worker is updated and takes over before the reload: it serves
  // the files without a hash in their names (the players' module, app-worker.js) from
  // its cache, which would otherwise keep the last version until its notice is taken.
  // The event stream is closed first: a page the worker controls fetches it through the
  // worker, and a worker with a fetch still open never lets the new one take over.
  const RELOAD = `<script>{
const built = new EventSource('/_reload');
built.onmessage = () => {
  built.close();
  const sw = navigator.serviceWorker, reload = () => location.reload();
  if (!sw || !sw.controller) return reload();
  sw.addEventListener('controllerchange', reload);
  sw.getRegistration().then((r) => r.update().then(() => {
    const w = r.installing || r.waiting;
    if (!w) return reload();
    const ready = () => w.state === 'installed' ? w.postMessage('skipWaiting') : w.state === 'redundant' && reload();
    w.addEventListener('statechange', ready);
    ready();
  })).catch(reload);
};
}</script>`;
  const answer = (req, res) => {
    if (req.url !== '/_reload') return false;
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' }).write('\n');
    pages.add(res);
    req.on('close', () => pages.delete(res));
    return true;
  };
  const addReload = (url, data) => (url === '/' || url === '/index.html' ? Buffer.from(String(data).replace('</body>', `${RELOAD}</body>`)) : data);
  const { url } = await serve(DIST, port, addReload, { answer }).catch((e) => {
    const why = e.code === 'EADDRINUSE' ? `port ${port} is taken (is make serve already running? make serve PORT=${port + 1} takes another)` : e.message;
    console.error(`cannot serve on 127.0.0.1:${port}: ${why}`);
    process.exit(1);
  });

  let building = false;
  let again = false;
  let timer;
  const rebuild = async () => {
    if (building) { again = true; return; }
    building = true;
    try {
      await build();
      for (const res of pages) res.write('data: reload\n\n');
      console.log(`\nbuilt: the app is on ${url} (a change builds it again; Ctrl-C stops)`);
    } catch (e) {
      const last = fs.existsSync(DIST) ? `the last good build is still on ${url}` : 'nothing is built yet';
      console.error(`\n${e.message}\n(${last}; a change builds again)`);
    }
    building = false;
    if (again) { again = false; console.log('\na change: building again'); rebuild(); }
  };
  const changed = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      if (!building) console.log('\na change: building again');
      rebuild();
    }, 300);
  };
  for (const dir of ['src', 'static', 'locales', 'weights']) fs.watch(path.join(ROOT, dir), { recursive: true }, changed);
  // The files at the top by their folder (an editor that saves by renaming a new file
  // over the old would leave a watch on the file itself watching nothing).
  const TOP = ['index.html', 'Cargo.toml', 'Cargo.lock'];
  fs.watch(ROOT, (_, name) => TOP.includes(name) && changed());
  console.log(`building the app for ${url}`);
  await rebuild();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  if (process.argv[2] === '--serve') {
    await serveAndWatch(Number(process.argv[3] || 8080));
  } else {
    await build().catch((e) => {
      console.error(e.message);
      process.exit(1);
    });
  }
}
