/**
 * The machines' graph paths for the browser: the same traversal as machines/*\/paths.test.ts
 * (shortest paths to each state, each extended by every accepted event, actor outcomes and delays
 * given as events), the transitions each path takes, and the subset of paths a browser walks.
 * No vitest here: Playwright loads this module.
 */
import {
  createActor,
  fromPromise,
  type AnyActorLogic,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths, type StatePath } from 'xstate/graph';
import { stateNameOf } from '../../../machines/shared/state-name';
import type { MachineAdapter } from './adapter';

type Path = StatePath<AnyMachineSnapshot, EventObject>;

/** One path to walk: its steps named by the adapter's event labels, the state each step must show, what it covers. */
export interface BrowserPath {
  title: string;
  /** `transitions`: the keys of the transitions the step's event takes (several in parallel regions). */
  steps: { label: string; event: AnyEventObject; state: string; final: boolean; transitions: string[] }[];
  initialState: string;
  stateIds: string[];
  transitions: string[];
}

/** What a machine has, and what its walked paths cover. */
export interface MachineCoverage {
  machine: string;
  states: string[];
  transitions: string[];
  /** States the browser cannot reach, with the reason (the adapter's `unreachable`). */
  excluded: Record<string, string>;
}

const transitionKey = (t: AnyTransitionDefinition, index: number) => `${t.source.id} ${t.eventType || '(always)'}#${index}`;

function keyOfTaken(t: AnyTransitionDefinition): string {
  const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  return transitionKey(t, list.indexOf(t));
}

function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] => Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

/** `checkout (form)`: the machine and, when it has several, the scenario. */
export const adapterTitle = (adapter: MachineAdapter) => (adapter.scenario ? `${adapter.name} (${adapter.scenario})` : adapter.name);

/** Every state node id and every transition key of `machine` (as test-support/replay-paths counts them). */
export function machineTotals(machine: AnyStateMachine): { states: string[]; transitions: string[] } {
  const nodes = [machine.root, ...allStateNodes(machine)];
  return {
    states: nodes.slice(1).map((node) => node.id),
    transitions: nodes.flatMap((node) => [
      ...[...node.transitions.values()].flatMap((list) => list.map(transitionKey)),
      ...(node.always ?? []).map(transitionKey),
    ]),
  };
}

/** The `xstate.after.<delay>.<id>` event of the first delayed transition of a state node. */
export function afterEventType(machine: AnyStateMachine, stateId: string): string {
  const after = machine.getStateNodeById(stateId).after;
  if (!after[0]) throw new Error(`${stateId} has no delayed transition`);
  return after[0].eventType;
}

const neverSettling = (machine: AnyStateMachine): Record<string, AnyActorLogic> =>
  Object.fromEntries(Object.keys(machine.implementations.actors).map((name) => [name, fromPromise(() => new Promise<never>(() => {}))]));

/**
 * Replays a path on a real actor whose actors never settle; returns the state ids seen, the transitions taken, and
 * for each step the transitions its own event took (not the eventless ones after them).
 */
function coverageOf(adapter: MachineAdapter, path: Path): { stateIds: Set<string>; transitions: Set<string>; byStep: string[][] } {
  const stateIds = new Set<string>();
  const transitions = new Set<string>();
  const byStep: string[][] = [];
  let sent: { type: string; keys: string[] } | undefined;
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.id !== adapter.machine.id) stateIds.add(node.id);
  };
  const actor = createActor(adapter.machine.provide({ actors: { ...neverSettling(adapter.machine), ...adapter.modelActors }, actions: adapter.modelActions ?? {} } as never), {
    input: adapter.input,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && (inspection.actorRef as { _parent?: unknown })._parent === undefined) {
        const microstep = inspection as unknown as { _transitions: AnyTransitionDefinition[]; snapshot: AnyMachineSnapshot };
        for (const t of microstep._transitions) {
          transitions.add(keyOfTaken(t));
          if (sent && t.eventType === sent.type) sent.keys.push(keyOfTaken(t));
        }
        // A transient state (left at once by an eventless transition) is seen only in its microstep.
        record(microstep.snapshot);
      }
    },
  });
  actor.start();
  record(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    sent = { type: step.event.type, keys: [] };
    actor.send(step.event);
    byStep.push(sent.keys);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    if (stateNameOf(snapshot.value) !== stateNameOf(step.state.value)) {
      throw new Error(`${adapter.name}: replaying ${step.event.type} reached ${stateNameOf(snapshot.value)}, the graph says ${stateNameOf(step.state.value)}`);
    }
    record(snapshot);
  }
  actor.stop();
  return { stateIds, transitions, byStep };
}

