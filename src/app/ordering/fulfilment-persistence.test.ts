import { describe, expect, it, vi } from 'vitest';
import type { Snapshot } from 'xstate';
import { createKeyValueStore } from '../../adapters/storage';
import { createChosenStoreKeeper, createFulfilmentStore, settingsKey } from './fulfilment-persistence';

const memory = () => {
  const map = new Map<string, string>();
  return createKeyValueStore(() => ({
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
  }) as unknown as Storage);
};

const settings = { useDefaultStore: false, useFeatureTakeaway: false, useGooglemaps: false };
const snapshot = { status: 'active', value: { storeChosen: 'ready' } } as unknown as Snapshot<unknown>;

describe('fulfilment persistence', () => {
  it('should read back a snapshot saved under the same settings', () => {
    const kv = memory();
    createFulfilmentStore(settings, kv).save(snapshot);
    expect(createFulfilmentStore(settings, kv).read()).toEqual(snapshot);
  });

  it('should drop a snapshot taken under other settings, or unreadable', () => {
    const kv = memory();
    createFulfilmentStore(settings, kv).save(snapshot);
    expect(createFulfilmentStore({ ...settings, useFeatureTakeaway: true }, kv).read()).toBeUndefined();
    kv.set('fulfilment', '{oops');
    expect(createFulfilmentStore(settings, kv).read()).toBeUndefined();
  });

  it('should keep the chosen store\'s code in a cookie for the server, and remove it when the address starts over', () => {
    const kept = new Map<string, string | null>();
    const jar = { keep: (name: string, value: string | null) => void kept.set(name, value) };
    const withStore = { ...snapshot, context: { store: { code: 'S001', brand_code: 'BNSG' } } } as unknown as Snapshot<unknown>;
    const store = createFulfilmentStore(settings, memory(), jar);
    store.save(withStore);
    expect(kept.get('kept_store')).toBe('S001');
    store.clear();
    expect(kept.get('kept_store')).toBeNull();
  });

  it("should keep a delivery's distance to its store in whole metres, and none for a pickup or when the address starts over", () => {
    const kept = new Map<string, string | null>();
    const jar = { keep: (name: string, value: string | null) => void kept.set(name, value) };
    const chosen = (deliveryType: string, distance: number | null) =>
      ({ ...snapshot, context: { store: { code: 'S001' }, deliveryType, distance } }) as unknown as Snapshot<unknown>;
    const store = createFulfilmentStore(settings, memory(), jar);
    store.save(chosen('typeDelivery', 812.4));
    expect(kept.get('kept_distance')).toBe('812');
    store.save(chosen('typePickup', 812.4));
    expect(kept.get('kept_distance')).toBeNull();
    store.save(chosen('typeDelivery', null));
    expect(kept.get('kept_distance')).toBeNull();
    store.save(chosen('typeDelivery', 812.4));
    store.clear();
    expect(kept.get('kept_distance')).toBeNull();
  });

  it('should key settings by the three switches', () => {
    expect(settingsKey({ useDefaultStore: true, useFeatureTakeaway: false, useGooglemaps: true })).toBe('101');
  });
});

describe('the chosen store keeper', () => {
  const page = () => {
    const listeners = new Set<() => void>();
    return {
      addEventListener: (_: string, listener: () => void) => void listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => void listeners.delete(listener),
      leave: () => [...listeners].forEach((listener) => listener()),
      listening: () => listeners.size,
    };
  };
  const ready = (code: string) => ({ status: 'active', value: { storeChosen: 'ready' }, context: { store: { code } } }) as unknown as Snapshot<unknown>;

  it('should write a burst of snapshots once, the last, in a task after it', async () => {
    vi.useFakeTimers();
    try {
      const store = { save: vi.fn(), clear: vi.fn() };
      const keeper = createChosenStoreKeeper({ store, page: page() as never }, (snapshot) => snapshot);
      keeper.persist(ready('S1'));
      keeper.persist(ready('S2'));
      expect(store.save).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(0);
      expect(store.save).toHaveBeenCalledExactlyOnceWith(ready('S2'));
      keeper.persist(ready('S3'));
      keeper.forget();
      await vi.advanceTimersByTimeAsync(0);
      expect(store.clear).toHaveBeenCalledOnce();
      expect(store.save).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('should write what is pending at once when the page is left', () => {
    const store = { save: vi.fn(), clear: vi.fn() };
    const left = page();
    const keeper = createChosenStoreKeeper({ store, page: left as never }, (snapshot) => snapshot);
    keeper.persist(ready('S1'));
    left.leave();
    expect(store.save).toHaveBeenCalledExactlyOnceWith(ready('S1'));
    expect(left.listening()).toBe(0);
  });
});
