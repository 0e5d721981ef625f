import { assign, fromPromise, setup } from 'xstate';
import type { components, operations } from '../../openapi/schema';
import { ACCESS_TOKEN_LIFETIME_SECONDS, ADDRESS_LIST_LIMIT, TOKEN_REFRESH_MARGIN_SECONDS } from '../../domain/constants';
import { checkAccountPhone, checkLoginPassword } from '../../domain/account-validation';
import { phoneForLookup } from '../../domain/phone';
import { notImplemented } from '../shared/not-implemented';
import { apiFailureOf, hasErrorCode, type Json } from '../shared/api-error';

export type LoginResponse = components['schemas']['LoginResponse'];
export type User = components['schemas']['User'];
export type Customer = components['schemas']['Customer'];
export type Address = components['schemas']['Address'];

/** What persistSession writes and loadStoredSession reads back: the login answer. */
export type StoredSession = LoginResponse;
export type CheckPhoneNumberInput = operations['checkPhoneNumber']['parameters']['query'];
export type CheckPhoneNumberOutput = Json<operations['checkPhoneNumber']['responses'][200]>;
export type LoginInput = Json<operations['login']['requestBody']>;
export type RefreshTokenInput = Json<operations['refreshToken']['requestBody']>;
export type RefreshTokenOutput = Json<operations['refreshToken']['responses'][200]>;
export type CheckUserAccountInput = Json<operations['checkUserAccount']['requestBody']>;
/** checkUserAccount's `data`. */
export type CheckUserAccountOutput = Json<operations['checkUserAccount']['responses'][200]>['data'];
/** getAddresses query; the actor answers the page's `results`. */
export interface LoadAddressesInput {
  customer: number;
  limit: number;
}

/** Why the customer was logged out, shown once (SPEC §8). */
export type SessionNotice = 'sessionExpired' | 'insufficientOrder';
/** Why the last login step failed. */
export type LoginError = 'credentialsIncorrect' | 'tooManyRequests' | 'requestFailed';

export interface SessionContext {
  /** Access token (bearer), refreshed before it expires. */
  token: string | null;
  /** Refresh token. */
  refreshToken: string | null;
  /** id, full_name, user_name (the phone). */
  user: User | null;
  customer: Customer | null;
  /** Saved addresses, at most ADDRESS_LIST_LIMIT. */
  addresses: Address[];
  /** The selected address (SPEC §3 addressListSelected); the default one after loading. */
  selectedAddressId: number | null;
  /** A guest may check out (granted by the register flow's anonymous option); cleared on login and logout. */
  allowAnonymous: boolean;
  /** The login phone as checked: a 12-character phone is in +84 form. Kept across errors. */
  phone: string;
  loginError: LoginError | null;
  /** Set when the session ended by itself; cleared by `notice.dismiss` or a new login. */
  notice: SessionNotice | null;
  /** Set when the phone is unknown: the app opened /register with this usernameProp. */
  redirectToRegister: { usernameProp: string } | null;
}

export type SessionEvent =
  /** At app start: read the stored session. */
  | { type: 'session.restore' }
  /** A session obtained elsewhere (registration). */
  | { type: 'session.start'; session: LoginResponse }
  | { type: 'login.phone'; phone: string }
  | { type: 'login.password'; password: string }
  /** From the password step back to the phone step. */
  | { type: 'login.back' }
  /** Account check at home and at checkout. */
  | { type: 'session.check' }
  | { type: 'session.logout' }
  /** The server refused the customer (customerId 0, ERROR_CUSTOMER): insufficient order, log out. */
  | { type: 'customer.invalidate' }
  | { type: 'anonymous.grant' }
  /** After an address was created, updated or deleted; `select` picks the new one once the list holds it. */
  | { type: 'addresses.reload'; select?: number }
  | { type: 'address.select'; id: number }
  /** The profile was edited: the server's updated customer replaces the stored one. */
  | { type: 'customer.update'; customer: Customer }
  /** New tokens after a password change: every earlier token is refused by the server. */
  | { type: 'tokens.replace'; access: string; refresh: string }
  | { type: 'notice.dismiss' };

/** Refresh the access token this long after it was issued, ms. */
export const TOKEN_REFRESH_DELAY_MS = (ACCESS_TOKEN_LIFETIME_SECONDS - TOKEN_REFRESH_MARGIN_SECONDS) * 1_000;

/** The default address among `addresses` (is_default, else the customer's default_address), or null. */
export function defaultAddressId(addresses: readonly Address[], customer: Customer | null): number | null {
  return (
    addresses.find((a) => a.is_default)?.id ??
    addresses.find((a) => a.id === customer?.default_address)?.id ??
    null
  );
}

