import type { Customer, GuestAllowance, StoredSession, User } from '../../../machines/session/machine';
import { cookies, FIRST_SCREEN_COOKIES, type CookieJar } from '../../adapters/cookies';
import { createKeyValueStore, STORAGE_KEYS, storage, type KeyValueStore } from '../../adapters/storage';
import type { FirstScreen } from '../../lib/first-screen';

/** What is kept beside the tokens: the user and the customer of the login answer. */
type StoredProfile = Pick<StoredSession, 'user' | 'customer'>;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/**
 * Reads the session persistSession wrote: both tokens and the stored user and customer, or null
 * when any part is missing or unreadable.
 */
export function readStoredSession(store: KeyValueStore = storage): StoredSession | null {
  const access = store.get(STORAGE_KEYS.token);
  const refresh = store.get(STORAGE_KEYS.refreshToken);
  const raw = store.get(STORAGE_KEYS.session);
  if (!access || !refresh || !raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed) || !isRecord(parsed.user) || !isRecord(parsed.customer)) return null;
    const { user, customer } = parsed as unknown as StoredProfile;
    return { access, refresh, user, customer };
  } catch {
    return null;
  }
}

/**
 * Writes the session where the API client reads the bearer token (null: removes it). The cart
 * and the other stored keys are left alone.
 */
export function writeStoredSession(session: StoredSession | null, store: KeyValueStore = storage, jar: CookieJar = cookies): void {
  // the server learns only that a session is kept, to draw the header of its first screens without a login link
  jar.keep(FIRST_SCREEN_COOKIES.session, session ? '1' : null);
  if (!session) {
    store.remove(STORAGE_KEYS.token);
    store.remove(STORAGE_KEYS.refreshToken);
    store.remove(STORAGE_KEYS.session);
    return;
  }
  store.set(STORAGE_KEYS.token, session.access);
  store.set(STORAGE_KEYS.refreshToken, session.refresh);
  const profile: StoredProfile = { user: session.user, customer: session.customer };
  store.set(STORAGE_KEYS.session, JSON.stringify(profile));
}

/**
 * A kept session as the server knows it (FirstScreen.session: one is kept, not whose), for the first render of a page
 * it drew: a member without a name or tokens. Never started, never sent: it only draws.
 */
export function keptSessionAsServerKnows(screen: FirstScreen): StoredSession | null {
  if (!screen.session) return null;
  return { access: '', refresh: '', user: { full_name: '' } as User, customer: { id: -1 } as Customer };
}

const GUEST_ALLOWANCE_KEY = 'guestAllowance';
const tabStorage = createKeyValueStore(() => (typeof window === 'undefined' ? undefined : window.sessionStorage));

/**
 * The guest allowance of this tab (a guest who chose to go on without an account is not asked again
 * after a reload), or null. Per tab, like the checkout's entry: a new visit decides again.
 */
export function readGuestAllowance(store: KeyValueStore = tabStorage): GuestAllowance | null {
  const raw = store.get(GUEST_ALLOWANCE_KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (!isRecord(parsed)) return null;
    const contact = isRecord(parsed.contact) && typeof parsed.contact.name === 'string' && typeof parsed.contact.phone === 'string'
      ? { name: parsed.contact.name, phone: parsed.contact.phone }
      : null;
    return { contact };
  } catch {
    return null;
  }
}

/** Keeps what the session's context says of the guest allowance (null: removes it). */
export function writeGuestAllowance(allowance: GuestAllowance | null, store: KeyValueStore = tabStorage): void {
  if (allowance) store.set(GUEST_ALLOWANCE_KEY, JSON.stringify(allowance));
  else store.remove(GUEST_ALLOWANCE_KEY);
}
