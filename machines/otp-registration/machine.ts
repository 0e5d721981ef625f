import { and, assign, enqueueActions, setup } from 'xstate';
import { ANONYMOUS_TIMER_SECONDS, OTP_RESEND_LIMIT, OTP_RESEND_TIMER_SECONDS } from '../../domain/constants';
import {
  emptyRegisterForm,
  isOtpCode,
  isRegisterFormValid,
  type RegisterForm,
} from '../../domain/account-validation';
import { normalisePhone } from '../../domain/phone';
import { apiFailureOf, hasErrorCode } from '../shared/api-error';
import { otpRegistrationActors } from './actors';
import type {
  LoginResponse,
  OtpRegistrationContext,
  OtpRegistrationEmitted,
  OtpRegistrationError,
  OtpRegistrationEvent,
  OtpRegistrationInput,
  OtpRegistrationOutput,
} from './types';

export * from './types';

const numberOrNull = (value: unknown) => (typeof value === 'number' ? value : null);

const isTooManyRequests = (error: unknown) => hasErrorCode(error, 'TOO_MANY_REQUESTS') || apiFailureOf(error).status === 429;

/** The phone of the form in +84 form, as every call sends it. */
export const registerPhone = (form: RegisterForm) => normalisePhone(form.phone) ?? form.phone.trim();

type ErrorParams = { error: unknown };
const withError = ({ event }: { event: { error: unknown } }): ErrorParams => ({ error: event.error });

