import type { AnyStateMachine } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import type { ChartEdge, ChartGraph, ChartNode } from './chart-graph';

/** A QA path drawn on a chart: the edges taken, in order, and every state node they pass through. */
export interface ChartPath {
  name: string;
  edgeIds: string[];
  nodeIds: string[];
  /** Whether xstate/graph walked it with the machine's own guards, or it follows the drawn chart only. */
  source: 'xstate/graph' | 'chart';
}

function ancestorsOf(graph: ChartGraph): Map<string, string[]> {
  const chain = new Map<string, string[]>();
  const visit = (node: ChartNode, above: string[]) => {
    chain.set(node.id, [...above, node.id]);
    node.children.forEach((child) => visit(child, [...above, node.id]));
  };
  visit(graph.root, []);
  return chain;
}

/** The leaf a transition into `id` settles in, following initial children. */
function settle(graph: ChartGraph, id: string): string {
  const find = (node: ChartNode): ChartNode | undefined =>
    node.id === id ? node : node.children.map(find).find(Boolean);
  let node = find(graph.root);
  while (node?.initialId) node = node.children.find((child) => child.id === node!.initialId);
  return node?.id ?? id;
}

/**
 * Shortest paths over the drawn chart to each state: breadth first from the initial state, taking any
 * transition of the current state or one of its ancestors. Guards are not evaluated here, so a path may
 * need a precondition (the label says which guard).
 */
export function chartPaths(graph: ChartGraph): ChartPath[] {
  const ancestors = ancestorsOf(graph);
  const start = settle(graph, graph.root.id);
  const outgoing = new Map<string, ChartEdge[]>();
  for (const edge of graph.edges)
    if (!edge.internal) outgoing.set(edge.source, [...(outgoing.get(edge.source) ?? []), edge]);
  const reached = new Map<string, ChartEdge[]>([[start, []]]);
  const queue = [start];
  while (queue.length > 0) {
    const at = queue.shift()!;
    for (const from of ancestors.get(at) ?? []) {
      for (const edge of outgoing.get(from) ?? []) {
        const next = settle(graph, edge.target);
        if (reached.has(next)) continue;
        reached.set(next, [...reached.get(at)!, edge]);
        queue.push(next);
      }
    }
  }
  return [...reached].map(([leaf, edges]) => ({
    name: `to ${leaf.split('.').slice(1).join('.') || leaf} (${edges.length} steps)`,
    edgeIds: edges.map((edge) => edge.id),
    nodeIds: [
      ...new Set([
        ...(ancestors.get(start) ?? []),
        ...edges.flatMap((edge) => ancestors.get(settle(graph, edge.target)) ?? []),
      ]),
    ],
    source: 'chart',
  }));
}

/**
 * The machine's own shortest paths (xstate/graph, as machines/test-support does), with each event the chart
 * names sent bare. Machines whose context needs input or whose guards read an event's payload cannot be
 * walked that way: then the chart's paths are used.
 */
export function machinePaths(machine: AnyStateMachine, graph: ChartGraph): ChartPath[] {
  try {
    const events = [...new Set(graph.edges.filter((edge) => edge.kind !== 'always').map((edge) => edge.eventType))].map(
      (type) => ({ type }),
    );
    const paths = getShortestPaths(machine, { events, limit: 2_000 } as Parameters<typeof getShortestPaths>[1]);
    const edgeFor = (source: string[], eventType: string) =>
      graph.edges.find((edge) => source.includes(edge.source) && edge.eventType === eventType);
    return paths.map((path) => {
      const nodeIds = new Set<string>();
      const edgeIds: string[] = [];
      let before: string[] = [];
      // each step holds the event and the state it led to
      path.steps.forEach((step) => {
        const edge = edgeFor(before, step.event.type);
        if (edge) edgeIds.push(edge.id);
        before = (step.state as unknown as { _nodes: { id: string }[] })._nodes.map((node) => node.id);
        before.forEach((id) => nodeIds.add(id));
      });
      return {
        name: `to ${JSON.stringify(path.state.value)} (${path.steps.length - 1} steps)`,
        edgeIds,
        nodeIds: [...nodeIds],
        source: 'xstate/graph' as const,
      };
    });
  } catch {
    return chartPaths(graph);
  }
}
