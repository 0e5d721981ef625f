/**
 * QA paths: every machine's chart walked into numbered steps in a tester's words,
 * each with the result to expect, in vi, en and ja. `npm run qa:paths` writes them for
 * /sandbox/qa (server/sandbox/qa-paths.json) and as Markdown (docs/qa/); the tests use the same code.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { setupI18n, type I18n, type MessageDescriptor } from '@lingui/core';
import { formatter } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { AnyStateMachine } from 'xstate';
import { machinesByName, type MachineName } from './machines';
import {
  errorAnswerByGuard,
  faultOperations,
  needsByMachine,
  type PathNeeds,
  orderClockSpeedByMachine,
  paymentOutcomeByEnd,
  readsRetriedOnce,
  resultAnswerByGuard,
  settingsByGuard,
  startScreens,
} from './preconditions';
import { coveringPaths, machineParts, qaGraphPaths, type GuardTerm, type QaTransition } from './qa-graph';
import { faultWords, QA_WORDS } from '../../server/sandbox/qa-words';
import { commonWording } from './wording/common';
import { wordings } from './wording';
import type { MachineWording } from './wording/types';

export const qaLocales = ['vi', 'en', 'ja'] as const;
export type QaLocale = (typeof qaLocales)[number];
export type Worded = Record<QaLocale, string>;

export interface QaPathStep {
  n: number;
  /** The transition taken, as machines/test-support names it. */
  transition: string;
  /** The atomic states active after the step (ids without the machine's). */
  states: string[];
  action: Worded;
  expected: Worded;
}

export interface QaFault {
  operationId: string;
  /**
   * fail: a 500; error: the status and code a guarded branch reads; timeout: held past the client's timeout;
   * reply: the answer (`body`) a branch on the call's result needs.
   */
  kind: 'fail' | 'error' | 'timeout' | 'reply';
  status?: number;
  code?: string;
  body?: unknown;
  /** Calls in a row it applies to: 2 for a read the app retries once. */
  times: number;
}

export interface QaPath {
  id: string;
  machine: MachineName;
  /** The states the path ends in (ids without the machine's). */
  ends: string[];
  start: {
    screen: string;
    states: string[];
    expected: Worded;
    faults: QaFault[];
    /** The decision the next sandbox payment page takes by itself, where the path needs one. */
    paymentOutcome: 'paid' | 'declined' | 'cancelled' | null;
    /** Settings (SPEC §9) the path's branches need, set for the tester's browser only. */
    settings: Record<string, boolean>;
    /** The order clock speed for the orders the tester places, where the path watches an order go by. */
    orderClockSpeed: number | null;
    /** What the app must hold before step 1: "start this path" prepares it in the tester's browser. */
    needs: PathNeeds;
  };
  steps: QaPathStep[];
}

export interface QaMachineCounts {
  states: number;
  transitions: number;
  paths: number;
  steps: number;
}

/**
 * A machine's states and events in the QA wording, as the paths' steps read them: what the tester sees in each atomic
 * state (its id without the machine's), and the step that sends each event type. The inspector names them so.
 */
export interface QaMachineWords {
  states: Record<string, Worded>;
  events: Record<string, Worded>;
  /** Steps worded for one transition rather than for their event (MachineWording `transitions`), by transition key. */
  transitions: Record<string, Worded>;
}

export interface QaPathsDocument {
  /** `machineId`: the definition's id, as the inspector names a machine. */
  machines: { name: MachineName; machineId: string; counts: QaMachineCounts; words: QaMachineWords; paths: QaPath[] }[];
}

/** A machine's events or states that have no wording: the generator refuses to run with any. */
export class MissingWordingError extends Error {}

