// A small static file server for the built app (dist/), on loopback only. The tests
// serve the release build this way, so what they check is what users get.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.wasm': 'application/wasm',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

// `transform(path, data)` may change what is served (the PWA test uses it to publish
// a "new version" of sw.js). With `gzip`, responses are compressed for clients that
// accept it, as every static host serves them (`make lighthouse` measures that way).
// `answer(req, res)` may answer a request itself (returning true), as a slow network
// would (the first-paint spec sends index.html in parts).
export function serve(root, port = 0, transform = (_, data) => data, { gzip = false, answer = () => false } = {}) {
  const server = http.createServer((req, res) => {
    if (answer(req, res)) return;
    const url = new URL(req.url, 'http://localhost');
    let file = path.normalize(path.join(root, decodeURIComponent(url.pathname)));
    if (!file.startsWith(path.resolve(root))) {
      res.writeHead(403).end();
      return;
    }
    if (fs.existsSync(file) && fs.statSync(file).isDirectory()) file = path.join(file, 'index.html');
    fs.readFile(file, (err, data) => {
      if (err) {
        res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
        return;
      }
      const type = TYPES[path.extname(file)] || 'application/octet-stream';
      const body = transform(url.pathname, data);
      if (gzip && /\bgzip\b/.test(req.headers['accept-encoding'] || '')) {
        res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache', 'content-encoding': 'gzip', vary: 'accept-encoding' })
          .end(zlib.gzipSync(body));
        return;
      }
      res.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body);
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${server.address().port}` }));
  });
}

// `node lib/server.js DIR PORT [gzip]` serves DIR until stopped.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [dir = 'dist', port = '8080', gzip] = process.argv.slice(2);
  serve(path.resolve(dir), Number(port), undefined, { gzip: gzip === 'gzip' })
    .then(({ url }) => console.log(`serving ${dir} on ${url}`));
}
