import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS, type KeyValueStore } from '../../adapters/storage';
import { opensAsFirstVisit } from './first-visit';

const kept = (entries: Record<string, string> = {}): KeyValueStore => ({
  get: (key) => entries[key] ?? null,
  set: () => undefined,
  remove: () => undefined,
});
const noAllowance = () => null;

describe('opensAsFirstVisit', () => {
  it('should open home without the ordering system when the browser keeps nothing for it', () => {
    expect(opensAsFirstVisit('/', kept({ [STORAGE_KEYS.locale]: 'vi' }), noAllowance)).toBe(true);
  });

  it('should start the ordering system at once on any other route', () => {
    expect(opensAsFirstVisit('/main-menu', kept(), noAllowance)).toBe(false);
    expect(opensAsFirstVisit('/checkout', kept(), noAllowance)).toBe(false);
  });

  it.each([
    STORAGE_KEYS.token,
    STORAGE_KEYS.refreshToken,
    STORAGE_KEYS.session,
    STORAGE_KEYS.cart,
    STORAGE_KEYS.fulfilment,
  ])('should start the ordering system at once on home when the browser keeps %s', (key) => {
    expect(opensAsFirstVisit('/', kept({ [key]: '{}' }), noAllowance)).toBe(false);
  });

  it('should start the ordering system at once on home for a guest allowed in this tab', () => {
    expect(opensAsFirstVisit('/', kept(), () => ({ contact: null }))).toBe(false);
  });
});