function loadCatalogs(): Record<QaLocale, I18n> {
  const po = formatter({ lineNumbers: false });
  const entries = qaLocales.map((locale) => {
    const file = path.resolve(import.meta.dirname, `locales/${locale}/qa.po`);
    const catalog = po.parse(readFileSync(file, 'utf8'), { locale, sourceLocale: 'en', filename: file }) as Record<
      string,
      { translation?: string; message?: string }
    >;
    const i18n = setupI18n();
    i18n.setMessagesCompiler(compileMessage);
    i18n.load(
      locale,
      Object.fromEntries(Object.entries(catalog).map(([id, m]) => [id, m.translation || m.message || ''])),
    );
    i18n.activate(locale);
    return [locale, i18n] as const;
  });
  return Object.fromEntries(entries) as Record<QaLocale, I18n>;
}

const shortId = (machine: AnyStateMachine, id: string) => id.slice(machine.id.length + 1);

/** The fault an error branch needs: the answer its guard reads, else a 500. */
export function errorFault(operationId: string, guards: GuardTerm[]): QaFault {
  const answer = guards
    .filter((g) => !g.negated)
    .map((g) => errorAnswerByGuard[g.name])
    .findLast(Boolean);
  const times = readsRetriedOnce.has(operationId) ? 2 : 1;
  return answer ? { operationId, ...answer, times } : { operationId, kind: 'fail', times };
}

/** The answer a branch on a call's result needs, if it needs one. */
export function resultFault(operationId: string, guards: GuardTerm[]): QaFault | null {
  const answer = guards.map((g) => resultAnswerByGuard[`${g.negated ? '!' : ''}${g.name}`]).find(Boolean);
  return answer ? { operationId, ...answer, times: 1 } : null;
}

/** The settings a path's branches need; where two branches disagree, the earlier one is set. */
export function settingsNeeded(transitions: QaTransition[]): Record<string, boolean> {
  const settings: Record<string, boolean> = {};
  for (const { name, negated } of transitions.flatMap((t) => t.guards)) {
    for (const [code, value] of Object.entries(settingsByGuard[name] ?? {}))
      settings[code] ??= negated ? !value : value;
  }
  return settings;
}

/** Events nobody words per machine: the chart's own steps, which read the same everywhere. */
function commonStep(machine: AnyStateMachine, t: QaTransition): { message: MessageDescriptor; values?: object } | null {
  if (t.eventType === '(always)' || t.eventType.startsWith('xstate.done.state.'))
    return { message: commonWording.automatic };
  if (t.eventType.startsWith('xstate.snapshot.')) return { message: commonWording.childChanged };
  if (t.eventType.startsWith('xstate.after.')) {
    const delay = t.eventType.split('.')[2];
    const ms = Number(delay) || machine.implementations.delays[delay];
    return typeof ms === 'number'
      ? { message: commonWording.waitSeconds, values: { seconds: ms / 1000 } }
      : { message: commonWording.waitComputed };
  }
  return null;
}

/** Every event type and atomic state of `machine` that `wording` leaves out. */
export function missingWording(machine: AnyStateMachine, wording: MachineWording): string[] {
  const parts = machineParts(machine);
  const events = [...new Set(parts.transitions.filter((t) => !commonStep(machine, t)).map((t) => t.eventType))];
  return [
    ...events.filter((e) => !wording.events[e]).map((e) => `event ${e}`),
    ...parts.atomicIds
      .map((id) => shortId(machine, id))
      .filter((id) => !wording.states[id])
      .map((id) => `state ${id}`),
  ];
}

