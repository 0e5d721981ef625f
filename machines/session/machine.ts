import { assign, setup } from 'xstate';
import { ADDRESS_LIST_LIMIT } from '../../domain/constants';
import { checkAccountPhone, checkLoginPassword } from '../../domain/account-validation';
import { phoneForLookup } from '../../domain/phone';
import { apiFailureOf, hasErrorCode } from '../shared/api-error';
import { notImplemented } from '../shared/not-implemented';
import { startInput } from '../shared/start-input';
import { sessionActors } from './actors';
import { defaultAddressId, TOKEN_REFRESH_DELAY_MS } from './rules';
import type { Address, GuestAllowance, LoginError, LoginResponse, RefreshTokenOutput, SessionContext, SessionEvent, SessionInput, SessionNotice, StoredSession } from './types';

export * from './types';
export * from './rules';

/** Wrong credentials: 401 UNAUTHORIZED. */
const isUnauthorized = (error: unknown) => hasErrorCode(error, 'UNAUTHORIZED') || apiFailureOf(error).status === 401;
/** Too many logins or phone look-ups from this device or for this phone: 429 TOO_MANY_REQUESTS. */
const isTooManyRequests = (error: unknown) => hasErrorCode(error, 'TOO_MANY_REQUESTS') || apiFailureOf(error).status === 429;
/** The call never reached the server (offline, network down, timed out): no HTTP status came back (0 or none). */
const isUnreachable = (error: unknown) => !apiFailureOf(error).status;

const signedOut = {
  token: null,
  refreshToken: null,
  user: null,
  customer: null,
  addresses: [],
  selectedAddressId: null,
  allowAnonymous: false,
  guestContact: null,
  phone: '',
  loginError: null,
  redirectToRegister: null,
} satisfies Partial<SessionContext>;

const storedOf = (context: SessionContext): StoredSession | null =>
  context.token && context.refreshToken && context.user && context.customer
    ? { access: context.token, refresh: context.refreshToken, user: context.user, customer: context.customer }
    : null;

type SessionParams = { session: LoginResponse };

/** persistSession with the context's session (null when logged out). */
const persistCurrent = {
  type: 'persistSession',
  params: ({ context }: { context: SessionContext }) => ({ session: storedOf(context) }),
} as const;

/** persistGuestAllowance with the context's allowance (null: none). */
const persistGuest = {
  type: 'persistGuestAllowance',
  params: ({ context }: { context: SessionContext }) => ({ allowance: context.allowAnonymous ? { contact: context.guestContact } : null }),
} as const;

/** Events every signed-out state takes (anonymous, expired, loggedOut). */
const signedOutHandlers = {
  'login.phone': { guard: 'isLoginPhoneValid', target: '#session.loggingIn', actions: 'assignPhone' },
  'session.start': [
    { guard: 'isStartedCustomerMissing', target: '#session.loggedOut', actions: { type: 'setNotice', params: { notice: 'insufficientOrder' } } },
    { target: '#session.loggedIn', actions: ['startSession', persistCurrent, persistGuest] },
  ],
  'anonymous.grant': { actions: ['grantAnonymous', persistGuest] },
} as const;

