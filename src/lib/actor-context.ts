import { createActorContext as createXStateActorContext } from '@xstate/react';
import { createElement, useCallback, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createActor, type Actor, type ActorOptions, type AnyActorLogic, type AnyActorRef, type SnapshotFrom } from 'xstate';

/**
 * The snapshot each actor had as the server drew the page, while this page's first render hydrates what it drew.
 * React reads it through useSyncExternalStore's server snapshot, in the hydrating render only; then it draws again,
 * from the actor's own snapshot, each part whose selection differs (what the browser keeps and the server cannot see).
 */
const serverViews = new WeakMap<AnyActorRef, () => unknown>();

/**
 * `actor` reads as `snapshot()` while the page hydrates (the state the server drew it in, src/app/first-screen.ts);
 * an actor without one reads as itself.
 */
export function drawnByServerAs(actor: AnyActorRef, snapshot: () => unknown): void {
  serverViews.set(actor, snapshot);
}

/**
 * An actor that reads as its server view while it hydrates: `logic` started from `options` as the server started
 * it, created on the first read and never started (nothing of it runs), with its children as views of `actor`'s.
 */
export function drawnByServerFrom<TLogic extends AnyActorLogic>(actor: AnyActorRef, logic: TLogic, options: ActorOptions<TLogic>): void {
  let drawn: Actor<TLogic> | null = null;
  const view = () => (drawn ??= createActor(logic, options));
  drawnByServerAs(actor, () => view().getSnapshot());
  const children = (actor.getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children ?? {};
  for (const [id, child] of Object.entries(children)) {
    if (!child) continue;
    drawnByServerAs(child, () => {
      const drawnChild = (view().getSnapshot() as { children?: Record<string, AnyActorRef | undefined> }).children?.[id];
      return (drawnChild ?? child).getSnapshot();
    });
  }
}

const sameValue = (a: unknown, b: unknown) => a === b;

/**
 * `selector` over snapshots, giving the previous selection again for the same snapshot or an equal selection
 * (`compare`), as useSyncExternalStore needs: a new object on every read would draw again forever.
 */
function memoised<S, T>(selector: (snapshot: S) => T, compare: (a: T, b: T) => boolean) {
  let last: { snapshot: S; selection: T } | null = null;
  return (snapshot: S): T => {
    if (last && last.snapshot === snapshot) return last.selection;
    const selection = selector(snapshot);
    if (last && compare(last.selection, selection)) {
      last = { snapshot, selection: last.selection };
      return last.selection;
    }
    last = { snapshot, selection };
    return selection;
  };
}

/**
 * @xstate/react's useSelector, with the actor's server view (drawnByServerAs) as the server snapshot: the first
 * render of a page the server drew hydrates to the same markup, and the parts that the browser's own state changes
 * are drawn again right after.
 */
export function useActorSelector<TActor extends AnyActorRef, T>(
  actor: TActor,
  selector: (snapshot: SnapshotFrom<TActor>) => T,
  compare: (a: T, b: T) => boolean = sameValue,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const { unsubscribe } = actor.subscribe({ next: onChange, error: onChange });
      return unsubscribe;
    },
    [actor],
  );
  // as use-sync-external-store's with-selector: a new actor or selector (an inline one each render) selects afresh
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the actor's snapshots are what the memo keeps
  const [select, selectDrawn] = useMemo(() => [memoised(selector, compare), memoised(selector, compare)], [actor, selector, compare]);
  const getSnapshot = () => {
    const snapshot = actor.getSnapshot() as SnapshotFrom<TActor>;
    const failed = snapshot as { status?: string; error?: unknown };
    // as @xstate/react does: an actor that failed throws to the nearest error boundary
    if (failed.status === 'error') throw failed.error;
    return select(snapshot);
  };
  const getServerSnapshot = () => {
    const drawn = serverViews.get(actor);
    return drawn ? selectDrawn(drawn() as SnapshotFrom<TActor>) : getSnapshot();
  };
  return useSyncExternalStore(subscribe, getSnapshot, getServerSnapshot);
}

/** How the server started an actor: its logic and options, from what it knew of the browser's state. */
export interface DrawnByServer<TLogic extends AnyActorLogic> {
  logic: TLogic;
  options: ActorOptions<TLogic>;
}

/**
 * @xstate/react's createActorContext whose `useSelector` reads the server's view while the page hydrates, and whose
 * Provider takes `server`: how the server started the actor, for the hydrating render. Without it (every render but
 * a hydration) it is @xstate/react's.
 */
export function createActorContext<TLogic extends AnyActorLogic>(logic: TLogic) {
  const base = createXStateActorContext(logic);

  function ServerView({ server, children }: { server?: DrawnByServer<TLogic>; children: ReactNode }) {
    const actor = base.useActorRef();
    // registered in the render that creates the actor, before any child reads it
    useState(() => server && drawnByServerFrom(actor, server.logic, server.options));
    return children;
  }

  function Provider({
    children,
    logic: providedLogic = logic,
    options,
    server,
  }: {
    children: ReactNode;
    logic?: TLogic;
    options?: ActorOptions<TLogic>;
    /** While the page hydrates: the logic and options the server started the actor from (what it knew). */
    server?: DrawnByServer<TLogic>;
  }) {
    return createElement(
      base.Provider,
      { logic: providedLogic, options } as Parameters<typeof base.Provider>[0],
      createElement(ServerView, { server, children }),
    );
  }

  return {
    Provider,
    useActorRef: base.useActorRef,
    useSelector: <T>(selector: (snapshot: SnapshotFrom<TLogic>) => T, compare?: (a: T, b: T) => boolean): T =>
      useActorSelector(base.useActorRef() as AnyActorRef, selector as (snapshot: unknown) => T, compare),
  };
}
