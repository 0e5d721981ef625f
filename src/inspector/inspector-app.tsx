import { msg } from '@lingui/core/macro';
import { I18nProvider, useLingui as useI18n } from '@lingui/react';
import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { StrictMode, useEffect, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { activeNodeIds, chartGraphOf, type ChartGraph, type ChartNode } from './chart-graph';
import { chartPathOf, type GeneratedPath, type GeneratedPaths } from './chart-paths';
import type { AnyStateMachine } from 'xstate';
import { ChartView } from './chart-view';
import { machinesById } from './machine-gallery';
import { activateQaLanguage, chooseQaLanguage, i18n } from './inspector-i18n';
import { INSPECTION_CHANNEL, type InspectorMessage, type RelayedEvent } from './protocol';
import {
  eventWording,
  machineTitle,
  QA_LANGUAGE_NAMES,
  QA_LANGUAGES,
  qaLanguageOf,
  stateWording,
  wordsByMachineId,
  type MachineWords,
  type QaLanguage,
  type QaWordsDocument,
} from './qa-words';

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

/** The tester's language: the active catalog's, chosen from the QA console's cookie (inspector-i18n.ts). */
function useQaLanguage(): QaLanguage {
  return useI18n().i18n.locale as QaLanguage;
}

/** Machines, states and events in the QA paths' wording (/sandbox/qa/words.json); empty until loaded, or offline. */
function useQaWords(): { machines: ReadonlyMap<string, MachineWords>; screens: QaWordsDocument['screens'] } {
  const [document, setDocument] = useState<QaWordsDocument>({ machines: [], screens: {} });
  useEffect(() => {
    const request = new AbortController();
    fetch('/sandbox/qa/words.json', { signal: request.signal })
      .then((response) => (response.ok ? (response.json() as Promise<QaWordsDocument>) : undefined))
      .then((loaded) => loaded && setDocument(loaded))
      .catch(() => undefined);
    return () => request.abort();
  }, []);
  const machines = useMemo(() => wordsByMachineId(document), [document]);
  return { machines, screens: document.screens };
}

/** The leaves of a state value (ids without the machine's). */
const leafIdsOf = (machine: AnyStateMachine | undefined, graph: ChartGraph | undefined, value: unknown): string[] =>
  machine && graph
    ? activeNodeIds(machine, value)
        .filter((id) => !['compound', 'parallel'].includes(findType(graph.root, id) ?? ''))
        .map((id) => id.split('.').slice(1).join('.'))
    : [];

/** A name in the QA wording, its id beside it for developers; the id alone when the QA paths do not word it. */
function Worded({ words, id }: { words: string | undefined; id: string }) {
  return words ? (
    <>
      <span className="worded">{words}</span> <code className="muted">{id}</code>
    </>
  ) : (
    <code>{id}</code>
  );
}

/** The tester's language, as /sandbox/qa switches it: the same cookie, so the choice is kept across both. */
function LanguageSwitch() {
  const { t } = useLingui();
  const current = useQaLanguage();
  return (
    <p className="languages" role="group" aria-label={t`Language`}>
      {QA_LANGUAGES.map((language) =>
        language === current ? (
          <strong key={language} lang={language}>
            {QA_LANGUAGE_NAMES[language]}
          </strong>
        ) : (
          <button key={language} type="button" lang={language} onClick={() => void chooseQaLanguage(language)}>
            {QA_LANGUAGE_NAMES[language]}
          </button>
        ),
      )}
    </p>
  );
}
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
  words,
  onSelect,
}: {
  events: RelayedEvent[];
  selection?: Selection;
  words: ReadonlyMap<string, MachineWords>;
  onSelect: (selection: Selection) => void;
}) {
  const { t } = useLingui();
  const language = useQaLanguage();
  const tabs = liveActorsOf(events);
  return (
    <aside>
      <LanguageSwitch />
      <h2>
        <Trans>Live actors</Trans>
      </h2>
      {tabs.size === 0 && (
        <p className="muted">
          <Trans>
            No app tab is relaying.{' '}
            <a href="/?inspect=1" target="_blank" rel="opener">
              Open the app with inspection on
            </a>{' '}
            (or add <code>?inspect=1</code> to any app address).
          </Trans>
        </p>
      )}
      {[...tabs].map(([tab, { path, actors }]) => (
        <section key={tab} aria-label={t`Tab ${tab}`}>
          <p className="tab">
            <Trans>
              Tab <code>{tab}</code> · <code>{path}</code>
            </Trans>
            {actors.length > 0 && actors.every((actor) => actor.ended) ? ` ${t`(closed)`}` : ''}
          </p>
          {actors.length === 0 && (
            <p className="muted">
              <Trans>Relaying; no machine has started in this tab yet.</Trans>
            </p>
          )}
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
              <Worded
                words={machineTitle(words.get(actor.machineId), language)}
                id={
                  actor.actorId !== actor.machineId
                    ? `${actor.machineId} · ${actor.systemId ?? actor.actorId}`
                    : actor.machineId
                }
              />
              {actor.ended ? ` ${t`(ended)`}` : ''}
            </button>
          ))}
        </section>
      ))}
      <h2>
        <Trans>Gallery</Trans>
      </h2>
      {[...machinesById.keys()].map((machineId) => (
        <button
          key={machineId}
          type="button"
          aria-current={selection?.kind === 'machine' && selection.machineId === machineId}
          onClick={() => onSelect({ kind: 'machine', machineId })}
        >
          <Worded words={machineTitle(words.get(machineId), language)} id={machineId} />
        </button>
      ))}
    </aside>
  );
}

