import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { OTP_RESEND_TIMER_SECONDS } from '../../domain/constants';
import { resetPasswordMachine, type ResetPasswordMachineInput } from './machine';
import { failureOf } from './rules';
import {
  canResendSelector,
  canSubmitCodeSelector,
  canSubmitPasswordSelector,
  canSubmitPhoneSelector,
  codesSentSelector,
  errorSelector,
  isSendingCodeSelector,
  passwordErrorsSelector,
  sentToSelector,
  stepSelector,
} from './selectors';

const RESEND_MS = OTP_RESEND_TIMER_SECONDS * 1_000;
const apiError = (status: number, code: string, details?: Record<string, unknown>) =>
  Object.assign(new Error(code), { status, code, details });

function start(input: ResetPasswordMachineInput = { phone: '0901234567', language: 'vi' }) {
  const spies = {
    sendOtp: vi.fn(async (_: unknown) => ({ sent: true, expires_in: 300, resend_after: 10 })),
    verifyOtp: vi.fn(async (_: unknown) => ({ idToken: 'id-token', expires_in: 600 })),
    resetPassword: vi.fn(async (_: unknown) => ({ data: { status: 'SUCCESS' } })),
  };
  const actors = Object.fromEntries(
    Object.entries(spies).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (i: unknown) => Promise<unknown>)(input))]),
  );
  const actor = createActor(resetPasswordMachine.provide({ actors } as never), { input });
  actor.start();
  return { actor, spies };
}
type Actor = ReturnType<typeof start>['actor'];

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function toCode(actor: Actor) {
  actor.send({ type: 'phone.submit' });
  await settle();
  expect(stepSelector(actor.getSnapshot())).toBe('code');
}

async function toPassword(actor: Actor) {
  await toCode(actor);
  actor.send({ type: 'otp.change', code: '123456' });
  actor.send({ type: 'otp.submit' });
  await settle();
  expect(stepSelector(actor.getSnapshot())).toBe('password');
}

