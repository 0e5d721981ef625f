import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyTransitionDefinition,
  type EventObject,
} from 'xstate';
import type { StatePath } from 'xstate/graph';
import { isOtpCode, isRegisterFormValid } from '../../domain/account-validation';
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
import { otpRegistrationMachine as machine, type LoginResponse, type OtpRegistrationContext, type OtpRegistrationInput } from './machine';

const session: LoginResponse = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
  customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
};
const apiError = (status: number, code: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(code), { status, code, details });
const input: OtpRegistrationInput = { phone: '0901234567', language: 'vi' };
/** SPEC's limit is 1; a limit of 2 also takes the branch back to the resend timer. */
const inputs: Record<string, OtpRegistrationInput> = { limit1: input, limit2: { ...input, resendLimit: 2 } };

/** Every event the view or an actor can deliver, named as the path lists show it. */
const labelled: Record<string, AnyEventObject> = {
  'form.change(valid)': {
    type: 'form.change',
    values: { fullName: 'Nguyễn Văn An', email: '', password: 'secret1', passwordConfirm: 'secret1', tos: true },
  },
  'form.change(invalid)': { type: 'form.change', values: { tos: false } },
  'form.change(phone)': { type: 'form.change', values: { phone: '0912345678' } },
  'form.submit': { type: 'form.submit' },
  'form.edit': { type: 'form.edit' },
  'done:checkPhoneNumber(new)': { type: 'xstate.done.actor.checkPhoneNumber', output: { exists: false } },
  'done:checkPhoneNumber(exists)': { type: 'xstate.done.actor.checkPhoneNumber', output: { exists: true } },
  'error:checkPhoneNumber': { type: 'xstate.error.actor.checkPhoneNumber', error: apiError(0, 'NETWORK_ERROR') },
  'done:sendOtp': { type: 'xstate.done.actor.sendOtp', output: { sent: true, expires_in: 300, resend_after: 10 } },
  'error:sendOtp(429)': {
    type: 'xstate.error.actor.sendOtp',
    error: apiError(429, 'TOO_MANY_REQUESTS', { retry_after: 3600 }),
  },
  'error:sendOtp(409)': { type: 'xstate.error.actor.sendOtp', error: apiError(409, 'PHONE_ALREADY_REGISTERED') },
  'error:sendOtp': { type: 'xstate.error.actor.sendOtp', error: apiError(500, 'COMMON_ERROR') },
  'otp.change(complete)': { type: 'otp.change', code: '123456' },
  'otp.change(partial)': { type: 'otp.change', code: '123' },
  'otp.submit': { type: 'otp.submit' },
  'done:verifyOtp': { type: 'xstate.done.actor.verifyOtp', output: { idToken: 'id-token', expires_in: 600 } },
  'error:verifyOtp(invalid)': {
    type: 'xstate.error.actor.verifyOtp',
    error: apiError(400, 'INVALID_OTP', { attempts_left: 4 }),
  },
  'error:verifyOtp(429)': {
    type: 'xstate.error.actor.verifyOtp',
    error: apiError(429, 'TOO_MANY_REQUESTS', { retry_after: 60 }),
  },
  'error:verifyOtp': { type: 'xstate.error.actor.verifyOtp', error: apiError(0, 'NETWORK_ERROR') },
  'after:resendTimer': { type: afterEventType(machine, 'otpRegistration.enteringCode.resend.waiting') },
  'after:anonymousTimer': { type: afterEventType(machine, 'otpRegistration.enteringCode.resend.anonymousWaiting') },
  'otp.resend': { type: 'otp.resend' },
  'anonymous.choose': { type: 'anonymous.choose' },
  'done:register': { type: 'xstate.done.actor.register', output: session },
  'error:register(409)': { type: 'xstate.error.actor.register', error: apiError(409, 'PHONE_ALREADY_REGISTERED') },
  'error:register(invalid)': { type: 'xstate.error.actor.register', error: apiError(400, 'INVALID_OTP') },
  'error:register': { type: 'xstate.error.actor.register', error: apiError(500, 'COMMON_ERROR') },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/** The state value and, per state, only the context facts its guards read, so the graph stays small. */
const serializeState = (snapshot: AnyMachineSnapshot) => {
  const c = snapshot.context as OtpRegistrationContext;
  const facts = snapshot.matches('form')
    ? { formValid: isRegisterFormValid(c.form), idToken: c.idToken !== null }
    : snapshot.matches('enteringCode')
      ? { codeComplete: isOtpCode(c.code) }
      : {};
  return JSON.stringify([snapshot.value, c.resendsLeft, facts]);
};

type Snapshot = AnyMachineSnapshot & { can: (e: EventObject) => boolean };

/** Invariants of every state, asserted after the start and after every step. */
function checkInvariants(s: Snapshot) {
  const c = s.context as OtpRegistrationContext;
  expect(c.resendsLeft).toBeGreaterThanOrEqual(0);
  expect(c.resendsLeft).toBeLessThanOrEqual(c.resendLimit);
  expect(s.hasTag('loading')).toBe(
    ['checkingPhone', 'sendingCode', 'registering'].some((v) => s.matches(v)) ||
      s.matches({ enteringCode: { code: 'verifying' } }),
  );
  if (s.hasTag('loading')) expect(isRegisterFormValid(c.form)).toBe(true);
  if (s.matches('registering')) expect(c.idToken).not.toBeNull();
  expect(s.matches('registered')).toBe(c.session !== null);
  expect(s.matches('anonymousGranted')).toBe(c.allowAnonymous);
  if (s.status === 'done') {
    expect(s.output).toEqual(
      s.matches('registered') ? { kind: 'registered', session } : { kind: 'anonymous', allowAnonymous: true },
    );
    return;
  }
  if (s.matches('form')) expect(s.can({ type: 'form.submit' })).toBe(isRegisterFormValid(c.form));
  if (c.error === 'deviceBlocked') expect(s.matches('deviceBlocked')).toBe(true);
  if (c.error === 'invalidOtp' || c.error === 'codeExpired') expect(s.matches('enteringCode')).toBe(true);
  if (c.error === 'invalidOtp') expect(c.attemptsLeft).toBe(4);
  /** The anonymous option: only once resends are used up and its timer ran (or when blocked). */
  expect(s.can({ type: 'anonymous.choose' })).toBe(
    s.matches({ enteringCode: { resend: 'anonymousAvailable' } }) || s.matches('deviceBlocked'),
  );
  if (s.matches({ enteringCode: { resend: 'anonymousAvailable' } })) expect(c.resendsLeft).toBe(0);
  expect(s.can({ type: 'otp.resend' })).toBe(s.matches({ enteringCode: { resend: 'available' } }));
  if (s.matches({ enteringCode: { resend: 'available' } })) expect(c.resendsLeft).toBeGreaterThan(0);
  if (s.matches({ enteringCode: { resend: 'anonymousWaiting' } })) expect(c.resendsLeft).toBe(0);
  if (s.matches({ enteringCode: { code: 'idle' } })) expect(s.can({ type: 'otp.submit' })).toBe(isOtpCode(c.code));
}

type Path = StatePath<AnyMachineSnapshot, EventObject>;
const transitionKey = (t: AnyTransitionDefinition, index: number) => `${t.source.id} ${t.eventType || '(always)'}#${index}`;
function keyOfTaken(t: AnyTransitionDefinition): string {
  const list = t.eventType ? (t.source.transitions.get(t.eventType) ?? []) : (t.source.always ?? []);
  return transitionKey(t, list.indexOf(t));
}

/**
 * Like test-support's replayPath, but a path may end in a final state (registered,
 * anonymousGranted): the actor is then 'done', as the path's last state is. Also asserts that no
 * failure loses what was typed.
 */
function replay(path: Path, input: OtpRegistrationInput, coverage: Coverage) {
  const actor = createActor(
    machine.provide({ actors: neverSettlingActors(machine) as never }),
    {
      input,
      inspect: (inspection) => {
        if (inspection.type === '@xstate.microstep' && inspection.actorRef === actor) {
          for (const t of (inspection as unknown as { _transitions: AnyTransitionDefinition[] })._transitions) {
            coverage.transitions.add(keyOfTaken(t));
          }
        }
      },
    },
  );
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
      expect(snapshot.context.form, at).toEqual(before.form);
      expect(snapshot.context.code, at).toBe(before.code);
    }
    record(snapshot);
  }
  actor.stop();
}

