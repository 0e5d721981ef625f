import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, type AnyEventObject, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { ADDRESS_LIST_LIMIT } from '../../domain/constants';
import {
  afterEventType,
  allStateNodes,
  allTransitionKeys,
  describePath,
  emptyCoverage,
  graphPaths,
  missing,
  replayPath,
} from '../test-support/replay-paths';
import { sessionMachine as machine, type Address, type LoginResponse, type SessionContext, type StoredSession } from './machine';

const session: LoginResponse = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
  customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
};
const noCustomer: LoginResponse = { ...session, customer: { ...session.customer, id: 0 } };
const address = (id: number, is_default = false): Address => ({
  id,
  lat: 10.77,
  lng: 106.7,
  address: `${id} Lê Lợi, Quận 1`,
  contact_name: 'An',
  phone_number: '0901234567',
  is_default,
  customer: 7,
});
const apiError = (status: number, code: string) => Object.assign(new Error(code), { status, code });

/** Every event the app or an actor can deliver, named as the path lists show it. */
const labelled: Record<string, AnyEventObject> = {
  'session.restore': { type: 'session.restore' },
  'done:loadStoredSession': { type: 'xstate.done.actor.loadStoredSession', output: session },
  'done:loadStoredSession(none)': { type: 'xstate.done.actor.loadStoredSession', output: null },
  'done:loadStoredSession(customer0)': { type: 'xstate.done.actor.loadStoredSession', output: noCustomer },
  'error:loadStoredSession': { type: 'xstate.error.actor.loadStoredSession', error: new Error('storage') },
  'done:refreshToken': { type: 'xstate.done.actor.refreshToken', output: { access: 'access-2', refresh: 'refresh-2' } },
  'error:refreshToken': { type: 'xstate.error.actor.refreshToken', error: apiError(401, 'UNAUTHORIZED') },
  'error:refreshToken(offline)': { type: 'xstate.error.actor.refreshToken', error: apiError(0, 'NETWORK_ERROR') },
  'login.phone': { type: 'login.phone', phone: '0901234567' },
  'login.phone(12)': { type: 'login.phone', phone: '840901234567' },
  'login.phone(invalid)': { type: 'login.phone', phone: '0901' },
  'done:checkPhoneNumber(exists)': { type: 'xstate.done.actor.checkPhoneNumber', output: { exists: true } },
  'done:checkPhoneNumber(unknown)': { type: 'xstate.done.actor.checkPhoneNumber', output: { exists: false } },
  'error:checkPhoneNumber': { type: 'xstate.error.actor.checkPhoneNumber', error: apiError(0, 'NETWORK_ERROR') },
  'error:checkPhoneNumber(429)': { type: 'xstate.error.actor.checkPhoneNumber', error: apiError(429, 'TOO_MANY_REQUESTS') },
  'login.password': { type: 'login.password', password: 'secret1' },
  'login.password(empty)': { type: 'login.password', password: '' },
  'login.back': { type: 'login.back' },
  'done:login': { type: 'xstate.done.actor.login', output: session },
  'done:login(customer0)': { type: 'xstate.done.actor.login', output: noCustomer },
  'error:login(401)': { type: 'xstate.error.actor.login', error: apiError(401, 'UNAUTHORIZED') },
  'error:login': { type: 'xstate.error.actor.login', error: apiError(500, 'COMMON_ERROR') },
  'error:login(429)': { type: 'xstate.error.actor.login', error: apiError(429, 'TOO_MANY_REQUESTS') },
  'after:tokenRefresh': { type: afterEventType(machine, 'session.loggedIn.token.fresh') },
  'done:loadAddresses': { type: 'xstate.done.actor.loadAddresses', output: [address(1), address(2, true)] },
  'error:loadAddresses': { type: 'xstate.error.actor.loadAddresses', error: apiError(500, 'COMMON_ERROR') },
  'addresses.reload': { type: 'addresses.reload' },
  'address.select(1)': { type: 'address.select', id: 1 },
  'address.select(unknown)': { type: 'address.select', id: 999 },
  'session.check': { type: 'session.check' },
  'done:checkUserAccount': { type: 'xstate.done.actor.checkUserAccount', output: { valid: true } },
  'done:checkUserAccount(invalid)': { type: 'xstate.done.actor.checkUserAccount', output: { valid: false } },
  'error:checkUserAccount': { type: 'xstate.error.actor.checkUserAccount', error: apiError(401, 'UNAUTHORIZED') },
  'error:checkUserAccount(offline)': { type: 'xstate.error.actor.checkUserAccount', error: apiError(0, 'NETWORK_ERROR') },
  'session.logout': { type: 'session.logout' },
  'customer.invalidate': { type: 'customer.invalidate' },
  'anonymous.grant': { type: 'anonymous.grant' },
  'session.start': { type: 'session.start', session },
  'session.start(customer0)': { type: 'session.start', session: noCustomer },
  'notice.dismiss': { type: 'notice.dismiss' },
  'customer.update': { type: 'customer.update', customer: { ...session.customer, full_name: 'Renamed' } },
  'tokens.replace': { type: 'tokens.replace', access: 'access-new', refresh: 'refresh-new' },
};
const events = Object.values(labelled);
const labels = new Map(Object.entries(labelled).map(([name, event]) => [event as EventObject, name]));
const label = (event: EventObject) => labels.get(event);

