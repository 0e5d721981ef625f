import type { ChartGraph } from './chart-graph';

/** A QA path as /sandbox/qa/paths.json serves it (written by `npm run qa:paths`, tests/paths/qa-paths.ts): what the chart needs. */
export interface GeneratedPath {
  id: string;
  /** The states the path ends in (ids without the machine's). */
  ends: string[];
  start: { screen: string; states: string[] };
  steps: {
    n: number;
    /** `<source state id> <event type or (always)>#<index among that event's branches>`. */
    transition: string;
    /** The atomic states active after the step (ids without the machine's). */
    states: string[];
    action: { vi: string; en: string; ja: string };
  }[];
}

export interface GeneratedPaths {
  machines: { name: string; machineId: string; paths: GeneratedPath[] }[];
}

/** A QA path drawn on a chart: the edges taken, in order, and every state node they pass through. */
export interface ChartPath {
  id: string;
  name: string;
  edgeIds: string[];
  nodeIds: string[];
}

/**
 * Chart edge ids (chart-graph.ts: `<source>:<event>:<index among all the source's transitions>:<target index>`) by
 * the QA paths' transition key (`<source> <event>#<index among that event's branches>`).
 */
function edgeIdsByTransitionKey(graph: ChartGraph): Map<string, string[]> {
  const bySource = new Map<string, { eventType: string; flatIndex: number; id: string }[]>();
  for (const edge of graph.edges) {
    const [flatIndex] = edge.id
      .slice(edge.source.length + 1)
      .split(':')
      .slice(-2)
      .map(Number);
    bySource.set(edge.source, [
      ...(bySource.get(edge.source) ?? []),
      { eventType: edge.eventType, flatIndex, id: edge.id },
    ]);
  }
  const keys = new Map<string, string[]>();
  for (const [source, edges] of bySource) {
    // the branches of one event are numbered in the order the machine lists them, as chart-graph flattens them
    const flatIndexes = new Map<string, number[]>();
    for (const { eventType, flatIndex } of edges) {
      const seen = flatIndexes.get(eventType) ?? [];
      if (!seen.includes(flatIndex))
        flatIndexes.set(
          eventType,
          [...seen, flatIndex].sort((a, b) => a - b),
        );
    }
    for (const { eventType, flatIndex, id } of edges) {
      const branch = flatIndexes.get(eventType)!.indexOf(flatIndex);
      const key = `${source} ${eventType || '(always)'}#${branch}`;
      keys.set(key, [...(keys.get(key) ?? []), id]);
    }
  }
  return keys;
}

/** A generated QA path on the chart of its machine: each step's edge, numbered in order, and the states it passes. */
export function chartPathOf(graph: ChartGraph, path: GeneratedPath): ChartPath {
  const machineId = graph.machineId;
  const edges = edgeIdsByTransitionKey(graph);
  const withAncestors = (shortId: string) => {
    const parts = `${machineId}.${shortId}`.split('.');
    return parts.map((_, index) => parts.slice(0, index + 1).join('.'));
  };
  const states = [...path.start.states, ...path.steps.flatMap((step) => step.states)];
  return {
    id: path.id,
    name: `${path.id} → ${path.ends.join(', ')} (${path.steps.length} steps)`,
    edgeIds: path.steps.flatMap((step) => edges.get(step.transition) ?? []),
    nodeIds: [...new Set([machineId, ...states.flatMap(withAncestors)])],
  };
}
