import type { ActorRefLike, AnyActorRef, InspectionEvent } from 'xstate';
import { INSPECTION_CHANNEL, type InspectorMessage, type RelayedEvent } from './protocol';

const MAX_DEPTH = 8;

/** A JSON-safe copy: actors become `{ actor: id }`, functions their name, cycles and deep branches a mark. */
export function toSerialisable(value: unknown, depth = 0, seen = new WeakSet<object>()): unknown {
  if (value === null || value === undefined) return value;
  if (typeof value === 'function') return `ƒ ${value.name || 'anonymous'}`;
  if (typeof value === 'bigint') return value.toString();
  if (typeof value !== 'object') return value;
  if (isActorRef(value)) return { actor: value.id };
  if (depth >= MAX_DEPTH) return '…';
  if (seen.has(value)) return '(cycle)';
  seen.add(value);
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function')
    return toSerialisable((value as { toJSON: () => unknown }).toJSON(), depth + 1, seen);
  if (Array.isArray(value)) return value.map((item) => toSerialisable(item, depth + 1, seen));
  if (value instanceof Map)
    return Object.fromEntries([...value].map(([key, item]) => [String(key), toSerialisable(item, depth + 1, seen)]));
  if (value instanceof Set) return [...value].map((item) => toSerialisable(item, depth + 1, seen));
  if (value instanceof Error) return { name: value.name, message: value.message };
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toSerialisable(item, depth + 1, seen)]));
}

function isActorRef(value: object): value is AnyActorRef {
  return 'sessionId' in value && 'send' in value && typeof (value as { send: unknown }).send === 'function';
}

interface ActorInternals {
  sessionId: string;
  id: string;
  systemId?: string;
  _parent?: { sessionId: string };
  logic?: { id?: string; config?: unknown };
}

function describeActor(ref: ActorRefLike) {
  const actor = ref as unknown as ActorInternals;
  // a state machine's logic carries its definition's id; promise and callback logic have none
  const machineId = actor.logic && 'config' in actor.logic ? actor.logic.id : undefined;
  return {
    sessionId: actor.sessionId,
    actorId: actor.id,
    systemId: actor.systemId,
    machineId,
    parentId: actor._parent?.sessionId,
  };
}

const newTabId = () => Math.random().toString(36).slice(2, 8);

function browserTab(): string {
  try {
    const kept = sessionStorage.getItem('inspect-tab') ?? newTabId();
    sessionStorage.setItem('inspect-tab', kept);
    return kept;
  } catch {
    return newTabId();
  }
}

/**
 * The `inspect` observer of the app's root actors: each inspection event, made serialisable, is posted on
 * the BroadcastChannel the inspector page listens to. A `hello` from an inspector opened later is answered
 * with the last snapshot of every live actor.
 */
export function createInspectionRelay(
  channel: BroadcastChannel = new BroadcastChannel(INSPECTION_CHANNEL),
  tabId = newTabId(),
) {
  let seq = 0;
  const tab = browserTab();
  const latest = new Map<string, RelayedEvent>();
  const post = (message: RelayedEvent) => {
    try {
      channel.postMessage(message);
    } catch (error) {
      console.warn('inspection: an event could not be relayed', error);
    }
  };
  const opened = () =>
    post({
      kind: 'opened',
      seq: ++seq,
      tabId,
      tab,
      path: window.location.pathname,
      time: Date.now(),
      sessionId: '',
      actorId: '',
    });
  channel.addEventListener('message', (message: MessageEvent<InspectorMessage>) => {
    if (message.data?.kind !== 'hello') return;
    opened();
    for (const snapshot of latest.values()) post(snapshot);
  });
  opened();

  window.addEventListener('pagehide', () => {
    post({
      kind: 'closed',
      seq: ++seq,
      tabId,
      tab,
      path: window.location.pathname,
      time: Date.now(),
      sessionId: '',
      actorId: '',
    });
    latest.clear();
  });

  return (inspected: InspectionEvent) => {
    // microsteps, transitions and actions are not relayed: the inspector draws states and events
    if (
      inspected.type !== '@xstate.actor' &&
      inspected.type !== '@xstate.event' &&
      inspected.type !== '@xstate.snapshot'
    )
      return;
    const base = {
      seq: ++seq,
      tabId,
      tab,
      path: window.location.pathname,
      time: Date.now(),
      ...describeActor(inspected.actorRef),
    };
    if (inspected.type === '@xstate.actor') {
      post({ ...base, kind: 'actor' });
    } else if (inspected.type === '@xstate.event') {
      post({
        ...base,
        kind: 'event',
        eventType: inspected.event.type,
        event: toSerialisable(inspected.event),
        sourceId: inspected.sourceRef?.sessionId,
      });
    } else if (inspected.type === '@xstate.snapshot') {
      const snapshot = inspected.snapshot as { value?: unknown; context?: unknown; status?: string };
      const relayed: RelayedEvent = {
        ...base,
        kind: 'snapshot',
        eventType: inspected.event.type,
        value: toSerialisable(snapshot.value),
        context: toSerialisable(snapshot.context),
        status: snapshot.status,
      };
      if (snapshot.status === 'active') latest.set(base.sessionId, relayed);
      else latest.delete(base.sessionId);
      post(relayed);
    }
  };
}
