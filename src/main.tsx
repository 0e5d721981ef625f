import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { prefetchFirstScreen } from './app/first-screen';
import { FirstVisitApp } from './app/first-visit/first-visit-app';
import { opensAsFirstVisit } from './app/first-visit/first-visit';
import { captureHandoff } from './app/first-visit/handoff';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { startInspection } from './lib/inspection';
import { registerServiceWorker } from './lib/service-worker-registration';
import { queryClient } from './lib/query-client';
import { ensureTemporal } from './lib/temporal';

const root = createRoot(document.getElementById('root')!);

/** The whole app (src/app/full-app.tsx) with the session chunk it needs before it renders. */
const loadFullApp = () => import('./app/full-app').then(async (module) => (await module.prepareFullApp(), module));
type FullAppModule = Awaited<ReturnType<typeof loadFullApp>>;

function renderFullApp({ FullApp }: FullAppModule, handoff?: { onDrawn: () => void; onShown: () => void }) {
  root.render(
    <StrictMode>
      <FullApp onDrawn={handoff?.onDrawn} onShown={handoff?.onShown} />
    </StrictMode>,
  );
}

// About ten seconds of frames: the app's home draws its order form only once the settings are read, which on a
// slow phone or network takes far longer than a few frames, and what the customer typed must not be lost meanwhile.
const HANDOFF_FRAMES = 600;
let starting: Promise<void> | null = null;
/**
 * The first visit's home hands over to the whole app (issue 17: xstate, the ordering system and the
 * session machine are not part of a first visit's JS until the customer starts an order or leaves home).
 */
function startOrdering() {
  starting ??= loadFullApp()
    .then((module) => {
      const handoff = captureHandoff();
      let focused = false;
      const restoreWhenDrawn = (frames: number, drawnBefore: boolean) => {
        focused = handoff.restoreFocus();
        if (focused && drawnBefore) handoff.restoreState();
        else if (!focused && frames > 0) requestAnimationFrame(() => restoreWhenDrawn(frames - 1, true));
      };
      renderFullApp(module, {
        onDrawn: () => restoreWhenDrawn(HANDOFF_FRAMES, false),
        onShown: () => (focused ? handoff.restoreState() : undefined),
      });
    })
    .catch((error: unknown) => console.error(error));
}

const locale = initialLocale();
const firstVisit = opensAsFirstVisit(window.location.pathname);
prefetchFirstScreen(queryClient, window.location.pathname, locale);
// The catalog is loaded before the first paint so no screen flashes untranslated ids.
// Temporal (native or the polyfill) is needed before the machines price anything. The whole app
// (with the session machine's chunk) is fetched beside them unless this is a first visit to home.
Promise.all([
  activateLocale(locale).catch((error: unknown) => {
    console.error(error);
    i18n.activate(locale);
  }),
  ensureTemporal(),
  firstVisit ? null : loadFullApp(),
  // the relay is a chunk of its own, fetched only in a tab opened with ?inspect=1
  startInspection(),
])
  .then(([, , fullApp]) => {
    // a transition: React builds the first screen in slices instead of one long task (issue 17, blocking time)
    if (fullApp) startTransition(() => renderFullApp(fullApp));
    else
      root.render(
        <StrictMode>
          <FirstVisitApp start={startOrdering} />
        </StrictMode>,
      );
  })
  .catch((error: unknown) => console.error(error))
  .finally(registerServiceWorker);