export const otpRegistrationMachine = setup({
  types: {
    context: {} as OtpRegistrationContext,
    events: {} as OtpRegistrationEvent,
    input: {} as OtpRegistrationInput,
    emitted: {} as OtpRegistrationEmitted,
    output: {} as OtpRegistrationOutput,
  },
  actors: otpRegistrationActors,
  guards: {
    isFormValid: ({ context }) => isRegisterFormValid(context.form),
    hasIdToken: ({ context }) => context.idToken !== null,
    isPhoneRegistered: (_, params: { exists: boolean }) => params.exists,
    isCodeComplete: ({ context }) => isOtpCode(context.code),
    hasResendsLeft: ({ context }) => context.resendsLeft > 0,
    isLastResend: ({ context }) => context.resendsLeft <= 1,
    isTooManyRequests: (_, params: ErrorParams) => isTooManyRequests(params.error),
    isInvalidOtp: (_, params: ErrorParams) => hasErrorCode(params.error, 'INVALID_OTP'),
    isPhoneAlreadyRegistered: (_, params: ErrorParams) => hasErrorCode(params.error, 'PHONE_ALREADY_REGISTERED'),
  },
  actions: {
    assignForm: assign(({ context, event }) => {
      if (event.type !== 'form.change') return {};
      const form = { ...context.form, ...event.values };
      const phoneChanged = registerPhone(form) !== registerPhone(context.form);
      return {
        form,
        error: null,
        ...(phoneChanged ? { idToken: null, resendsLeft: context.resendLimit, code: '', attemptsLeft: null } : {}),
      };
    }),
    assignCode: assign(({ event }) => (event.type === 'otp.change' ? { code: event.code, error: null } : {})),
    clearError: assign({ error: null }),
    setError: assign((_, params: { error: OtpRegistrationError }) => ({ error: params.error })),
    assignInvalidOtp: assign((_, params: ErrorParams) => ({
      error: 'invalidOtp' as const,
      attemptsLeft: numberOrNull(apiFailureOf(params.error).details?.attempts_left),
    })),
    assignBlocked: assign((_, params: ErrorParams) => ({
      error: 'deviceBlocked' as const,
      retryAfter: numberOrNull(apiFailureOf(params.error).details?.retry_after),
    })),
    assignCodeSent: assign({ attemptsLeft: null, retryAfter: null }),
    consumeResend: assign(({ context }) => ({ resendsLeft: Math.max(0, context.resendsLeft - 1), attemptsLeft: null })),
    assignIdToken: assign((_, params: { idToken: string }) => ({ idToken: params.idToken })),
    clearIdToken: assign({ idToken: null }),
    assignSession: assign((_, params: { session: LoginResponse }) => ({ session: params.session })),
    grantAnonymous: assign({ allowAnonymous: true }),
    emitAnonymousGrant: enqueueActions(({ context, enqueue }) => {
      const contact = { name: context.form.fullName.trim(), phone: registerPhone(context.form) };
      enqueue.emit({ type: 'anonymous.grant', contact });
      if (context.sessionActor) enqueue.sendTo(context.sessionActor, { type: 'anonymous.grant', contact });
    }),
    emitSessionStart: enqueueActions(({ context, enqueue }) => {
      const event = { type: 'session.start' as const, session: context.session as LoginResponse };
      enqueue.emit(event);
      if (context.sessionActor) enqueue.sendTo(context.sessionActor, event);
    }),
  },
  delays: {
    resendTimer: OTP_RESEND_TIMER_SECONDS * 1_000,
    anonymousTimer: ANONYMOUS_TIMER_SECONDS * 1_000,
  },
}).createMachine({
  id: 'otpRegistration',
  context: ({ input }) => ({
    form: emptyRegisterForm(input.phone ?? ''),
    language: input.language ?? 'ja',
    code: '',
    resendLimit: input.resendLimit ?? OTP_RESEND_LIMIT,
    sessionActor: input.sessionActor ?? null,
    resendsLeft: input.resendLimit ?? OTP_RESEND_LIMIT,
    idToken: null,
    error: null,
    attemptsLeft: null,
    retryAfter: null,
    session: null,
    allowAnonymous: false,
  }),
  initial: 'form',
  output: ({ context }) =>
    context.session ? { kind: 'registered', session: context.session } : { kind: 'anonymous', allowAnonymous: true },
  states: {
    form: {
      description: 'Register form; submit is possible only when domain/account-validation accepts it.',
      on: {
        'form.change': { actions: 'assignForm' },
        'form.submit': [
          {
            guard: and(['isFormValid', 'hasIdToken']),
            target: 'registering',
            actions: 'clearError',
            description: 'The phone was already confirmed and register failed: retry it without a new code.',
          },
          { guard: 'isFormValid', target: 'checkingPhone', actions: 'clearError' },
        ],
      },
    },
    checkingPhone: {
      tags: ['loading'],
      invoke: {
        id: 'checkPhoneNumber',
        src: 'checkPhoneNumber',
        input: ({ context }) => ({ username: registerPhone(context.form) }),
        onDone: [
          {
            guard: { type: 'isPhoneRegistered', params: ({ event }) => ({ exists: event.output.exists }) },
            target: 'form',
            actions: { type: 'setError', params: { error: 'phoneAlreadyRegistered' } },
          },
          { target: 'sendingCode' },
        ],
        onError: { target: 'form', actions: { type: 'setError', params: { error: 'requestFailed' } } },
      },
    },
    sendingCode: {
      tags: ['loading'],
      invoke: {
        id: 'sendOtp',
        src: 'sendOtp',
        input: ({ context }) => ({ phone: registerPhone(context.form), purpose: 'register', lang: context.language }),
        onDone: { target: 'enteringCode', actions: 'assignCodeSent' },
        onError: [
          {
            guard: { type: 'isTooManyRequests', params: withError },
            target: 'deviceBlocked',
            actions: { type: 'assignBlocked', params: withError },
          },
          {
            guard: { type: 'isPhoneAlreadyRegistered', params: withError },
            target: 'form',
            actions: { type: 'setError', params: { error: 'phoneAlreadyRegistered' } },
          },
          { target: 'form', actions: { type: 'setError', params: { error: 'requestFailed' } } },
        ],
      },
    },
    enteringCode: {
      type: 'parallel',
      description: 'The code was sent. Typing and confirming run beside the resend and anonymous timers.',
      on: {
        'otp.change': { actions: 'assignCode' },
        'form.edit': { target: 'form', actions: 'clearError' },
      },
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
                input: ({ context }) => ({ phone: registerPhone(context.form), purpose: 'register', code: context.code }),
                onDone: {
                  target: '#otpRegistration.registering',
                  actions: { type: 'assignIdToken', params: ({ event }) => ({ idToken: event.output.idToken }) },
                },
                onError: [
                  {
                    guard: { type: 'isTooManyRequests', params: withError },
                    target: '#otpRegistration.deviceBlocked',
                    actions: { type: 'assignBlocked', params: withError },
                  },
                  {
                    guard: { type: 'isInvalidOtp', params: withError },
                    target: 'idle',
                    actions: { type: 'assignInvalidOtp', params: withError },
                  },
                  { target: 'idle', actions: { type: 'setError', params: { error: 'requestFailed' } } },
                ],
              },
            },
          },
        },
        resend: {
          initial: 'waiting',
          states: {
            waiting: {
              description: 'The resend timer runs; with no resend left, the anonymous option follows it.',
              after: {
                resendTimer: [{ guard: 'hasResendsLeft', target: 'available' }, { target: 'anonymousAvailable' }],
              },
            },
            available: {
              on: { 'otp.resend': { target: 'sending', actions: 'clearError' } },
            },
            sending: {
              tags: ['resending'],
              invoke: {
                id: 'sendOtp',
                src: 'sendOtp',
                input: ({ context }) => ({ phone: registerPhone(context.form), purpose: 'register', lang: context.language }),
                onDone: [
                  { guard: 'isLastResend', target: 'anonymousWaiting', actions: 'consumeResend' },
                  { target: 'waiting', actions: 'consumeResend' },
                ],
                onError: [
                  {
                    guard: { type: 'isTooManyRequests', params: withError },
                    target: '#otpRegistration.deviceBlocked',
                    actions: { type: 'assignBlocked', params: withError },
                  },
                  {
                    target: 'available',
                    actions: { type: 'setError', params: { error: 'requestFailed' } },
                    description: 'A failed resend does not use up the resend.',
                  },
                ],
              },
            },
            anonymousWaiting: {
              description: 'Resends are used up; the anonymous option appears after its own timer.',
              after: { anonymousTimer: 'anonymousAvailable' },
            },
            anonymousAvailable: {
              description: 'The customer may give up on the code and check out as a guest.',
              on: { 'anonymous.choose': '#otpRegistration.anonymousGranted' },
            },
          },
        },
      },
    },
    registering: {
      tags: ['loading'],
      invoke: {
        id: 'register',
        src: 'register',
        input: ({ context }) => ({
          username: registerPhone(context.form),
          fullName: context.form.fullName.trim(),
          email: context.form.email.trim() || null,
          password: context.form.password,
          tos: true,
          idToken: context.idToken ?? '',
        }),
        onDone: {
          target: 'registered',
          actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output }) },
        },
        onError: [
          {
            guard: { type: 'isPhoneAlreadyRegistered', params: withError },
            target: 'form',
            actions: ['clearIdToken', { type: 'setError', params: { error: 'phoneAlreadyRegistered' } }],
          },
          {
            guard: { type: 'isInvalidOtp', params: withError },
            target: 'enteringCode',
            actions: ['clearIdToken', { type: 'setError', params: { error: 'codeExpired' } }],
          },
          { target: 'form', actions: { type: 'setError', params: { error: 'requestFailed' } } },
        ],
      },
    },
    deviceBlocked: {
      description: 'Too many requests: the device is blocked for unusual activity (retryAfter seconds).',
      on: {
        'form.edit': { target: 'form', actions: 'clearError' },
        'anonymous.choose': 'anonymousGranted',
      },
    },
    registered: {
      type: 'final',
      description: 'Registered and logged in; the app hands the session to the session machine.',
      entry: 'emitSessionStart',
    },
    anonymousGranted: {
      type: 'final',
      description: 'The customer checks out as a guest (allowAnonymous).',
      entry: ['grantAnonymous', 'emitAnonymousGrant'],
    },
  },
});
