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
