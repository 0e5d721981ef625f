import type { components, operations } from '../../openapi/schema';
import type { Json } from '../shared/api-error';

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
  /** Name and phone the guest typed while registering before choosing to go on as a guest; checkout starts from them. */
  guestContact: GuestContact | null;
  /** The login phone as checked: a 12-character phone is in +84 form. Kept across errors. */
  phone: string;
  loginError: LoginError | null;
  /** Set when the session ended by itself; cleared by `notice.dismiss` or a new login. */
  notice: SessionNotice | null;
  /** Set when the phone is unknown: the app opened /register with this usernameProp. */
  redirectToRegister: { usernameProp: string } | null;
}

/** A guest's allowance to order without an account, with the contact typed while registering (none: null). */
export interface GuestAllowance {
  contact: GuestContact | null;
}

export interface SessionInput {
  /** What the app kept of this tab's session before a reload: a guest's allowance (never asked twice). */
  guest?: GuestAllowance | null;
  /**
   * An app start: the session the browser kept is restored at once, as `session.restore` would. The session is
   * `restoring` from its first snapshot, before it starts, so a screen drawn before the actor starts waits for it
   * instead of taking the customer for a guest.
   */
  restore?: boolean;
  /**
   * With `restore`: the session the browser kept, read by the app as it starts. A usable one is the session's from
   * the first snapshot, refreshing, so a screen drawn before the actor starts shows the member and the start changes
   * nothing. Not given, or not usable: the session reads it itself (`loadStoredSession`).
   */
  stored?: StoredSession | null;
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
  | { type: 'anonymous.grant'; contact?: GuestContact }
  /** After an address was created, updated or deleted; `select` picks the new one once the list holds it. */
  | { type: 'addresses.reload'; select?: number }
  | { type: 'address.select'; id: number | null }
  /** The profile was edited: the server's updated customer replaces the stored one. */
  | { type: 'customer.update'; customer: Customer }
  /** New tokens after a password change: every earlier token is refused by the server. */
  | { type: 'tokens.replace'; access: string; refresh: string }
  | { type: 'notice.dismiss' };

/** What a guest from registration already told us (never asked twice). */
export interface GuestContact {
  name: string;
  phone: string;
}
