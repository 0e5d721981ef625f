import { WARM_CHUNKS_MESSAGE } from './service-worker-routes';

/** Where the built service worker is served (vite-plugin-pwa writes src/lib/service-worker.ts there). */
export const SERVICE_WORKER_URL = '/service-worker.js';

/**
 * Registers the service worker in production builds, once the page has loaded, so that it never
 * competes with the first render. The browser checks the worker for a new version on every visit;
 * a new one takes over at once (src/lib/service-worker.ts), and the next visit runs the new shell.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const start = () => {
    void register().catch((error: unknown) => console.error(error));
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

async function register(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  await workbox.register();
  const ready = await navigator.serviceWorker.ready;
  // What this page fetched before the worker controlled it (route chunks, the catalog, menu images) is
  // kept now by the worker's own routes (Workbox's CACHE_URLS message); other URLs are ignored there.
  const urlsToCache = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).origin === location.origin);
  ready.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
}

let warming: Promise<boolean> | null = null;

/**
 * Asks the service worker to keep every chunk of the app (the cart and checkout screens included), once
 * per page: called when the customer has a cart, so that they can still open the checkout offline. First
 * visits without a cart download nothing more.
 * @returns whether the worker kept them (false without a worker)
 */
export function warmOfflineChunks(): Promise<boolean> {
  if (!import.meta.env.PROD || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return Promise.resolve(false);
  warming ??= navigator.serviceWorker.ready.then(
    (registration) =>
      new Promise<boolean>((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = (event: MessageEvent<{ warmed: boolean }>) => resolve(event.data.warmed);
        if (!registration.active) return resolve(false);
        registration.active.postMessage({ type: WARM_CHUNKS_MESSAGE }, [channel.port2]);
      }),
  );
  return warming;
}
