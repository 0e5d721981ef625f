import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ADDRESS_LIST_LIMIT } from '../../domain/constants';
import { sessionMachine, TOKEN_REFRESH_DELAY_MS, type Address, type GuestAllowance, type LoginResponse, type SessionInput, type StoredSession } from './machine';
import {
  allowAnonymousSelector,
  canSubmitPasswordSelector,
  canSubmitPhoneSelector,
  isLoadingSelector,
  isLoggedInSelector,
  loginErrorSelector,
  loginStepSelector,
  noticeSelector,
  selectedAddressSelector,
} from './selectors';

const session: LoginResponse = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
  customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
};
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

function start({ stored = null as StoredSession | null, exists = true, input = {} as SessionInput } = {}) {
  const spies = {
    loadStoredSession: vi.fn(async (_: unknown) => stored),
    checkPhoneNumber: vi.fn(async (_: unknown) => ({ exists })),
    login: vi.fn(async (_: unknown): Promise<LoginResponse> => session),
    refreshToken: vi.fn(async (_: unknown) => ({ access: 'access-2', refresh: 'refresh-2' })),
    checkUserAccount: vi.fn(async (_: unknown) => ({ valid: true })),
    loadAddresses: vi.fn(async (_: unknown): Promise<Address[]> => [address(1), address(2, true)]),
  };
  const actions = {
    persistSession: vi.fn((_: unknown, _params: { session: StoredSession | null }) => {}),
    reloadHome: vi.fn(),
    redirectToLogin: vi.fn(),
    redirectToRegister: vi.fn((_: unknown, _params: { usernameProp: string }) => {}),
    persistGuestAllowance: vi.fn((_: unknown, _params: { allowance: GuestAllowance | null }) => {}),
  };
  const actors = Object.fromEntries(
    Object.entries(spies).map(([name, fn]) => [name, fromPromise(({ input }) => (fn as (i: unknown) => Promise<unknown>)(input))]),
  );
  const actor = createActor(sessionMachine.provide({ actors, actions }), { input }).start();
  return { actor, spies, actions };
}
type Started = ReturnType<typeof start>;

/** Lets resolved actor promises deliver their results. */
const settle = () => vi.advanceTimersByTimeAsync(0);

async function logIn({ actor }: Started) {
  actor.send({ type: 'login.phone', phone: '0901234567' });
  await settle();
  actor.send({ type: 'login.password', password: 'secret1' });
  await settle();
}

