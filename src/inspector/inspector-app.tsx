import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { activeNodeIds, chartGraphOf, type ChartGraph, type ChartNode } from './chart-graph';
import { chartPathOf, type GeneratedPath, type GeneratedPaths } from './chart-paths';
import { ChartView } from './chart-view';
import { machinesById } from './machine-gallery';
import { INSPECTION_CHANNEL, type InspectorMessage, type RelayedEvent } from './protocol';

/** Events kept: the oldest are dropped past this, so a long session does not fill the page's memory. */
const MAX_EVENTS = 5_000;

type Selection = { kind: 'actor'; tabId: string; sessionId: string } | { kind: 'machine'; machineId: string };

interface LiveActor {
  tab: string;
  tabId: string;
  sessionId: string;
  actorId: string;
  machineId: string;
  systemId?: string;
  path: string;
  ended: boolean;
}

/** Business time (SPEC: Asia/Ho_Chi_Minh, which keeps +07:00 all year), as the log and the server's records read it. */
const businessTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Asia/Ho_Chi_Minh',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  fractionalSecondDigits: 3,
  hourCycle: 'h23',
});
export const time = (at: number) => `${businessTime.format(at)} +07:00`;

/** How many states before the live one the chart and the trail keep: enough for a burst of eventless steps. */
const TRAIL_LENGTH = 6;

/** The tester's language of the QA console (its cookie), ja until chosen, as /sandbox/qa. */
const qaLanguage = (): 'vi' | 'en' | 'ja' => {
  const kept = /(?:^|;\s*)qa_lang=(vi|en|ja)\b/.exec(document.cookie)?.[1];
  return (kept as 'vi' | 'en' | 'ja' | undefined) ?? 'ja';
};
const json = (value: unknown) => JSON.stringify(value, null, 2) ?? 'undefined';
const shortValue = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));

function useRelayedEvents() {
  const [events, setEvents] = useState<RelayedEvent[]>([]);
  useEffect(() => {
    const channel = new BroadcastChannel(INSPECTION_CHANNEL);
    channel.onmessage = (message: MessageEvent<RelayedEvent>) =>
      setEvents((before) => [...before.slice(-(MAX_EVENTS - 1)), message.data]);
    channel.postMessage({ kind: 'hello' } satisfies InspectorMessage);
    return () => channel.close();
  }, []);
  return events;
}

/** The actors of each browser tab; those of an earlier load of the tab (before a reload) have ended. */
function liveActorsOf(events: RelayedEvent[]): Map<string, { path: string; actors: LiveActor[] }> {
  const actors = new Map<string, LiveActor>();
  const lastLoad = new Map<string, string>();
  const lastPath = new Map<string, string>();
  for (const event of events) {
    lastLoad.set(event.tab, event.tabId);
    lastPath.set(event.tab, event.path);
    if (event.kind === 'closed') {
      for (const actor of actors.values()) if (actor.tabId === event.tabId) actor.ended = true;
      continue;
    }
    if (!event.machineId) continue;
    const key = `${event.tabId}/${event.sessionId}`;
    const actor = actors.get(key) ?? {
      tab: event.tab,
      tabId: event.tabId,
      sessionId: event.sessionId,
      actorId: event.actorId,
      machineId: event.machineId,
      systemId: event.systemId,
      path: event.path,
      ended: false,
    };
    actor.path = event.path;
    actor.systemId ??= event.systemId;
    if (event.kind === 'snapshot') actor.ended = event.status !== 'active';
    actors.set(key, actor);
  }
  const byTab = new Map<string, { path: string; actors: LiveActor[] }>(
    [...lastPath].map(([tab, path]) => [tab, { path, actors: [] }]),
  );
  for (const actor of actors.values()) {
    if (lastLoad.get(actor.tab) !== actor.tabId) actor.ended = true;
    byTab.get(actor.tab)?.actors.push(actor);
  }
  return byTab;
}

function Sidebar({
  events,
  selection,
  onSelect,
}: {
  events: RelayedEvent[];
  selection?: Selection;
  onSelect: (selection: Selection) => void;
}) {
  const tabs = liveActorsOf(events);
  return (
    <aside>
      <h2>Live actors</h2>
      {tabs.size === 0 && (
        <p className="muted">
          No app tab is relaying.{' '}
          <a href="/?inspect=1" target="_blank" rel="opener">
            Open the app with inspection on
          </a>{' '}
          (or add <code>?inspect=1</code> to any app address).
        </p>
      )}
      {[...tabs].map(([tab, { path, actors }]) => (
        <section key={tab} aria-label={`Tab ${tab}`}>
          <p className="tab">
            Tab {tab} · {path}
            {actors.length > 0 && actors.every((actor) => actor.ended) ? ' (closed)' : ''}
          </p>
          {actors.length === 0 && <p className="muted">Relaying; no machine has started in this tab yet.</p>}
          {actors.map((actor) => (
            <button
              key={`${actor.tabId}/${actor.sessionId}`}
              type="button"
              className={actor.ended ? 'ended' : undefined}
              aria-current={
                selection?.kind === 'actor' &&
                selection.sessionId === actor.sessionId &&
                selection.tabId === actor.tabId
              }
              onClick={() => onSelect({ kind: 'actor', tabId: actor.tabId, sessionId: actor.sessionId })}
            >
              {actor.machineId}
              {actor.actorId !== actor.machineId ? ` · ${actor.systemId ?? actor.actorId}` : ''}
              {actor.ended ? ' (ended)' : ''}
            </button>
          ))}
        </section>
      ))}
      <h2>Gallery</h2>
      {[...machinesById.keys()].map((machineId) => (
        <button
          key={machineId}
          type="button"
          aria-current={selection?.kind === 'machine' && selection.machineId === machineId}
          onClick={() => onSelect({ kind: 'machine', machineId })}
        >
          {machineId}
        </button>
      ))}
    </aside>
  );
}

