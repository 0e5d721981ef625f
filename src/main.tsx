import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import './styles/global.css';
import { customerTurnsTo, holdUntilHydrated } from './app/before-hydration';
import { drawnSettings, opensAsFirstVisit, prefetchFirstScreen } from './app/first-screen';
import type { FirstScreenData } from './entry-server';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { startInspection } from './lib/inspection';
import { registerServiceWorker } from './lib/service-worker-registration';
import { captureInstallPrompt } from './lib/install-prompt';
import { queryClient } from './lib/query-client';
import { ensureTemporal } from './lib/temporal';

// before the browser fires its install offer, so that it is held for the status page instead of shown on arrival
captureInstallPrompt();

const rootElement = document.getElementById('root')!;

/** A task of its own after the current one (what starts the app is split in tasks a phone can answer a tap between). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** What the server drew this page from (server/first-screen.ts), or null for a page it did not draw (the service worker's). */
function readFirstScreen(): FirstScreenData | null {
  const block = document.getElementById('first-screen');
  try {
    return block?.textContent ? (JSON.parse(block.textContent) as FirstScreenData) : null;
  } catch {
    return null;
  }
}

/**
 * The whole app (src/app/full-app.tsx) with what its first render needs (prepareFullApp: session chunk, layout and
 * screen chunks, settings), asked for in the task after the module's evaluation rather than at its end.
 */
const loadFullApp = () =>
  import('./app/full-app').then(async (module) => {
    await nextTask();
    await module.prepareFullApp(window.location.pathname);
    return module;
  });

const locale = initialLocale();
const drawn = readFirstScreen();
// the answers the server drew the page from: the app asks for none of them again
if (drawn) hydrate(queryClient, drawn.queries);
// The server's drawing is hydrated when the app's first render draws the same: the same page, in the same language.
const hydrates = drawn !== null && drawn.screen.locale === locale && drawn.screen.path === window.location.pathname + window.location.search && rootElement.firstElementChild !== null;
// A first visit to home hydrates once the customer turns to the page: xstate, the ordering system and the session
// machine are not part of its JavaScript until then.
const waitsForCustomer = hydrates && opensAsFirstVisit(window.location.pathname, drawnSettings(queryClient));
const held = hydrates ? holdUntilHydrated(rootElement) : null;

function start(): Promise<void> {
  // Not in the entry's evaluation, which is long enough: the first screen's answers are asked for in the next task
  // (none where the page hydrates what the server drew from them), then the whole app's chunks in the one after.
  const firstScreenAsked = nextTask()
    .then(() => (hydrates ? undefined : prefetchFirstScreen(queryClient, window.location.pathname, locale)))
    .catch((error: unknown) => console.error(error));
  // The catalog is loaded before the first render so no screen flashes untranslated ids. Temporal (native or the
  // polyfill) is needed before the machines price anything.
  return Promise.all([
    activateLocale(locale).catch((error: unknown) => {
      console.error(error);
      i18n.activate(locale);
    }),
    ensureTemporal(),
    (waitsForCustomer ? customerTurnsTo(rootElement) : firstScreenAsked.then(nextTask)).then(loadFullApp),
    // the relay is a chunk of its own, fetched only in a tab opened with ?inspect=1
    startInspection(),
  ]).then(([, , { FirstScreenApp, FullApp }]) => {
    // in a transition React builds the first screen in slices instead of one long task (blocking time)
    startTransition(() => {
      if (hydrates) hydrateRoot(rootElement, <FirstScreenApp first={{ screen: drawn.screen, onServer: false }} />);
      else
        createRoot(rootElement).render(
          <StrictMode>
            <FullApp />
          </StrictMode>,
        );
    });
    // what the customer typed, chose or pressed meanwhile goes to the app now, each part hydrated first; on a first
    // visit the customer is at the page, and every field is hydrated at once
    held?.release({ controls: waitsForCustomer });
  });
}

// a first visit registers the service worker at once; the others once the app has rendered
if (waitsForCustomer) registerServiceWorker();
start()
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    if (!waitsForCustomer) registerServiceWorker();
  });
