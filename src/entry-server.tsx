/**
 * The server's rendering of the first screens (home, the menu, the checkout) with the app's own components:
 * react-dom/server over the whole app, built by Vite as an SSR bundle (vite.config.ts) that server/first-screen.ts
 * loads as server/first-screen-build.ts describes it. The page then carries what it was drawn from (FirstScreenData),
 * and src/main.tsx hydrates it.
 */
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { prerender } from 'react-dom/static';
import { FirstScreenApp } from './app/full-app';
import { FIRST_SCREEN_PATHS, firstScreenModules, loadFirstScreen } from './app/first-screen';
import { messages as en } from './i18n/locales/en/messages.po';
import { messages as ja } from './i18n/locales/ja/messages.po';
import { messages as vi } from './i18n/locales/vi/messages.po';
import { transport } from './lib/api-client';
import type { FirstScreen } from './lib/first-screen';
import { i18n } from './lib/i18n';
import { createQueryClient, queryConfig } from './lib/query-client';
import { ensureTemporal } from './lib/temporal';
import type { DrawnFirstScreen, FirstScreenRequest } from '../server/first-screen-build';

/** What a page the server drew carries for its hydration (the data block src/main.tsx reads). */
export interface FirstScreenData {
  screen: FirstScreen;
  /** The answers it was drawn from (TanStack Query's dehydrated cache). */
  queries: DehydratedState;
}

export { firstScreenModules };

/** Whether the server draws the page at `pathname` (the other routes are drawn by the browser alone). */
export const drawsFirstScreen = (pathname: string) =>
  FIRST_SCREEN_PATHS.includes(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname);

i18n.load({ en, ja, vi });

/**
 * One render at a time: the app's language (Lingui's `i18n`) and its API transport are module state, set for the
 * length of a render. A render is a few milliseconds of work on one thread; the answers it reads come first.
 */
let previous: Promise<unknown> = Promise.resolve();

export function renderFirstScreen(request: FirstScreenRequest): Promise<DrawnFirstScreen> {
  const rendered = previous.then(() => render(request));
  previous = rendered.catch(() => undefined);
  return rendered;
}

async function render(request: FirstScreenRequest): Promise<DrawnFirstScreen> {
  // Node has no native Temporal: the polyfill, as in a browser without it
  await ensureTemporal();
  const queryClient = createQueryClient();
  // a read that fails is left out at once: the page must not wait on a retry
  queryClient.setDefaultOptions({ queries: { ...queryConfig.queries, retry: false } });
  const pathname = request.path.split('?')[0]!;
  i18n.activate(request.locale);
  transport.fetch = (call) => request.fetch(call);
  try {
    const { store } = await loadFirstScreen(queryClient, pathname, request.locale, { storeCode: request.storeCode });
    const screen: FirstScreen = {
      path: request.path,
      locale: request.locale,
      store,
      deliveryDistance: store ? request.deliveryDistance : null,
      session: request.session,
      checkoutEntry: request.checkoutEntry,
    };
    const html = await renderToString(<FirstScreenApp first={{ screen, onServer: true }} queryClient={queryClient} />);
    const data: FirstScreenData = { screen, queries: dehydrate(queryClient) };
    return { html, locale: screen.locale, data };
  } finally {
    transport.fetch = () => Promise.reject(new Error('The app called the API outside a first screen’s render.'));
    queryClient.clear();
  }
}

/** The whole markup once every part that waits (a lazily loaded screen, the session's chunk) is there. */
async function renderToString(element: ReactElement): Promise<string> {
  let failure: unknown = null;
  const { prelude } = await prerender(element, {
    // every part inline where it stands: a large part (the menu) would otherwise come as a fallback and a script
    // that swaps it in, which the CSP refuses
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    // a part that fails would be left to the browser with a script the CSP refuses: the page is drawn by the browser
    onError: (error) => {
      failure ??= error;
    },
  });
  const html = await new Response(prelude).text();
  if (failure) throw failure;
  return html;
}
