import { Suspense, use, useState, type ReactNode } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { useFirstScreen } from '../../lib/first-screen';
import { inspection } from '../../lib/inspection';
import { useNavigation } from '../../lib/navigation';
import { SessionContext } from './context';
import { keptSessionAsServerKnows, readGuestAllowance, readStoredSession } from './session-storage';

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
  // A page the server drew starts from what it knew (a session is kept, not whose): on the server that is all there
  // is; in the browser the hydrating render reads it as the server view and the kept session right after.
  const first = useFirstScreen();
  const [{ logic, input, server }] = useState(() => {
    const drawn = first && { guest: null, restore: true, stored: keptSessionAsServerKnows(first.screen) };
    const input = first?.onServer ? drawn! : { guest: readGuestAllowance(), restore: true, stored: readStoredSession() };
    const logic = chunk.createSessionLogic(navigation, input.guest);
    return { logic, input, server: drawn && !first.onServer ? { logic, options: { input: drawn } } : undefined };
  });
  return (
    <SessionContext.Provider logic={logic} options={{ input, ...inspection() }} server={server}>
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
