import { useEffect, useLayoutEffect } from 'react';
import { loadSessionChunk } from '../features/session/provider';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/**
 * The whole app, its ordering system and session included. `onDrawn` runs as soon as its first screen is
 * in the document (before a key can reach it), `onShown` after the screens' own effects (AppLayout scrolls
 * to the top on a new route).
 */
export function FullApp({ onDrawn, onShown }: { onDrawn?: () => void; onShown?: () => void }) {
  useLayoutEffect(() => onDrawn?.(), [onDrawn]);
  useEffect(() => onShown?.(), [onShown]);
  return (
    <AppProvider>
      <AppRouter />
    </AppProvider>
  );
}

/** What the whole app needs before its first render: the session machine's chunk. */
export const prepareFullApp = () => loadSessionChunk();