function EventLog({
  events,
  selectedSeq,
  words,
  leavesOf,
  onSelect,
}: {
  events: RelayedEvent[];
  selectedSeq?: number;
  /** The words of the actor's machine. */
  words: MachineWords | undefined;
  leavesOf: (value: unknown) => string[];
  onSelect: (seq: number | undefined) => void;
}) {
  const { t } = useLingui();
  const language = useQaLanguage();
  return (
    <section className="log" aria-label={t`Event log`}>
      <table>
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">
              <Trans>Time</Trans>
            </th>
            <th scope="col">
              <Trans>What</Trans>
            </th>
            <th scope="col">
              <Trans>Event</Trans>
            </th>
            <th scope="col">
              <Trans>State</Trans>
            </th>
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
              <td>{event.kind === 'event' ? t`received` : event.kind === 'snapshot' ? t`state` : t`started`}</td>
              <td>
                {event.eventType && (
                  <Worded words={eventWording(words, event.eventType, language)} id={event.eventType} />
                )}
              </td>
              <td>
                {event.kind === 'snapshot' && (
                  <Worded words={stateWording(words, leavesOf(event.value), language)} id={shortValue(event.value)} />
                )}
              </td>
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

/** A QA path as the choice lists it: where it ends, in the QA wording, and how many steps it takes. */
const pathChoice = msg({ message: '{id} → {ends} ({count, plural, one {# step} other {# steps}})' });

function InspectorApp() {
  const { t } = useLingui();
  const language = useQaLanguage();
  const words = useQaWords();
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
  const machineWords = machineId ? words.machines.get(machineId) : undefined;
  const title = machineTitle(machineWords, language);
  const leavesOfValue = (value: unknown) => leafIdsOf(machine, graph, value);
  const activeLeaves = leavesOfValue(shownSnapshot?.value);
  const shownStates = activeLeaves.join(', ');

  // named for the messages that show them
  const pathId = qaPath?.id;
  const eventSeq = selectedEvent?.seq;
  const stateSeq = shownSnapshot?.seq;

  const select = (next: Selection) => {
    setSelection(next);
    setSelectedSeq(undefined);
    setPathIndex(-1);
  };

  return (
    <div className="shell">
      <Sidebar events={events} selection={selection} words={words.machines} onSelect={select} />
      <main>
        <div className="toolbar">
          <h1>
            {machineId ? (
              title ? (
                <Worded words={title} id={machineId} />
              ) : (
                <Trans>
                  Machine <code>{machineId}</code>
                </Trans>
              )
            ) : (
              <Trans>Inspector</Trans>
            )}
          </h1>
          {selection?.kind === 'actor' && (
            <output role="status" aria-label={t`Active states`}>
              {selectedSeq === undefined ? t`Live:` : t`At #${selectedSeq}:`}{' '}
              {shownStates ? (
                <Worded words={stateWording(machineWords, activeLeaves, language)} id={shownStates} />
              ) : (
                '—'
              )}
            </output>
          )}
          {selection?.kind === 'actor' && trail.length > 0 && (
            <ol className="trail" aria-label={t`State trail`}>
              {trail.map((event) => {
                const leaves = leavesOfValue(event.value);
                return (
                  <li key={event.seq}>
                    <Worded
                      words={stateWording(machineWords, leaves, language)}
                      id={leaves.join(', ') || shortValue(event.value)}
                    />{' '}
                    <span className="muted">#{event.seq}</span>
                  </li>
                );
              })}
            </ol>
          )}
          {selectedSeq !== undefined && (
            <button type="button" onClick={() => setSelectedSeq(undefined)}>
              <Trans>Follow live</Trans>
            </button>
          )}
          {graph && (
            <label>
              <Trans>QA path</Trans>{' '}
              <select value={pathIndex} onChange={(event) => setPathIndex(Number(event.target.value))}>
                <option value={-1}>{t`(none)`}</option>
                {generated.map((candidate, index) => (
                  <option key={candidate.id} value={index}>
                    {i18n._(pathChoice.id!, {
                      id: candidate.id,
                      ends: stateWording(machineWords, candidate.ends, language) ?? candidate.ends.join(', '),
                      count: candidate.steps.length,
                    })}
                  </option>
                ))}
              </select>
            </label>
          )}
          {graph && (
            <label>
              <input type="checkbox" checked={fit} onChange={(event) => setFit(event.target.checked)} />{' '}
              <Trans>Fit to the window</Trans>
            </label>
          )}
          {qaPath && (
            <span className="legend">
              <Trans>
                Generated by <code>npm run qa:paths</code>; starts on{' '}
                <Worded words={words.screens[qaPath.start.screen]?.[language]} id={qaPath.start.screen} /> (
                <a href={`/sandbox/qa/paths/${qaPath.id}`} target="_blank" rel="noreferrer">
                  walk it
                </a>
                ).
              </Trans>
            </span>
          )}
        </div>
        <div className="canvas">
          {graph ? (
            <ChartView
              graph={graph}
              name={title ?? graph.machineId}
              stateWords={(stateId) => stateWording(machineWords, [stateId.split('.').slice(1).join('.')], language)}
              fit={fit}
              activeIds={activeIds}
              trailIds={trailIds}
              pathNodeIds={new Set(path?.nodeIds)}
              pathEdgeIds={path?.edgeIds ?? []}
            />
          ) : (
            <p className="muted">
              <Trans>Choose a live actor or a machine of the gallery.</Trans>
            </p>
          )}
          {qaPath && (
            <section aria-label={t`QA path steps`}>
              <h2>
                <Trans>Steps of {pathId}</Trans>
              </h2>
              <ol>
                {qaPath.steps.map((step) => (
                  <li key={step.n}>{step.action[language]}</li>
                ))}
              </ol>
            </section>
          )}
          {graph && <GlobalTransitions graph={graph} words={machineWords} />}
        </div>
        {selection?.kind === 'actor' && (
          <EventLog
            events={actorEvents}
            selectedSeq={selectedSeq}
            words={machineWords}
            leavesOf={leavesOfValue}
            onSelect={setSelectedSeq}
          />
        )}
      </main>
      <section className="detail" aria-label={t`Details`}>
        {selection?.kind === 'actor' ? (
          <>
            {selectedEvent?.kind === 'event' && (
              <>
                <h2>
                  <Trans>Event #{eventSeq}</Trans>
                </h2>
                <pre>{json(selectedEvent.event)}</pre>
              </>
            )}
            <h2>{shownSnapshot ? <Trans>State after #{stateSeq}</Trans> : <Trans>State</Trans>}</h2>
            <pre aria-label={t`State value`}>{json(shownSnapshot?.value)}</pre>
            <h2>
              <Trans>Context</Trans>
            </h2>
            <pre aria-label={t`Context`}>{json(shownSnapshot?.context)}</pre>
          </>
        ) : (
          <p className="muted">
            <Trans>
              Select a live actor to see its events, state and context. The chart is drawn from the machine&apos;s
              definition.
            </Trans>
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
function GlobalTransitions({ graph, words }: { graph: ChartGraph; words: MachineWords | undefined }) {
  const language = useQaLanguage();
  const listed = graph.edges.filter((edge) => edge.internal || edge.source === graph.root.id);
  if (listed.length === 0) return null;
  return (
    <details>
      <summary>
        <Plural
          value={listed.length}
          one="# transition without an arrow (on the machine itself, or kept inside its state)"
          other="# transitions without an arrow (on the machine itself, or kept inside their state)"
        />
      </summary>
      <ul>
        {listed.map((edge) => (
          <li key={edge.id}>
            <code>{edge.source.split('.').slice(1).join('.') || edge.source}</code>:{' '}
            <Worded words={eventWording(words, edge.eventType, language)} id={edge.label} />
            {edge.internal ? (
              ''
            ) : (
              <>
                {' '}
                → <code>{edge.target.split('.').slice(1).join('.')}</code>
              </>
            )}
          </li>
        ))}
      </ul>
    </details>
  );
}

/** Draws the inspector once the catalog of the tester's language (the QA console's cookie, ja until chosen) is active. */
export async function mountInspector(element: HTMLElement) {
  await activateQaLanguage(qaLanguageOf(document.cookie));
  createRoot(element).render(
    <StrictMode>
      <I18nProvider i18n={i18n}>
        <InspectorApp />
      </I18nProvider>
    </StrictMode>,
  );
}
