import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, fromTransition } from 'xstate';
import { ANONYMOUS_TIMER_SECONDS, OTP_RESEND_TIMER_SECONDS } from '../../domain/constants';
import { otpRegistrationMachine, type LoginResponse, type OtpRegistrationInput } from './machine';
import {
  attemptsLeftSelector,
  canResendSelector,
  canSubmitCodeSelector,
  canSubmitFormSelector,
  errorSelector,
  formErrorsSelector,
  isAnonymousOptionVisibleSelector,
  isIncorrectCodeSelector,
  isLoadingSelector,
  retryAfterSelector,
  stepSelector,
} from './selectors';

const RESEND_MS = OTP_RESEND_TIMER_SECONDS * 1_000;
const ANONYMOUS_MS = ANONYMOUS_TIMER_SECONDS * 1_000;

const session: LoginResponse = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
  customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
};
const filled = {
  fullName: 'Nguyễn Văn An',
  email: 'an@example.vn',
  password: 'secret1',
  passwordConfirm: 'secret1',
  tos: true,
};
const apiError = (status: number, code: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(code), { status, code, details });

function start(input: OtpRegistrationInput = { phone: '0901234567', language: 'vi' }) {
  const spies = {
    checkPhoneNumber: vi.fn(async (_: unknown) => ({ exists: false })),
    sendOtp: vi.fn(async (_: unknown) => ({ sent: true, expires_in: 300, resend_after: 10 })),
    verifyOtp: vi.fn(async (_: unknown) => ({ idToken: 'id-token', expires_in: 600 })),
    register: vi.fn(async (_: unknown): Promise<LoginResponse> => session),
  };
  const actors = Object.fromEntries(
    Object.entries(spies).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (i: unknown) => Promise<unknown>)(input))]),
  );
  const actor = createActor(otpRegistrationMachine.provide({ actors }), { input });
  const emitted: unknown[] = [];
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  return { actor, spies, emitted };
}
type Actor = ReturnType<typeof start>['actor'];

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toCode(actor: Actor) {
  actor.send({ type: 'form.change', values: filled });
  actor.send({ type: 'form.submit' });
  await settle();
  expect(actor.getSnapshot().value).toEqual({ enteringCode: { code: 'idle', resend: 'waiting' } });
}

