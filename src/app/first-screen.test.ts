import type { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type KeyValueStore } from '../adapters/storage';
import { keptStore, prefetchFirstScreen } from './first-screen';

const kept = (entries: Record<string, string> = {}): KeyValueStore => ({
  get: (key) => entries[key] ?? null,
  set: () => undefined,
  remove: () => undefined,
});
const savedFulfilment = JSON.stringify({
  settingsKey: '000',
  snapshot: {
    value: { storeChosen: 'ready' },
    context: { store: { brand_code: 'BNSG', code: 'S001', name: 'Bến Thành' } },
  },
});

describe('the first screen’s reads', () => {
  it('should read the store of the order kept from an earlier visit, and nothing from an unreadable one', () => {
    expect(keptStore(kept({ [STORAGE_KEYS.fulfilment]: savedFulfilment }))).toEqual({
      brand_code: 'BNSG',
      code: 'S001',
    });
    expect(keptStore(kept({ [STORAGE_KEYS.fulfilment]: '{not json' }))).toBeNull();
    expect(keptStore(kept())).toBeNull();
  });

  it('should ask for the kept store’s categories, classes and dishes on /main-menu beside the settings', () => {
    const prefetchQuery = vi.fn(() => Promise.resolve());
    const queryClient = {
      prefetchQuery,
      ensureQueryData: vi.fn(() => new Promise(() => undefined)),
    } as unknown as QueryClient;
    prefetchFirstScreen(queryClient, '/main-menu/', 'vi', kept({ [STORAGE_KEYS.fulfilment]: savedFulfilment }));
    const keys = prefetchQuery.mock.calls.map((call) => (call as unknown as [{ queryKey: unknown[] }])[0].queryKey);
    expect(keys).toHaveLength(4);
    for (const kind of ['categories', 'classes'])
      expect(keys).toContainEqual(expect.arrayContaining([kind, 'BNSG', 'S001', 'vi']));
  });

  it('should ask only for the settings on /main-menu without a kept store', () => {
    const prefetchQuery = vi.fn(() => Promise.resolve());
    prefetchFirstScreen({ prefetchQuery } as unknown as QueryClient, '/main-menu', 'vi', kept());
    expect(prefetchQuery).toHaveBeenCalledOnce();
  });
});
