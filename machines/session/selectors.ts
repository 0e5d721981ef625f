import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const isLoggedInSelector = (s: Snapshot) => s.matches('loggedIn');
/**
 * A member's session in hand, or the one the browser kept being refreshed as the app starts: what the header and the
 * menu's hearts draw, so that a returning member sees their name at once and not a login link first (what needs the
 * server still waits for isLoggedIn; a refused refresh turns them to a guest's).
 */
export const isMemberSelector = (s: Snapshot) => s.matches('loggedIn') || (s.matches('restoring') && s.context.customer !== null);
export const canLogOutSelector = (s: Snapshot) => s.can({ type: 'session.logout' });
export const userSelector = (s: Snapshot) => s.context.user;
export const customerSelector = (s: Snapshot) => s.context.customer;
export const customerIdSelector = (s: Snapshot) => s.context.customer?.id ?? null;
export const addressesSelector = (s: Snapshot) => s.context.addresses;
export const selectedAddressSelector = (s: Snapshot) =>
  s.context.addresses.find((a) => a.id === s.context.selectedAddressId) ?? null;
export const isLoadingAddressesSelector = (s: Snapshot) => s.hasTag('loadingAddresses');
/** The member's saved addresses are in hand (their load answered). */
export const areAddressesLoadedSelector = (s: Snapshot) => s.matches({ loggedIn: { addresses: 'loaded' } });
export const didAddressesFailSelector = (s: Snapshot) => s.matches({ loggedIn: { addresses: 'failed' } });
export const allowAnonymousSelector = (s: Snapshot) => s.context.allowAnonymous;
/** Name and phone a guest typed while registering (null otherwise). */
export const guestContactSelector = (s: Snapshot) => s.context.guestContact;
/** Which step the login screen shows. */
export const loginStepSelector = (s: Snapshot) =>
  s.matches({ loggingIn: 'passwordStep' }) || s.matches({ loggingIn: 'authenticating' }) ? ('password' as const) : ('phone' as const);
/** The phone as checked, shown above the password field. */
export const loginPhoneSelector = (s: Snapshot) => s.context.phone;
export const canSubmitPhoneSelector = (s: Snapshot, phone: string) => s.can({ type: 'login.phone', phone });
export const canSubmitPasswordSelector = (s: Snapshot, password: string) => s.can({ type: 'login.password', password });
export const loginErrorSelector = (s: Snapshot) => s.context.loginError;
export const isLoadingSelector = (s: Snapshot) => s.hasTag('loading');
/** The app start's restore of the kept session, under way: whether this is a member is not known yet. */
export const isRestoringSelector = (s: Snapshot) => s.matches('restoring');
export const noticeSelector = (s: Snapshot) => s.context.notice;
