import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { Router } from 'wouter';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import { loadSessionChunk } from './session/provider';
import { FirstScreenContext, type FirstScreenRender } from '../lib/first-screen';
import { queryClient as appQueryClient } from '../lib/query-client';
import { preloadLayout } from './layout/app-layout';
import { AppProvider } from './provider';
import { AppRouter, preloadScreen } from './router';

/** The whole app, its ordering system and session included. */
export function FullApp({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}

/**
 * The whole app drawing a first screen: on the server (react-dom/server, src/entry-server.tsx), and in the browser's
 * render that hydrates what the server drew (src/main.tsx). One tree on both sides, drawn from what the server knew
 * (`first`) and the answers it wrote into the page.
 */
export function FirstScreenApp({ first, queryClient }: { first: FirstScreenRender; queryClient?: QueryClient }) {
  return (
    <StrictMode>
      <FirstScreenContext value={first}>
        <Router ssrPath={first.screen.path}>
          <FullApp queryClient={queryClient} />
        </Router>
      </FirstScreenContext>
    </StrictMode>
  );
}

/** How long the first render waits for the settings before it shows its progress bar instead (a slow network). */
const SETTINGS_WAIT_MS = 1000;

/**
 * What the whole app needs before its first render: the session machine's chunk, the chunks of the layout and
 * of the screen `pathname` opens, so that nothing in that render suspends, and the settings every screen is drawn
 * from. Without them, the first render replaces the first screen the HTML drew with a progress bar. A chunk that
 * cannot be fetched now is asked for again as its part renders, and the settings likewise; each says so there.
 */
export const prepareFullApp = (pathname: string, queryClient: QueryClient = appQueryClient) =>
  Promise.all([
    loadSessionChunk(),
    preloadLayout().catch(() => undefined),
    preloadScreen(pathname).catch(() => undefined),
    Promise.race([
      queryClient.ensureQueryData(getSettingsQueryOptions()).catch(() => undefined),
      new Promise((resolve) => setTimeout(resolve, SETTINGS_WAIT_MS)),
    ]),
  ]);
