import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { paths } from './config/paths';
import { prefetchFirstScreen } from './app/first-screen';
import { FirstVisitApp } from './app/first-visit/first-visit-app';
import { opensAsFirstVisit } from './app/first-visit/first-visit';
import { createHandover } from './app/first-visit/handoff';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { startInspection } from './lib/inspection';
import { registerServiceWorker } from './lib/service-worker-registration';
import { captureInstallPrompt } from './lib/install-prompt';
import { queryClient } from './lib/query-client';
import { ensureTemporal } from './lib/temporal';

// before the browser fires its install offer, so that it is held for the status page instead of shown on arrival
captureInstallPrompt();

const rootElement = document.getElementById('root')!;
const root = createRoot(rootElement);

/** A task of its own after the current one (what starts the app is split in tasks a phone can answer a tap between). */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

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
type FullAppModule = Awaited<ReturnType<typeof loadFullApp>>;

function renderFullApp({ FullApp }: FullAppModule) {
  root.render(
    <StrictMode>
      <FullApp />
    </StrictMode>,
  );
}

// About ten seconds of frames: the app's home draws its order form only once the settings are read, which on a
// slow phone or network takes far longer than a few frames; the first visit's form stays live meanwhile.
const HANDOFF_FRAMES = 600;
let starting: Promise<void> | null = null;
/**
 * The first visit's home hands over to the whole app (xstate, the ordering system and the
 * session machine are not part of a first visit's JS until the customer starts an order or leaves home).
 * The app is drawn out of sight beside the first visit, which keeps taking keys, and shown in its place
 * once it shows the same (src/app/first-visit/handoff.ts).
 */
function startOrdering() {
  starting ??= loadFullApp()
    .then(({ FullApp }) => {
      const appElement = document.createElement('div');
      appElement.hidden = true;
      rootElement.after(appElement);
      const handover = createHandover(rootElement, appElement);
      // in a transition React yields to the keys typed meanwhile instead of holding the page for the whole render
      startTransition(() =>
        createRoot(appElement).render(
          <StrictMode>
            <FullApp />
          </StrictMode>,
        ),
      );
      const show = () => {
        root.unmount();
        rootElement.remove();
        appElement.id = 'root';
        appElement.hidden = false;
      };
      const swapWhenMirrored = (frames: number) => {
        const onHome = window.location.pathname === paths.home;
        if (handover.mirror(onHome) || frames === 0) handover.swap(onHome, show);
        else requestAnimationFrame(() => swapWhenMirrored(frames - 1));
      };
      requestAnimationFrame(() => swapWhenMirrored(HANDOFF_FRAMES));
    })
    .catch((error: unknown) => console.error(error));
}

const locale = initialLocale();
const firstVisit = opensAsFirstVisit(window.location.pathname);
// Not in the entry's evaluation, which is long enough: the first screen's answers are asked for in the next task,
// then the whole app's chunks in the one after (asking starts each request on the page's main thread).
const firstScreenAsked = nextTask()
  .then(() => prefetchFirstScreen(queryClient, window.location.pathname, locale))
  .catch((error: unknown) => console.error(error));
// The catalog is loaded before the first paint so no screen flashes untranslated ids.
// Temporal (native or the polyfill) is needed before the machines price anything. The whole app
// (with the session machine's chunk) is fetched beside them unless this is a first visit to home.
Promise.all([
  activateLocale(locale).catch((error: unknown) => {
    console.error(error);
    i18n.activate(locale);
  }),
  ensureTemporal(),
  firstVisit ? null : firstScreenAsked.then(nextTask).then(loadFullApp),
  // the relay is a chunk of its own, fetched only in a tab opened with ?inspect=1
  startInspection(),
])
  .then(([, , fullApp]) => {
    // in a transition React builds the first screen in slices instead of one long task (blocking time);
    // likewise the first visit, which replaces home's first screen drawn in the HTML
    if (fullApp) startTransition(() => renderFullApp(fullApp));
    else
      startTransition(() =>
        root.render(
          <StrictMode>
            <FirstVisitApp start={startOrdering} />
          </StrictMode>,
        ),
      );
  })
  .catch((error: unknown) => console.error(error))
  .finally(registerServiceWorker);
