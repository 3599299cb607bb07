// The shop's service worker (docs/decisions/0055), built by scripts/build-service-worker.mjs into
// build/client/sw.js with Workbox. It keeps what a shopper has seen so that it works without a
// signal: the shop's pages (the same for every shopper: their cart, session and wishlist live in the
// browser), their data, the build's scripts and the pictures. A page never seen shows the offline
// page, which offers what is kept. It never keeps a signed-in, account or back-office page, an API
// answer, an answer marked private or no-store, or anything but a GET. One signed-in page is kept: the
// driver's /driver, whose page is a shell the same for every driver; their day lives in IndexedDB, never
// here (docs/decisions/0092).
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';

// The worker's own globals, kept loose: the storefront's TypeScript program has the DOM's types,
// and a worker's types cannot sit beside them.
interface Worker {
  addEventListener(type: 'message', listener: (event: { data: unknown }) => void): void;
  addEventListener(
    type: 'activate' | 'install',
    listener: (event: { waitUntil(p: Promise<unknown>): void }) => void,
  ): void;
  skipWaiting(): Promise<void>;
}
const worker = self as unknown as Worker;
/** Written in by the build: the offline page's files with their revisions, and the build's own name. */
declare const __PRECACHE__: { url: string; revision: string | null }[];
declare const __BUILD__: string;
/** Written in by the build: the files the shop's pages fetch only at a tap or a scroll (decision 0098). */
declare const __LAZY_PARTS__: string[];

/** The cache names; a new build keeps them, so a page an old build drew finds its files. */
const PAGES = 'shop-pages';
const ASSETS = 'shop-assets';
const MEDIA = 'shop-media';
/** The driver's page, a shell without any driver's data (decision 0092). */
const DRIVER = 'driver-shell';

/** The build's offline page and its script, with their revisions (written in by the build). */
precacheAndRoute(__PRECACHE__);

/** Pages every shopper is shown alike, kept once seen. Never /cart/{n} or /wishlist/{n}: those add. */
const SHOP_PAGE =
  /^\/(|home|cart|wishlist|checkout|search(\/[^/]*)?|csearch(\/[^/]*)?|category(\/\d+)?|productdetails\/\d+|placeorder\/\d+|fborder\/\d+(\/\d+)?|deliverypolicy|termsandcondition|aboutus|ourservices|privacypolicy)(\.data)?$/;

/** The driver's page: the shell only, never /driver/runs (their day) or /driver/send. */
const DRIVER_PAGE = /^\/driver\/?$/;

/** An answer that may be kept: whole, ours, and neither private nor setting a cookie. */
const keepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => {
    if (response.status !== 200 || response.type !== 'basic' || response.headers.has('set-cookie')) return null;
    const policy = response.headers.get('cache-control') ?? '';
    return /private|no-store/.test(policy) ? null : response;
  },
};

const pages = new NetworkFirst({
  cacheName: PAGES,
  // On a dying link the kept page comes after 4 s rather than never.
  networkTimeoutSeconds: 4,
  plugins: [keepable, new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 14 * 24 * 3600 })],
});

/** The offline page, with a policy of its own (the file's static answer allows no script or style). */
async function offlinePage(): Promise<Response> {
  const kept = await matchPrecache('/offline.html');
  const html = kept ? await kept.text() : '<h1>You are offline</h1>';
  return new Response(html, {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy':
        "default-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; object-src 'none'; base-uri 'self'",
      'cache-control': 'no-store',
    },
  });
}

registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.method === 'GET' && SHOP_PAGE.test(url.pathname),
  async (options) => {
    try {
      return await pages.handle(options);
    } catch (error) {
      // Neither the network nor the cache has it: a page says so, a data request fails as before.
      if (options.request.mode === 'navigate') return offlinePage();
      throw error;
    }
  },
);

// The driver's page: from the shop while it answers within 4 s, else the shell kept, which reads the
// day from IndexedDB; the offline page only when neither answers (never opened here with signal).
const driverPage = new NetworkFirst({
  cacheName: DRIVER,
  networkTimeoutSeconds: 4,
  plugins: [keepable, new ExpirationPlugin({ maxEntries: 2 })],
});
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && request.method === 'GET' && DRIVER_PAGE.test(url.pathname),
  async (options) => {
    try {
      return await driverPage.handle(options);
    } catch {
      return offlinePage();
    }
  },
);

