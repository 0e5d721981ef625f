import { Suspense, use, useState, type ReactNode } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { inspection } from '../../lib/inspection';
import { useNavigation } from '../../lib/navigation';
import { SessionContext } from './context';
import { readGuestAllowance, readStoredSession } from './session-storage';

type SessionChunk = typeof import('./session-chunk');

// The dynamic import's own cache, as React.lazy keeps one: the chunk is fetched once, and read without suspending once there.
let loaded: SessionChunk | null = null;
let loading: Promise<SessionChunk> | null = null;

/** Loads the session chunk once; main.tsx starts it beside the catalog, before the first render. */
export function loadSessionChunk(): Promise<SessionChunk> {
  loading ??= import('./session-chunk').then((chunk) => (loaded = chunk));
  return loading;
}

/** The loaded session chunk; suspends until it is there (only before main.tsx's preload, e.g. in tests). */
export function useSessionChunk(): SessionChunk {
  return loaded ?? use(loadSessionChunk());
}

function SessionActor({ children }: { children: ReactNode }) {
  const chunk = useSessionChunk();
  const navigation = useNavigation();
  // restoring from its first snapshot, with the kept session read here: the first render's screens draw the member
  // and wait for the refresh (RequireCustomer), and the actor's start changes nothing they show
  const [{ logic, input }] = useState(() => {
    const input = { guest: readGuestAllowance(), restore: true, stored: readStoredSession() };
    return { logic: chunk.createSessionLogic(navigation, input.guest), input };
  });
  return (
    <SessionContext.Provider logic={logic} options={{ input, ...inspection() }}>
      {children}
    </SessionContext.Provider>
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ProgressBar />}>
      <SessionActor>{children}</SessionActor>
    </Suspense>
  );
}