/** A stored session with a customer (customerId 0 is dropped). */
const isUsableSession = (session: StoredSession | null | undefined): session is StoredSession => !!session?.customer.id;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    input: {} as SessionInput | undefined,
  },
  actors: sessionActors,
  guards: {
    isLoginPhoneValid: ({ event }) => event.type === 'login.phone' && checkAccountPhone(event.phone) === undefined,
    isLoginPasswordValid: ({ event }) => event.type === 'login.password' && checkLoginPassword(event.password) === undefined,
    isPhoneRegistered: (_, params: { exists: boolean }) => params.exists,
    /** A stored session with a customer (customerId 0 is dropped). */
    isStoredSessionUsable: (_, params: { session: StoredSession | null }) => isUsableSession(params.session),
    /** customerId 0: the server has no usable customer for this account. */
    isCustomerMissing: (_, params: SessionParams) => !params.session.customer.id,
    /** input.restore at the machine's first macrostep (xstate.init carries the input): an app start restores at once. */
    isAppStartWithRestore: ({ event }) => startInput<SessionInput>(event)?.restore === true,
    /** An app start (isAppStartWithRestore) whose input carries a usable stored session. */
    isAppStartWithStoredSession: ({ event }) => {
      const input = startInput<SessionInput>(event);
      return input?.restore === true && isUsableSession(input.stored);
    },
    isStartedCustomerMissing: ({ event }) => event.type === 'session.start' && !event.session.customer.id,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    isTooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    isUnreachable: (_, params: { error: unknown }) => isUnreachable(params.error),
    isAccountValid: (_, params: { valid: boolean }) => params.valid,
    /** A saved address, or none (null: the order goes to the address confirmed on home). */
    hasAddress: ({ context, event }) => event.type === 'address.select' && (event.id === null || context.addresses.some((a) => a.id === event.id)),
  },
  actions: {
    /** Writes the session (null: removes it) where the app keeps it; the api client reads the token there. */
    persistSession: (_, _params: { session: StoredSession | null }) => notImplemented('persistSession')(),
    /**
     * Keeps the guest allowance (null: none) for this tab, so a reload does not ask again; the app provides it (tab
     * storage). Without it the allowance lasts as long as the actor.
     */
    persistGuestAllowance: (_, _params: { allowance: GuestAllowance | null }) => undefined,
    /** Logout: the app reloads / (SPEC §4 Auth). */
    reloadHome: notImplemented('reloadHome'),
    /** Session expired: the app navigates to /login. */
    redirectToLogin: notImplemented('redirectToLogin'),
    /** Unknown phone: the app navigates to /register with usernameProp. */
    redirectToRegister: (_, _params: { usernameProp: string }) => notImplemented('redirectToRegister')(),
    assignPhone: assign(({ event }) =>
      event.type === 'login.phone' ? { phone: phoneForLookup(event.phone), loginError: null, redirectToRegister: null } : {},
    ),
    startSession: assign(({ event }) =>
      event.type === 'session.start'
        ? {
            ...signedOut,
            token: event.session.access,
            refreshToken: event.session.refresh,
            user: event.session.user,
            customer: event.session.customer,
            notice: null,
          }
        : {},
    ),
    clearLoginError: assign({ loginError: null }),
    setLoginError: assign((_, params: { error: LoginError }) => ({ loginError: params.error })),
    recordRegisterRedirect: assign(({ context }) => ({ redirectToRegister: { usernameProp: context.phone } })),
    assignSession: assign((_, params: SessionParams) => ({
      ...signedOut,
      token: params.session.access,
      refreshToken: params.session.refresh,
      user: params.session.user,
      customer: params.session.customer,
      notice: null,
    })),
    assignTokens: assign((_, params: RefreshTokenOutput) => ({ token: params.access, refreshToken: params.refresh })),
    assignAddresses: assign(({ context }, params: { addresses: Address[] }) => {
      const addresses = params.addresses.slice(0, ADDRESS_LIST_LIMIT);
      const kept = addresses.some((a) => a.id === context.selectedAddressId);
      return {
        addresses,
        selectedAddressId: kept ? context.selectedAddressId : defaultAddressId(addresses, context.customer),
      };
    }),
    selectAddress: assign(({ event }) => (event.type === 'address.select' ? { selectedAddressId: event.id } : {})),
    /** The reloaded list keeps a selection it holds (assignAddresses), so a new address is selected once it is in. */
    selectReloaded: assign(({ event }) =>
      event.type === 'addresses.reload' && event.select !== undefined ? { selectedAddressId: event.select } : {},
    ),
    assignCustomer: assign(({ context, event }) =>
      event.type === 'customer.update' && event.customer.id === context.customer?.id
        ? {
            customer: event.customer,
            user: context.user ? { ...context.user, full_name: event.customer.full_name } : context.user,
          }
        : {},
    ),
    clearSession: assign(signedOut),
    setNotice: assign((_, params: { notice: SessionNotice | null }) => ({ notice: params.notice })),
    grantAnonymous: assign(({ event }) => ({
      allowAnonymous: true,
      ...(event.type === 'anonymous.grant' && event.contact ? { guestContact: event.contact } : {}),
    })),
  },
  delays: {
    tokenRefresh: TOKEN_REFRESH_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  // A guest's allowance outlives a reload of the tab (the app keeps it per tab); a login or logout still clears it.
  context: ({ input }) => ({
    ...signedOut,
    notice: null,
    ...(input?.guest ? { allowAnonymous: true, guestContact: input.guest.contact } : {}),
  }),
  initial: 'anonymous',
  on: {
    'notice.dismiss': { actions: { type: 'setNotice', params: { notice: null } } },
  },
  states: {
    anonymous: {
      description: 'Not logged in: browsing, the login phone step, or a guest with allowAnonymous.',
      // before the actor starts: a screen drawn then sees the session restoring, not a guest
      always: { guard: 'isAppStartWithRestore', target: 'restoring' },
      on: {
        'session.restore': 'restoring',
        ...signedOutHandlers,
      },
    },
    restoring: {
      tags: ['loading'],
      description: 'App start: the stored session, if any, is refreshed before it is used; a stale one is dropped quietly.',
      initial: 'reading',
      states: {
        reading: {
          always: {
            guard: 'isAppStartWithStoredSession',
            target: 'refreshing',
            description: 'The app read the kept session as it started: the session holds it before it starts.',
            actions: [{ type: 'assignSession', params: ({ event }) => ({ session: startInput<SessionInput>(event)!.stored! }) }, persistGuest],
          },
          invoke: {
            id: 'loadStoredSession',
            src: 'loadStoredSession',
            onDone: [
              {
                guard: { type: 'isStoredSessionUsable', params: ({ event }) => ({ session: event.output }) },
                target: 'refreshing',
                actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.output as StoredSession }) }, persistGuest],
              },
              { target: '#session.anonymous' },
            ],
            onError: '#session.anonymous',
          },
        },
        refreshing: {
          invoke: {
            id: 'refreshToken',
            src: 'refreshToken',
            input: ({ context }) => ({ refresh: context.refreshToken ?? '' }),
            onDone: {
              target: '#session.loggedIn',
              actions: [{ type: 'assignTokens', params: ({ event }) => event.output }, persistCurrent],
            },
            onError: [
              {
                guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
                target: '#session.loggedIn',
                description: 'Offline start: the stored session is kept; only the server may end it.',
                actions: persistCurrent,
              },
              {
                target: '#session.anonymous',
                actions: ['clearSession', persistCurrent, persistGuest],
              },
            ],
          },
        },
      },
    },
    loggingIn: {
      initial: 'checkingPhone',
      on: {
        'anonymous.grant': { actions: ['grantAnonymous', persistGuest] },
      },
      states: {
        checkingPhone: {
          tags: ['loading'],
          invoke: {
            id: 'checkPhoneNumber',
            src: 'checkPhoneNumber',
            input: ({ context }) => ({ username: context.phone }),
            onDone: [
              {
                guard: { type: 'isPhoneRegistered', params: ({ event }) => ({ exists: event.output.exists }) },
                target: 'passwordStep',
              },
              {
                target: '#session.anonymous',
                description: 'Unknown phone: register with the phone as usernameProp.',
                actions: [
                  'recordRegisterRedirect',
                  { type: 'redirectToRegister', params: ({ context }) => ({ usernameProp: context.phone }) },
                ],
              },
            ],
            onError: [
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: '#session.anonymous',
                actions: { type: 'setLoginError', params: { error: 'tooManyRequests' } },
              },
              { target: '#session.anonymous', actions: { type: 'setLoginError', params: { error: 'requestFailed' } } },
            ],
          },
        },
        passwordStep: {
          on: {
            'login.password': { guard: 'isLoginPasswordValid', target: 'authenticating', actions: 'clearLoginError' },
            'login.back': '#session.anonymous',
          },
        },
        authenticating: {
          tags: ['loading'],
          invoke: {
            id: 'login',
            src: 'login',
            input: ({ context, event }) => ({
              user_name: context.phone,
              password: event.type === 'login.password' ? event.password : '',
            }),
            onDone: [
              {
                guard: { type: 'isCustomerMissing', params: ({ event }) => ({ session: event.output }) },
                target: '#session.loggedOut',
                actions: { type: 'setNotice', params: { notice: 'insufficientOrder' } },
              },
              {
                target: '#session.loggedIn',
                actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.output }) }, persistCurrent, persistGuest],
              },
            ],
            onError: [
              {
                guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
                target: 'passwordStep',
                actions: { type: 'setLoginError', params: { error: 'credentialsIncorrect' } },
              },
              {
                guard: { type: 'isTooManyRequests', params: ({ event }) => ({ error: event.error }) },
                target: 'passwordStep',
                actions: { type: 'setLoginError', params: { error: 'tooManyRequests' } },
              },
              { target: 'passwordStep', actions: { type: 'setLoginError', params: { error: 'requestFailed' } } },
            ],
          },
        },
      },
    },
    loggedIn: {
      type: 'parallel',
      description: 'Tokens, user and customer are set; addresses load, the token refreshes, the account is checked on demand.',
      on: {
        'session.logout': { target: 'loggedOut', actions: { type: 'setNotice', params: { notice: null } } },
        'customer.invalidate': { target: 'loggedOut', actions: { type: 'setNotice', params: { notice: 'insufficientOrder' } } },
        'customer.update': { actions: ['assignCustomer', persistCurrent] },
        'tokens.replace': {
          actions: [{ type: 'assignTokens', params: ({ event }) => ({ access: event.access, refresh: event.refresh }) }, persistCurrent],
        },
      },
      states: {
        addresses: {
          initial: 'loading',
          states: {
            loading: {
              tags: ['loadingAddresses'],
              invoke: {
                id: 'loadAddresses',
                src: 'loadAddresses',
                input: ({ context }) => ({ customer: context.customer?.id ?? 0, limit: ADDRESS_LIST_LIMIT }),
                onDone: {
                  target: 'loaded',
                  actions: { type: 'assignAddresses', params: ({ event }) => ({ addresses: event.output }) },
                },
                onError: 'failed',
              },
            },
            loaded: {
              on: {
                'addresses.reload': { target: 'loading', actions: 'selectReloaded' },
                'address.select': { guard: 'hasAddress', actions: 'selectAddress' },
              },
            },
            failed: {
              description: 'The address list could not be loaded (logged only); a reload may retry.',
              on: { 'addresses.reload': { target: 'loading', actions: 'selectReloaded' } },
            },
          },
        },
        token: {
          initial: 'fresh',
          states: {
            fresh: {
              description: 'The access token is valid; it is refreshed TOKEN_REFRESH_MARGIN_SECONDS before it expires.',
              after: { tokenRefresh: 'refreshing' },
            },
            refreshing: {
              invoke: {
                id: 'refreshToken',
                src: 'refreshToken',
                input: ({ context }) => ({ refresh: context.refreshToken ?? '' }),
                onDone: {
                  target: 'fresh',
                  actions: [{ type: 'assignTokens', params: ({ event }) => event.output }, persistCurrent],
                },
                onError: [
                  {
                    guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
                    target: 'fresh',
                    description: 'Offline: tried again after the next delay instead of ending the session.',
                  },
                  { target: '#session.expired' },
                ],
              },
            },
          },
        },
        account: {
          initial: 'idle',
          states: {
            idle: {
              on: { 'session.check': 'checking' },
            },
            checking: {
              tags: ['checkingAccount'],
              invoke: {
                id: 'checkUserAccount',
                src: 'checkUserAccount',
                input: ({ context }) => ({ username: context.user?.user_name ?? context.phone }),
                onDone: [
                  { guard: { type: 'isAccountValid', params: ({ event }) => ({ valid: event.output.valid }) }, target: 'idle' },
                  { target: '#session.expired' },
                ],
                onError: [
                  {
                    guard: { type: 'isUnreachable', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    description: 'Offline, or the page left while asking: only the server may say the account is gone.',
                  },
                  { target: '#session.expired' },
                ],
              },
            },
          },
        },
      },
    },
    expired: {
      description: 'The refresh or the account check failed: logged out, told the session expired, sent to /login.',
      entry: [
        'clearSession',
        { type: 'setNotice', params: { notice: 'sessionExpired' } },
        persistCurrent,
        persistGuest,
        'redirectToLogin',
      ],
      on: signedOutHandlers,
    },
    loggedOut: {
      description: 'Logged out by the customer or for an insufficient order: everything reset, / reloaded.',
      entry: ['clearSession', persistCurrent, persistGuest, 'reloadHome'],
      on: signedOutHandlers,
    },
  },
});
