import { createActorContext } from '@xstate/react';
import { Suspense, use, useEffect, type ReactNode } from 'react';
import type { sessionMachine } from '../../../machines/session/machine';
import { ProgressBar } from '../../components/ui/progress-bar';

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

function RestoreSession() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    session.send({ type: 'session.restore' });
  }, [session]);
  return null;
}

function SessionActor({ children }: { children: ReactNode }) {
  const { logic } = useSessionChunk();
  return (
    <SessionContext.Provider logic={logic}>
      <RestoreSession />
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
