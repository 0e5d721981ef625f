import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allStateNodes, allTransitionKeys } from '../../machines/test-support/replay-paths';
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { machinesByName, type MachineName } from './machines';
import { errorAnswerByGuard, faultOperations } from './preconditions';
import { machineParts } from './qa-graph';
import {
  errorFault,
  generateQaPaths,
  MissingWordingError,
  qaLocales,
  COUNTS_START,
  qaCountsText,
  qaPathsMarkdown,
  settingsNeeded,
  withQaCounts,
  type QaFault,
  type Worded,
} from './qa-paths';
import { wordings } from './wording';

const document = generateQaPaths();

/** What the app's actor rejects with when the sandbox answers `fault` (a timed-out call has no status). */
const rejectionOf = (fault: QaFault) =>
  fault.kind === 'timeout'
    ? new DOMException('The operation timed out.', 'TimeoutError')
    : fault.kind === 'error'
      ? { status: fault.status, code: fault.code, message: 'Sandbox fault' }
      : { status: 500, code: 'COMMON_ERROR', message: 'Something went wrong; please try again later.' };

/** Whether the machine's own guard passes for `event` (named guards with params, and/or/not). */
function guardPasses(machine: AnyStateMachine, guard: unknown, event: { type: string; error: unknown }): boolean {
  if (!guard) return true;
  const args = { context: {}, event };
  const named = machine.implementations.guards as Record<string, (a: typeof args, p: unknown) => boolean>;
  if (typeof guard === 'string') return named[guard](args, undefined);
  if (typeof guard === 'function') {
    const inner = (guard as unknown as { guards: unknown[] }).guards;
    if (guard.name === 'not') return !guardPasses(machine, inner[0], event);
    if (guard.name === 'or') return inner.some((g) => guardPasses(machine, g, event));
    return inner.every((g) => guardPasses(machine, g, event));
  }
  const { type, params } = guard as { type: string; params?: unknown };
  return named[type](args, typeof params === 'function' ? params(args) : params);
}

/** Every `xstate.error.actor.*` event of a machine with its branches, in the order the machine tries them. */
function errorEvents(machine: AnyStateMachine) {
  const walk = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(walk)];
  return walk(machine.root).flatMap((node) =>
    [...node.transitions.entries()]
      .filter(([eventType]) => eventType.startsWith('xstate.error.actor.'))
      .map(([eventType, branches]) => ({ node, eventType, branches })),
  );
}

