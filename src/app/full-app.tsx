import { loadSessionChunk } from '../features/session/provider';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app, its ordering system and session included. */
export function FullApp() {
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

/** What the whole app needs before its first render: the session machine's chunk. */
export const prepareFullApp = () => loadSessionChunk();
