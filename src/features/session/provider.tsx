import { Suspense, use, useEffect, useState, type ReactNode } from 'react';
import type { sessionMachine } from '../../../machines/session/machine';
import { ProgressBar } from '../../components/ui/progress-bar';
import { createActorContext } from '../../lib/actor-context';
import { useFirstScreen } from '../../lib/first-screen';
import { keptSessionAsServerKnows, readGuestAllowance, readStoredSession, writeGuestAllowance } from './session-storage';
import { inspection } from '../../lib/inspection';

/**
 * Login, tokens, user, customer and addresses (machines/session), for every screen. The
 * machine is in the session chunk (see session-chunk.ts): the Provider always receives it as
 * `logic`, so no default logic is given here.
 */
export const SessionContext = createActorContext(undefined as unknown as typeof sessionMachine);

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
  const first = useFirstScreen();
  const [{ input, server }] = useState(() => {
    const drawn = first && { guest: null, restore: true, stored: keptSessionAsServerKnows(first.screen) };
    return {
      input: first?.onServer ? drawn! : { guest: readGuestAllowance(), restore: true, stored: readStoredSession() },
      server: drawn && !first.onServer ? { logic, options: { input: drawn } } : undefined,
    };
  });
  return (
    <SessionContext.Provider logic={logic} options={{ input, ...inspection() }} server={server}>
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
