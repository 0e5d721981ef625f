/** The BroadcastChannel the app's tabs and the inspector page share (same origin, works offline). */
export const INSPECTION_CHANNEL = 'ordering-inspection';

/** One inspection event of an app tab, reduced to what survives structured cloning. */
export interface RelayedEvent {
  /**
   * `opened`: the tab relays from its first render, before any machine starts (a first visit starts the ordering
   * machines only when the order form is touched); `closed`: the tab was left or reloaded; its actors are gone.
   */
  kind: 'opened' | 'actor' | 'event' | 'snapshot' | 'closed';
  /** Numbered per tab, in the order the actors saw them. */
  seq: number;
  /** One page load of a tab: a reload starts another, whose actors' session ids begin again. */
  tabId: string;
  /** The browser tab, kept across reloads (sessionStorage). */
  tab: string;
  /** The page of the tab when it happened. */
  path: string;
  /** The actor's session id: unique per actor of the tab. */
  sessionId: string;
  /** The id the parent gave the actor (or the root's id). */
  actorId: string;
  /** The actor's system id (`systemId` in spawn/invoke), if any. */
  systemId?: string;
  /** The machine's id (its definition's `id`); absent for promise and callback actors. */
  machineId?: string;
  /** The session id of the actor's parent, absent for a root. */
  parentId?: string;
  /** The event received (`@xstate.event`) or the one that caused the snapshot (`@xstate.snapshot`). */
  eventType?: string;
  event?: unknown;
  /** The sender's session id, for `@xstate.event`. */
  sourceId?: string;
  /** The state value and context after the event (`@xstate.snapshot`). */
  value?: unknown;
  context?: unknown;
  status?: string;
  time: number;
}

/** What the inspector page says on the channel: `hello` asks every tab for its actors' current snapshots. */
export interface InspectorMessage {
  kind: 'hello';
}