/** Wrong credentials: 401 UNAUTHORIZED. */
const isUnauthorized = (error: unknown) => hasErrorCode(error, 'UNAUTHORIZED') || apiFailureOf(error).status === 401;
/** Too many logins or phone look-ups from this device or for this phone: 429 TOO_MANY_REQUESTS. */
const isTooManyRequests = (error: unknown) => hasErrorCode(error, 'TOO_MANY_REQUESTS') || apiFailureOf(error).status === 429;

const signedOut = {
  token: null,
  refreshToken: null,
  user: null,
  customer: null,
  addresses: [],
  selectedAddressId: null,
  allowAnonymous: false,
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

/** Events every signed-out state takes (anonymous, expired, loggedOut). */
const signedOutHandlers = {
  'login.phone': { guard: 'isLoginPhoneValid', target: '#session.loggingIn', actions: 'assignPhone' },
  'session.start': [
    { guard: 'isStartedCustomerMissing', target: '#session.loggedOut', actions: { type: 'setNotice', params: { notice: 'insufficientOrder' } } },
    { target: '#session.loggedIn', actions: ['startSession', persistCurrent] },
  ],
  'anonymous.grant': { actions: 'grantAnonymous' },
} as const;

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    loadStoredSession: fromPromise<StoredSession | null>(notImplemented('loadStoredSession')),
    checkPhoneNumber: fromPromise<CheckPhoneNumberOutput, CheckPhoneNumberInput>(notImplemented('checkPhoneNumber')),
    login: fromPromise<LoginResponse, LoginInput>(notImplemented('login')),
    refreshToken: fromPromise<RefreshTokenOutput, RefreshTokenInput>(notImplemented('refreshToken')),
    checkUserAccount: fromPromise<CheckUserAccountOutput, CheckUserAccountInput>(notImplemented('checkUserAccount')),
    loadAddresses: fromPromise<Address[], LoadAddressesInput>(notImplemented('loadAddresses')),
  },
  guards: {
    isLoginPhoneValid: ({ event }) => event.type === 'login.phone' && checkAccountPhone(event.phone) === undefined,
    isLoginPasswordValid: ({ event }) => event.type === 'login.password' && checkLoginPassword(event.password) === undefined,
    isPhoneRegistered: (_, params: { exists: boolean }) => params.exists,
    /** A stored session with a customer (customerId 0 is dropped). */
    isStoredSessionUsable: (_, params: { session: StoredSession | null }) => !!params.session?.customer.id,
    /** customerId 0: the server has no usable customer for this account. */
    isCustomerMissing: (_, params: SessionParams) => !params.session.customer.id,
    isStartedCustomerMissing: ({ event }) => event.type === 'session.start' && !event.session.customer.id,
    isUnauthorized: (_, params: { error: unknown }) => isUnauthorized(params.error),
    isTooManyRequests: (_, params: { error: unknown }) => isTooManyRequests(params.error),
    isAccountValid: (_, params: { valid: boolean }) => params.valid,
    hasAddress: ({ context, event }) => event.type === 'address.select' && context.addresses.some((a) => a.id === event.id),
  },
  actions: {
    /** Writes the session (null: removes it) where the app keeps it; the api client reads the token there. */
    persistSession: (_, _params: { session: StoredSession | null }) => notImplemented('persistSession')(),
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
    grantAnonymous: assign({ allowAnonymous: true }),
  },
  delays: {
    tokenRefresh: TOKEN_REFRESH_DELAY_MS,
  },
}).createMachine({
  id: 'session',
  context: { ...signedOut, notice: null },
  initial: 'anonymous',
  on: {
    'notice.dismiss': { actions: { type: 'setNotice', params: { notice: null } } },
  },
  states: {
    anonymous: {
      description: 'Not logged in: browsing, the login phone step, or a guest with allowAnonymous.',
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
          invoke: {
            id: 'loadStoredSession',
            src: 'loadStoredSession',
            onDone: [
              {
                guard: { type: 'isStoredSessionUsable', params: ({ event }) => ({ session: event.output }) },
                target: 'refreshing',
                actions: { type: 'assignSession', params: ({ event }) => ({ session: event.output as StoredSession }) },
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
            onError: {
              target: '#session.anonymous',
              actions: ['clearSession', persistCurrent],
            },
          },
        },
      },
    },
    loggingIn: {
      initial: 'checkingPhone',
      on: {
        'anonymous.grant': { actions: 'grantAnonymous' },
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
                actions: [{ type: 'assignSession', params: ({ event }) => ({ session: event.output }) }, persistCurrent],
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
                onError: '#session.expired',
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
                onError: '#session.expired',
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
        'redirectToLogin',
      ],
      on: signedOutHandlers,
    },
    loggedOut: {
      description: 'Logged out by the customer or for an insufficient order: everything reset, / reloaded.',
      entry: ['clearSession', persistCurrent, 'reloadHome'],
      on: signedOutHandlers,
    },
  },
});
