import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { allStateNodes, allTransitionKeys } from '../../machines/test-support/replay-paths';
import { machinesByName } from './machines';
import { generateQaPaths, MissingWordingError, qaLocales, qaPathsMarkdown, type Worded } from './qa-paths';
import { wordings } from './wording';

const document = generateQaPaths();

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
    expect(markdown).toContain('## payment');
    expect(markdown).toMatch(/### payment-01 → .+\n\nStart: `\/checkout`\./);
    expect(markdown).toMatch(/\n1\. \[ \] Press "Order" with MoMo or Payoo chosen — /);
  });
});