/** The state value and the one context fact that outlives states (the guest allowance). */
const serializeState = (snapshot: AnyMachineSnapshot) =>
  JSON.stringify([snapshot.value, (snapshot.context as SessionContext).allowAnonymous]);

type Snapshot = AnyMachineSnapshot & { can: (e: EventObject) => boolean };
type Persisted = { session: StoredSession | null }[];

/** Invariants of every state; `persisted` holds the persistSession calls so far. */
function checkInvariants(s: Snapshot, persisted: Persisted) {
  const c = s.context as SessionContext;
  const last = persisted.at(-1)?.session ?? null;
  expect(s.hasTag('loading')).toBe(
    s.matches('restoring') || s.matches({ loggingIn: 'checkingPhone' }) || s.matches({ loggingIn: 'authenticating' }),
  );
  if (s.matches('loggedIn')) {
    expect(c.token && c.refreshToken && c.user && c.customer).toBeTruthy();
    expect(c.customer?.id).not.toBe(0);
    expect(c.allowAnonymous).toBe(false);
    expect(c.notice).toBeNull();
    /** Storage holds exactly the live session. */
    expect(last).toEqual({ access: c.token, refresh: c.refreshToken, user: c.user, customer: c.customer });
  } else if (!s.matches({ restoring: 'refreshing' })) {
    expect([c.token, c.refreshToken, c.user, c.customer]).toEqual([null, null, null, null]);
    expect(c.addresses).toEqual([]);
    expect(last).toBeNull();
  }
  expect(c.addresses.length).toBeLessThanOrEqual(ADDRESS_LIST_LIMIT);
  if (c.selectedAddressId !== null) expect(c.addresses.map((a) => a.id)).toContain(c.selectedAddressId);
  if (s.matches({ loggedIn: { addresses: 'loaded' } }) && c.addresses.some((a) => a.is_default)) {
    expect(c.selectedAddressId).not.toBeNull();
  }
  expect(s.can({ type: 'session.check' })).toBe(s.matches({ loggedIn: { account: 'idle' } }));
  expect(s.can({ type: 'session.logout' })).toBe(s.matches('loggedIn'));
  if (s.matches('expired')) expect([null, 'sessionExpired']).toContain(c.notice);
  if (s.matches('loggedOut')) expect([null, 'insufficientOrder']).toContain(c.notice);
  if (s.matches('loggingIn')) expect(c.phone).toMatch(/^(\+84|0)\d{9}$/);
  if (c.redirectToRegister) expect(c.redirectToRegister.usernameProp).toBe(c.phone);
  expect(s.can({ type: 'login.phone', phone: '0901234567' })).toBe(
    s.matches('anonymous') || s.matches('expired') || s.matches('loggedOut'),
  );
}

/** A replay with spies for the app's actions, its invariants reading what was persisted. */
function replayOptions() {
  const persisted: Persisted = [];
  return {
    provide: {
      actions: {
        persistSession: (_: unknown, params: { session: StoredSession | null }) => void persisted.push(params),
        reloadHome: () => {},
        redirectToLogin: () => {},
        redirectToRegister: () => {},
      },
    },
    check: (snapshot: AnyMachineSnapshot) => checkInvariants(snapshot as Snapshot, persisted),
    serialize: serializeState,
  };
}

