// Service worker of Sampo & Sáhkku, written at build time by scripts/gen-sw.sh:
// VERSION is a hash of the built files and PRECACHE their list. The first visit
// caches everything, so the app then opens and plays offline. Pages come from the
// network when it answers (so a new version is seen), else from the cache; the
// hashed files never change, so the cache serves them first. A new version waits
// until the page asks it to take over (its "new version — reload" notice).
// The puzzle files (2.6 MB) are not precached: each family's is kept in a cache of
// their own when first fetched whole (its name's hash checked), and the files this
// version no longer has (PUZZLES) are forgotten.
const VERSION = 'sampo-sahkku-__VERSION__';
const PRECACHE = __PRECACHE__;
const PUZZLES = __PUZZLES__;
const PUZZLE_CACHE = 'puzzles-sampo-sahkku';

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sampo-sahkku-') && k !== VERSION).map((k) => caches.delete(k))))
      .then(() => caches.open(PUZZLE_CACHE))
      .then((cache) => cache.keys().then((requests) => Promise.all(requests
        .filter((r) => !PUZZLES.some((p) => new URL(r.url).pathname.endsWith(`/${p}`)))
        .map((r) => cache.delete(r)))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  if (new URL(request.url).pathname.includes('/puzzles/')) {
    event.respondWith(caches.open(PUZZLE_CACHE).then((cache) => cache.match(request).then((kept) => kept || keepPuzzles(cache, request))));
    return;
  }
  if (request.mode === 'navigate') {
    event.respondWith(
      fetch(request)
        .then((response) => {
          const copy = response.clone();
          caches.open(VERSION).then((cache) => cache.put('./', copy));
          return response;
        })
        .catch(() => caches.match('./').then((r) => r || caches.match('index.html'))),
    );
    return;
  }
  event.respondWith(caches.match(request, { ignoreSearch: true }).then((r) => r || fetch(request)));
});

// A puzzle file from the network, kept when its content's SHA-256 begins with the hash
// in its name (`sahkku-<family>-<hash16>.txt`): a file cut short is never kept.
function keepPuzzles(cache, request) {
  return fetch(request).then((response) => {
    if (!response.ok) return response;
    const named = new URL(request.url).pathname.match(/-([0-9a-f]{16})\.txt$/);
    response.clone().arrayBuffer()
      .then((bytes) => crypto.subtle.digest('SHA-256', bytes).then((digest) => {
        const hex = Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('');
        if (named && hex.startsWith(named[1])) return cache.put(request, new Response(bytes, { headers: response.headers }));
        return undefined;
      }))
      .catch(() => {});
    return response;
  });
}
