import ELK from 'elkjs/lib/elk.bundled.js';
import type { ElkExtendedEdge, ElkLabel, ElkNode } from 'elkjs/lib/elk-api';
import type { ChartEdge, ChartGraph, ChartNode } from './chart-graph';

/** A node placed on the canvas, in absolute coordinates. */
export interface PlacedNode {
  node: ChartNode;
  x: number;
  y: number;
  width: number;
  height: number;
  depth: number;
}

export interface PlacedEdge {
  edge: ChartEdge;
  /** The route: start, bend points, end (absolute). */
  points: { x: number; y: number }[];
  label?: { x: number; y: number; width: number; height: number };
}

export interface ChartLayout {
  width: number;
  height: number;
  nodes: PlacedNode[];
  edges: PlacedEdge[];
}

const CHAR_WIDTH = 6.6;
const LINE_HEIGHT = 16;
const HEADER = 24;

const textWidth = (text: string) => Math.ceil(text.length * CHAR_WIDTH) + 16;

function leafSize(node: ChartNode) {
  const lines = [node.key, ...node.invokes.map((src) => `invoke ${src}`)];
  return { width: Math.max(90, ...lines.map(textWidth)), height: 12 + lines.length * LINE_HEIGHT };
}

function toElkNode(node: ChartNode): ElkNode {
  if (node.children.length === 0) return { id: node.id, ...leafSize(node) };
  const invokes = node.invokes.length;
  return {
    id: node.id,
    layoutOptions: {
      // room at the top for the state's name and the actors it invokes
      'elk.padding': `[top=${HEADER + invokes * LINE_HEIGHT},left=12,bottom=12,right=12]`,
      'elk.direction': 'DOWN',
    },
    children: node.children.map(toElkNode),
  };
}

function toElkEdge(edge: ChartEdge): ElkExtendedEdge {
  const label: ElkLabel = { id: `${edge.id}:label`, text: edge.label, width: textWidth(edge.label) - 10, height: 14 };
  return { id: edge.id, sources: [edge.source], targets: [edge.target], labels: [label] };
}

let elk: InstanceType<typeof ELK> | undefined;

/**
 * Lays a chart out with elkjs (layered, hierarchical: compound states are boxes holding their children, and
 * edges cross the boxes). Transitions kept inside their state (no target) are not routed: the view lists them.
 */
export async function layoutChart(graph: ChartGraph): Promise<ChartLayout> {
  elk ??= new ELK();
  const routed = graph.edges.filter((edge) => !edge.internal && edge.source !== graph.root.id);
  const root: ElkNode = {
    id: '(canvas)',
    layoutOptions: {
      'elk.algorithm': 'layered',
      'elk.direction': 'DOWN',
      'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
      'elk.layered.spacing.nodeNodeBetweenLayers': '36',
      'elk.spacing.nodeNode': '28',
      'elk.spacing.edgeLabel': '4',
      'elk.edgeLabels.inline': 'false',
      'elk.edgeRouting': 'ORTHOGONAL',
    },
    children: [toElkNode(graph.root)],
    edges: routed.map(toElkEdge),
  };
  const laid = await elk.layout(root);

  const nodes: PlacedNode[] = [];
  const byId = new Map<string, ChartNode>();
  const index = (node: ChartNode) => {
    byId.set(node.id, node);
    node.children.forEach(index);
  };
  index(graph.root);
  const offsets = new Map<string, { x: number; y: number }>([['(canvas)', { x: 0, y: 0 }]]);
  const place = (elkNode: ElkNode, originX: number, originY: number, depth: number) => {
    const x = originX + (elkNode.x ?? 0);
    const y = originY + (elkNode.y ?? 0);
    offsets.set(elkNode.id, { x, y });
    nodes.push({ node: byId.get(elkNode.id)!, x, y, width: elkNode.width ?? 0, height: elkNode.height ?? 0, depth });
    for (const child of elkNode.children ?? []) place(child, x, y, depth + 1);
  };
  for (const child of laid.children ?? []) place(child, 0, 0, 0);

  const edgesById = new Map(routed.map((edge) => [edge.id, edge]));
  const edges: PlacedEdge[] = (laid.edges ?? []).flatMap((elkEdge) => {
    const edge = edgesById.get(elkEdge.id);
    const section = (elkEdge as ElkExtendedEdge).sections?.[0];
    if (!edge || !section) return [];
    // elk gives an edge's route relative to the node that contains it
    const origin = offsets.get((elkEdge as ElkExtendedEdge & { container?: string }).container ?? '(canvas)') ?? {
      x: 0,
      y: 0,
    };
    const shift = (point: { x: number; y: number }) => ({ x: point.x + origin.x, y: point.y + origin.y });
    const points = [section.startPoint, ...(section.bendPoints ?? []), section.endPoint].map(shift);
    const label = elkEdge.labels?.[0];
    return [
      {
        edge,
        points,
        label: label
          ? { ...shift({ x: label.x ?? 0, y: label.y ?? 0 }), width: label.width ?? 0, height: label.height ?? 0 }
          : undefined,
      },
    ];
  });
  return { width: laid.width ?? 0, height: laid.height ?? 0, nodes, edges };
}
