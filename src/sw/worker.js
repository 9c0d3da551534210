// @ts-check
/// <reference lib="webworker" />
// The service worker. scripts/service-worker.mjs writes it to dist/sw.js with two constants in
// front: PRECACHE, every file it keeps as [address, hash of its content], and VERSION, a hash
// of that list. Installing keeps the whole site on the device except the thousands of single
// puzzle pages: offline, the trainer page of that language stands in for them and opens the
// puzzle its address names from its variant's file. One cache per deploy, and a new worker
// takes over only when no page of the old one is open (or the one open page asks, then
// reloads), so a page and everything it loads always come from the same deploy.

/** @type {ServiceWorkerGlobalScope} */
const sw = /** @type {any} */ (self);
/** @type {string} */
const CACHE = `bullheads-${VERSION}`;
/** Where each cache lists its files, so the next deploy fetches only what changed. */
const LIST = '/__kept-files.json';
/** How long a page that is not kept may take to answer before the stand-in is shown. */
const NAVIGATION_TIMEOUT = 10_000;
const LANG = /^\/(en|de|nl)\//;
const PUZZLE_PAGE = /^\/(?:en|de|nl)\/puzzles\/[^/]+\/$/;

sw.addEventListener('install', (event) => event.waitUntil(keepAll()));

sw.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) if (key.startsWith('bullheads-') && key !== CACHE) await caches.delete(key);
      await sw.clients.claim();
    })(),
  ),
);

// A page that just loaded while this worker waits asks it to take over; it does only when that
// page is the site's one tab (the page then reloads), never under another tab still open.
sw.addEventListener('message', (event) => {
  if (event.data !== 'take-over-if-alone') return;
  event.waitUntil(
    sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
      if (windows.filter((w) => w.frameType === 'top-level').length <= 1) return sw.skipWaiting();
    }),
  );
});

sw.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== sw.location.origin) return;
  event.respondWith(answer(request, url));
});

/** Every file of PRECACHE into this deploy's cache, each checked against its hash; any failure fails the install (the old worker stays). */
async function keepAll() {
  const cache = await caches.open(CACHE);
  const before = await keptBefore();
  await Promise.all(
    PRECACHE.map(async ([path, hash]) => {
      const old = before.get(path);
      const same = old && old.hash === hash ? await old.cache.match(path) : undefined;
      if (same) return cache.put(path, same);
      const response = await fetch(path, { cache: 'no-cache' });
      if (!response.ok) throw new Error(`${path}: ${response.status}`);
      const body = await response.arrayBuffer();
      // A file of another deploy (a host mid-update, a stale proxy) must not mix in.
      if ((await hashOf(body)) !== hash) throw new Error(`${path} is not the file of this deploy`);
      await cache.put(path, new Response(body, { status: 200, headers: response.headers }));
    }),
  );
  await cache.put(LIST, new Response(JSON.stringify(PRECACHE)));
}

/** The files earlier deploys kept, by address: their hash and the cache that holds them. */
async function keptBefore() {
  /** @type {Map<string, { hash: string, cache: Cache }>} */
  const files = new Map();
  for (const key of await caches.keys()) {
    if (!key.startsWith('bullheads-') || key === CACHE) continue;
    const cache = await caches.open(key);
    const list = await cache.match(LIST);
    if (list) for (const [path, hash] of await list.json()) files.set(path, { hash, cache });
  }
  return files;
}

/** The first 16 hex digits of the SHA-256 of a file (scripts/service-worker.mjs computes the same). */
async function hashOf(/** @type {ArrayBuffer} */ body) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', body));
  return Array.from(digest.slice(0, 8), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * A kept file (the query never changes which: ?example=, ?q=, Astro's ?astro-retry=); else the
 * network; offline, a page's stand-in. Under /<lang>/ a missing page gets that language's 404 page;
 * anywhere else (/fr/) the host's own one, which speaks all three.
 * @param {Request} request
 * @param {URL} url
 */
async function answer(request, url) {
  const cache = await caches.open(CACHE);
  const kept = await cache.match(url.pathname);
  if (kept) return kept;
  if (request.mode !== 'navigate') return fetch(request);
  const named = LANG.exec(url.pathname)?.[1];
  const lang = named ?? 'en';
  if (!url.pathname.endsWith('/') && (await cache.match(`${url.pathname}/`))) return Response.redirect(`${url.pathname}/`, 301);
  try {
    const response = await withTimeout(fetch(request), NAVIGATION_TIMEOUT);
    const notFound = response.status === 404 && named && (await cache.match(`/${named}/404/`));
    return notFound ? new Response(notFound.body, { status: 404, headers: notFound.headers }) : response;
  } catch {
    const standIn = await cache.match(PUZZLE_PAGE.test(url.pathname) ? `/${lang}/puzzles/` : `/${lang}/offline/`);
    return standIn ?? Response.error();
  }
}

/** The promise, or a rejection once `ms` have passed (only the wait for the answer's start is timed, never its body). */
function withTimeout(/** @type {Promise<Response>} */ promise, /** @type {number} */ ms) {
  return Promise.race([promise, new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), ms))]);
}
