// Service worker: after one visit every file of the site is cached, so Spelbord loads
// and plays with the network gone. The file list and version are written by
// www/tools/precache.mjs after each build; a new build means a new cache.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `spelbord-${VERSION}`;
/** This file runs as the service worker (tsconfig.sw.json checks it as one). */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

sw.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => sw.skipWaiting()));
});

sw.addEventListener('activate', (e) => {
  e.waitUntil((async () => {
    for (const k of await caches.keys()) if (k !== CACHE) await caches.delete(k);
    await sw.clients.claim();
  })());
});

sw.addEventListener('fetch', (e) => {
  const req = e.request;
  if (req.method !== 'GET' || new URL(req.url).origin !== location.origin) return;
  e.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // Navigations (any hash route) are the app shell.
    const hit = await cache.match(req, { ignoreSearch: true }) || (req.mode === 'navigate' ? await cache.match('./') : undefined);
    if (hit) return hit;
    try {
      const res = await fetch(req);
      if (res.ok) cache.put(req, res.clone());
      return res;
    } catch (err) {
      return (await cache.match('./')) || Response.error();
    }
  })());
});
