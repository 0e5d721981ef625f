/// <reference lib="webworker" />
/**
 * The service worker (built by vite-plugin-pwa's injectManifest into /service-worker.js):
 * the shell is precached, hashed chunks (the catalog of each language used included), menu images and
 * the public menu reads are kept at run time, so a repeat visit renders from cache and a customer who
 * loses the network keeps browsing the last menu. Nothing that writes, and no order, payment, session
 * or account read, is ever kept: only the routes below are cached, every other request goes to the network.
 * It also shows the order status notifications a customer opted in to, and opens the order's page from them.
 */
import { clientsClaim } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { CACHE_NAMES, isCachedMenuRead, MENU_READ_TIMEOUT_SECONDS, postReadCacheKey, WARM_CHUNKS_MESSAGE } from './service-worker-routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };
/** The files index.html loads (vite.config.ts, at build). */
declare const __OFFLINE_SHELL__: string[];

const API_ROOT: string = import.meta.env.VITE_API_ROOT ?? '/api';

// A new version takes over at once; the page already open keeps the code it runs, the next visit gets the new shell.
void self.skipWaiting();
clientsClaim();

const manifest = self.__WB_MANIFEST;
const urlOf = (entry: (typeof manifest)[number]) => (typeof entry === 'string' ? entry : entry.url);
const isShell = (url: string) => url === 'index.html' || __OFFLINE_SHELL__.includes(url);
/** The chunks not in the shell: routes, dialogs and the catalogs, cached when used or when warmed. */
const otherChunks = manifest.map(urlOf).filter((url) => !isShell(url)).map((url) => `/${url}`);

cleanupOutdatedCaches();
precacheAndRoute(manifest.filter((entry) => isShell(urlOf(entry))));

// Every route of the SPA opens the precached shell; the API and the sandbox are never pages of the app.
registerRoute(new NavigationRoute(createHandlerBoundToURL('index.html'), { denylist: [/^\/api(?:\/|$)/, /^\/sandbox(?:\/|$)/] }));

const okOnly = new CacheableResponsePlugin({ statuses: [200] });

// Hashed file names never change content: lazy route chunks and language catalogs are kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 200, purgeOnQuotaError: true })] }),
);

registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
  new CacheFirst({
    cacheName: CACHE_NAMES.media,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true })],
  }),
);

const menuReadExpiration = new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60, purgeOnQuotaError: true });

registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isCachedMenuRead(API_ROOT, request.method, url.pathname),
  new NetworkFirst({ cacheName: CACHE_NAMES.menuReads, networkTimeoutSeconds: MENU_READ_TIMEOUT_SECONDS, plugins: [okOnly, menuReadExpiration] }),
  'GET',
);

// The menu reads of the contract are POSTs with a JSON body; the Cache API keys on GET requests only,
// so each is kept under a GET key made of its path and body (postReadCacheKey).
registerRoute(
  ({ url, request, sameOrigin }) => sameOrigin && isCachedMenuRead(API_ROOT, request.method, url.pathname),
  async ({ request, event }) => {
    const key = postReadCacheKey(request.url, await request.clone().text());
    const strategy = new NetworkFirst({
      cacheName: CACHE_NAMES.menuReads,
      networkTimeoutSeconds: MENU_READ_TIMEOUT_SECONDS,
      plugins: [{ cacheKeyWillBeUsed: async () => key }, okOnly, menuReadExpiration],
    });
    return strategy.handle({ request, event });
  },
  'POST',
);

/** Fetches the chunks not yet kept (through the HTTP cache), so that the whole ordering path opens offline. */
async function warmChunks(): Promise<void> {
  const cache = await caches.open(CACHE_NAMES.assets);
  const kept = await Promise.all(otherChunks.map(async (url) => ((await cache.match(url)) ? null : url)));
  await cache.addAll(kept.filter((url): url is string => url !== null));
}

// The page asks once the customer has a cart (src/lib/service-worker-registration.ts); the answer says it is done.
self.addEventListener('message', (event) => {
  if ((event.data as { type?: unknown } | null)?.type !== WARM_CHUNKS_MESSAGE) return;
  event.waitUntil(
    warmChunks().then(
      () => event.ports[0]?.postMessage({ warmed: true }),
      () => event.ports[0]?.postMessage({ warmed: false }),
    ),
  );
});

/** An order status notification as the server sends it (server/services/push-notifications.ts). */
interface OrderPush {
  title?: unknown;
  body?: unknown;
  url?: unknown;
  tag?: unknown;
}

/** A page of this app only: a message never opens another site. */
function appUrlOf(url: unknown): string {
  const target = new URL(typeof url === 'string' ? url : '/', self.location.origin);
  return target.origin === self.location.origin ? target.href : self.location.origin;
}

self.addEventListener('push', (event) => {
  let push: OrderPush = {};
  try {
    push = (event.data?.json() ?? {}) as OrderPush;
  } catch {
    push = { body: event.data?.text() };
  }
  const title = typeof push.title === 'string' ? push.title : self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof push.body === 'string' ? push.body : undefined,
      // a later stage of the same order replaces the earlier notification
      tag: typeof push.tag === 'string' ? push.tag : undefined,
      icon: '/icons/icon-192.png',
      data: { url: appUrlOf(push.url) },
    }),
  );
});

// The notification opens its order's status page: in a tab of the app already open, else in a new one.
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = appUrlOf((event.notification.data as { url?: unknown } | null)?.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((client) => client.url === url) ?? windows.find((client) => new URL(client.url).origin === self.location.origin);
      if (open) {
        const focused = await open.focus();
        if (focused.url !== url) await focused.navigate(url);
        return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
