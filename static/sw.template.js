// Service worker of Sampo & Sáhkku, written at build time by scripts/gen-sw.sh:
// VERSION is a hash of the built files and PRECACHE their list. The first visit
// caches everything, so the app then opens and plays offline. Pages come from the
// network when it answers (so a new version is seen), else from the cache; the
// hashed files never change, so the cache serves them first. A new version waits
// until the page asks it to take over (its "new version — reload" notice).
const VERSION = 'sampo-sahkku-__VERSION__';
const PRECACHE = __PRECACHE__;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(VERSION).then((cache) => cache.addAll(PRECACHE)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys()
      .then((keys) => Promise.all(keys.filter((k) => k.startsWith('sampo-sahkku-') && k !== VERSION).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('message', (event) => {
  if (event.data === 'skipWaiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
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
