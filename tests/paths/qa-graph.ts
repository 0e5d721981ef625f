/**
 * The QA paths of a machine, walked on its statechart alone.
 *
 * A tester does not feed payloads or satisfy guards by hand: each branch of a transition is a
 * step of its own ("the payment page answers", then "paid" or "failed" as the expected result).
 * So the machine is rebuilt without guards, actions, context or invoked actors, each transition
 * branch becoming an event named like `allTransitionKeys` names it (`<source id> <event>#<n>`);
 * xstate/graph then walks real statechart semantics (nesting, parallel regions, re-entry) and
 * every state node and every transition is reachable unless the chart itself cuts it off.
 */
import {
  createMachine,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';

/** `<source state id> <event type or (always)>#<index among that event's branches>`, as machines/test-support names it. */
export type TransitionKey = string;

export interface QaTransition {
  key: TransitionKey;
  source: string;
  /** The event as the machine names it (`payment.start`, `xstate.done.actor.sendOrder`, `xstate.after.paymentPoll.payment.x`), or `(always)`. */
  eventType: string;
  guard: string | null;
  /** The named guards the branch needs (`and(…)` and `not(…)` opened, an earlier branch's lone guard negated): a path's preconditions come from them. */
  guards: GuardTerm[];
}

export interface GuardTerm {
  name: string;
  negated: boolean;
}

/** The named guards inside a transition's guard: `and(…)`/`or(…)` opened, `not(…)` negating what it holds. */
export function guardTerms(guard: unknown, negated = false): GuardTerm[] {
  if (!guard) return [];
  if (typeof guard === 'string') return [{ name: guard, negated }];
  if (typeof guard === 'function') {
    const inner = (guard as { guards?: unknown[] }).guards ?? [];
    return inner.flatMap((g) => guardTerms(g, guard.name === 'not' ? !negated : negated));
  }
  const type = (guard as { type?: unknown }).type;
  return typeof type === 'string' ? [{ name: type, negated }] : [];
}

export interface QaStep {
  transition: QaTransition;
  /** Atomic state ids active after the step. */
  active: string[];
  /** The atomic state ids the step entered (the ones a tester should look at). */
  entered: string[];
}

export interface QaGraphPath {
  /** Atomic state ids active at the start. */
  start: string[];
  steps: QaStep[];
}

function stateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const walk = (node: AnyStateNode): AnyStateNode[] =>
    Object.values(node.states).flatMap((child) => [child, ...walk(child)]);
  return walk(machine.root);
}

const ALWAYS = '(always)';

function transitionsOf(node: AnyStateNode): (QaTransition & { definition: AnyTransitionDefinition })[] {
  const describe = (eventType: string, list: readonly AnyTransitionDefinition[]) =>
    list.map((t, index) => ({
      key: `${node.id} ${eventType}#${index}`,
      source: node.id,
      eventType,
      guard: typeof t.guard === 'string' ? t.guard : t.guard ? ((t.guard as { type?: string }).type ?? 'inline') : null,
      // a branch is taken only when every earlier one's guard failed: a lone guard of an earlier branch is negated here
      guards: [
        ...list.slice(0, index).flatMap((earlier) => {
          const terms = guardTerms(earlier.guard);
          return terms.length === 1 ? [{ ...terms[0], negated: !terms[0].negated }] : [];
        }),
        ...guardTerms(t.guard),
      ],
      definition: t,
    }));
  return [
    ...[...node.transitions.entries()].flatMap(([eventType, list]) => describe(eventType, list)),
    ...describe(ALWAYS, node.always ?? []),
  ];
}

/** Every state node id of the machine (root excluded) and every transition. */
export function machineParts(machine: AnyStateMachine): {
  stateIds: string[];
  atomicIds: string[];
  transitions: QaTransition[];
} {
  const nodes = stateNodes(machine);
  return {
    stateIds: nodes.map((n) => n.id),
    atomicIds: nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id),
    transitions: [machine.root, ...nodes]
      .flatMap(transitionsOf)
      .map(({ key, source, eventType, guard, guards }) => ({ key, source, eventType, guard, guards })),
  };
}

