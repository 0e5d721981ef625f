import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import { ProgressBar } from '../../components/ui/progress-bar';
import { readGuestAllowance, readStoredSession, writeGuestAllowance } from './session-storage';
import { inspection } from '../../lib/inspection';
import { SessionContext } from './context';


type SessionChunk = typeof import('./session-chunk');
interface Loaded {
  chunk: SessionChunk;
  logic: ReturnType<SessionChunk['createSessionLogic']>;
}

let loaded: Loaded | null = null;
let loading: Promise<Loaded> | null = null;

/** Loads the session chunk once; main.tsx starts it beside the catalog, before the first render. */
export function loadSessionChunk(): Promise<Loaded> {
  loading ??= import('./session-chunk').then((chunk) => (loaded = { chunk, logic: chunk.createSessionLogic() }));
  return loading;
}

/** The loaded session chunk; suspends until it is there (only before main.tsx's preload, e.g. in tests). */
export function useSessionChunk(): Loaded {
  return loaded ?? use(loadSessionChunk());
}

/** Keeps the guest allowance of this tab in step with the session's context, so a reload does not ask again. */
function KeepGuestAllowance() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    let kept: string | undefined;
    const subscription = session.subscribe(({ context }) => {
      const allowance = context.allowAnonymous ? { contact: context.guestContact } : null;
      const serialized = JSON.stringify(allowance);
      if (serialized !== kept) writeGuestAllowance(allowance);
      kept = serialized;
    });
    return () => subscription.unsubscribe();
  }, [session]);
  return null;
}

function SessionActor({ children }: { children: ReactNode }) {
  const { logic } = useSessionChunk();
  // restoring from its first snapshot, with the kept session read here: the first render's screens draw the member
  // and wait for the refresh (RequireCustomer), and the actor's start changes nothing they show
  const [input] = useState(() => ({ guest: readGuestAllowance(), restore: true, stored: readStoredSession() }));
  return (
    <SessionContext.Provider logic={logic} options={{ input, ...inspection() }}>
      <KeepGuestAllowance />
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