describe('resetPassword machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should reset: phone, code sent, code confirmed, new password set with the id token', async () => {
    const { actor, spies } = start();
    expect(stepSelector(actor.getSnapshot())).toBe('phone');
    expect(canSubmitPhoneSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'phone.submit' });
    /** Sending: the button cannot be pressed twice. */
    expect(isSendingCodeSelector(actor.getSnapshot())).toBe(true);
    expect(canSubmitPhoneSelector(actor.getSnapshot())).toBe(false);
    await settle();
    expect(spies.sendOtp).toHaveBeenCalledWith({ phone: '+84901234567', purpose: 'reset_password', lang: 'vi' });
    expect(sentToSelector(actor.getSnapshot())).toBe('+84901234567');
    expect(codesSentSelector(actor.getSnapshot())).toBe(1);
    actor.send({ type: 'otp.change', code: '123456' });
    actor.send({ type: 'otp.submit' });
    await settle();
    expect(spies.verifyOtp).toHaveBeenCalledWith({ phone: '+84901234567', purpose: 'reset_password', code: '123456' });
    /** The new password: refused until at least 6 characters and confirmed. */
    expect(passwordErrorsSelector(actor.getSnapshot())).toEqual({ password: 'required', passwordConfirm: 'required' });
    actor.send({ type: 'password.change', values: { password: 'new-secret', passwordConfirm: 'different' } });
    expect(canSubmitPasswordSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'password.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPassword');
    actor.send({ type: 'password.change', values: { passwordConfirm: 'new-secret' } });
    expect(canSubmitPasswordSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'password.submit' });
    await settle();
    expect(spies.resetPassword).toHaveBeenCalledWith({ username: '+84901234567', token: 'id-token', password: 'new-secret' });
    expect(actor.getSnapshot().status).toBe('done');
    expect(stepSelector(actor.getSnapshot())).toBe('done');
  });

  it('should keep the phone of the username parameter to at most 12 characters and refuse an invalid one', () => {
    const { actor, spies } = start({ phone: '0901234567890123' });
    expect(actor.getSnapshot().context.phone).toBe('090123456789');
    actor.send({ type: 'phone.change', phone: '090123' });
    expect(canSubmitPhoneSelector(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'phone.submit' });
    expect(actor.getSnapshot().value).toBe('enteringPhone');
    expect(spies.sendOtp).not.toHaveBeenCalled();
    /** The SMS goes in the fallback language when none is given. */
    expect(actor.getSnapshot().context.language).toBe('ja');
  });

  it('should stay on the phone with the reason when the phone has no account or the device is blocked', async () => {
    const { actor, spies } = start();
    spies.sendOtp.mockRejectedValueOnce(apiError(404, 'PHONE_NOT_REGISTERED'));
    actor.send({ type: 'phone.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringPhone');
    expect(errorSelector(actor.getSnapshot())).toBe('phoneNotRegistered');
    spies.sendOtp.mockRejectedValueOnce(apiError(429, 'TOO_MANY_REQUESTS', { retry_after: 60 }));
    actor.send({ type: 'phone.submit' });
    /** A new try clears the last reason. */
    expect(errorSelector(actor.getSnapshot())).toBeNull();
    await settle();
    expect(errorSelector(actor.getSnapshot())).toBe('deviceBlocked');
  });

  it('should accept only 6 digits and keep a wrong code with its alert', async () => {
    const { actor, spies } = start();
    await toCode(actor);
    for (const code of ['12345', '']) {
      actor.send({ type: 'otp.change', code });
      expect(canSubmitCodeSelector(actor.getSnapshot())).toBe(false);
    }
    spies.verifyOtp.mockRejectedValueOnce(apiError(400, 'INVALID_OTP', { attempts_left: 4 }));
    actor.send({ type: 'otp.change', code: '000000' });
    actor.send({ type: 'otp.submit' });
    expect(canSubmitCodeSelector(actor.getSnapshot())).toBe(false);
    await settle();
    expect(actor.getSnapshot().value).toEqual({ enteringCode: { code: 'idle', resend: 'waiting' } });
    expect(errorSelector(actor.getSnapshot())).toBe('invalidOtp');
    expect(actor.getSnapshot().context.code).toBe('000000');
  });

  it('should offer a new code once the resend timer ran, and restart it after each code sent', async () => {
    const { actor, spies } = start();
    await toCode(actor);
    expect(canResendSelector(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(RESEND_MS - 1);
    expect(canResendSelector(actor.getSnapshot())).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(canResendSelector(actor.getSnapshot())).toBe(true);
    /** A failed resend may be asked again at once. */
    spies.sendOtp.mockRejectedValueOnce(apiError(0, 'NETWORK_ERROR'));
    actor.send({ type: 'otp.resend' });
    expect(isSendingCodeSelector(actor.getSnapshot())).toBe(true);
    await settle();
    expect(errorSelector(actor.getSnapshot())).toBe('requestFailed');
    expect(canResendSelector(actor.getSnapshot())).toBe(true);
    actor.send({ type: 'otp.resend' });
    await settle();
    expect(spies.sendOtp).toHaveBeenCalledTimes(3);
    expect(codesSentSelector(actor.getSnapshot())).toBe(2);
    expect(canResendSelector(actor.getSnapshot())).toBe(false);
  });

  it('should keep the new password after a failed reset so that it can be sent again', async () => {
    const { actor, spies } = start();
    await toPassword(actor);
    const passwords = { password: 'new-secret', passwordConfirm: 'new-secret' };
    actor.send({ type: 'password.change', values: passwords });
    spies.resetPassword.mockRejectedValueOnce(apiError(500, 'COMMON_ERROR'));
    actor.send({ type: 'password.submit' });
    await settle();
    expect(actor.getSnapshot().value).toBe('enteringPassword');
    expect(errorSelector(actor.getSnapshot())).toBe('requestFailed');
    expect(actor.getSnapshot().context.passwords).toEqual(passwords);
    actor.send({ type: 'password.submit' });
    await settle();
    expect(actor.getSnapshot().status).toBe('done');
  });
});

describe('failureOf', () => {
  it('should rank a block over a wrong code over an unknown phone, and call the rest a failure', () => {
    expect(failureOf(apiError(429, 'INVALID_OTP'))).toBe('deviceBlocked');
    expect(failureOf(apiError(400, 'INVALID_OTP'))).toBe('invalidOtp');
    expect(failureOf(apiError(404, 'NOT_FOUND'))).toBe('phoneNotRegistered');
    expect(failureOf(apiError(400, 'PHONE_NOT_REGISTERED'))).toBe('phoneNotRegistered');
    expect(failureOf(apiError(500, 'COMMON_ERROR'))).toBe('requestFailed');
    expect(failureOf(new TypeError('Failed to fetch'))).toBe('requestFailed');
  });
});
