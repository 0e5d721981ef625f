import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import { checkAccountPhone, isOtpCode, validateResetPassword } from '../../domain/account-validation';
import {
  afterEventType,
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  neverSettlingActors,
  type Coverage,
} from '../test-support/replay-paths';
import { resetPasswordMachine as machine, type ResetPasswordContext, type ResetPasswordMachineInput } from './machine';

const apiError = (status: number, code: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(code), { status, code, details });
const input: ResetPasswordMachineInput = { phone: '0901234567', language: 'vi' };

/** Every event the view or an actor can deliver, named as the path lists show it. */
const labelled: Record<string, AnyEventObject> = {
  'phone.change(invalid)': { type: 'phone.change', phone: '090123' },
  'phone.change(valid)': { type: 'phone.change', phone: '0912345678' },
  'phone.submit': { type: 'phone.submit' },
  'done:sendOtp': { type: 'xstate.done.actor.sendOtp', output: { sent: true, expires_in: 300, resend_after: 10 } },
  'error:sendOtp(404)': { type: 'xstate.error.actor.sendOtp', error: apiError(404, 'PHONE_NOT_REGISTERED') },
  'error:sendOtp(429)': { type: 'xstate.error.actor.sendOtp', error: apiError(429, 'TOO_MANY_REQUESTS', { retry_after: 60 }) },
  'otp.change(complete)': { type: 'otp.change', code: '123456' },
  'otp.change(partial)': { type: 'otp.change', code: '123' },
  'otp.submit': { type: 'otp.submit' },
  'done:verifyOtp': { type: 'xstate.done.actor.verifyOtp', output: { idToken: 'id-token', expires_in: 600 } },
  'error:verifyOtp(invalid)': { type: 'xstate.error.actor.verifyOtp', error: apiError(400, 'INVALID_OTP', { attempts_left: 4 }) },
  'after:resendTimer': { type: afterEventType(machine, 'resetPassword.enteringCode.resend.waiting') },
  'otp.resend': { type: 'otp.resend' },
  'password.change(valid)': { type: 'password.change', values: { password: 'new-secret', passwordConfirm: 'new-secret' } },
  'password.change(mismatch)': { type: 'password.change', values: { passwordConfirm: 'different' } },
  'password.submit': { type: 'password.submit' },
  'done:resetPassword': { type: 'xstate.done.actor.resetPassword', output: { data: { status: 'SUCCESS' } } },
  'error:resetPassword': { type: 'xstate.error.actor.resetPassword', error: apiError(500, 'COMMON_ERROR') },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

const isPasswordValid = (c: ResetPasswordContext) => Object.keys(validateResetPassword(c.passwords)).length === 0;

/** The state value and, per state, only the context facts its guards read, so the graph stays small. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as ResetPasswordContext;
  const facts = snapshot.matches('enteringPhone')
    ? { phoneValid: checkAccountPhone(c.phone) === undefined }
    : snapshot.matches('enteringCode')
      ? { codeComplete: isOtpCode(c.code) }
      : snapshot.matches('enteringPassword')
        ? { passwordValid: isPasswordValid(c) }
        : {};
  return JSON.stringify([snapshot.value, facts]);
};

type Snapshot = AnyMachineSnapshot & { can: (e: EventObject) => boolean };

/** Invariants of every state, asserted after the start and after every step. */
function checkInvariants(s: Snapshot) {
  const c = s.context as ResetPasswordContext;
  expect(s.hasTag('loading')).toBe(
    ['sendingCode', 'resetting'].some((v) => s.matches(v)) || s.matches({ enteringCode: { code: 'verifying' } }),
  );
  expect(s.hasTag('resending')).toBe(s.matches({ enteringCode: { resend: 'sending' } }));
  /** A code was sent before the code step shows; the phone is valid whenever a call is made with it. */
  if (s.matches('enteringCode')) expect(c.codesSent).toBeGreaterThan(0);
  if (s.hasTag('loading') || s.matches('enteringCode')) expect(checkAccountPhone(c.phone)).toBeUndefined();
  /** The password step and the call are only reached with the phone's proof. */
  expect(c.idToken !== null).toBe(['enteringPassword', 'resetting', 'reset'].some((v) => s.matches(v)));
  if (s.matches('resetting')) expect(isPasswordValid(c)).toBe(true);
  if (s.status === 'done') {
    expect(s.matches('reset')).toBe(true);
    return;
  }
  /** The buttons: each enabled exactly when the step's rule accepts and no call of it is running. */
  expect(s.can({ type: 'phone.submit' })).toBe(s.matches('enteringPhone') && checkAccountPhone(c.phone) === undefined);
  expect(s.can({ type: 'otp.submit' })).toBe(s.matches({ enteringCode: { code: 'idle' } }) && isOtpCode(c.code));
  expect(s.can({ type: 'otp.resend' })).toBe(s.matches({ enteringCode: { resend: 'available' } }));
  expect(s.can({ type: 'password.submit' })).toBe(s.matches('enteringPassword') && isPasswordValid(c));
  /** Where each failure is shown. */
  if (c.error === 'invalidOtp') expect(s.matches('enteringCode')).toBe(true);
  if (c.error === 'phoneNotRegistered') expect(s.matches('enteringPhone') || s.matches('enteringCode')).toBe(true);
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;
const transitionKey = (t: AnyTransitionDefinition, index: number) => `${t.source.id} ${t.eventType || '(always)'}#${index}`;
function keyOfTaken(t: AnyTransitionDefinition): string {
  const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  return transitionKey(t, list.indexOf(t));
}

/**
 * Like test-support's replayPath, but a path may end in the final state (reset): the actor is then
 * 'done', as the path's last state is. Also asserts that no failure loses what was typed.
 */
function replay(path: Path, coverage: Coverage) {
  const actor = createActor(machine.provide({ actors: neverSettlingActors(machine) as never }), {
    input,
    inspect: (inspection) => {
      if (inspection.type === '@xstate.microstep' && inspection.actorRef === actor) {
        for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
          coverage.transitions.add(keyOfTaken(t));
        }
      }
    },
  });
  const record = (snapshot: AnyMachineSnapshot) => {
    for (const node of snapshot._nodes) if (node.id !== machine.id) coverage.stateIds.add(node.id);
    checkInvariants(snapshot as Snapshot);
  };
  actor.start();
  record(actor.getSnapshot());
  for (const step of path.steps.slice(1)) {
    const before = actor.getSnapshot().context;
    actor.send(step.event as never);
    const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
    const at = `after ${label(step.event) ?? step.event.type}`;
    expect(snapshot.status, at).toBe(step.state.status);
    expect(snapshot.value, at).toEqual(step.state.value);
    expect(serializeState(snapshot), at).toBe(serializeState(step.state));
    if (step.event.type.startsWith('xstate.error.')) {
      const after = snapshot.context as ResetPasswordContext;
      expect(after.error, at).not.toBeNull();
      expect([after.phone, after.code, after.passwords], at).toEqual([before.phone, before.code, before.passwords]);
    }
    record(snapshot);
  }
  actor.stop();
}

describe('resetPassword graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const { statePaths, transitionPaths } = graphPaths(machine, {
    input,
    events,
    serializeState,
    filterEvents: (snapshot, event) => snapshot.status === 'active' && snapshot.can(event),
  });

  it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
    replay(path, coverage);
  });

  it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
    for (const path of transitionPaths) {
      try {
        replay(path, coverage);
      } catch (error) {
        throw new Error(`${describePath(path, label)}: ${String(error)}`);
      }
    }
  });

  it('should reach every state node and take every transition', () => {
    expect(missing(allStateNodes(machine).map((n) => n.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(machine), coverage.transitions)).toEqual([]);
  });

  it('should list the same state paths (review added or removed ones)', () => {
    expect(statePaths.map((path) => describePath(path, label))).toMatchInlineSnapshot(`
      [
        "enteringPhone <- (initial)",
        "enteringPhone <- phone.change(invalid)",
        "sendingCode <- phone.submit",
        "{enteringCode:{code:idle,resend:waiting}} <- phone.submit > done:sendOtp",
        "{enteringCode:{code:idle,resend:waiting}} <- phone.submit > done:sendOtp > otp.change(complete)",
        "{enteringCode:{code:idle,resend:available}} <- phone.submit > done:sendOtp > after:resendTimer",
        "{enteringCode:{code:verifying,resend:waiting}} <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit",
        "{enteringCode:{code:idle,resend:available}} <- phone.submit > done:sendOtp > otp.change(complete) > after:resendTimer",
        "{enteringCode:{code:idle,resend:sending}} <- phone.submit > done:sendOtp > after:resendTimer > otp.resend",
        "{enteringCode:{code:verifying,resend:waiting}} <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial)",
        "enteringPassword <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp",
        "{enteringCode:{code:verifying,resend:available}} <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer",
        "{enteringCode:{code:idle,resend:sending}} <- phone.submit > done:sendOtp > otp.change(complete) > after:resendTimer > otp.resend",
        "{enteringCode:{code:verifying,resend:available}} <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial) > after:resendTimer",
        "enteringPassword <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp > password.change(valid)",
        "{enteringCode:{code:verifying,resend:sending}} <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend",
        "{enteringCode:{code:verifying,resend:sending}} <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial) > after:resendTimer > otp.resend",
        "resetting <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp > password.change(valid) > password.submit",
        "reset <- phone.submit > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp > password.change(valid) > password.submit > done:resetPassword",
      ]
    `);
  });
});
