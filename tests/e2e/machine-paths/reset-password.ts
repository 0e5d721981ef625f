import { expect } from '@playwright/test';
import type { AnyMachineSnapshot } from 'xstate';
import { checkAccountPhone, isOtpCode, validateResetPassword } from '../../../domain/account-validation';
import { OTP_RESEND_TIMER_SECONDS } from '../../../domain/constants';
import { resetPasswordMachine as machine, type ResetPasswordContext } from '../../../machines/reset-password/machine';
import { registerViaApi, newPhone, smsCodes, useLocale } from '../../support/e2e-steps';
import type { MachineAdapter, Screen, WalkContext } from './adapter';
import { afterEventType } from './graph';

const error = (code: string, details?: Record<string, unknown>) => ({ code, message: code, field: null, ...(details ? { details } : {}) });
const NEW_PASSWORD = 'new-secret-34';

const main = (walk: WalkContext) => walk.page.getByRole('main');
const codeScreen: Screen = {
  check: async (walk) => expect(main(walk).getByRole('textbox', { name: 'Verification code' })).toBeVisible(),
};
const codeStates = ['idle', 'verifying'].flatMap((code) =>
  ['waiting', 'available', 'sending'].map((resend) => `{enteringCode:{code:${code},resend:${resend}}}`),
);

/**
 * /reset-password (SPEC §2, §5). One path resets for real (a phone registered through the API, the
 * code from the sandbox SMS); the others get the contract's answers, as the OTP sends are limited
 * per client address and hour. Refusals the server cannot give on demand are faults on the call.
 */
