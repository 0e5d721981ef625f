import { and, not, or, stateIn, type AnyStateMachine, type AnyStateNode, type AnyTransitionDefinition } from 'xstate';

type HigherOrderGuard = { check?: unknown; guards?: unknown[]; stateValue?: unknown };
// Built code renames the guard functions, so they are told apart by their shared `check`.
const higherOrderNames = new Map<unknown, string>([
  [(not('a') as unknown as HigherOrderGuard).check, 'not'],
  [(and(['a']) as unknown as HigherOrderGuard).check, 'and'],
  [(or(['a']) as unknown as HigherOrderGuard).check, 'or'],
  [(stateIn('a') as unknown as HigherOrderGuard).check, 'stateIn'],
]);

/** A state node of a chart: compound and parallel nodes hold their children, drawn as nested boxes. */
export interface ChartNode {
  id: string;
  key: string;
  type: 'atomic' | 'compound' | 'parallel' | 'final' | 'history';
  /** The child a compound node enters first. */
  initialId?: string;
  /** The actors this state invokes (`invoke.src`, by name). */
  invokes: string[];
  tags: string[];
  children: ChartNode[];
}

/** One transition, from its source node to one target (a transition with two targets is two edges). */
export interface ChartEdge {
  id: string;
  source: string;
  target: string;
  /** The event as the machine writes it (`xstate.after.<delay>.<id>` for a delayed one, '' for `always`). */
  eventType: string;
  kind: 'event' | 'after' | 'always' | 'done' | 'error';
  guard?: string;
  /** The delay's name (`setup({ delays })`) or its milliseconds, for `after`. */
  delay?: string | number;
  /** Kept inside its source: a transition with no target, or to the state itself without reentering it. */
  internal: boolean;
  label: string;
}

export interface ChartGraph {
  machineId: string;
  root: ChartNode;
  edges: ChartEdge[];
}

/** The guard's name, whether given as `'isX'`, `{ type: 'isX' }` or a higher-order guard like `not('isX')`. */
function guardName(guard: unknown): string | undefined {
  if (!guard) return undefined;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const higher = guard as HigherOrderGuard & { name?: string };
    const name = higherOrderNames.get(higher.check) ?? (higher.name || 'guard');
    if (Array.isArray(higher.guards)) return `${name}(${higher.guards.map(guardName).join(', ')})`;
    if (name === 'stateIn') return `stateIn(${JSON.stringify(higher.stateValue)})`;
    return name;
  }
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  return 'guard';
}

function kindOf(eventType: string): ChartEdge['kind'] {
  if (eventType === '') return 'always';
  if (eventType.startsWith('xstate.after.')) return 'after';
  if (eventType.startsWith('xstate.done.')) return 'done';
  if (eventType.startsWith('xstate.error.')) return 'error';
  return 'event';
}

/** A short name for the event on the chart: `done: fetchX`, `after pollInterval`, `always`. */
function eventLabel(eventType: string, delay: string | number | undefined): string {
  switch (kindOf(eventType)) {
    case 'always':
      return 'always';
    case 'after':
      return `after ${typeof delay === 'number' ? `${delay} ms` : delay}`;
    case 'done':
      return `done: ${eventType.replace(/^xstate\.done\.(actor|state)\./, '')}`;
    case 'error':
      return `error: ${eventType.replace(/^xstate\.error\.actor\./, '')}`;
    default:
      return eventType;
  }
}

function toChartNode(node: AnyStateNode): ChartNode {
  const children = Object.values(node.states).map(toChartNode);
  const initialTarget = node.type === 'compound' ? node.initial?.target?.[0] : undefined;
  return {
    id: node.id,
    key: node.key,
    type: node.type,
    initialId: initialTarget?.id,
    invokes: node.invoke.map((invoke) => (typeof invoke.src === 'string' ? invoke.src : invoke.id)),
    tags: [...node.tags],
    children,
  };
}

function transitionsOf(node: AnyStateNode): AnyTransitionDefinition[] {
  return [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
}

function walk(node: AnyStateNode): AnyStateNode[] {
  return [node, ...Object.values(node.states).flatMap(walk)];
}

/**
 * The chart of a machine, read from its definition (`machine.root`): the nested state nodes, and every
 * transition as a labelled edge (event, guard in brackets, delay).
 */
export function chartGraphOf(machine: AnyStateMachine): ChartGraph {
  const delays = new Map<string, string | number>();
  for (const node of walk(machine.root))
    for (const after of node.after)
      delays.set(after.eventType, typeof after.delay === 'function' ? 'computed delay' : after.delay);

  const edges: ChartEdge[] = [];
  for (const node of walk(machine.root)) {
    transitionsOf(node).forEach((transition, index) => {
      const eventType = transition.eventType ?? '';
      const guard = guardName(transition.guard);
      const delay = delays.get(eventType);
      const label = `${eventLabel(eventType, delay)}${guard ? ` [${guard}]` : ''}`;
      const targets = transition.target?.length ? transition.target : [undefined];
      targets.forEach((target, targetIndex) => {
        const internal = !target || (target.id === node.id && !transition.reenter);
        edges.push({
          id: `${node.id}:${eventType || 'always'}:${index}:${targetIndex}`,
          source: node.id,
          target: target?.id ?? node.id,
          eventType,
          kind: kindOf(eventType),
          guard,
          delay,
          internal,
          label,
        });
      });
    });
  }
  return { machineId: machine.id, root: toChartNode(machine.root), edges };
}

/**
 * The ids of the state nodes a state value makes active (the root included).
 * @example activeNodeIds(paymentMachine, { qr: 'polling' }) // ['payment', 'payment.qr', 'payment.qr.polling']
 */
export function activeNodeIds(machine: AnyStateMachine, value: unknown): string[] {
  const ids: string[] = [];
  const visit = (node: AnyStateNode, part: unknown) => {
    ids.push(node.id);
    if (typeof part === 'string') {
      const child = node.states[part];
      if (child) visit(child, undefined);
    } else if (part && typeof part === 'object') {
      for (const [key, inner] of Object.entries(part)) {
        const child = node.states[key];
        if (child) visit(child, inner);
      }
    }
  };
  visit(machine.root, value);
  return ids;
}
