import { describe, expect, it } from 'vitest';
import type { StoredSession } from '../../../machines/session/machine';
import { STORAGE_KEYS, type KeyValueStore } from '../../adapters/storage';
import { readGuestAllowance, readStoredSession, writeGuestAllowance, writeStoredSession } from './session-storage';

function memoryStore(initial: Record<string, string> = {}): KeyValueStore & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get: (key) => data.get(key) ?? null,
    set: (key, value) => void data.set(key, value),
    remove: (key) => void data.delete(key),
  };
}

const session: StoredSession = {
  access: 'access-1',
  refresh: 'refresh-1',
  user: { id: 7, full_name: 'Nguyễn Văn An', user_name: '+84901234567' },
  customer: { id: 7, user_name: '+84901234567', full_name: 'Nguyễn Văn An', total_point: 0, available_point: 0 },
};

describe('session storage', () => {
  it('should write the tokens where the API client reads them and read the session back', () => {
    const store = memoryStore();
    writeStoredSession(session, store);
    expect(store.get(STORAGE_KEYS.token)).toBe('access-1');
    expect(store.get(STORAGE_KEYS.refreshToken)).toBe('refresh-1');
    expect(readStoredSession(store)).toEqual(session);
  });

  it('should remove the session on logout and leave the cart alone', () => {
    const store = memoryStore({ [STORAGE_KEYS.cart]: '{"lines":[]}' });
    writeStoredSession(session, store);
    writeStoredSession(null, store);
    expect(readStoredSession(store)).toBeNull();
    expect([...store.data.keys()]).toEqual([STORAGE_KEYS.cart]);
  });

  it('should tell the server only that a session is kept, never whose, and forget it on logout', () => {
    const kept = new Map<string, string | null>();
    const jar = { keep: (name: string, value: string | null) => void kept.set(name, value) };
    writeStoredSession(session, memoryStore(), jar);
    expect(kept).toEqual(new Map([['kept_session', '1']]));
    writeStoredSession(null, memoryStore(), jar);
    expect(kept).toEqual(new Map([['kept_session', null]]));
  });

  it('should read nothing when a part is missing or unreadable', () => {
    expect(readStoredSession(memoryStore({ [STORAGE_KEYS.token]: 'a', [STORAGE_KEYS.refreshToken]: 'r' }))).toBeNull();
    const broken = memoryStore({ [STORAGE_KEYS.token]: 'a', [STORAGE_KEYS.refreshToken]: 'r', [STORAGE_KEYS.session]: '{nope' });
    expect(readStoredSession(broken)).toBeNull();
    const partial = memoryStore({ [STORAGE_KEYS.token]: 'a', [STORAGE_KEYS.refreshToken]: 'r', [STORAGE_KEYS.session]: '{"user":{}}' });
    expect(readStoredSession(partial)).toBeNull();
  });

  it("should keep a guest's allowance with the contact typed while registering, and drop it", () => {
    const store = memoryStore();
    expect(readGuestAllowance(store)).toBeNull();
    writeGuestAllowance({ contact: { name: 'Trần Thị Bình', phone: '0912345678' } }, store);
    expect(readGuestAllowance(store)).toEqual({ contact: { name: 'Trần Thị Bình', phone: '0912345678' } });
    writeGuestAllowance({ contact: null }, store);
    expect(readGuestAllowance(store)).toEqual({ contact: null });
    writeGuestAllowance(null, store);
    expect(readGuestAllowance(store)).toBeNull();
    expect(readGuestAllowance(memoryStore({ guestAllowance: '{nope' }))).toBeNull();
    expect(readGuestAllowance(memoryStore({ guestAllowance: '{"contact":{"name":1}}' }))).toEqual({ contact: null });
  });
});