/**
 * Greedy set cover: take the path that adds the most states and transitions not yet covered (the
 * shorter on a tie), until nothing is left to add. The result walks every transition the whole set
 * walks, in far fewer browser tests (the classic ln(n)-approximation of the smallest such subset).
 */
export function transitionCover<T extends { stateIds: string[]; transitions: string[]; steps: unknown[] }>(paths: T[]): T[] {
  const covered = new Set<string>();
  const gainOf = (path: T) => [...path.transitions, ...path.stateIds.map((id) => `state ${id}`)].filter((key) => !covered.has(key)).length;
  const chosen: T[] = [];
  const left = [...paths];
  for (;;) {
    let best: T | undefined;
    let bestGain = 0;
    for (const path of left) {
      const gain = gainOf(path);
      if (gain > bestGain || (gain === bestGain && gain > 0 && best && path.steps.length < best.steps.length)) {
        best = path;
        bestGain = gain;
      }
    }
    if (!best) return chosen;
    chosen.push(best);
    left.splice(left.indexOf(best), 1);
    for (const key of [...best.transitions, ...best.stateIds.map((id) => `state ${id}`)]) covered.add(key);
  }
}

/**
 * The machine's paths for the browser, each step named and mapped. Throws, naming the adapter and
 * what to add, when an event the graph uses has no UI action or a state it reaches has no
 * expectation: a new event or state cannot go unwalked unnoticed.
 */
export function browserPaths(adapter: MachineAdapter): { all: BrowserPath[]; walked: BrowserPath[] } {
  // The spec lists the tests from these paths and its generation test checks them again, in the same worker:
  // generating them is seconds of CPU per adapter.
  let paths = generated.get(adapter);
  if (!paths) {
    paths = generateBrowserPaths(adapter);
    generated.set(adapter, paths);
  }
  return paths;
}

const generated = new WeakMap<MachineAdapter, { all: BrowserPath[]; walked: BrowserPath[] }>();

function generateBrowserPaths(adapter: MachineAdapter): { all: BrowserPath[]; walked: BrowserPath[] } {
  const labels = new Map(Object.entries(adapter.events).map(([label, event]) => [event as EventObject, label]));
  const options = {
    events: Object.values(adapter.events),
    input: adapter.input,
    serializeState: adapter.serializeState,
    filterEvents: (snapshot: AnyMachineSnapshot, event: EventObject) =>
      snapshot.can(event) && (adapter.filterEvents?.(snapshot, event as AnyEventObject) ?? true),
  };
  const statePaths = getShortestPaths(adapter.machine, options as never) as unknown as Path[];
  const adjacency = getAdjacencyMap(adapter.machine, options as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: AnyMachineSnapshot }> }
  >;
  const extended: Path[] = statePaths.flatMap((path) =>
    Object.values(adjacency[adapter.serializeState(path.state)]?.transitions ?? {}).map(({ event, state }) => ({
      state,
      steps: [...path.steps, { event, state }],
      weight: path.weight + 1,
    })),
  );
  const problems = new Set<string>();
  const all = [...statePaths, ...extended].map((path): BrowserPath => {
    const { stateIds, transitions, byStep } = coverageOf(adapter, path);
    const steps = path.steps.slice(1).map((step, index) => {
      const label = labels.get(step.event) ?? step.event.type;
      const state = stateNameOf(step.state.value);
      if (!adapter.actions[label]) problems.add(`event "${label}" has no UI action (add it to actions)`);
      if (!(state in adapter.screens)) problems.add(`state ${state} has no expectation (add it to screens)`);
      return { label, event: step.event as AnyEventObject, state, final: step.state.status === 'done', transitions: byStep[index] ?? [] };
    });
    const initialState = stateNameOf((path.steps[0]?.state ?? path.state).value);
    if (!(initialState in adapter.screens)) problems.add(`state ${initialState} has no expectation (add it to screens)`);
    const title = `${stateNameOf(path.state.value)} <- ${steps.map((s) => s.label).join(' > ') || '(initial)'}`;
    return { title, steps, initialState, stateIds: [...stateIds], transitions: [...transitions] };
  });
  if (problems.size > 0) {
    throw new Error(`machine-paths adapter "${adapterTitle(adapter)}" is incomplete:\n  - ${[...problems].sort().join('\n  - ')}`);
  }
  const unique = [...new Map(all.map((path) => [path.title, path])).values()];
  return { all: unique, walked: transitionCover(unique) };
}
