import type { StoredSession } from '../../../machines/session/machine';
import { STORAGE_KEYS, storage, type KeyValueStore } from '../../adapters/storage';

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
export function writeStoredSession(session: StoredSession | null, store: KeyValueStore = storage): void {
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