/** The QA paths of every machine (or of `only`), worded; throws MissingWordingError naming each gap. */
export function generateQaPaths(
  machines: Partial<Record<MachineName, AnyStateMachine>> = machinesByName,
  words: Partial<Record<MachineName, MachineWording>> = wordings,
): QaPathsDocument {
  const gaps = Object.entries(machines).flatMap(([name, machine]) => {
    const wording = words[name as MachineName];
    return wording ? missingWording(machine, wording).map((gap) => `${name}: ${gap}`) : [`${name}: no wording table`];
  });
  if (gaps.length) throw new MissingWordingError(`QA wording missing:\n${gaps.join('\n')}`);
  const catalogs = loadCatalogs();
  const say = (message: MessageDescriptor, values?: object): Worded =>
    Object.fromEntries(qaLocales.map((l) => [l, catalogs[l]._(message.id!, values as never)])) as Worded;
  return {
    machines: Object.entries(machines).map(([key, machine]) => {
      const name = key as MachineName;
      const wording = words[name]!;
      const parts = machineParts(machine);
      const expect = (ids: string[]): Worded => {
        const texts = ids.map((id) => say(wording.states[shortId(machine, id)]));
        return Object.fromEntries(
          qaLocales.map((l) => [l, [...new Set(texts.map((t) => t[l]))].join(' · ')]),
        ) as Worded;
      };
      const paths = coveringPaths(qaGraphPaths(machine)).map((graphPath, index): QaPath => {
        const operations = faultOperations[name] ?? {};
        const faults: QaFault[] = [];
        /** The fault "start this path" arms for a step: the step happens by itself, the tester arms nothing. */
        const armedAt = new Map<number, QaFault>();
        const called = new Set<string>();
        graphPath.steps.forEach(({ transition }, i) => {
          const [, outcome, actor] = /^xstate\.(done|error)\.actor\.(.+)$/.exec(transition.eventType) ?? [];
          const operationId = actor && operations[actor];
          if (!operationId) return;
          const fault =
            outcome === 'error' && !called.has(operationId)
              ? errorFault(operationId, transition.guards)
              : outcome === 'done' && !called.has(operationId)
                ? resultFault(operationId, transition.guards)
                : null;
          if (fault) {
            faults.push(fault);
            armedAt.set(i, fault);
          }
          called.add(operationId);
        });
        const last = graphPath.steps.at(-1);
        const ends = (last?.active ?? graphPath.start).map((id) => shortId(machine, id));
        const paymentOutcome = ends.map((end) => paymentOutcomeByEnd[name]?.[end]).find(Boolean) ?? null;
        return {
          id: `${name}-${String(index + 1).padStart(2, '0')}`,
          machine: name,
          ends,
          start: {
            screen: startScreens[name],
            states: graphPath.start.map((id) => shortId(machine, id)),
            expected: expect(graphPath.start),
            faults,
            paymentOutcome,
            settings: settingsNeeded(graphPath.steps.map((step) => step.transition)),
            orderClockSpeed: orderClockSpeedByMachine[name] ?? null,
            needs: needsByMachine[name] ?? { cart: false, member: false, store: false },
          },
          steps: graphPath.steps.map((step, i) => {
            const common = commonStep(machine, step.transition);
            const worded = wording.transitions?.[step.transition.key];
            const armed = armedAt.get(i);
            return {
              n: i + 1,
              transition: step.transition.key,
              states: step.active.map((id) => shortId(machine, id)),
              action: armed
                ? (Object.fromEntries(
                    qaLocales.map((l) => [
                      l,
                      catalogs[l]._(commonWording.armedFault.id!, { fault: faultWords(l, armed) }),
                    ]),
                  ) as Worded)
                : worded
                  ? say(worded)
                  : common
                    ? say(common.message, common.values)
                    : say(wording.events[step.transition.eventType]),
              expected: expect(step.entered),
            };
          }),
        };
      });
      const eventWords = [...new Set(parts.transitions.map((t) => t.eventType))].flatMap((eventType) => {
        const common = commonStep(
          machine,
          parts.transitions.find((t) => t.eventType === eventType)!,
        );
        // as a step words it: the chart's own steps alike everywhere, else the machine's wording
        const message = common?.message ?? wording.events[eventType];
        return eventType === '(always)' || !message ? [] : [[eventType, say(message, common?.values)] as const];
      });
      return {
        name,
        machineId: machine.id,
        words: {
          states: Object.fromEntries(
            parts.atomicIds.map((id) => [shortId(machine, id), say(wording.states[shortId(machine, id)])]),
          ),
          events: Object.fromEntries(eventWords),
          transitions: Object.fromEntries(
            Object.entries(wording.transitions ?? {}).map(([key, message]) => [key, say(message)]),
          ),
        },
        counts: {
          states: parts.stateIds.length,
          transitions: parts.transitions.length,
          paths: paths.length,
          steps: paths.reduce((sum, p) => sum + p.steps.length, 0),
        },
        paths,
      };
    }),
  };
}

