import { assign, setup } from 'xstate';
import { checkAccountPhone, isOtpCode, validateResetPassword } from '../../domain/account-validation';
import { LOGIN_PHONE_MAX, OTP_RESEND_TIMER_SECONDS } from '../../domain/constants';
import { resetPasswordActors } from './actors';
import { failureOf, resetPhone } from './rules';
import type { ResetPasswordContext, ResetPasswordEvent, ResetPasswordMachineInput } from './types';

export * from './types';
export { resetPhone } from './rules';

type ErrorParams = { error: unknown };
const withError = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });

export const resetPasswordMachine = setup({
  types: {
    context: {} as ResetPasswordContext,
    events: {} as ResetPasswordEvent,
    input: {} as ResetPasswordMachineInput,
  },
  actors: resetPasswordActors,
  guards: {
    isPhoneValid: ({ context }) => checkAccountPhone(context.phone) === undefined,
    isCodeComplete: ({ context }) => isOtpCode(context.code),
    isPasswordValid: ({ context }) => Object.keys(validateResetPassword(context.passwords)).length === 0,
  },
  actions: {
    assignPhone: assign(({ event }) => (event.type === 'phone.change' ? { phone: event.phone.slice(0, LOGIN_PHONE_MAX) } : {})),
    assignCode: assign(({ event }) => (event.type === 'otp.change' ? { code: event.code } : {})),
    assignPasswords: assign(({ context, event }) =>
      event.type === 'password.change' ? { passwords: { ...context.passwords, ...event.values } } : {},
    ),
    clearError: assign({ error: null }),
    assignFailure: assign((_, params: ErrorParams) => ({ error: failureOf(params.error) })),
    countCodeSent: assign(({ context }) => ({ codesSent: context.codesSent + 1 })),
    assignIdToken: assign((_, params: { idToken: string }) => ({ idToken: params.idToken })),
  },
  delays: {
    resendTimer: OTP_RESEND_TIMER_SECONDS * 1_000,
  },
}).createMachine({
  id: 'resetPassword',
  context: ({ input }) => ({
    phone: (input.phone ?? '').slice(0, LOGIN_PHONE_MAX),
    language: input.language ?? 'ja',
    code: '',
    idToken: null,
    passwords: { password: '', passwordConfirm: '' },
    codesSent: 0,
    error: null,
  }),
  initial: 'enteringPhone',
  states: {
    enteringPhone: {
      description: 'The phone (prefilled from the username parameter); sending is possible once domain/account-validation accepts it.',
      on: {
        'phone.change': { actions: 'assignPhone' },
        'phone.submit': { guard: 'isPhoneValid', target: 'sendingCode', actions: 'clearError' },
      },
    },
    sendingCode: {
      tags: ['loading'],
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ phone: resetPhone(context.phone), purpose: 'reset_password', lang: context.language }),
        onDone: { target: 'enteringCode', actions: 'countCodeSent' },
        onError: { target: 'enteringPhone', actions: { type: 'assignFailure', params: withError } },
      },
    },
    enteringCode: {
      type: 'parallel',
      description: 'The code was sent. Typing and confirming run beside the resend timer; the server limits resends.',
      on: { 'otp.change': { actions: 'assignCode' } },
      states: {
        code: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'otp.submit': { guard: 'isCodeComplete', target: 'verifying', actions: 'clearError' } },
            },
            verifying: {
              tags: ['loading'],
              invoke: {
                id: 'verifyOtp',
                src: 'verifyOtp',
                input: ({ context }) => ({ phone: resetPhone(context.phone), purpose: 'reset_password', code: context.code }),
                onDone: {
                  target: '#resetPassword.enteringPassword',
                  actions: { type: 'assignIdToken', params: ({ event }) => ({ idToken: event.output.idToken }) },
                },
                onError: { target: 'idle', actions: { type: 'assignFailure', params: withError } },
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              after: { resendTimer: 'available' },
            },
            available: {
              on: { 'otp.resend': { target: 'sending', actions: 'clearError' } },
            },
            sending: {
              tags: ['resending'],
              invoke: {
                id: 'sendOtp',
                src: 'sendOtp',
                input: ({ context }) => ({ phone: resetPhone(context.phone), purpose: 'reset_password', lang: context.language }),
                onDone: { target: 'waiting', actions: 'countCodeSent' },
                onError: {
                  target: 'available',
                  actions: { type: 'assignFailure', params: withError },
                  description: 'A failed resend may be asked again at once.',
                },
              },
            },
          },
        },
      },
    },
    enteringPassword: {
      description: 'The phone is proven: the new password, at least 6 and confirmed (SPEC §5).',
      on: {
        'password.change': { actions: 'assignPasswords' },
        'password.submit': { guard: 'isPasswordValid', target: 'resetting', actions: 'clearError' },
      },
    },
    resetting: {
      tags: ['loading'],
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => ({
          username: resetPhone(context.phone),
          token: context.idToken ?? '',
          password: context.passwords.password,
        }),
        onDone: 'reset',
        onError: { target: 'enteringPassword', actions: { type: 'assignFailure', params: withError } },
      },
    },
    reset: {
      type: 'final',
      description: 'The password is changed; the customer logs in with it.',
    },
  },
});
