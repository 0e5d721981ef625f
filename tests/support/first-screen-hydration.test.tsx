// @vitest-environment jsdom
import { hydrate } from '@tanstack/react-query';
import { act } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { answeredBy } from '../../server/first-screen';
import { FirstScreenApp, prepareFullApp } from '../../src/app/full-app';
import { fulfilmentSettingsOf } from '../../src/app/ordering/provider';
import { createFulfilmentStore, keptStoreAsServerKnows } from '../../src/app/ordering/fulfilment-persistence';
import { getSettingsQueryOptions } from '../../src/app/settings/api/get-settings';
import { loadSessionChunk } from '../../src/app/session/provider';
import { renderFirstScreen, type FirstScreenData } from '../../src/entry-server';
import { transport } from '../../src/lib/api-client';
import { activateLocale, LOCALES } from '../../src/lib/i18n';
import { createQueryClient } from '../../src/lib/query-client';
import { startTestServer } from './server-harness';

/**
 * React's development build says so when the server's renderer and the browser's render one context object, which
 * only this test does: on the server and in a browser each has its own copy of React and of the app.
 */
const TWO_RENDERERS_IN_ONE_PROCESS = 'Detected multiple renderers concurrently rendering the same context provider';

/**
 * The server's drawing of each first screen (src/entry-server.tsx, react-dom/server over the app's components, from
 * the API's own answers) and the browser's first render of the same page hydrate to the same markup: React reports no
 * mismatch and keeps the server's elements. The browser here keeps the store the cookies told the server of, as the
 * app saves it (with no address), and no session for the one the cookie says is kept: while it hydrates, the app draws
 * as the server knew it, and what differs is drawn after.
 */

/** What the server knew of the browser: a store chosen for a delivery 817 m away, a session, an open checkout. */
const PAGES = [
  { path: '/', cookies: { storeCode: null, deliveryDistance: null, session: false, checkoutEntry: false } },
  { path: '/main-menu', cookies: { storeCode: 'S001', deliveryDistance: 817, session: true, checkoutEntry: false } },
  { path: '/checkout', cookies: { storeCode: 'S001', deliveryDistance: 817, session: true, checkoutEntry: true } },
] as const;

/** The browser's globals the app looks for: gone while the server draws, as on a server. */
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'location', 'localStorage', 'sessionStorage', 'IntersectionObserver', 'matchMedia', 'requestAnimationFrame'];

/** `draw()` with no browser around (the environment of this file is jsdom, for the hydrating half). */
async function onServer<T>(draw: () => Promise<T>): Promise<T> {
  const saved = BROWSER_GLOBALS.map((name) => [name, Object.getOwnPropertyDescriptor(globalThis, name)] as const);
  for (const [name] of saved) Object.defineProperty(globalThis, name, { value: undefined, configurable: true, writable: true });
  try {
    return await draw();
  } finally {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor);
      else delete (globalThis as Record<string, unknown>)[name];
    }
  }
}

/** The header's cart link, as each catalog words it. */
const CART = { vi: 'Giỏ hàng', en: 'Cart', ja: 'カート' } as const;

describe('first screens drawn by the server, hydrated by the app', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  let root: Root | null = null;
  const browserFetch = transport.fetch;

  beforeAll(async () => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    // what a browser has and jsdom lacks: scrolling (the menu's category bar scrolls its chips), and an observer of
    // what nears the screen (the menu's later categories), which reports nothing here
    window.scrollTo = () => undefined;
    Element.prototype.scrollTo = () => undefined;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    server = await startTestServer();
  });
  afterEach(async () => {
    const mounted = root;
    root = null;
    if (mounted) await act(async () => mounted.unmount());
    transport.fetch = browserFetch;
    document.body.innerHTML = '';
    window.sessionStorage.clear();
    window.localStorage.clear();
    vi.restoreAllMocks();
  });
  afterAll(async () => {
    vi.unstubAllGlobals();
    await server.close();
  });

  for (const locale of LOCALES) {
    for (const { path, cookies } of PAGES) {
      it(`should hydrate the server's ${path} without a mismatch in ${locale}`, async () => {
        const drawn = await onServer(() => renderFirstScreen({ path, locale, ...cookies, fetch: answeredBy(server.app) }));
        expect(drawn.locale).toBe(locale);
        const { screen, queries } = drawn.data as FirstScreenData;

        // the page as the browser receives it, and main.tsx's start: the answers, the catalog, the chunks
        window.history.replaceState(null, '', path);
        if (cookies.checkoutEntry) window.sessionStorage.setItem('checkoutEntry', '/my-cart/');
        document.documentElement.lang = locale;
        document.body.innerHTML = `<div id="root">${drawn.html}</div>`;
        const container = document.getElementById('root')!;
        const serverHeading = container.querySelector('h1');
        const serverMarkup = container.innerHTML;
        const queryClient = createQueryClient();
        hydrate(queryClient, queries);
        if (screen.store) {
          const settings = fulfilmentSettingsOf(queryClient.getQueryData(getSettingsQueryOptions().queryKey)!);
          createFulfilmentStore(settings).save(keptStoreAsServerKnows(settings, locale, screen)!);
        }
        transport.fetch = answeredBy(server.app);
        await Promise.all([activateLocale(locale), loadSessionChunk(), prepareFullApp(path, queryClient)]);

        const errors = vi.spyOn(console, 'error');
        const recoverable: unknown[] = [];
        await act(async () => {
          root = hydrateRoot(container, <FirstScreenApp first={{ screen, onServer: false }} queryClient={queryClient} />, {
            onRecoverableError: (error) => recoverable.push(error),
          });
        });

        expect(recoverable).toEqual([]);
        expect(errors.mock.calls.map((call) => String(call[0])).filter((message) => !message.startsWith(TWO_RENDERERS_IN_ONE_PROCESS))).toEqual([]);
        expect(serverMarkup).toContain(CART[locale]);
        // the server's elements, now the app's: hydrated, not drawn again
        expect(serverHeading).not.toBeNull();
        expect(container.querySelector('h1')).toBe(serverHeading);
      });
    }
  }

  describe('home’s first banner (useBanner)', () => {
    const setBanner = (value: string) =>
      server.app.inject({ method: 'POST', url: '/sandbox/settings/useBanner', payload: { value }, headers: { accept: 'application/json' } });
    afterAll(async () => {
      await setBanner('true');
    });

    it('should draw the first banner in the page’s language at its size, asked for at once, and none when banners are off', async () => {
      const home = (locale: 'vi' | 'en') =>
        onServer(() => renderFirstScreen({ path: '/', locale, ...PAGES[0].cookies, fetch: answeredBy(server.app) }));
      const drawn = await home('en');
      const banner = /<img [^>]*src="(\/media\/banners\/[^"]+)"[^>]*>/.exec(drawn.html);
      expect(banner?.[0]).toContain('width="1200" height="400"');
      expect(banner?.[0]).toContain('fetchPriority="high"');
      // react-dom/server names it first, as a preload (server/first-screen.ts moves it into the head)
      expect(drawn.html.startsWith(`<link rel="preload" as="image" href="${banner![1]}"`)).toBe(true);
      expect(/<img [^>]*src="(\/media\/banners\/[^"]+)"/.exec((await home('vi')).html)?.[1]).not.toBe(banner![1]);

      expect((await setBanner('false')).statusCode).toBe(200);
      const without = await home('en');
      expect(without.html).not.toContain('/media/banners/');
      expect(without.html).not.toContain('rel="preload" as="image"');
    });
  });
});

