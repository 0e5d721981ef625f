/** What the service worker keeps (src/lib/service-worker.ts), as pure functions the tests can reach. */

/** Cache names; a version suffix lets a later worker drop a cache whose shape changed. */
export const CACHE_NAMES = {
  assets: 'assets-v1',
  media: 'media-v1',
  menuReads: 'menu-reads-v1',
} as const;

/** The page's message that asks the worker to keep every chunk of the app (a customer with a cart may order offline). */
export const WARM_CHUNKS_MESSAGE = 'WARM_CHUNKS';

/** How long a menu read waits for the network before the last answer kept is shown (a slow phone network). */
export const MENU_READ_TIMEOUT_SECONDS = 3;

/**
 * The public reads the menu page makes, relative to the API root, by method. Nothing else under the
 * API is kept: writes, orders, payments, sessions and accounts always go to the network.
 */
export const CACHED_MENU_READS: Readonly<Record<'GET' | 'POST', readonly string[]>> = {
  GET: ['/v2/variable/', '/v2/banners/', '/delivery/get_default_brand_and_default_store', '/v2/delivery/get-delivery-type/'],
  POST: [
    '/delivery/get-all-store',
    '/delivery/get-master-category',
    '/delivery/get-master-class',
    '/delivery/get-master-menu',
    '/delivery/get-menu-detail-with-topping',
  ],
};

/**
 * Whether a request is one of the menu reads the worker keeps (NetworkFirst).
 * @example isCachedMenuRead('/api', 'POST', '/api/delivery/get-master-menu') // true
 * @example isCachedMenuRead('/api', 'POST', '/api/delivery/insert-delivery-info') // false
 */
export function isCachedMenuRead(apiRoot: string, method: string, pathname: string): boolean {
  if (method !== 'GET' && method !== 'POST') return false;
  if (!pathname.startsWith(`${apiRoot}/`)) return false;
  return CACHED_MENU_READS[method].includes(pathname.slice(apiRoot.length));
}

/**
 * The GET key a POST read is kept under: its URL with the body as a query parameter, so each store,
 * category and language has its own entry.
 * @example postReadCacheKey('http://x/api/delivery/get-master-menu', '{"storecd":"S1"}')
 *   // 'http://x/api/delivery/get-master-menu?body=%7B%22storecd%22%3A%22S1%22%7D'
 */
export function postReadCacheKey(url: string, body: string): string {
  const key = new URL(url);
  key.searchParams.set('body', body);
  return key.href;
}
