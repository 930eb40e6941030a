// Sizes of the release build: every file, raw and gzip, and the first load: the files
// index.html itself loads (`firstLoadWithoutLanguage`), and those plus the largest
// message file (`firstLoadGzip`: a visitor whose language is not the built-in English
// fetches one).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export function sizes(dist) {
  const files = fs.readdirSync(dist, { recursive: true })
    .map((f) => String(f))
    .filter((f) => fs.statSync(path.join(dist, f)).isFile())
    .sort();
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const perFile = files.map((f) => {
    const data = fs.readFileSync(path.join(dist, f));
    // index.html names the players' module only to load it where no worker thread can
    // start (src/app/players.rs), and the later screens' when the Lab or the puzzles
    // are opened (src/app/module_host.rs); specs/pwa.test.js checks that a visit's page
    // fetches neither (and specs/lab.test.js and specs/puzzles.test.js the later one).
    const firstLoad = f === 'index.html' || (html.includes(path.basename(f)) && !/^(players|later-screens)/.test(f));
    return { file: f, raw: data.length, gzip: zlib.gzipSync(data, { level: 9 }).length, firstLoad };
  });
  const locales = perFile.filter((f) => f.file.startsWith('locales/'));
  const heaviestLocale = locales.reduce((a, f) => Math.max(a, f.gzip), 0);
  const firstLoadWithoutLanguage = perFile.filter((f) => f.firstLoad).reduce((a, f) => a + f.gzip, 0);
  return { perFile, firstLoadWithoutLanguage, firstLoadGzip: firstLoadWithoutLanguage + heaviestLocale };
}
