import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { AppProvider } from './app/provider';
import { prefetchFirstScreen } from './app/first-screen';
import { AppRouter } from './app/router';
import { loadSessionChunk } from './features/session/provider';
import { activateLocale, i18n, initialLocale } from './lib/i18n';
import { startInspection } from './lib/inspection';
import { registerServiceWorker } from './lib/service-worker-registration';
import { queryClient } from './lib/query-client';
import { ensureTemporal } from './lib/temporal';

function render() {
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProvider>
        <AppRouter />
      </AppProvider>
    </StrictMode>,
  );
}

const locale = initialLocale();
prefetchFirstScreen(queryClient, window.location.pathname, locale);
// The catalog is loaded before the first paint so no screen flashes untranslated ids.
// Temporal (native or the polyfill) is needed before the machines price anything. The session
// machine is its own chunk, fetched beside them.
Promise.all([
  activateLocale(locale).catch((error: unknown) => {
    console.error(error);
    i18n.activate(locale);
  }),
  ensureTemporal(),
  loadSessionChunk(),
  // the relay is a chunk of its own, fetched only in a tab opened with ?inspect=1
  startInspection(),
])
  .catch((error: unknown) => console.error(error))
  .finally(() => {
    render();
    registerServiceWorker();
  });
