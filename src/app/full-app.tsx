import { useEffect } from 'react';
import { loadSessionChunk } from '../features/session/provider';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The whole app, its ordering system and session included; `onShown` runs once its first screen is drawn. */
export function FullApp({ onShown }: { onShown?: () => void }) {
  // after the screens' own effects (AppLayout scrolls to the top on a new route)
  useEffect(() => onShown?.(), [onShown]);
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

/** What the whole app needs before its first render: the session machine's chunk. */
export const prepareFullApp = () => loadSessionChunk();
