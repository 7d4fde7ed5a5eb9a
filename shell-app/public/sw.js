// The shell's service worker. It makes the product installable and shows the offline page when a page
// cannot be reached. It keeps nothing else: every request it handles goes to the network first, and
// the API, the remotes manifest and the remotes' files are never handled (a remote is deployed on its
// own, and an old copy of it must never be served). Bump VERSION to drop the caches of earlier versions.
importScripts('/sw-push.js');
const VERSION = 1;
const CACHE_PREFIX = 'nurse-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** What the offline page shows, fetched when the worker is installed. */
const PRECACHED = [OFFLINE_PAGE, '/icons/icon-192.png'];

/** Addresses that always go to the network untouched: the API, the remotes manifest and the remotes. */
function passesThrough(url) {
  const path = url.pathname;
  return path === '/api' || path.startsWith('/api/') || path === '/remotes.json' || path.startsWith('/remotes/');
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(CACHE)
      .then((cache) => cache.addAll(PRECACHED.map((address) => new Request(address, { cache: 'reload' }))))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name))),
      )
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== self.location.origin || passesThrough(url)) return;
  if (request.mode === 'navigate') {
    // A page: the network, or the offline page when the network cannot be reached.
    event.respondWith(fetch(request).catch(() => caches.match(OFFLINE_PAGE, { cacheName: CACHE })));
    return;
  }
  if (PRECACHED.includes(url.pathname)) {
    // The offline page's own files: the network first, the copy kept at install when offline.
    event.respondWith(fetch(request).catch(() => caches.match(url.pathname, { cacheName: CACHE })));
  }
});