describe('session machine', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should log in with the phone, then the password, and load the addresses with the default preselected', async () => {
    const started = start();
    const { actor, spies, actions } = started;
    expect(loginStepSelector(actor.getSnapshot())).toBe('phone');
    actor.send({ type: 'login.phone', phone: '0901234567' });
    expect(isLoadingSelector(actor.getSnapshot())).toBe(true);
    await settle();
    expect(spies.checkPhoneNumber).toHaveBeenCalledWith({ username: '0901234567' });
    expect(loginStepSelector(actor.getSnapshot())).toBe('password');
    expect(canSubmitPasswordSelector(actor.getSnapshot(), '')).toBe(false);
    actor.send({ type: 'login.password', password: 'secret1' });
    await settle();
    expect(spies.login).toHaveBeenCalledWith({ user_name: '0901234567', password: 'secret1' });
    const s = actor.getSnapshot();
    expect(isLoggedInSelector(s)).toBe(true);
    expect(s.context).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1', user: session.user, customer: session.customer });
    expect(actions.persistSession.mock.calls[0][1]).toEqual({ session });
    expect(spies.loadAddresses).toHaveBeenCalledWith({ customer: 7, limit: ADDRESS_LIST_LIMIT });
    expect(selectedAddressSelector(s)?.id).toBe(2);
  });

  it('should convert a 12-character phone to international form before the check', async () => {
    const { actor, spies } = start();
    expect(canSubmitPhoneSelector(actor.getSnapshot(), '0901')).toBe(false);
    actor.send({ type: 'login.phone', phone: '840901234567' });
    await settle();
    expect(spies.checkPhoneNumber).toHaveBeenCalledWith({ username: '+84901234567' });
  });

  it('should send an unknown phone to register with usernameProp', async () => {
    const { actor, actions } = start({ exists: false });
    actor.send({ type: 'login.phone', phone: '0909999999' });
    await settle();
    expect(actor.getSnapshot().value).toBe('anonymous');
    expect(actor.getSnapshot().context.redirectToRegister).toEqual({ usernameProp: '0909999999' });
    expect(actions.redirectToRegister.mock.calls[0][1]).toEqual({ usernameProp: '0909999999' });
  });

  it('should say the credentials are incorrect and keep the phone', async () => {
    const started = start();
    started.spies.login.mockRejectedValueOnce(apiError(401, 'UNAUTHORIZED'));
    await logIn(started);
    const s = started.actor.getSnapshot();
    expect(s.value).toEqual({ loggingIn: 'passwordStep' });
    expect(loginErrorSelector(s)).toBe('credentialsIncorrect');
    expect(s.context.phone).toBe('0901234567');
  });

  it('should say the device is blocked when logins or phone look-ups are refused with 429', async () => {
    const started = start();
    started.spies.login.mockRejectedValueOnce(apiError(429, 'TOO_MANY_REQUESTS'));
    await logIn(started);
    expect(started.actor.getSnapshot().value).toEqual({ loggingIn: 'passwordStep' });
    expect(loginErrorSelector(started.actor.getSnapshot())).toBe('tooManyRequests');

    const lookUp = start();
    lookUp.spies.checkPhoneNumber.mockRejectedValueOnce(apiError(429, 'TOO_MANY_REQUESTS'));
    lookUp.actor.send({ type: 'login.phone', phone: '0901234567' });
    await settle();
    expect(lookUp.actor.getSnapshot().value).toBe('anonymous');
    expect(loginErrorSelector(lookUp.actor.getSnapshot())).toBe('tooManyRequests');
  });

  it('should go on with the new tokens after a password change and persist them', async () => {
    const started = start();
    await logIn(started);
    started.actor.send({ type: 'tokens.replace', access: 'access-after-change', refresh: 'refresh-after-change' });
    expect(started.actor.getSnapshot().context).toMatchObject({ token: 'access-after-change', refreshToken: 'refresh-after-change' });
    expect(started.actions.persistSession.mock.calls.at(-1)?.[1].session).toMatchObject({ access: 'access-after-change', refresh: 'refresh-after-change' });
  });

  it('should refresh the token 5 minutes before its 30 minutes run out, and again after', async () => {
    const started = start();
    await logIn(started);
    const { actor, spies, actions } = started;
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS - 1);
    expect(spies.refreshToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(spies.refreshToken).toHaveBeenCalledWith({ refresh: 'refresh-1' });
    expect(actor.getSnapshot().context).toMatchObject({ token: 'access-2', refreshToken: 'refresh-2' });
    expect(actions.persistSession.mock.calls.at(-1)?.[1]).toEqual({
      session: { ...session, access: 'access-2', refresh: 'refresh-2' },
    });
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(spies.refreshToken).toHaveBeenLastCalledWith({ refresh: 'refresh-2' });
  });

  it('should expire the session when the refresh fails', async () => {
    const started = start();
    await logIn(started);
    started.spies.refreshToken.mockRejectedValueOnce(apiError(401, 'UNAUTHORIZED'));
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(started.actor.getSnapshot().value).toBe('expired');
    expect(noticeSelector(started.actor.getSnapshot())).toBe('sessionExpired');
    expect(started.actions.redirectToLogin).toHaveBeenCalledOnce();
  });

  it('should log out, say the session expired and go to /login when the account check fails', async () => {
    const started = start();
    await logIn(started);
    const { actor, spies, actions } = started;
    actor.send({ type: 'session.check' });
    await settle();
    expect(spies.checkUserAccount).toHaveBeenCalledWith({ username: '+84901234567' });
    expect(isLoggedInSelector(actor.getSnapshot())).toBe(true);
    spies.checkUserAccount.mockRejectedValueOnce(apiError(401, 'UNAUTHORIZED'));
    actor.send({ type: 'session.check' });
    await settle();
    const s = actor.getSnapshot();
    expect(s.value).toBe('expired');
    expect(s.context).toMatchObject({ token: null, user: null, customer: null, addresses: [], notice: 'sessionExpired' });
    expect(actions.persistSession.mock.calls.at(-1)?.[1]).toEqual({ session: null });
    expect(actions.redirectToLogin).toHaveBeenCalledOnce();
    expect(actions.reloadHome).not.toHaveBeenCalled();
    /** The token timer stopped with the session. */
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(spies.refreshToken).not.toHaveBeenCalled();
  });

  it('should reset everything and reload / on logout', async () => {
    const started = start();
    started.actor.send({ type: 'anonymous.grant' });
    await logIn(started);
    started.actor.send({ type: 'session.logout' });
    const s = started.actor.getSnapshot();
    expect(s.value).toBe('loggedOut');
    expect(s.context).toMatchObject({ token: null, refreshToken: null, user: null, customer: null, allowAnonymous: false, notice: null });
    expect(started.actions.reloadHome).toHaveBeenCalledOnce();
  });

  it('should show the insufficient-order message and log out for customerId 0', async () => {
    const started = start();
    started.spies.login.mockResolvedValueOnce({ ...session, customer: { ...session.customer, id: 0 } });
    await logIn(started);
    expect(started.actor.getSnapshot().value).toBe('loggedOut');
    expect(noticeSelector(started.actor.getSnapshot())).toBe('insufficientOrder');
    /** And when checkout is refused with ERROR_CUSTOMER. */
    await logIn(started);
    expect(noticeSelector(started.actor.getSnapshot())).toBeNull();
    started.actor.send({ type: 'customer.invalidate' });
    expect(started.actor.getSnapshot().value).toBe('loggedOut');
    expect(noticeSelector(started.actor.getSnapshot())).toBe('insufficientOrder');
  });

  it('should grant anonymous checkout from the register flow and clear it on login', async () => {
    const started = start();
    expect(allowAnonymousSelector(started.actor.getSnapshot())).toBe(false);
    started.actor.send({ type: 'anonymous.grant' });
    expect(allowAnonymousSelector(started.actor.getSnapshot())).toBe(true);
    await logIn(started);
    // the login replaces the allowance (the checkout's step 5 lets a logged-in customer through)
    expect(allowAnonymousSelector(started.actor.getSnapshot())).toBe(false);
    expect(started.actor.getSnapshot().matches('loggedIn')).toBe(true);
  });

  it('should keep the guest allowance for the tab as it is granted, and drop it on login', async () => {
    const started = start();
    const kept = () => started.actions.persistGuestAllowance.mock.calls.at(-1)?.[1];
    started.actor.send({ type: 'anonymous.grant', contact: { name: 'Trần Thị Bình', phone: '0912345678' } });
    expect(kept()).toEqual({ allowance: { contact: { name: 'Trần Thị Bình', phone: '0912345678' } } });
    await logIn(started);
    expect(kept()).toEqual({ allowance: null });
  });

  it('should start the session that registration returned', async () => {
    const { actor, actions } = start();
    actor.send({ type: 'session.start', session });
    expect(isLoggedInSelector(actor.getSnapshot())).toBe(true);
    expect(actions.persistSession.mock.calls[0][1]).toEqual({ session });
  });

  it('should restore a stored session after refreshing its token, or stay anonymous', async () => {
    const restored = start({ stored: session });
    restored.actor.send({ type: 'session.restore' });
    await settle();
    expect(restored.spies.refreshToken).toHaveBeenCalledWith({ refresh: 'refresh-1' });
    expect(restored.actor.getSnapshot().context.token).toBe('access-2');
    expect(isLoggedInSelector(restored.actor.getSnapshot())).toBe(true);

    const none = start();
    none.actor.send({ type: 'session.restore' });
    await settle();
    expect(none.actor.getSnapshot().value).toBe('anonymous');

    const stale = start({ stored: session });
    stale.spies.refreshToken.mockRejectedValueOnce(apiError(401, 'UNAUTHORIZED'));
    stale.actor.send({ type: 'session.restore' });
    await settle();
    expect(stale.actor.getSnapshot().value).toBe('anonymous');
    expect(stale.actor.getSnapshot().context).toMatchObject({ token: null, notice: null });
    expect(stale.actions.persistSession.mock.calls.at(-1)?.[1]).toEqual({ session: null });
  });

  it('should keep the session when the account check cannot reach the server (offline, or the page left)', async () => {
    const started = start();
    await logIn(started);
    started.spies.checkUserAccount.mockRejectedValueOnce(apiError(0, 'NETWORK_ERROR'));
    started.actor.send({ type: 'session.check' });
    await settle();
    expect(isLoggedInSelector(started.actor.getSnapshot())).toBe(true);
    expect(started.actions.redirectToLogin).not.toHaveBeenCalled();
    expect(started.actions.persistSession.mock.calls.map((call) => call[1])).not.toContainEqual({ session: null });
  });

  it("should start with a guest's allowance and contact kept from before a reload, until a login clears them", async () => {
    const contact = { name: 'Trần Thị Bình', phone: '0912345678' };
    const guest = start({ input: { guest: { contact } } });
    expect(guest.actor.getSnapshot().context).toMatchObject({ allowAnonymous: true, guestContact: contact });
    await logIn(guest);
    expect(guest.actor.getSnapshot().context).toMatchObject({ allowAnonymous: false, guestContact: null });
    expect(start().actor.getSnapshot().context).toMatchObject({ allowAnonymous: false, guestContact: null });
  });

  it('should keep the stored session when the server cannot be reached (offline start or refresh)', async () => {
    const offline = start({ stored: session });
    offline.spies.refreshToken.mockRejectedValueOnce(apiError(0, 'NETWORK_ERROR'));
    offline.actor.send({ type: 'session.restore' });
    await settle();
    expect(isLoggedInSelector(offline.actor.getSnapshot())).toBe(true);
    expect(offline.actor.getSnapshot().context).toMatchObject({ token: 'access-1', refreshToken: 'refresh-1' });
    expect(offline.actions.persistSession.mock.calls.map((call) => call[1])).not.toContainEqual({ session: null });

    offline.spies.refreshToken.mockRejectedValueOnce(apiError(0, 'NETWORK_ERROR'));
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(offline.actor.getSnapshot().value).not.toBe('expired');
    expect(isLoggedInSelector(offline.actor.getSnapshot())).toBe(true);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_DELAY_MS);
    expect(offline.actor.getSnapshot().context.token).toBe('access-2');
  });

  it('should keep at most 100 addresses and the selection across a reload', async () => {
    const started = start();
    started.spies.loadAddresses.mockResolvedValue(Array.from({ length: 120 }, (_, i) => address(i + 1, i === 50)));
    await logIn(started);
    const { actor } = started;
    expect(actor.getSnapshot().context.addresses).toHaveLength(ADDRESS_LIST_LIMIT);
    expect(selectedAddressSelector(actor.getSnapshot())?.id).toBe(51);
    actor.send({ type: 'address.select', id: 3 });
    actor.send({ type: 'address.select', id: 999 });
    actor.send({ type: 'addresses.reload' });
    await settle();
    expect(selectedAddressSelector(actor.getSnapshot())?.id).toBe(3);
  });

  it('should keep a registering guest’s name and phone with the guest allowance, and forget them on login', async () => {
    const started = start();
    const contact = { name: 'Trần Thị Bình', phone: '+84901234567' };
    started.actor.send({ type: 'anonymous.grant', contact });
    expect(started.actor.getSnapshot().context).toMatchObject({ allowAnonymous: true, guestContact: contact });
    await logIn(started);
    expect(started.actor.getSnapshot().context.guestContact).toBeNull();
  });

  it('should select no saved address on request (the order goes to the address confirmed on home)', async () => {
    const started = start();
    started.spies.loadAddresses.mockResolvedValue([address(1, true), address(2, false)]);
    await logIn(started);
    expect(selectedAddressSelector(started.actor.getSnapshot())?.id).toBe(1);
    started.actor.send({ type: 'address.select', id: null });
    expect(selectedAddressSelector(started.actor.getSnapshot())).toBeNull();
  });

  it('should replace the customer after a profile edit and persist it, ignoring another customer', async () => {
    const started = start();
    await logIn(started);
    const { actor, actions } = started;
    const renamed = { ...session.customer, full_name: 'Trần Thị Bình', email: 'binh@example.vn' };
    actor.send({ type: 'customer.update', customer: renamed });
    expect(actor.getSnapshot().context.customer).toEqual(renamed);
    expect(actor.getSnapshot().context.user?.full_name).toBe('Trần Thị Bình');
    expect(actions.persistSession.mock.calls.at(-1)?.[1].session?.customer).toEqual(renamed);
    actor.send({ type: 'customer.update', customer: { ...renamed, id: 99 } });
    expect(actor.getSnapshot().context.customer?.id).toBe(7);
  });
});