// Any other page of the shop (an account page, the back office, /success): never kept; offline, the
// offline page instead of the browser's.
registerRoute(
  ({ request, url, sameOrigin }) =>
    sameOrigin && request.mode === 'navigate' && request.method === 'GET' && !url.pathname.startsWith('/admin'),
  async ({ request }) => {
    try {
      return await fetch(request);
    } catch {
      return offlinePage();
    }
  },
);

// The build's files have a hash in their names: kept for good once fetched (a page an older build
// drew still finds its own).
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: ASSETS,
    plugins: [keepable, new ExpirationPlugin({ maxEntries: 250, maxAgeSeconds: 60 * 24 * 3600 })],
  }),
);

// Pictures: the catalogue's media and the shop's logo.
registerRoute(
  ({ request, url, sameOrigin }) => sameOrigin && request.destination === 'image' && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: MEDIA,
    plugins: [
      keepable,
      new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600, purgeOnQuotaError: true }),
    ],
  }),
);

// The page a visit began with, and the files it loaded, came before the worker: the page hands them
// over (storefront/offline/service-worker-page.ts).
worker.addEventListener('message', (event) => {
  const given = event.data as { keep?: unknown; files?: unknown } | null;
  if (!given || !Array.isArray(given.keep) || !Array.isArray(given.files)) return;
  const same = (u: unknown): u is string =>
    typeof u === 'string' && new URL(u, location.href).origin === location.origin;
  const pagesSeen = given.keep.filter(same).filter((u) => SHOP_PAGE.test(new URL(u, location.href).pathname));
  const files = given.files.filter(same);
  void keepAll(PAGES, pagesSeen);
  // The driver's shell, as the shop draws it for a navigation (its address without a query).
  if (given.keep.filter(same).some((u) => DRIVER_PAGE.test(new URL(u, location.href).pathname)))
    void keepAll(DRIVER, ['/driver'], { headers: { accept: 'text/html' } });
  void keepAll(
    ASSETS,
    files.filter((u) => new URL(u, location.href).pathname.startsWith('/assets/')),
  );
  void keepAll(
    MEDIA,
    files.filter((u) => new URL(u, location.href).pathname.startsWith('/media/')),
  );
});

// The parts a tap opens (the menu, the cart panel, the account dialogs, …) are kept when the worker
// installs, so such a tap works offline even when the shopper never opened them before (decision 0098).
// They go with the build's other files, which a new build keeps: a page an older build drew still
// finds its own. A file that cannot be fetched now is kept when it is first used; the install goes on.
worker.addEventListener('install', (event) => event.waitUntil(keepAll(ASSETS, __LAZY_PARTS__)));

/** Fetched again (mostly from the browser's cache) and kept, when keepable and not kept already. */
async function keepAll(cacheName: string, urls: string[], init: RequestInit = {}) {
  const cache = await caches.open(cacheName);
  const keepOne = async (url: string) => {
    if (await cache.match(url)) return;
    try {
      const response = await fetch(url, { credentials: 'same-origin', ...init });
      if (await keepable.cacheWillUpdate({ response })) await cache.put(url, response);
    } catch {
      // Gone or offline: kept the next time it is fetched.
    }
  };
  // A few at a time, as a browser fetches from one server.
  const queue = urls.slice(0, 100);
  await Promise.all(
    Array.from({ length: 4 }, async () => {
      for (let url = queue.shift(); url !== undefined; url = queue.shift()) await keepOne(url);
    }),
  );
}

// A new build waits until the page asks it to take over, at its next navigation
// (storefront/offline/service-worker-page.ts): old and new files never meet in one page.
worker.addEventListener('message', (event) => {
  if (event.data === 'take-over') void worker.skipWaiting();
});
/** Which build this worker came with: a new build is a new worker (the page can ask). */
worker.addEventListener('message', (event) => {
  const port = (event as { ports?: { postMessage(m: unknown): void }[] }).ports?.[0];
  if (event.data === 'build' && port) port.postMessage(__BUILD__);
});
clientsClaim();