/** Markers around the counts in the docs: `npm run qa:paths` writes between them, a test compares. */
export const COUNTS_START = '<!-- qa:paths counts -->';
export const COUNTS_END = '<!-- /qa:paths counts -->';

/** The counts `npm run qa:paths` prints, as the docs state them: the totals, then the largest machine's. */
export function qaCountsText(document: QaPathsDocument): string {
  const total = (key: keyof QaMachineCounts) => document.machines.reduce((sum, m) => sum + m.counts[key], 0);
  const largest = document.machines.reduce((a, b) => (b.counts.steps > a.counts.steps ? b : a));
  return `${document.machines.length} machines, ${total('paths')} paths, ${total('steps')} steps, ${total('states')} states, ${total('transitions')} transitions (${largest.name} alone ${largest.counts.paths} paths, ${largest.counts.steps} steps)`;
}

/** `text` with what stands between the count markers replaced by the document's counts. */
export function withQaCounts(text: string, document: QaPathsDocument): string {
  const start = text.indexOf(COUNTS_START);
  const end = text.indexOf(COUNTS_END);
  if (start < 0 || end < start) return text;
  return `${text.slice(0, start + COUNTS_START.length)}${qaCountsText(document)}${text.slice(end)}`;
}

/**
 * The paths as a Markdown checklist in one language, every word of it in that language as /sandbox/qa says it (its
 * words, server/sandbox/qa-words.ts): only ids stay as they are (path ids, the states a path ends in, screens' paths
 * and settings' codes in backticks), since testers type them or see them in the URL.
 */
export function qaPathsMarkdown(document: QaPathsDocument, locale: QaLocale): string {
  const w = QA_WORDS[locale];
  const code = (id: string) => `\`${id}\``;
  const lines = [`# ${w.aside(w.qaTitle, w.languageName)}`, ''];
  for (const machine of document.machines) {
    const c = machine.counts;
    lines.push(
      `## ${w.aside(w.machines[machine.name] ?? machine.name, code(machine.name))}`,
      '',
      `${w.pathCounts(c.paths, c.steps)} · ${w.machineCounts(c.states, c.transitions)}`,
      '',
    );
    for (const p of machine.paths) {
      const { screen, expected, faults, paymentOutcome, settings, orderClockSpeed } = p.start;
      // what "start this path" prepares, as the path's page on /sandbox/qa lists it
      const prepared = [
        ...faults.map((f) => faultWords(locale, f)),
        ...(paymentOutcome ? [w.paymentDecides(w.paymentDecision[paymentOutcome])] : []),
        ...Object.entries(settings).map(([setting, on]) =>
          w.aside(w.settingOnOff(w.settings[setting] ?? setting, on), code(setting)),
        ),
        ...(orderClockSpeed ? [w.orderClock(orderClockSpeed)] : []),
      ];
      lines.push(
        `### ${p.id} → ${p.ends.join(', ')}`,
        '',
        w.sentences(w.startsOn(w.aside(w.screens[screen] ?? screen, code(screen))), expected[locale]),
        '',
      );
      if (prepared.length) lines.push(w.listLead(w.needs), '', ...prepared.map((item) => `- ${item}`), '');
      for (const s of p.steps) lines.push(`${s.n}. [ ] ${s.action[locale]} — ${s.expected[locale]}`);
      lines.push('');
    }
  }
  return lines.join('\n');
}