describe('otpRegistration graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const all = Object.fromEntries(
    Object.entries(inputs).map(([name, input]) => [
      name,
      graphPaths(machine, {
        input,
        events,
        serializeState,
        filterEvents: (snapshot, event) => snapshot.status === 'active' && snapshot.can(event),
      }),
    ]),
  );

  for (const [name, input] of Object.entries(inputs)) {
    describe(name, () => {
      const { statePaths, transitionPaths } = all[name]!;
      it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
        replay(path, input, coverage);
      });

      it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
        for (const path of transitionPaths) {
          try {
            replay(path, input, coverage);
          } catch (error) {
            throw new Error(`${describePath(path, label)}: ${String(error)}`);
          }
        }
      });
    });
  }

  it('should reach every state node and take every transition', () => {
    expect(missing(allStateNodes(machine).map((n) => n.id), coverage.stateIds)).toEqual([]);
    expect(missing(allTransitionKeys(machine), coverage.transitions)).toEqual([]);
  });

  it('should list the same state paths for the resend limit of SPEC (review added or removed ones)', () => {
    expect(all.limit1!.statePaths.map((path) => describePath(path, label))).toMatchInlineSnapshot(`
      [
        "form <- (initial)",
        "form <- form.change(valid)",
        "checkingPhone <- form.change(valid) > form.submit",
        "sendingCode <- form.change(valid) > form.submit > done:checkPhoneNumber(new)",
        "{enteringCode:{code:idle,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp",
        "deviceBlocked <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > error:sendOtp(429)",
        "{enteringCode:{code:idle,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete)",
        "{enteringCode:{code:idle,resend:available}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer",
        "anonymousGranted <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > error:sendOtp(429) > anonymous.choose",
        "{enteringCode:{code:verifying,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit",
        "{enteringCode:{code:idle,resend:available}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > after:resendTimer",
        "{enteringCode:{code:idle,resend:sending}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend",
        "{enteringCode:{code:verifying,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial)",
        "registering <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp",
        "{enteringCode:{code:verifying,resend:available}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer",
        "{enteringCode:{code:idle,resend:sending}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > after:resendTimer > otp.resend",
        "{enteringCode:{code:idle,resend:anonymousWaiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp",
        "{enteringCode:{code:verifying,resend:available}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial) > after:resendTimer",
        "registered <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp > done:register",
        "form <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp > error:register",
        "{enteringCode:{code:verifying,resend:sending}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend",
        "{enteringCode:{code:idle,resend:anonymousWaiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > after:resendTimer > otp.resend > done:sendOtp",
        "form <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > form.edit",
        "{enteringCode:{code:idle,resend:anonymousAvailable}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > after:anonymousTimer",
        "{enteringCode:{code:verifying,resend:sending}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial) > after:resendTimer > otp.resend",
        "form <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > done:verifyOtp > error:register > form.change(invalid)",
        "{enteringCode:{code:verifying,resend:anonymousWaiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp",
        "{enteringCode:{code:idle,resend:anonymousAvailable}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > after:resendTimer > otp.resend > done:sendOtp > after:anonymousTimer",
        "form <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > form.edit > form.change(invalid)",
        "checkingPhone <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > form.edit > form.submit",
        "anonymousGranted <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > after:anonymousTimer > anonymous.choose",
        "{enteringCode:{code:verifying,resend:anonymousWaiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial) > after:resendTimer > otp.resend > done:sendOtp",
        "registering <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp",
        "deviceBlocked <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > error:verifyOtp(429)",
        "{enteringCode:{code:verifying,resend:anonymousAvailable}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > after:anonymousTimer",
        "sendingCode <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > form.edit > form.submit > done:checkPhoneNumber(new)",
        "{enteringCode:{code:verifying,resend:anonymousAvailable}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > otp.change(partial) > after:resendTimer > otp.resend > done:sendOtp > after:anonymousTimer",
        "registered <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp > done:register",
        "{enteringCode:{code:idle,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp > error:register(invalid)",
        "form <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp > error:register",
        "{enteringCode:{code:idle,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > after:resendTimer > otp.resend > done:sendOtp > form.edit > form.submit > done:checkPhoneNumber(new) > done:sendOtp",
        "{enteringCode:{code:verifying,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp > error:register(invalid) > otp.submit",
        "form <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp > error:register > form.change(invalid)",
        "{enteringCode:{code:verifying,resend:waiting}} <- form.change(valid) > form.submit > done:checkPhoneNumber(new) > done:sendOtp > otp.change(complete) > otp.submit > after:resendTimer > otp.resend > done:sendOtp > done:verifyOtp > error:register(invalid) > otp.submit > otp.change(partial)",
      ]
    `);
  });
});