export const resetPasswordAdapter: MachineAdapter<typeof machine> = {
  name: 'reset-password',
  machine,
  input: { phone: '0901234567', language: 'en' },
  events: {
    'phone.change(invalid)': { type: 'phone.change', phone: '090123' },
    'phone.change(valid)': { type: 'phone.change', phone: '0912345678' },
    'phone.submit': { type: 'phone.submit' },
    'done:sendOtp': { type: 'xstate.done.actor.sendOtp', output: { sent: true, expires_in: 300, resend_after: 10 } },
    'error:sendOtp(404)': { type: 'xstate.error.actor.sendOtp', error: { status: 404, code: 'PHONE_NOT_REGISTERED' } },
    'otp.change(complete)': { type: 'otp.change', code: '123456' },
    'otp.change(partial)': { type: 'otp.change', code: '123' },
    'otp.submit': { type: 'otp.submit' },
    'done:verifyOtp': { type: 'xstate.done.actor.verifyOtp', output: { idToken: 'id-token', expires_in: 600 } },
    'error:verifyOtp(invalid)': { type: 'xstate.error.actor.verifyOtp', error: { status: 400, code: 'INVALID_OTP' } },
    'after:resendTimer': { type: afterEventType(machine, 'resetPassword.enteringCode.resend.waiting') },
    'otp.resend': { type: 'otp.resend' },
    'password.change(valid)': { type: 'password.change', values: { password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD } },
    'password.change(mismatch)': { type: 'password.change', values: { passwordConfirm: 'different' } },
    'password.submit': { type: 'password.submit' },
    'done:resetPassword': { type: 'xstate.done.actor.resetPassword', output: { data: { status: 'SUCCESS' } } },
    'error:resetPassword': { type: 'xstate.error.actor.resetPassword', error: { status: 500, code: 'COMMON_ERROR' } },
  },
  serializeState: (snapshot: AnyMachineSnapshot) => {
    const c = snapshot.context as ResetPasswordContext;
    const facts = snapshot.matches('enteringPhone')
      ? { phoneValid: checkAccountPhone(c.phone) === undefined }
      : snapshot.matches('enteringCode')
        ? { codeComplete: isOtpCode(c.code) }
        : snapshot.matches('enteringPassword')
          ? { passwordValid: Object.keys(validateResetPassword(c.passwords)).length === 0 }
          : {};
    return JSON.stringify([snapshot.value, facts]);
  },
  usesServer: (path) => path.steps.some((step) => step.label === 'done:resetPassword'),
  calls: {
    sendOtp: { method: 'POST', path: /\/api\/v2\/otp\/send\/$/ },
    verifyOtp: { method: 'POST', path: /\/api\/v2\/otp\/verify\/$/ },
    resetPassword: { method: 'POST', path: /\/api\/v2\/customer\/_\/fa_reset_password\/$/ },
  },
  async arrange(walk) {
    walk.data.phone = newPhone();
    // Only the path the server answers needs an account.
    if (walk.data.usesServer === 'true') await registerViaApi(walk.request, walk.data.phone);
    await useLocale(walk.page, 'en');
    await walk.page.clock.install();
    await walk.page.goto(`/reset-password?username=${walk.data.phone}`);
  },
  actions: {
    'phone.change(invalid)': { ui: async (walk) => main(walk).getByLabel('Phone number').fill('090123') },
    'phone.change(valid)': { ui: async (walk) => main(walk).getByLabel('Phone number').fill(walk.data.phone!) },
    'phone.submit': { ui: async (walk) => main(walk).getByRole('button', { name: 'Send the code', exact: true }).click() },
    'done:sendOtp': { answer: { actor: 'sendOtp', server: true, standIn: { status: 200, json: { data: { sent: true, expires_in: 300, resend_after: 10 } } } } },
    'error:sendOtp(404)': { answer: { actor: 'sendOtp', status: 404, json: error('PHONE_NOT_REGISTERED') } },
    'otp.change(complete)': {
      // The code the sandbox SMS carries (the sandbox made the account without one), so that the server's verify accepts it.
      ui: async (walk) =>
        main(walk)
          .getByRole('textbox', { name: 'Verification code' })
          .fill(walk.data.usesServer === 'true' ? (await smsCodes(walk.request, walk.data.phone!))[0]! : '123456'),
    },
    'otp.change(partial)': { ui: async (walk) => main(walk).getByRole('textbox', { name: 'Verification code' }).fill('123') },
    'otp.submit': { ui: async (walk) => main(walk).getByRole('button', { name: 'Confirm' }).click() },
    'done:verifyOtp': { answer: { actor: 'verifyOtp', server: true, standIn: { status: 200, json: { data: { idToken: 'stand-in', expires_in: 600 } } } } },
    'error:verifyOtp(invalid)': { answer: { actor: 'verifyOtp', status: 400, json: error('INVALID_OTP', { attempts_left: 4 }) } },
    'after:resendTimer': { wait: OTP_RESEND_TIMER_SECONDS * 1000 },
    'otp.resend': { ui: async (walk) => main(walk).getByRole('button', { name: 'Send the code again' }).click() },
    'password.change(valid)': {
      ui: async (walk) => {
        await main(walk).getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
        await main(walk).getByLabel('Confirm the new password').fill(NEW_PASSWORD);
      },
    },
    'password.change(mismatch)': { ui: async (walk) => main(walk).getByLabel('Confirm the new password').fill('different') },
    'password.submit': { ui: async (walk) => main(walk).getByRole('button', { name: 'Set the new password' }).click() },
    'done:resetPassword': { answer: { actor: 'resetPassword', server: true, standIn: { status: 200, json: { data: { status: 'SUCCESS' } } } } },
    'error:resetPassword': { answer: { actor: 'resetPassword', status: 500, json: error('COMMON_ERROR') } },
  },
  screens: {
    enteringPhone: { check: async (walk) => expect(main(walk).getByLabel('Phone number')).toBeVisible() },
    sendingCode: { check: async (walk) => expect(main(walk).getByRole('button', { name: 'Sending…' })).toBeDisabled() },
    ...Object.fromEntries(codeStates.map((state) => [state, codeScreen])),
    enteringPassword: { check: async (walk) => expect(main(walk).getByLabel('New password', { exact: true })).toBeVisible() },
    resetting: { check: async (walk) => expect(main(walk).getByRole('button', { name: 'Saving…' })).toBeDisabled() },
    reset: {
      check: async (walk) => {
        await expect(main(walk).getByRole('status')).toContainText('Your password has been reset.');
        // The real path: the server now takes the new password.
        if (walk.data.usesServer !== 'true') return;
        const login = await walk.request.post('/api/v2/login/', { data: { user_name: walk.data.phone, password: NEW_PASSWORD } });
        expect(login.status()).toBe(200);
      },
    },
  },
  unreachable: {},
};