describe('session graph paths', () => {
  beforeAll(() => vi.useFakeTimers());
  afterAll(() => vi.useRealTimers());
  const coverage = emptyCoverage();
  const { statePaths, transitionPaths } = graphPaths(machine, { events, serializeState });

  it.each(statePaths.map((p) => [describePath(p, label), p] as const))('should replay %s', (_, path) => {
    replayPath(machine, path, { ...replayOptions(), coverage });
  });

  // An app start (input.restore): restoring from the first snapshot, then on as after session.restore.
  const appStart = graphPaths(machine, { events, serializeState, input: { restore: true } });

  it('should begin an app start restoring, before any event', () => {
    expect(appStart.statePaths.filter((path) => path.steps.length <= 1).map((path) => describePath(path, label))).toEqual([
      '{restoring:reading} <- (initial)',
    ]);
  });

  it.each(appStart.statePaths.map((p) => [describePath(p, label), p] as const))('should replay from an app start %s', (_, path) => {
    replayPath(machine, path, { ...replayOptions(), input: { restore: true }, coverage });
  });

  // An app start with the session the browser kept, read by the app (input.stored): refreshing from the first snapshot.
  const keptStart = { restore: true, stored: session };
  const appStartWithKept = graphPaths(machine, { events, serializeState, input: keptStart });

  it('should begin an app start with a kept session refreshing it, holding its member, before any event', () => {
    expect(appStartWithKept.statePaths.filter((path) => path.steps.length <= 1).map((path) => describePath(path, label))).toEqual([
      '{restoring:refreshing} <- (initial)',
    ]);
    expect(createActor(machine, { input: keptStart }).getSnapshot().context.user).toEqual(session.user);
  });

  it.each(appStartWithKept.statePaths.map((p) => [describePath(p, label), p] as const))('should replay from an app start with a kept session %s', (_, path) => {
    replayPath(machine, path, { ...replayOptions(), input: keptStart, coverage });
  });

  it(`should take each of the ${transitionPaths.length} transitions from every state`, () => {
    for (const path of transitionPaths) {
      try {
        replayPath(machine, path, { ...replayOptions(), coverage });
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
        "anonymous <- (initial)",
        "{restoring:reading} <- session.restore",
        "{loggingIn:checkingPhone} <- login.phone",
        "anonymous <- anonymous.grant",
        "{loggedIn:{addresses:loading,token:fresh,account:idle}} <- session.start",
        "loggedOut <- session.start(customer0)",
        "{restoring:refreshing} <- session.restore > done:loadStoredSession",
        "{loggingIn:passwordStep} <- login.phone > done:checkPhoneNumber(exists)",
        "{loggingIn:checkingPhone} <- login.phone > anonymous.grant",
        "{restoring:reading} <- anonymous.grant > session.restore",
        "{loggedIn:{addresses:loading,token:refreshing,account:idle}} <- session.start > after:tokenRefresh",
        "{loggedIn:{addresses:loaded,token:fresh,account:idle}} <- session.start > done:loadAddresses",
        "{loggedIn:{addresses:failed,token:fresh,account:idle}} <- session.start > error:loadAddresses",
        "{loggedIn:{addresses:loading,token:fresh,account:checking}} <- session.start > session.check",
        "loggedOut <- session.start(customer0) > anonymous.grant",
        "{loggingIn:authenticating} <- login.phone > done:checkPhoneNumber(exists) > login.password",
        "{loggingIn:passwordStep} <- login.phone > done:checkPhoneNumber(exists) > anonymous.grant",
        "expired <- session.start > after:tokenRefresh > error:refreshToken",
        "{loggedIn:{addresses:loaded,token:refreshing,account:idle}} <- session.start > after:tokenRefresh > done:loadAddresses",
        "{loggedIn:{addresses:failed,token:refreshing,account:idle}} <- session.start > after:tokenRefresh > error:loadAddresses",
        "{loggedIn:{addresses:loading,token:refreshing,account:checking}} <- session.start > after:tokenRefresh > session.check",
        "{loggedIn:{addresses:loaded,token:fresh,account:checking}} <- session.start > done:loadAddresses > session.check",
        "{loggedIn:{addresses:failed,token:fresh,account:checking}} <- session.start > error:loadAddresses > session.check",
        "{loggingIn:authenticating} <- login.phone > done:checkPhoneNumber(exists) > login.password > anonymous.grant",
        "expired <- session.start > after:tokenRefresh > error:refreshToken > anonymous.grant",
        "{loggedIn:{addresses:loaded,token:refreshing,account:checking}} <- session.start > after:tokenRefresh > done:loadAddresses > session.check",
        "{loggedIn:{addresses:failed,token:refreshing,account:checking}} <- session.start > after:tokenRefresh > error:loadAddresses > session.check",
      ]
    `);
  });
});
