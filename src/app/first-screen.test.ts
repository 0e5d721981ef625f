import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS, type KeyValueStore } from '../adapters/storage';
import { drawnSettings, firstScreenModules, keptStore, opensAsFirstVisit, prefetchFirstScreen } from './first-screen';
import type { Settings } from './settings/settings';

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

const noAllowance = () => null;
const noDefaultStore = { useDefaultStore: false };

describe('a first visit to home', () => {
  it('should wait for the customer before the whole app when the browser keeps nothing for it', () => {
    expect(opensAsFirstVisit('/', noDefaultStore, kept({ [STORAGE_KEYS.locale]: 'vi' }), noAllowance)).toBe(true);
  });

  it('should start the whole app at once on any other route', () => {
    expect(opensAsFirstVisit('/main-menu', noDefaultStore, kept(), noAllowance)).toBe(false);
    expect(opensAsFirstVisit('/checkout', noDefaultStore, kept(), noAllowance)).toBe(false);
  });

  it.each([STORAGE_KEYS.token, STORAGE_KEYS.refreshToken, STORAGE_KEYS.session, STORAGE_KEYS.cart, STORAGE_KEYS.fulfilment])(
    'should start the whole app at once on home when the browser keeps %s',
    (key) => {
      expect(opensAsFirstVisit('/', noDefaultStore, kept({ [key]: '{}' }), noAllowance)).toBe(false);
    },
  );

  it('should start the whole app at once on home where the order starts at the default store', () => {
    expect(opensAsFirstVisit('/', { useDefaultStore: true }, kept(), noAllowance)).toBe(false);
  });

  it('should read the settings the server drew the page from', () => {
    const queryClient = new QueryClient();
    expect(drawnSettings(queryClient)).toBeUndefined();
    queryClient.setQueryData(['settings'], { useDefaultStore: true } as Settings);
    expect(opensAsFirstVisit('/', drawnSettings(queryClient), kept(), noAllowance)).toBe(false);
  });

  it('should start the whole app at once on home for a guest allowed in this tab', () => {
    expect(opensAsFirstVisit('/', noDefaultStore, kept(), () => ({ contact: null }))).toBe(false);
  });
});

describe('the modules of a first render', () => {
  it('should name the whole app and the session with every screen, and the screen the route always shows', () => {
    expect(firstScreenModules('/', false)).toEqual([
      'full-app',
      'src/app/session/session-chunk.ts',
      'src/features/loyalty/lazy/qr-scanner-button.tsx',
      'src/app/layout/footer.tsx',
    ]);
    expect(firstScreenModules('/main-menu/', false)).toContain('src/app/screens/main-menu-screen.tsx');
  });

  it('should name the footer only where the server draws it (home): elsewhere it comes after the first paint', () => {
    expect(firstScreenModules('/', false)).toContain('src/app/layout/footer.tsx');
    expect(firstScreenModules('/main-menu', false)).not.toContain('src/app/layout/footer.tsx');
    expect(firstScreenModules('/checkout', true)).not.toContain('src/app/layout/footer.tsx');
  });

  it('should name the checkout page only where the browser session opened it (else /checkout leaves for the menu)', () => {
    expect(firstScreenModules('/checkout', true)).toContain('src/features/checkout/checkout-page.tsx');
    expect(firstScreenModules('/checkout', false)).not.toContain('src/features/checkout/checkout-page.tsx');
  });
});
