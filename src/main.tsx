import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import './styles/global.css';
import { AppProvider } from './app/provider';
import { AppRouter } from './app/router';
import { activateLocale, i18n, initialLocale } from './lib/i18n';

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
// The catalog is loaded before the first paint so no screen flashes untranslated ids.
activateLocale(locale)
  .catch((error: unknown) => {
    console.error(error);
    i18n.activate(locale);
  })
  .finally(render);
