/**
 * Graph-path replay for machine tests (TOOLCHAIN.md "Graph-generated tests").
 *
 * What works with xstate 5.33:
 * - `getShortestPaths(machine, { events, input, serializeState })` from 'xstate/graph', listing
 *   actor outcomes as plain events (`{ type: 'xstate.done.actor.<id>', output }`,
 *   `{ type: 'xstate.error.actor.<id>', error }`) and delays by their event type
 *   (`xstate.after.<delay>.<state id>`, see {@link afterEventType}).
 * - Replay: a real actor whose invoked actors never settle (`fromPromise(() => new Promise(() => {}))`)
 *   and whose timers are fake (`vi.useFakeTimers()` in the test). Each step's event is sent as it
 *   is with `actor.send(step.event)`: v5 routes a `xstate.done.actor.<id>` or `xstate.after.*`
 *   event sent from outside exactly like the one the child or the scheduler would deliver, and
 *   leaving the state stops the pending child and cancels the pending timer.
 * - Coverage: an inspector records the `_transitions` of every `@xstate.microstep`, so the
 *   transitions taken (guarded branches and eventless ones included) are known exactly.
 */
import { expect } from 'vitest';
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type InputFrom,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath, type TraversalOptions } from 'xstate/graph';

/** The `xstate.after.<delay>.<id>` event of the first delayed transition of a state node. */
export function afterEventType(machine: AnyStateMachine, stateId: string): string {
  const after = machine.getStateNodeById(stateId).after;
  if (!after[0]) throw new Error(`${stateId} has no delayed transition`);
  return after[0].eventType;
}

/** Every actor of `machine` replaced by one that never settles. */
export function neverSettlingActors(machine: AnyStateMachine): Record<string, AnyActorLogic> {
  return Object.fromEntries(
    Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]),
  );
}

/** All state nodes under the root (root excluded), depth first. */
export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

const transitionKey = (t: AnyTransitionDefinition, index: number) =>
  `${t.source.id} ${t.eventType || '(always)'}#${index}`;

/** Every transition of `machine` as `<source id> <event type>#<index among that event's branches>`. */
export function allTransitionKeys(machine: AnyStateMachine): string[] {
  const nodes = [machine.root, ...allStateNodes(machine)];
  return nodes.flatMap((node) => [
    ...[...node.transitions.values()].flatMap((list) => list.map(transitionKey)),
    ...(node.always ?? []).map(transitionKey),
  ]);
}

function keyOfTaken(t: AnyTransitionDefinition): string {
  const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  const index = list.findIndex((candidate: AnyTransitionDefinition) => candidate === t);
  return transitionKey(t, index);
}

/** What a replay saw: the state node ids active at some step, and the transitions taken. */
export interface Coverage {
  stateIds: Set<string>;
  transitions: Set<string>;
}

export const emptyCoverage = (): Coverage => ({ stateIds: new Set(), transitions: new Set() });

export interface ReplayOptions<TMachine extends AnyStateMachine> {
  input?: InputFrom<TMachine>;
  /** Implementations besides the never-settling actors (e.g. action spies). */
  provide?: Parameters<TMachine['provide']>[0];
  /** Invariants of a state, asserted after the start and after every step. */
  check?: (snapshot: AnyMachineSnapshot) => void;
  /**
   * The traversal's `serializeState` when it abstracts the context: the replayed snapshot must
   * then serialize like the path's (a path's stored snapshots may come from another route to
   * the same abstract state). Without it the whole context must be equal.
   */
  serialize?: (snapshot: AnyMachineSnapshot) => string;
  coverage?: Coverage;
}

/**
 * Replays a path on a real actor (actors never settle; run with fake timers) and asserts, at
 * every step, the path's state value, its context and the invariants of `check`.
 */
export function replayPath<TMachine extends AnyStateMachine>(
  machine: TMachine,
  path: StatePath<AnyMachineSnapshot, EventObject>,
  { input, provide, check, serialize, coverage = emptyCoverage() }: ReplayOptions<TMachine>,
): void {
  const logic = machine.provide({
    ...(provide ?? {}),
    actors: { ...neverSettlingActors(machine), ...((provide as { actors?: object } | undefined)?.actors ?? {}) },
  } as never);
  const actor = createActor(logic, {
    input,
    inspect: (inspection) => {
      // The root actor (not `actor`: an initial eventless transition is inspected while it is being created).
      if (inspection.type === '@xstate.microstep' && (inspection.actorRef as { _parent?: unknown })._parent === undefined) {
        for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          coverage.transitions.add(keyOfTaken(t));
        }
      }
    },
  });
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.id !== machine.id) coverage.stateIds.add(node.id);
    check?.(snapshot);
  };
  actor.start();
  const [first, ...steps] = path.steps;
  expect(actor.getSnapshot().value).toEqual(first?.state.value ?? path.state.value);
  record(actor.getSnapshot());
  for (const step of steps) {
    actor.send(step.event);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    expect(snapshot.status, `after ${step.event.type}`).toBe('active');
    expect(snapshot.value, `after ${step.event.type}`).toEqual(step.state.value);
    if (serialize) expect(serialize(snapshot), `after ${step.event.type}`).toBe(serialize(step.state));
    else expect(snapshot.context, `after ${step.event.type}`).toEqual(step.state.context);
    record(snapshot);
  }
  actor.stop();
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/**
 * Shortest paths to every state the traversal tells apart (`statePaths`), and each of those
 * extended by every event its last state accepts (`transitionPaths`): replaying the latter takes
 * every transition of the graph, including the ones that loop back to the same state.
 */
export function graphPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: TraversalOptions<AnyMachineSnapshot, EventObject, InputFrom<TMachine>> & {
    serializeState: (snapshot: AnyMachineSnapshot) => string;
  },
): { statePaths: Path[]; transitionPaths: Path[] } {
  // Only events the state takes: an unhandled actor error would otherwise fail the actor.
  options = { filterEvents: (snapshot, event) => snapshot.can(event), ...options };
  const statePaths = getShortestPaths(machine, options as never) as unknown as Path[];
  const adjacency = getAdjacencyMap(machine, options as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const transitionPaths = statePaths.flatMap((path) =>
    Object.values(adjacency[options.serializeState(path.state)]?.transitions ?? {}).map(({ event, state }) => ({
      state,
      steps: [...path.steps, { event, state }],
      weight: path.weight + 1,
    })),
  );
  return { statePaths, transitionPaths };
}

/**
 * One line per path: the state value reached, then the events after xstate.init, each named by
 * `label` when given (e.g. to tell apart two outputs of one actor), else by its short type.
 */
export function describePath(
  path: StatePath<AnyMachineSnapshot, EventObject>,
  label: (event: EventObject) => string | undefined = () => undefined,
): string {
  const events = path.steps
    .slice(1)
    .map(
      (s) =>
        label(s.event) ??
        s.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:').replace(/^xstate\.after\.(\w+)\..*$/, 'after:$1'),
    );
  const value = JSON.stringify(path.state.value).replace(/"/g, '');
  return `${value} <- ${events.join(' > ') || '(initial)'}`;
}

/**
 * Keys of `expected` missing from `seen`; assert it is empty to prove coverage.
 */
export const missing = (expected: Iterable<string>, seen: Set<string>) => [...expected].filter((k) => !seen.has(k));
