/**
 * How a machine's graph path is walked in the browser: each event label maps to what a person does
 * (or to the answer an actor's contract call gets), each state to what the screen shows.
 */
import { readFileSync } from 'node:fs';
import { resolve as resolvePath } from 'node:path';
import { expect, type APIRequestContext, type Locator, type Page, type Route } from '@playwright/test';
import type { AnyActorLogic, AnyEventObject, AnyMachineSnapshot, AnyStateMachine } from 'xstate';
import { namedControls, stepWords, type QaStepWords } from '../../../server/sandbox/qa-step-words';
import type { BrowserPath } from './graph';

export interface WalkContext {
  page: Page;
  request: APIRequestContext;
  /** What the arrange step and earlier steps learnt (the phone typed, …). */
  data: Record<string, string>;
}

/** The answer an actor's contract call gets: the real server's, or a fault the server cannot give on demand. */
export type Answer =
  | { server: true; standIn?: { status: number; json: unknown } }
  | { status: number; json: unknown }
  | { abort: 'failed' | 'timedout' };

/**
 * What one event label is in the browser:
 * - `ui`: a person's action on the screen;
 * - `answer`: an actor's outcome: its contract call is held until this step, then answered;
 * - `wait`: a delay, run on the page's fake clock (page.clock), never waited for;
 * - `follow`: an event the app sends by itself (no UI): the walk does nothing and checks the screen.
 */
export type Action =
  | { ui: (walk: WalkContext, step: UiStep) => Promise<void> }
  | { answer: { actor: string } & Answer }
  | { wait: number }
  | { follow: true };

export interface UiStep {
  from: string;
  later: string[];
  /**
   * Resolves once the app has made the actor's call that is in flight (the one after those answered so far). A step that changes the network (going
   * offline) waits for it: a busy state is on screen before its fetch has left, and a fetch that leaves offline fails
   * instead of being held.
   */
  callMade: (actor: string) => Promise<void>;
}

/** What a state shows: the `data-state` marker (unless the screen has left, e.g. a final state) and more where it matters. */
export interface Screen {
  marker?: false;
  check?: (walk: WalkContext) => Promise<void>;
}

export interface MachineAdapter<TMachine extends AnyStateMachine = AnyStateMachine> {
  /** The `data-machine` name of the views, and the test titles' prefix (`--grep <name>`). */
  name: string;
  /** Several adapters of one machine start it with other facts (as the path tests' scenarios). */
  scenario?: string;
  machine: TMachine;
  input: unknown;
  /** The events the browser can deliver, by label, as the graph traversal takes them. */
  events: Record<string, AnyEventObject>;
  serializeState: (snapshot: AnyMachineSnapshot) => string;
  /** Events the screen cannot send in a state although the machine takes them (e.g. no button there). */
  filterEvents?: (snapshot: AnyMachineSnapshot, event: AnyEventObject) => boolean;
  /** Actors the model replaces beside the never-settling ones (e.g. a spawned child). */
  modelActors?: Record<string, AnyActorLogic>;
  /** Actions the app provides (e.g. leaving for the gateway), done by the browser, a no-op in the model. */
  modelActions?: Record<string, () => void>;
  /** The contract call of each invoked actor (method and path under /api), for held answers and faults. */
  calls: Record<string, { method: string; path: RegExp; body?: (json: Record<string, unknown>) => boolean }>;
  /**
   * Whether this path's `server` answers come from the server; when not, their `standIn` (the
   * contract's answer) is given instead. For calls under an hourly limit per client address (OTP
   * sends, phone checks), which every walk from this machine shares.
   */
  usesServer?: (path: BrowserPath) => boolean;
  /** The arrange makes some of these calls itself (e.g. places the order a repay pays again): they go to the server unheld. */
  arrangeCallsPass?: boolean;
  /** Opens the screen in the machine's initial state. */
  arrange: (walk: WalkContext) => Promise<void>;
  actions: Record<string, Action>;
  screens: Record<string, Screen>;
  /** State ids no browser walk reaches, each with the reason; kept small (asserted). */
  unreachable: Record<string, string>;
  /** Transitions (`<source id> <event>#<n>`) no view can take, with the reason. */
  untakeable?: Record<string, string>;
  /**
   * Controls the QA words of a step name that this walk does not find on the screen as the step comes, by event
   * label and name, each with why (the arrange already pressed it, an earlier part of the step opens it).
   */
  namedElsewhere?: Record<string, Record<string, string>>;
}

interface Held {
  step: number;
  answer: Answer;
  release: () => void;
  released: Promise<void>;
}

function held(step: number, answer: Answer): Held {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { step, answer, release, released };
}

/**
 * The server gets the call when the app makes it (so that calls reach it in the app's order, e.g.
 * a verify before a resend that supersedes its code); only the answer waits for its step.
 */
async function respond(route: Route, answer: Answer, released: Promise<void>) {
  if ('server' in answer) {
    const response = await route.fetch();
    await released;
    return route.fulfill({ response });
  }
  await released;
  if ('abort' in answer) return route.abort(answer.abort);
  return route.fulfill({ status: answer.status, json: answer.json });
}