function EventLog({
  events,
  selectedSeq,
  onSelect,
}: {
  events: RelayedEvent[];
  selectedSeq?: number;
  onSelect: (seq: number | undefined) => void;
}) {
  return (
    <section className="log" aria-label="Event log">
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">Time</th>
            <th scope="col">What</th>
            <th scope="col">Event</th>
            <th scope="col">State</th>
          </tr>
        </thead>
        <tbody>
          {events.map((event) => (
            <tr
              key={event.seq}
              aria-selected={event.seq === selectedSeq}
              onClick={() => onSelect(event.seq === selectedSeq ? undefined : event.seq)}
            >
              <td>{event.seq}</td>
              <td>
                <time dateTime={new Date(event.time).toISOString()}>{time(event.time)}</time>
              </td>
              <td>{event.kind === 'event' ? 'received' : event.kind === 'snapshot' ? 'state' : 'started'}</td>
              <td>{event.eventType}</td>
              <td>{event.kind === 'snapshot' ? shortValue(event.value) : ''}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The QA paths `npm run qa:paths` generated for a machine, as /sandbox/qa serves them to testers. */
function useGeneratedPaths(machineId: string | undefined): GeneratedPath[] {
  const [loaded, setLoaded] = useState<{ machineId: string; paths: GeneratedPath[] }>();
  useEffect(() => {
    if (!machineId) return;
    const request = new AbortController();
    fetch(`/sandbox/qa/paths.json?machineId=${encodeURIComponent(machineId)}`, { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<GeneratedPaths>) : { machines: [] }))
      .then((document) => setLoaded({ machineId, paths: document.machines[0]?.paths ?? [] }))
      .catch(() => undefined);
    return () => request.abort();
  }, [machineId]);
  return loaded && loaded.machineId === machineId ? loaded.paths : [];
}

function InspectorApp() {
  const events = useRelayedEvents();
  const [selection, setSelection] = useState<Selection>();
  const [selectedSeq, setSelectedSeq] = useState<number>();
  const [pathIndex, setPathIndex] = useState(-1);
  const [fit, setFit] = useState(false);

  const actorEvents = useMemo(
    () =>
      selection?.kind === 'actor'
        ? events.filter((event) => event.tabId === selection.tabId && event.sessionId === selection.sessionId)
        : [],
    [events, selection],
  );
  const machineId =
    selection?.kind === 'machine' ? selection.machineId : actorEvents.find((event) => event.machineId)?.machineId;
  const machine = machineId ? machinesById.get(machineId) : undefined;
  const graph = useMemo(() => (machine ? chartGraphOf(machine) : undefined), [machine]);
  const generated = useGeneratedPaths(machineId);
  const paths = useMemo(() => (graph ? generated.map((qaPath) => chartPathOf(graph, qaPath)) : []), [graph, generated]);
  const path = paths[pathIndex];
  const qaPath = generated[pathIndex];

  const selectedEvent = actorEvents.find((event) => event.seq === selectedSeq);
  // the state then: the last snapshot at or before the selected event (the newest when none is selected)
  const shownSnapshot = actorEvents
    .filter((event) => event.kind === 'snapshot' && (selectedSeq === undefined || event.seq <= selectedSeq))
    .at(-1);
  const activeIds = useMemo(
    () => new Set(machine && shownSnapshot ? activeNodeIds(machine, shownSnapshot.value) : []),
    [machine, shownSnapshot],
  );
  // the states recorded just before the shown one, newest last: each shows even when it lasted less than a frame
  const trail = actorEvents
    .filter((event) => event.kind === 'snapshot' && event.seq <= (shownSnapshot?.seq ?? -1))
    .slice(-(TRAIL_LENGTH + 1), -1);
  const trailIds = useMemo(
    () => new Set(machine ? trail.flatMap((event) => activeNodeIds(machine, event.value)) : []),
    // the trail's events are identified by their numbers
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [machine, trail.map((event) => event.seq).join(' ')],
  );
  const leavesOf = (ids: Iterable<string>) =>
    graph
      ? [...ids]
          .filter((id) => !['compound', 'parallel'].includes(findType(graph.root, id) ?? ''))
          .map((id) => id.split('.').slice(1).join('.'))
      : [];
  const activeLeaves = graph
    ? [...activeIds].filter((id) => !['compound', 'parallel'].includes(findType(graph.root, id) ?? ''))
    : [];

  const select = (next: Selection) => {
    setSelection(next);
    setSelectedSeq(undefined);
    setPathIndex(-1);
  };

  return (
    <div className="shell">
      <Sidebar events={events} selection={selection} onSelect={select} />
      <main>
        <div className="toolbar">
          <h1>{machineId ? `Machine ${machineId}` : 'Inspector'}</h1>
          {selection?.kind === 'actor' && (
            <output role="status" aria-label="Active states">
              {selectedSeq === undefined ? 'Live: ' : `At #${selectedSeq}: `}
              {activeLeaves.map((id) => id.split('.').slice(1).join('.')).join(', ') || '—'}
            </output>
          )}
          {selection?.kind === 'actor' && trail.length > 0 && (
            <ol className="trail" aria-label="State trail">
              {trail.map((event) => (
                <li key={event.seq}>
                  {(machine ? leavesOf(activeNodeIds(machine, event.value)).join(', ') : '') || shortValue(event.value)}{' '}
                  <span className="muted">#{event.seq}</span>
                </li>
              ))}
            </ol>
          )}
          {selectedSeq !== undefined && (
            <button type="button" onClick={() => setSelectedSeq(undefined)}>
              Follow live
            </button>
          )}
          {graph && (
            <label>
              QA path{' '}
              <select value={pathIndex} onChange={(event) => setPathIndex(Number(event.target.value))}>
                <option value={-1}>(none)</option>
                {paths.map((candidate, index) => (
                  <option key={candidate.id} value={index}>
                    {candidate.name}
                  </option>
                ))}
              </select>
            </label>
          )}
          {graph && (
            <label>
              <input type="checkbox" checked={fit} onChange={(event) => setFit(event.target.checked)} /> Fit to the
              window
            </label>
          )}
          {qaPath && (
            <span className="legend">
              Generated by npm run qa:paths; starts on {qaPath.start.screen} (
              <a href={`/sandbox/qa/paths/${qaPath.id}`} target="_blank" rel="noreferrer">
                walk it
              </a>
              ).
            </span>
          )}
        </div>
        <div className="canvas">
          {graph ? (
            <ChartView
              graph={graph}
              fit={fit}
              activeIds={activeIds}
              trailIds={trailIds}
              pathNodeIds={new Set(path?.nodeIds)}
              pathEdgeIds={path?.edgeIds ?? []}
            />
          ) : (
            <p className="muted">Choose a live actor or a machine of the gallery.</p>
          )}
          {qaPath && (
            <section aria-label="QA path steps">
              <h2>Steps of {qaPath.id}</h2>
              <ol>
                {qaPath.steps.map((step) => (
                  <li key={step.n} lang={qaLanguage()}>
                    {step.action[qaLanguage()]}
                  </li>
                ))}
              </ol>
            </section>
          )}
          {graph && <GlobalTransitions graph={graph} />}
        </div>
        {selection?.kind === 'actor' && (
          <EventLog events={actorEvents} selectedSeq={selectedSeq} onSelect={setSelectedSeq} />
        )}
      </main>
      <section className="detail" aria-label="Details">
        {selection?.kind === 'actor' ? (
          <>
            {selectedEvent?.kind === 'event' && (
              <>
                <h2>Event #{selectedEvent.seq}</h2>
                <pre>{json(selectedEvent.event)}</pre>
              </>
            )}
            <h2>State {shownSnapshot ? `after #${shownSnapshot.seq}` : ''}</h2>
            <pre aria-label="State value">{json(shownSnapshot?.value)}</pre>
            <h2>Context</h2>
            <pre aria-label="Context">{json(shownSnapshot?.context)}</pre>
          </>
        ) : (
          <p className="muted">
            Select a live actor to see its events, state and context. The chart is drawn from the machine&apos;s
            definition.
          </p>
        )}
      </section>
    </div>
  );
}

function findType(node: ChartNode, id: string): string | undefined {
  if (node.id === id) return node.type;
  for (const child of node.children) {
    const found = findType(child, id);
    if (found) return found;
  }
  return undefined;
}

/** Transitions of the machine's root and those kept inside their state: not arrows, so listed. */
function GlobalTransitions({ graph }: { graph: ChartGraph }) {
  const listed = graph.edges.filter((edge) => edge.internal || edge.source === graph.root.id);
  if (listed.length === 0) return null;
  return (
    <details>
      <summary>
        {listed.length} transitions without an arrow (on the machine itself, or kept inside their state)
      </summary>
      <ul>
        {listed.map((edge) => (
          <li key={edge.id}>
            <code>{edge.source.split('.').slice(1).join('.') || edge.source}</code>: {edge.label}
            {edge.internal ? '' : ` → ${edge.target.split('.').slice(1).join('.')}`}
          </li>
        ))}
      </ul>
    </details>
  );
}

export function mountInspector(element: HTMLElement) {
  createRoot(element).render(
    <StrictMode>
      <InspectorApp />
    </StrictMode>,
  );
}
