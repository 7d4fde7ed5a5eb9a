// The shell's service worker. It makes the product installable and lets the signed-in product start
// without a connection, from copies of the shell's and the remotes' files kept as they are fetched.
// A copy is never preferred to a file that may have changed: pages, the remotes manifest and each
// remote's entry (remoteEntry.js) go to the network first and fall back to the copy only when the
// network cannot be reached, so a redeployed remote is picked up at once. Only files whose name carries
// a hash of their content (main.1a2b3c4d5e.js, 286.aefe426e.js) are served from the copy first: a new
// build gives them new names. The API is never handled: the app keeps its own copies of her data
// (libs/host/src/offline). Bump VERSION to drop the caches of earlier versions.
importScripts('/sw-push.js');
const VERSION = 2;
const CACHE_PREFIX = 'nurse-shell-';
const CACHE = `${CACHE_PREFIX}${VERSION}`;
const OFFLINE_PAGE = '/offline.html';
/** The key the shell's page is kept under: every page address is answered with the same index.html. */
const SHELL_PAGE = '/index.html';
/** What the offline page shows, fetched when the worker is installed. */
const PRECACHED = [OFFLINE_PAGE, '/icons/icon-192.png'];
/** The same rule as the server's long-lived caching (backend/src/bootstrap/frontends.ts). */
const HASHED_FILE = /\.[0-9a-f]{8,}\.(js|css|woff2?|png|svg|jpg)$/;

/** The API never goes through the worker. */
function isApi(url) {
  return url.pathname === '/api' || url.pathname.startsWith('/api/');
}

/**
 * A response worth keeping: a whole, successful answer of our own origin. A page that forbids storing
 * (a shared packet's or an unsubscribe link's, whose address carries a token) is not kept; the remotes
 * manifest is, although the browser's cache must not keep it: this copy is read only when offline.
 */
function keepable(response, isPage) {
  if (response.status !== 200 || response.redirected || response.type !== 'basic') return false;
  return !isPage || !/no-store/.test(response.headers.get('Cache-Control') ?? '');
}

async function keep(key, response, isPage) {
  if (!keepable(response, isPage)) return;
  const cache = await caches.open(CACHE);
  await cache.put(key, response);
}

/** The network's answer (kept under `key` for later), or the kept copy when the network cannot be reached. */
async function networkFirst(request, key, fallback) {
  try {
    const response = await fetch(request);
    await keep(key, response.clone(), request.mode === 'navigate').catch(() => undefined);
    return response;
  } catch (error) {
    const copy =
      (await caches.match(key, { cacheName: CACHE })) ?? (fallback ? await caches.match(fallback, { cacheName: CACHE }) : undefined);
    if (copy) return copy;
    throw error;
  }
}

/** A content-hashed file: its copy when there is one, else the network's answer, kept. */
async function copyFirst(request) {
  const copy = await caches.match(request, { cacheName: CACHE });
  if (copy) return copy;
  const response = await fetch(request);
  await keep(request, response.clone(), false).catch(() => undefined);
  return response;
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
  if (request.method !== 'GET' || url.origin !== self.location.origin || isApi(url)) return;
  if (request.mode === 'navigate' && !/\.[a-z0-9]+$/i.test(url.pathname)) {
    // A page (the shell answers every address without a file name): the network; offline, the kept
    // shell, which starts the product, or else the offline page.
    event.respondWith(networkFirst(request, SHELL_PAGE, OFFLINE_PAGE));
    return;
  }
  if (HASHED_FILE.test(url.pathname)) {
    event.respondWith(copyFirst(request));
    return;
  }
  // The remotes manifest, each remote's entry, the manifest, icons and the offline page's own files.
  event.respondWith(networkFirst(request, url.pathname));
});
