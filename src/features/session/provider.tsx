import { useActorRef, useSelector } from '@xstate/react';
import { createContext, Suspense, use, useContext, useEffect, useState, type ReactNode } from 'react';
import { createActor, type Actor, type SnapshotFrom } from 'xstate';
import type { sessionMachine } from '../../../machines/session/machine';
import { ProgressBar } from '../../components/ui/progress-bar';
import { readGuestAllowance, writeGuestAllowance } from './session-storage';
import { inspection } from '../../lib/inspection';

type SessionActorRef = Actor<typeof sessionMachine>;
const SessionActorContext = createContext<SessionActorRef | null>(null);

/**
 * Login, tokens, user, customer and addresses (machines/session), for every screen: `useActorRef()` and
 * `useSelector(selector)`, as an @xstate/react actor context. The machine is in the session chunk (see
 * session-chunk.ts), and the actor is the page's session when main.tsx started it (startPageSession).
 */
export const SessionContext = {
  useActorRef(): SessionActorRef {
    const actor = useContext(SessionActorContext);
    if (!actor) throw new Error('SessionContext is used outside SessionProvider.');
    return actor;
  },
  useSelector<T>(selector: (snapshot: SnapshotFrom<typeof sessionMachine>) => T, compare?: (a: T, b: T) => boolean): T {
    return useSelector(SessionContext.useActorRef(), selector, compare);
  },
};

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

let pageSession: SessionActorRef | null = null;

/**
 * Starts the page's session before the app's first render, and asks it at once to restore the session the browser
 * kept (main.tsx calls it once the session chunk and the inspector's relay are there). Started from React, it would
 * start in the first commit's effects, after the first render had drawn every screen with a session that is not
 * restoring yet: a member's screen would have sent a member home (RequireCustomer, RequireMembership). It lives as long
 * as the page.
 */
export function startPageSession(): void {
  if (pageSession || !loaded) return;
  pageSession = createActor(loaded.logic, { input: { guest: readGuestAllowance() }, ...inspection() });
  pageSession.start();
  pageSession.send({ type: 'session.restore' });
}

function RestoreSession() {
  const session = SessionContext.useActorRef();
  useEffect(() => {
    session.send({ type: 'session.restore' });
  }, [session]);
  return null;
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

/** A session of its own, started with its Provider and restored in its first effects (without startPageSession: tests). */
function OwnSessionActor({ logic, children }: { logic: Loaded['logic']; children: ReactNode }) {
  const [input] = useState(() => ({ guest: readGuestAllowance() }));
  const actor = useActorRef(logic, { input, ...inspection() });
  return (
    <SessionActorContext.Provider value={actor}>
      <RestoreSession />
      <KeepGuestAllowance />
      {children}
    </SessionActorContext.Provider>
  );
}

function SessionActor({ children }: { children: ReactNode }) {
  const { logic } = useSessionChunk();
  if (!pageSession) return <OwnSessionActor logic={logic}>{children}</OwnSessionActor>;
  return (
    <SessionActorContext.Provider value={pageSession}>
      <KeepGuestAllowance />
      {children}
    </SessionActorContext.Provider>
  );
}

export function SessionProvider({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<ProgressBar />}>
      <SessionActor>{children}</SessionActor>
    </Suspense>
  );
}