describe('otpRegistration machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should register: form, phone check, code sent, code confirmed, registered with the session', async () => {
    const { actor, spies, emitted } = start();
    /** The phone comes from usernameProp; the terms start unticked (consent is given by the customer). */
    expect(actor.getSnapshot().context.form).toMatchObject({ phone: '0901234567', tos: false });
    expect(canSubmitFormSelector(actor.getSnapshot())).toBe(false);
    await toCode(actor);
    expect(spies.checkPhoneNumber).toHaveBeenCalledWith({ username: '+84901234567' });
    expect(spies.sendOtp).toHaveBeenCalledWith({ phone: '+84901234567', purpose: 'register', lang: 'vi' });
    expect(stepSelector(actor.getSnapshot())).toBe('code');
    actor.send({ type: 'otp.change', code: '123456' });
    actor.send({ type: 'otp.submit' });
    expect(isLoadingSelector(actor.getSnapshot())).toBe(true);
    await settle();
    expect(spies.verifyOtp).toHaveBeenCalledWith({ phone: '+84901234567', purpose: 'register', code: '123456' });
    expect(spies.register).toHaveBeenCalledWith({
      username: '+84901234567',
      fullName: 'Nguyễn Văn An',
      email: 'an@example.vn',
      password: 'secret1',
      tos: true,
      idToken: 'id-token',
    });
    expect(actor.getSnapshot().status).toBe('done');
    expect(actor.getSnapshot().output).toEqual({ kind: 'registered', session });
    expect(emitted).toEqual([{ type: 'session.start', session }]);
  });

  it('should hand the new session, or the anonymous allowance, to the session actor it was given', async () => {
    const received: unknown[] = [];
    const sessionActor = createActor(fromTransition((_: null, event: unknown) => (received.push(event), null), null)).start();
    const registered = start({ phone: '0901234567', language: 'vi', sessionActor: sessionActor as never });
    await toCode(registered.actor);
    registered.actor.send({ type: 'otp.change', code: '123456' });
    registered.actor.send({ type: 'otp.submit' });
    await settle();
    expect(received).toEqual([{ type: 'session.start', session }]);
  });

  it('should refuse to submit an invalid form and send an empty email as null', async () => {
    const { actor, spies } = start({});
    actor.send({ type: 'form.change', values: { ...filled, phone: '090123', tos: false } });
    expect(formErrorsSelector(actor.getSnapshot())).toEqual({ phone: 'invalid_phone', tos: 'not_accepted' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('form');
    actor.send({ type: 'form.change', values: { phone: '840901234567', tos: true, email: '' } });
    expect(canSubmitFormSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'form.submit' });
    await settle();
    actor.send({ type: 'otp.change', code: '654321' });
    actor.send({ type: 'otp.submit' });
    await settle();
    expect(spies.register.mock.calls[0][0]).toMatchObject({ username: '+84901234567', email: null });
  });

  it('should reject an already registered phone at the form without sending a code', async () => {
    const { actor, spies } = start();
    spies.checkPhoneNumber.mockResolvedValueOnce({ exists: true });
    actor.send({ type: 'form.change', values: filled });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('form');
    expect(errorSelector(actor.getSnapshot())).toBe('phoneAlreadyRegistered');
    expect(spies.sendOtp).not.toHaveBeenCalled();
    expect(actor.getSnapshot().context.form).toMatchObject(filled);
  });

  it('should accept only 6 digits as the code', async () => {
    const { actor } = start();
    await toCode(actor);
    for (const code of ['12345', '1234567', '12a456']) {
      actor.send({ type: 'otp.change', code });
      expect(canSubmitCodeSelector(actor.getSnapshot())).toBe(false);
    }
    actor.send({ type: 'otp.change', code: '123456' });
    expect(canSubmitCodeSelector(actor.getSnapshot())).toBe(true);
  });

  it('should alert a wrong code and keep the entry', async () => {
    const { actor, spies } = start();
    spies.verifyOtp.mockRejectedValueOnce(apiError(400, 'INVALID_OTP', { attempts_left: 4 }));
    await toCode(actor);
    actor.send({ type: 'otp.change', code: '000000' });
    actor.send({ type: 'otp.submit' });
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toEqual({ enteringCode: { code: 'idle', resend: 'waiting' } });
    expect(isIncorrectCodeSelector(s)).toBe(true);
    expect(attemptsLeftSelector(s)).toBe(4);
    expect(s.context.code).toBe('000000');
    /** Typing again clears the alert. */
    actor.send({ type: 'otp.change', code: '00000' });
    expect(errorSelector(actor.getSnapshot())).toBeNull();
  });

  it('should offer one resend after 10 s, then the anonymous option after its own 10 s', async () => {
    const { actor, spies, emitted } = start();
    await toCode(actor);
    /** The resend timer runs while the customer types. */
    actor.send({ type: 'otp.change', code: '12' });
    await vi.advanceTimersByTimeAsync(RESEND_MS - 1);
    expect(canResendSelector(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(canResendSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(spies.sendOtp).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().context).toMatchObject({ resendsLeft: 0, code: '12' });
    /** Resends are used up: no resend, and the anonymous option only after its own timer. */
    expect(canResendSelector(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(ANONYMOUS_MS - 1);
    expect(isAnonymousOptionVisibleSelector(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isAnonymousOptionVisibleSelector(actor.getSnapshot())).toBe(true);
    expect(canResendSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'anonymous.choose' });
    expect(actor.getSnapshot().value).toBe('anonymousGranted');
    expect(actor.getSnapshot().output).toEqual({ kind: 'anonymous', allowAnonymous: true });
    // The guest keeps the name and phone typed here; checkout starts from them.
    expect(emitted).toEqual([{ type: 'anonymous.grant', contact: { name: 'Nguyễn Văn An', phone: '+84901234567' } }]);
  });

  it('should keep the resend after a failed resend', async () => {
    const { actor, spies } = start();
    await toCode(actor);
    await vi.advanceTimersByTimeAsync(RESEND_MS);
    spies.sendOtp.mockRejectedValueOnce(apiError(0, 'NETWORK_ERROR'));
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(errorSelector(actor.getSnapshot())).toBe('requestFailed');
    expect(canResendSelector(actor.getSnapshot())).toBe(true);
    expect(actor.getSnapshot().context.resendsLeft).toBe(1);
  });

  it('should show that the device is blocked on too many requests, keeping the form', async () => {
    const { actor, spies } = start();
    spies.sendOtp.mockRejectedValueOnce(apiError(429, 'TOO_MANY_REQUESTS', { retry_after: 3600 }));
    actor.send({ type: 'form.change', values: filled });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(stepSelector(actor.getSnapshot())).toBe('blocked');
    expect(errorSelector(actor.getSnapshot())).toBe('deviceBlocked');
    expect(retryAfterSelector(actor.getSnapshot())).toBe(3600);
    actor.send({ type: 'form.edit' });
    expect(actor.getSnapshot().value).toBe('form');
    expect(actor.getSnapshot().context.form).toMatchObject(filled);
  });

  it('should keep everything on a network error and retry from the form', async () => {
    const { actor, spies } = start();
    spies.checkPhoneNumber.mockRejectedValueOnce(apiError(0, 'NETWORK_ERROR'));
    actor.send({ type: 'form.change', values: filled });
    actor.send({ type: 'form.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('form');
    expect(errorSelector(actor.getSnapshot())).toBe('requestFailed');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(stepSelector(actor.getSnapshot())).toBe('code');
  });

  it('should retry a failed register with the confirmed phone, without a new code', async () => {
    const { actor, spies } = start();
    spies.register.mockRejectedValueOnce(apiError(500, 'COMMON_ERROR'));
    await toCode(actor);
    actor.send({ type: 'otp.change', code: '123456' });
    actor.send({ type: 'otp.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('form');
    expect(errorSelector(actor.getSnapshot())).toBe('requestFailed');
    actor.send({ type: 'form.submit' });
    await settle();
    expect(spies.sendOtp).toHaveBeenCalledTimes(1);
    expect(spies.register).toHaveBeenCalledTimes(2);
    expect(actor.getSnapshot().value).toBe('registered');
  });

  it('should ask for a new code when register no longer accepts the confirmation', async () => {
    const { actor, spies } = start();
    spies.register.mockRejectedValueOnce(apiError(400, 'INVALID_OTP'));
    await toCode(actor);
    actor.send({ type: 'otp.change', code: '123456' });
    actor.send({ type: 'otp.submit' });
    await settle();
    expect(stepSelector(actor.getSnapshot())).toBe('code');
    expect(actor.getSnapshot().context).toMatchObject({ error: 'codeExpired', idToken: null, code: '123456' });
  });

  it('should forget the confirmation and restore the resend when the phone changes', async () => {
    const { actor, spies } = start();
    spies.register.mockRejectedValueOnce(apiError(500, 'COMMON_ERROR'));
    await toCode(actor);
    await vi.advanceTimersByTimeAsync(RESEND_MS);
    actor.send({ type: 'otp.resend' });
    await settle();
    actor.send({ type: 'otp.change', code: '123456' });
    actor.send({ type: 'otp.submit' });
    await settle();
    expect(actor.getSnapshot().context).toMatchObject({ idToken: 'id-token', resendsLeft: 0 });
    actor.send({ type: 'form.change', values: { phone: '0912345678' } });
    expect(actor.getSnapshot().context).toMatchObject({ idToken: null, resendsLeft: 1, code: '' });
    actor.send({ type: 'form.submit' });
    expect(actor.getSnapshot().value).toBe('checkingPhone');
  });
});