/** How many calls of each actor the app has made so far, and a wait for the n-th. */
function arrivals() {
  const counts = new Map<string, number>();
  const waiters: { actor: string; count: number; resolve: () => void }[] = [];
  return {
    arrived(actor: string) {
      counts.set(actor, (counts.get(actor) ?? 0) + 1);
      for (const waiter of waiters.filter((entry) => entry.actor === actor && entry.count <= counts.get(actor)!)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve();
      }
    },
    made(actor: string, count: number): Promise<void> {
      if ((counts.get(actor) ?? 0) >= count) return Promise.resolve();
      return new Promise((resolve) => waiters.push({ actor, count, resolve }));
    },
  };
}

/** Each machine's QA words by its definition's id, as /sandbox/qa reads them (qa-paths.json). */
export const qaWords = new Map(
  (
    JSON.parse(readFileSync(resolvePath(import.meta.dirname, '../../../server/sandbox/qa-paths.json'), 'utf8')) as {
      machines: { machineId: string; words: QaStepWords }[];
    }
  ).machines.map((m) => [m.machineId, m.words]),
);

/** Roles a step's words name a control by. */
const controlRoles = ['button', 'link', 'radio', 'checkbox', 'switch', 'tab', 'option', 'menuitem', 'textbox', 'combobox', 'dialog'] as const;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A control a tester finds by `name`: by its accessible name, or by the text it shows where its accessible name
 * says more (the cart's "Remove" is "Remove Phở Rolls" to a screen reader, the stepper's "+" is "More Phở Rolls").
 */
function controlNamed(page: Page, name: string): Locator {
  const shown = new RegExp(`^\\s*${escapeRegExp(name)}\\s*$`);
  return controlRoles
    .flatMap((role) => [page.getByRole(role, { name, exact: true }), page.getByRole(role).filter({ hasText: shown })])
    .reduce((all, one) => all.or(one));
}

/**
 * Before a step a person takes: each control its QA words (en) name is on the screen, or one of its alternatives, so
 * that a tester walking the same step finds what it names. Machines the QA paths do not list have no words to check.
 */
async function expectNamedControls(walk: WalkContext, adapter: MachineAdapter, step: BrowserPath['steps'][number]) {
  const words = qaWords.get(adapter.machine.id);
  const worded = words && stepWords(words, step.transitions, step.event.type);
  if (!worded) return;
  const elsewhere = adapter.namedElsewhere?.[step.label] ?? {};
  for (const names of namedControls(worded.en).filter((alternatives) => !alternatives.some((name) => name in elsewhere))) {
    await expect(
      names.map((name) => controlNamed(walk.page, name)).reduce((all, one) => all.or(one)).first(),
      `${names.map((name) => `"${name}"`).join(' or ')}, which the step "${worded.en}" names`,
    ).toBeVisible();
  }
}

const markerOf = (walk: WalkContext, adapter: MachineAdapter) => walk.page.locator(`[data-machine="${adapter.name}"]`);

async function expectScreen(walk: WalkContext, adapter: MachineAdapter, state: string) {
  const screen = adapter.screens[state] ?? {};
  if (screen.marker !== false) await expect(markerOf(walk, adapter), `the screen of ${state}`).toHaveAttribute('data-state', state);
  await screen.check?.(walk);
}

/**
 * Walks one path: every call of an adapter's actor is held until the step that names its outcome
 * (so that the busy state in between is seen), then answered, or held for good when the path ends
 * before it; after every step the screen must show the state.
 */
export async function walkPath(adapter: MachineAdapter, path: BrowserPath, walk: WalkContext) {
  const usesServer = adapter.usesServer?.(path) ?? true;
  walk.data.usesServer = String(usesServer);
  const queues = new Map<string, Held[]>();
  const byActor = new Map<string, Held[]>();
  const calls = arrivals();
  const byStep = new Map<number, Held>();
  path.steps.forEach((step, index) => {
    const action = adapter.actions[step.label];
    if (!action || !('answer' in action)) return;
    const { actor, ...answer } = action.answer;
    const entry = held(index, 'server' in answer && answer.standIn && !usesServer ? answer.standIn : answer);
    byStep.set(index, entry);
    queues.set(actor, [...(queues.get(actor) ?? []), entry]);
    byActor.set(actor, [...(byActor.get(actor) ?? []), entry]);
  });
  let arranged = !adapter.arrangeCallsPass;
  for (const [actor, call] of Object.entries(adapter.calls)) {
    await walk.page.route(call.path, async (route) => {
      if (!arranged || route.request().method() !== call.method) return route.fallback();
      if (call.body && !call.body((route.request().postDataJSON() ?? {}) as Record<string, unknown>)) return route.fallback();
      // A call the path does not answer stays pending: the path ends in the state that waits for it.
      calls.arrived(actor);
      const next = queues.get(actor)?.shift();
      if (!next) return;
      await respond(route, next.answer, next.released).catch(() => {});
    });
  }
  await adapter.arrange(walk);
  arranged = true;
  await expectScreen(walk, adapter, path.initialState);
  for (const [index, step] of path.steps.entries()) {
    const action = adapter.actions[step.label]!;
    const later = path.steps.slice(index + 1).map((next) => next.label);
    // the call in flight is the one after those already answered
    const callMade = (actor: string) => calls.made(actor, (byActor.get(actor) ?? []).filter((entry) => entry.step < index).length + 1);
    if ('ui' in action) {
      await expectNamedControls(walk, adapter, step);
      await action.ui(walk, { from: index === 0 ? path.initialState : path.steps[index - 1]!.state, later, callMade });
    } else if ('wait' in action) await walk.page.clock.runFor(action.wait);
    else if ('answer' in action) byStep.get(index)!.release();
    await expectScreen(walk, adapter, step.state);
  }
}