type Config = Record<string, unknown>;

/** The chart alone: every branch an event of its own, no guards, actions, context or actors. */
function bareChart(machine: AnyStateMachine): AnyStateMachine {
  const build = (node: AnyStateNode): Config => {
    const on: Record<string, unknown> = {};
    for (const t of transitionsOf(node)) {
      const target = t.definition.target?.map((n: AnyStateNode) => `#${n.id}`);
      on[t.key] = target ? { target, reenter: t.definition.reenter } : {};
    }
    const children = Object.entries(node.states);
    return {
      id: node.id,
      ...(node.type === 'parallel' ? { type: 'parallel' } : {}),
      ...(node.type === 'final' ? { type: 'final' } : {}),
      ...(node.type === 'compound' ? { initial: node.config.initial } : {}),
      ...(children.length ? { states: Object.fromEntries(children.map(([key, child]) => [key, build(child)])) } : {}),
      on,
    };
  };
  return createMachine(build(machine.root) as never);
}

/** Paths a tester walks: the shortest route to every configuration, each extended by every step it accepts. */
export function qaGraphPaths(machine: AnyStateMachine): QaGraphPath[] {
  const chart = bareChart(machine);
  const { transitions } = machineParts(machine);
  const byKey = new Map(transitions.map((t) => [t.key, t]));
  const events = transitions.map((t) => ({ type: t.key }));
  type Snapshot = { value: unknown; _nodes: AnyStateNode[] };
  const atomic = (snapshot: Snapshot) =>
    snapshot._nodes.filter((n) => n.type === 'atomic' || n.type === 'final').map((n) => n.id);
  const options = {
    events,
    serializeState: (s: Snapshot) => JSON.stringify(s.value),
    // Not `can()`: it refuses a transition that neither moves nor acts, and those are steps too.
    filterEvents: (s: Snapshot, e: EventObject) => s._nodes.some((n) => n.id === byKey.get(e.type)?.source),
  };
  const statePaths = getShortestPaths(chart, options as never) as unknown as {
    state: Snapshot;
    steps: { event: EventObject; state: Snapshot }[];
  }[];
  const adjacency = getAdjacencyMap(chart, options as never) as unknown as Record<
    string,
    { transitions: Record<string, { event: EventObject; state: Snapshot }> }
  >;
  const toPath = (steps: { event: EventObject; state: Snapshot }[]): QaGraphPath => {
    const [first, ...rest] = steps;
    let before = atomic(first.state);
    return {
      start: before,
      steps: rest.map(({ event, state }) => {
        const active = atomic(state);
        const transition = byKey.get(event.type)!;
        const fresh = active.filter((id) => !before.includes(id));
        const entered = fresh.length
          ? fresh
          : active.filter((id) => id === transition.source || id.startsWith(`${transition.source}.`));
        before = active;
        return { transition, active, entered: entered.length ? entered : active };
      }),
    };
  };
  return statePaths.flatMap((path) =>
    Object.values(adjacency[JSON.stringify(path.state.value)]?.transitions ?? {}).map(({ event, state }) =>
      toPath([...path.steps, { event, state }]),
    ),
  );
}

/**
 * The fewest of `paths` (greedily, longest first) that still take every transition some path takes:
 * what a person walks, since each path costs a tester minutes.
 */
export function coveringPaths(paths: QaGraphPath[]): QaGraphPath[] {
  const keysOf = (p: QaGraphPath) => new Set(p.steps.map((s) => s.transition.key));
  const remaining = new Set(paths.flatMap((p) => [...keysOf(p)]));
  const chosen: QaGraphPath[] = [];
  const candidates = [...paths];
  while (remaining.size) {
    let best = candidates[0];
    let bestGain = -1;
    for (const p of candidates) {
      const gain = [...keysOf(p)].filter((k) => remaining.has(k)).length;
      if (gain > bestGain || (gain === bestGain && p.steps.length < best.steps.length)) [best, bestGain] = [p, gain];
    }
    if (bestGain <= 0) break;
    chosen.push(best);
    for (const k of keysOf(best)) remaining.delete(k);
  }
  return chosen;
}
