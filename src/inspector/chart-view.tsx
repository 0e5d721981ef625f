import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { ChartGraph } from './chart-graph';
import { layoutChart, type ChartLayout } from './chart-layout';

const colours = {
  box: ['#ffffff', '#f7f7f7', '#efefef', '#e8e8e8'],
  stroke: '#8a8a8a',
  active: '#c2281d',
  activeFill: '#fde9e7',
  path: '#1c6fb8',
  pathFill: '#e3effa',
  edge: '#6b6b6b',
};

function edgePath(points: { x: number; y: number }[]) {
  return points
    .map((point, index) => `${index === 0 ? 'M' : 'L'}${point.x.toFixed(1)},${point.y.toFixed(1)}`)
    .join(' ');
}

/**
 * A statechart drawn as SVG from its elk layout: states as nested boxes (dashed for a parallel state's
 * regions), the actors a state invokes under its name, transitions as labelled arrows. Active states are
 * red; the states and transitions of the chosen QA path are blue.
 */
export function ChartView({
  graph,
  name,
  stateWords = () => undefined,
  fit,
  activeIds,
  trailIds = new Set<string>(),
  pathNodeIds,
  pathEdgeIds,
}: {
  graph: ChartGraph;
  /** The machine as the tester reads it. */
  name: string;
  /** What the tester sees in a state (by its id), in the QA wording: the box's tooltip. */
  stateWords?: (stateId: string) => string | undefined;
  /** Scaled down to the width of its place (never up), or drawn at full size. */
  fit: boolean;
  activeIds: ReadonlySet<string>;
  /** States the log recorded just before the active ones: a state left within a frame still shows. */
  trailIds?: ReadonlySet<string>;
  pathNodeIds: ReadonlySet<string>;
  pathEdgeIds: readonly string[];
}) {
  const { t } = useLingui();
  const [layout, setLayout] = useState<
    { graph: ChartGraph; layout: ChartLayout } | { graph: ChartGraph; error: string }
  >();
  useEffect(() => {
    let current = true;
    layoutChart(graph).then(
      (laid) => current && setLayout({ graph, layout: laid }),
      (error: unknown) => current && setLayout({ graph, error: String(error) }),
    );
    return () => {
      current = false;
    };
  }, [graph]);

  // at full size, the deepest active state is scrolled into view as it changes
  const svg = useRef<SVGSVGElement>(null);
  const activeKey = [...activeIds].join(' ');
  useEffect(() => {
    if (fit || !activeKey) return;
    const leaves = svg.current?.querySelectorAll('g[data-active="true"][data-leaf="true"]');
    leaves?.[leaves.length - 1]?.scrollIntoView({ block: 'nearest', inline: 'center' });
  }, [activeKey, fit, layout]);

  if (!layout || layout.graph !== graph)
    return (
      <p className="muted">
        <Trans>Laying out {name}…</Trans>
      </p>
    );
  if ('error' in layout) {
    const { error } = layout;
    return (
      <p role="alert">
        <Trans>The chart could not be laid out: {error}</Trans>
      </p>
    );
  }
  const { nodes, edges, width, height } = layout.layout;
  const parentTypes = new Map<string, string>();
  for (const placed of nodes) for (const child of placed.node.children) parentTypes.set(child.id, placed.node.type);
  const stepOf = new Map(pathEdgeIds.map((id, index) => [id, index + 1]));

  return (
    <svg
      ref={svg}
      role="img"
      aria-label={t`Statechart of ${name}`}
      width={fit ? '100%' : width + 8}
      height={fit ? undefined : height + 8}
      style={fit ? { maxWidth: width + 8, height: 'auto' } : undefined}
      viewBox={`-4 -4 ${width + 8} ${height + 8}`}
    >
      <defs>
        {(['edge', 'path'] as const).map((kind) => (
          <marker
            key={kind}
            id={`arrow-${kind}`}
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="7"
            markerHeight="7"
            orient="auto-start-reverse"
          >
            <path d="M0,0 L10,5 L0,10 z" fill={colours[kind]} />
          </marker>
        ))}
      </defs>
      {nodes.map(({ node, x, y, width: w, height: h, depth }) => {
        const active = activeIds.has(node.id);
        const trail = !active && trailIds.has(node.id);
        const onPath = pathNodeIds.has(node.id);
        const region = parentTypes.get(node.id) === 'parallel';
        const fill = active
          ? colours.activeFill
          : onPath
            ? colours.pathFill
            : colours.box[Math.min(depth, colours.box.length - 1)];
        const stroke = active || trail ? colours.active : onPath ? colours.path : colours.stroke;
        const compound = node.children.length > 0;
        const worded = stateWords(node.id);
        return (
          <g
            key={node.id}
            data-state-id={node.id}
            data-leaf={compound ? undefined : 'true'}
            data-active={active ? 'true' : undefined}
            data-trail={trail ? 'true' : undefined}
            data-on-path={onPath ? 'true' : undefined}
          >
            {worded && <title>{worded}</title>}
            <rect
              x={x}
              y={y}
              width={w}
              height={h}
              rx={compound ? 8 : 6}
              fill={fill}
              stroke={stroke}
              strokeWidth={active ? 2.5 : trail ? 1.5 : 1}
              strokeDasharray={region || trail ? '5 3' : undefined}
            />
            {node.type === 'final' && (
              <rect x={x + 3} y={y + 3} width={w - 6} height={h - 6} rx={4} fill="none" stroke={stroke} />
            )}
            <text x={x + 8} y={y + 16} fontWeight={compound ? 600 : 400}>
              {node.key}
              {node.type === 'parallel' ? ` ${t`(parallel)`}` : ''}
              {node.tags.length > 0 ? `  #${node.tags.join(' #')}` : ''}
            </text>
            {node.invokes.map((src, index) => (
              <text key={src} x={x + 8} y={y + 32 + index * 16} fill="#555">
                <Trans>invoke {src}</Trans>
              </text>
            ))}
          </g>
        );
      })}
      {edges.map(({ edge, points, label }) => {
        const step = stepOf.get(edge.id);
        const colour = step ? colours.path : colours.edge;
        return (
          <g key={edge.id} data-edge-id={edge.id} data-on-path={step ? 'true' : undefined}>
            <path
              d={edgePath(points)}
              fill="none"
              stroke={colour}
              strokeWidth={step ? 2.2 : 1}
              strokeDasharray={edge.kind === 'after' ? '4 3' : undefined}
              markerEnd={`url(#arrow-${step ? 'path' : 'edge'})`}
            />
            {label && (
              <text x={label.x} y={label.y + 11} fill={step ? colours.path : '#333'} fontWeight={step ? 600 : 400}>
                {step ? `${step}. ` : ''}
                {edge.label}
              </text>
            )}
          </g>
        );
      })}
    </svg>
  );
}