describe('QA paths', () => {
  it('should reach every state and take every transition of every machine', () => {
    for (const { name, paths } of document.machines) {
      const machine = machinesByName[name];
      const taken = new Set(paths.flatMap((p) => p.steps.map((s) => s.transition)));
      const reached = new Set(paths.flatMap((p) => [...p.start.states, ...p.steps.flatMap((s) => s.states)]));
      expect(
        allTransitionKeys(machine).filter((key) => !taken.has(key)),
        name,
      ).toEqual([]);
      const unreached = allStateNodes(machine)
        .map((node) => node.id.slice(machine.id.length + 1))
        .filter((id) => ![...reached].some((r) => r === id || r.startsWith(`${id}.`)));
      expect(unreached, name).toEqual([]);
    }
  });

  it('should word every step and its expected result in vi, en and ja, each its own', () => {
    const texts: Worded[] = document.machines.flatMap((m) =>
      m.paths.flatMap((p) => [p.start.expected, ...p.steps.flatMap((s) => [s.action, s.expected])]),
    );
    expect(texts.length).toBeGreaterThan(1000);
    for (const worded of texts) {
      for (const locale of qaLocales) expect(worded[locale], JSON.stringify(worded)).toMatch(/\S/);
      expect(worded.vi, worded.en).not.toBe(worded.en);
      expect(worded.ja, worded.en).not.toBe(worded.en);
    }
  });

  it('should format a waiting time in the language of the step', () => {
    const wait = document.machines
      .find((m) => m.name === 'fulfilment')!
      .paths.flatMap((p) => p.steps)
      .find((s) => s.transition.includes('xstate.after.'))!;
    expect(wait.action).toEqual({ vi: 'Chờ 0,3 giây', en: 'Wait 0.3 seconds', ja: '0.3秒待ちます' });
  });

  it('should refuse to generate when a state or an event has no wording', () => {
    const { 'settled.paid': _paid, ...states } = wordings.payment.states;
    const { 'qr.open': _open, ...events } = wordings.payment.events;
    const run = () => generateQaPaths({ payment: machinesByName.payment }, { payment: { states, events } });
    expect(run).toThrow(MissingWordingError);
    expect(run).toThrow(/payment: event qr\.open\npayment: state settled\.paid/);
  });

  it('should arm a fault where a path makes a call fail the first time', () => {
    const payment = document.machines.find((m) => m.name === 'payment')!;
    const failing = payment.paths.find((p) =>
      p.steps.some((s) => s.transition.includes('xstate.error.actor.requestPaymentUrl')),
    )!;
    expect(failing.start).toMatchObject({
      screen: '/checkout',
      faults: [{ operationId: 'createPayment', kind: 'fail' }],
    });
  });

  it('should state the answer every guarded error branch needs, and arm exactly it', () => {
    const checked: string[] = [];
    for (const [name, machine] of Object.entries(machinesByName)) {
      const transitions = new Map(machineParts(machine).transitions.map((t) => [t.key, t]));
      for (const { node, eventType, branches } of errorEvents(machine)) {
        if (!branches.some((b) => b.guard)) continue;
        const actor = eventType.slice('xstate.error.actor.'.length);
        const operationId = faultOperations[name as MachineName]?.[actor];
        expect(operationId, `${name}: no contract operation for ${actor} in faultOperations`).toBeTruthy();
        branches.forEach((branch, index) => {
          const key = `${node.id} ${eventType}#${index}`;
          const fault = errorFault(operationId!, transitions.get(key)!.guards);
          const event = { type: eventType, error: rejectionOf(fault) };
          const taken = branches.findIndex((b) => guardPasses(machine, b.guard, event));
          expect(taken, `${name}: ${key} with ${JSON.stringify(fault)}`).toBe(index);
          checked.push(key);
        });
      }
    }
    expect(checked.length).toBeGreaterThan(20);
    const guarded = new Set(
      Object.values(machinesByName).flatMap((machine) =>
        errorEvents(machine).flatMap(({ branches }) =>
          branches.flatMap((b) => (typeof b.guard === 'object' ? [(b.guard as { type: string }).type] : [])),
        ),
      ),
    );
    expect([...guarded].sort()).toEqual(Object.keys(errorAnswerByGuard).sort());
  });

  it('should arm the answer of the error branch a path takes first, in the path itself', () => {
    const otp = document.machines.find((m) => m.name === 'otp-registration')!;
    const limited = otp.paths.find(
      (p) => p.steps[0] && p.steps.some((s) => s.transition.endsWith('xstate.error.actor.sendOtp#0')),
    )!;
    expect(limited.start.faults).toContainEqual({
      operationId: 'sendOtp',
      kind: 'error',
      status: 429,
      code: 'TOO_MANY_REQUESTS',
      times: 1,
    });
    const session = document.machines.find((m) => m.name === 'session')!;
    const unreachable = session.paths.find((p) =>
      p.steps.some((s) => s.transition === 'session.restoring.refreshing xstate.error.actor.refreshToken#0'),
    )!;
    expect(unreachable.start.faults).toContainEqual({ operationId: 'refreshToken', kind: 'timeout', times: 1 });
  });

  it('should arm the answer a branch on a call result needs: the address search finds nothing', () => {
    const fulfilment = document.machines.find((m) => m.name === 'fulfilment')!;
    const nothingFound = fulfilment.paths.find((p) =>
      p.steps.some((s) => s.transition === 'fulfilment.address.autocompleting xstate.done.actor.fetchSuggestions#1'),
    )!;
    expect(nothingFound.start.faults).toContainEqual({
      operationId: 'mapsAutocomplete',
      kind: 'reply',
      body: { predictions: [] },
      times: 1,
    });
    const found = fulfilment.paths.find((p) =>
      p.steps.some((s) => s.transition === 'fulfilment.address.autocompleting xstate.done.actor.fetchSuggestions#0'),
    )!;
    expect(found.start.faults.filter((f) => f.operationId === 'mapsAutocomplete')).toEqual([]);
  });

  it('should prepare the settings the branches of a path need and the order clock of order-status paths', () => {
    const fulfilment = new Map(machineParts(machinesByName.fulfilment).transitions.map((t) => [t.key, t]));
    const needs = (...keys: string[]) => settingsNeeded(keys.map((key) => fulfilment.get(key)!));
    expect(needs('fulfilment address.change#0')).toEqual({ useDefaultStore: true });
    expect(needs('fulfilment address.change#1')).toEqual({ useDefaultStore: false });
    expect(needs('fulfilment map.pick#0')).toEqual({ useGooglemaps: true, useDefaultStore: false });
    expect(needs('fulfilment store.pick#0', 'fulfilment deliveryType.select#0')).toEqual({ useFeatureTakeaway: true });
    const generated = document.machines.find((m) => m.name === 'fulfilment')!.paths;
    const mapPick = generated.find((p) => p.steps.some((s) => s.transition === 'fulfilment map.pick#0'))!;
    expect(mapPick.start.settings).toMatchObject({ useGooglemaps: true });
    const tracking = document.machines.find((m) => m.name === 'order-status')!.paths;
    expect(tracking.every((p) => p.start.orderClockSpeed === 60)).toBe(true);
    const payment = document.machines.find((m) => m.name === 'payment')!.paths;
    expect(payment.every((p) => p.start.orderClockSpeed === null)).toBe(true);
  });

  it('should choose the sandbox payment decision a path ending in a payment result needs', () => {
    const payment = document.machines.find((m) => m.name === 'payment')!;
    const outcomeOf = (end: string) => payment.paths.find((p) => p.ends.includes(end))!.start.paymentOutcome;
    expect([outcomeOf('settled.paid'), outcomeOf('settled.failed'), outcomeOf('settled.cancelled')]).toEqual([
      'paid',
      'declined',
      'cancelled',
    ]);
    expect(payment.paths.find((p) => p.ends.includes('requestingUrl'))!.start.paymentOutcome).toBeNull();
  });

  it('should fail both tries of a read the app retries', () => {
    const fulfilment = document.machines.find((m) => m.name === 'fulfilment')!;
    const faults = fulfilment.paths.flatMap((p) => p.start.faults);
    expect(faults).toContainEqual({ operationId: 'getAllStore', kind: 'fail', times: 2 });
  });

  it('should be what npm run qa:paths last wrote for /sandbox/qa', () => {
    const written = JSON.parse(
      readFileSync(path.resolve(import.meta.dirname, '../../server/sandbox/qa-paths.json'), 'utf8'),
    );
    expect(written, 'run npm run qa:paths').toEqual(JSON.parse(JSON.stringify(document)));
  });

  it('should write a numbered checklist per machine in Markdown', () => {
    const markdown = qaPathsMarkdown(document, 'en');
    expect(markdown).toContain('\n## Payment (`payment`)\n\n');
    expect(markdown).toMatch(/### payment-01 → .+\n\nStarts on Checkout \(`\/checkout`\)\./);
    expect(markdown).toMatch(
      /\n1\. \[ \] Choose MoMo or Payoo, press "Place order", and press "Confirm the time" if that window asks — /,
    );
  });

  /**
   * A checklist's words as a tester reads them, without what stays as it is in every language: identifiers (in
   * backticks, path ids, URL paths, the states a path ends in after "→"), brands, and the sandbox payment page's own
   * buttons (Pay, Decline, Cancel), which read so on screen.
   */
  const checklistWords = (markdown: string) =>
    markdown
      .replace(/`[^`]*`/g, ' ')
      .replace(/→.*$/gm, ' ')
      .replace(/\b[a-z-]+-\d\d\b/g, ' ')
      .replace(/(^|\s)\/[\w/-]*/g, ' ')
      .replace(/\b(MoMo|Payoo|Lalamove|SMS|OTP|QR|reCAPTCHA|VAT|ID|Pay|Decline|Cancel)\b/g, ' ');

  it('should write the Japanese checklist in Japanese, its headings, counts and preparations too', () => {
    const left = checklistWords(qaPathsMarkdown(document, 'ja'));
    expect([...new Set(left.match(/[A-Za-z]{3,}/g))]).toEqual([]);
  });

  it('should write the Vietnamese checklist with no English left around the steps', () => {
    const left = checklistWords(qaPathsMarkdown(document, 'vi'));
    const english = ['QA paths', 'paths', 'steps', 'states', 'transitions', 'Start', 'Fault', 'Setting', 'Payment'];
    expect(english.filter((words) => new RegExp(`\\b${words}\\b`).test(left))).toEqual([]);
    expect(left).not.toMatch(/\b(Order clock|faster|gateway|on|off)\b/);
  });

  it("should name only buttons the app has, by the app's own label in each language", () => {
    /** The app's texts in `locale`, as its catalog holds them (the source's ids for en). */
    const appTexts = (locale: string, key: 'msgid' | 'msgstr') =>
      new Set(
        [
          ...readFileSync(
            path.resolve(import.meta.dirname, `../../src/i18n/locales/${locale}/messages.po`),
            'utf8',
          ).matchAll(new RegExp(`^${key} "(.*)"$`, 'gm')),
        ].map((m) => m[1].replaceAll('\\"', '"')),
      );
    const labels = { en: appTexts('en', 'msgid'), vi: appTexts('vi', 'msgstr'), ja: appTexts('ja', 'msgstr') };
    const pressed = { en: /[Pp]ress "([^"]+)"/g, vi: /[Nn]hấn "([^"]+)"/g, ja: /「([^」]+)」を押/g };
    const unknown = document.machines.flatMap((machine) =>
      machine.paths.flatMap((p) =>
        p.steps.flatMap((s) =>
          qaLocales.flatMap((locale) =>
            [...s.action[locale].matchAll(pressed[locale])]
              .map((m) => m[1])
              // a stepper's + and − are drawn glyphs, named by their aria-label
              .filter((label) => label.length > 1 && !labels[locale].has(label))
              .map((label) => `${s.transition} (${locale}): ${label}`),
          ),
        ),
      ),
    );
    expect([...new Set(unknown)]).toEqual([]);
  });

  it('should state the counts in docs/qa.md as the generator counts them, not by hand', () => {
    const docs = readFileSync(path.resolve(import.meta.dirname, '../../docs/qa.md'), 'utf8');
    expect(docs).toContain(COUNTS_START);
    expect(docs, 'run npm run qa:paths').toBe(withQaCounts(docs, document));
    expect(qaCountsText(document)).toMatch(/^14 machines, \d+ paths, \d+ steps, \d+ states, \d+ transitions/);
  });

  it('should state a fault the path arms as armed, never ask the tester to arm it', () => {
    const payment = document.machines.find((m) => m.name === 'payment')!;
    const failing = payment.paths.find((p) => p.start.faults.some((f) => f.operationId === 'createPayment'))!;
    const step = failing.steps.find((s) => s.transition.includes('xstate.error.actor.requestPaymentUrl'))!;
    expect(step.action.en).toBe('Nothing to do: as this path prepared, the next call to payment link fails');
    expect(step.action.ja).toContain('支払いリンク');
    for (const machine of document.machines)
      for (const p of machine.paths) {
        const armed = p.steps.filter((s) => s.action.en.startsWith('Nothing to do: as this path prepared'));
        expect(armed, p.id).toHaveLength(p.start.faults.length);
        // the tester reads operations in words, never by their contract id
        for (const s of armed) expect(s.action.en).not.toMatch(/\b[a-z]+[A-Z]\w+\b/);
      }
  });

  it('should name the button the payment step shows after a failure, and the time window before paying', () => {
    const payment = document.machines.find((m) => m.name === 'payment')!;
    const retried = payment.paths
      .flatMap((p) => p.steps)
      .find((s) => s.transition === 'payment.urlFailed payment.start#0')!;
    expect(retried.action).toMatchObject({ en: 'Press "Pay now"', ja: '「今すぐ支払う」を押します' });
    const first = payment.paths.flatMap((p) => p.steps).find((s) => s.transition === 'payment.idle payment.start#1')!;
    expect(first.action.ja).toContain('「時間の確認」');
  });
});
