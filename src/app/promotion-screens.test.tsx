import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { TestApp } from './test-support';
import { activateLocale } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { loadSessionChunk } from './session/provider';
import { accountLinks } from './session/account-links';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import { DEFAULT_SETTINGS, parseSettings, type Settings } from './settings/settings';
import { createTestRoot } from '../../tests/support/react-root';

const SWITCHES = ['useCrmPromotion', 'useTradingPromotion', 'useEPromotion'] as const;
type Switch = (typeof SWITCHES)[number];

const customer = { id: 41, user_name: '+84901234567', full_name: 'Khách Kiểm Thử', total_point: 80, available_point: 80 };

/** Waits for the lazy screens and the session restore. */
const settle = () => act(() => new Promise((resolve) => setTimeout(resolve, 300)));

/** Waits (up to 5 s) until `check` holds, as lazy screens arrive over a few ticks on a busy machine. */
async function until(check: () => boolean) {
  for (let attempt = 0; attempt < 50 && !check(); attempt += 1) await settle();
}
const heading = () => view.container.querySelector('h1')?.textContent;

/**
 * Starts the app on a policy page with the promotion settings given (the others as seeded) and the stored
 * session restored, then goes to `path` as a link would; answers the location (its history).
 */
async function renderAt(path: string, off: Switch[] = []) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(
    getSettingsQueryOptions().queryKey,
    parseSettings(SWITCHES.map((code) => ({ code, value: String(!off.includes(code)) }))),
  );
  const location = memoryLocation({ path: '/website-owners', record: true });
  await view.render(<TestApp queryClient={queryClient} location={location.hook} />);
  await until(() => heading() !== undefined);
  await settle();
  await act(async () => location.navigate(path));
  return location;
}

const entriesWith = (off: Switch[]) =>
  accountLinks({ ...DEFAULT_SETTINGS, ...Object.fromEntries(SWITCHES.map((code) => [code, !off.includes(code)])) } as Settings).map((l) => l.href);

beforeAll(async () => {
  window.scrollTo = () => undefined;
  await Promise.all([activateLocale('en'), loadSessionChunk()]);
});

beforeEach(() => {
  // no server here: every call fails as unreachable, which keeps a stored session
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('offline'))));
  localStorage.setItem('token', 'access');
  localStorage.setItem('refreshToken', 'refresh');
  localStorage.setItem('session', JSON.stringify({ user: { id: 1, full_name: customer.full_name, user_name: customer.user_name }, customer }));
});

afterEach(async () => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

const view = createTestRoot();

describe('promotion screens and their settings (SPEC §6, §9)', { timeout: 30_000 }, () => {
  it.each([
    ['/promotion', 'useTradingPromotion', 'Redeem promotions'],
    ['/promotion', 'useCrmPromotion', 'Redeem promotions'],
    ['/redeem-promotion/7', 'useTradingPromotion', null],
    ['/your-promotion', 'useCrmPromotion', 'Your promotions'],
  ] as const)('should open %s while its settings are on, and send it and its menu entry away when %s is off', async (path, setting, title) => {
    const on = await renderAt(path);
    await until(() => (title ? heading() === title : view.container.querySelector('main dl, [role="alert"], [role="status"]') !== null));
    expect(on.history.at(-1)).toBe(path);
    if (title) expect(heading()).toBe(title);
    await view.remount();

    const off = await renderAt(path, [setting]);
    await until(() => off.history.at(-1) === '/');
    expect(off.history.at(-1)).toBe('/');
    const entry = path.startsWith('/your') ? '/your-promotion' : '/promotion';
    expect(entriesWith([])).toContain(entry);
    expect(entriesWith([setting])).not.toContain(entry);
  });

  it('should offer the promotion code entry on /your-promotion only with useEPromotion', async () => {
    await renderAt('/your-promotion');
    await until(() => view.container.textContent?.includes('Add a promotion code') ?? false);
    expect(view.container.querySelector('h1')?.textContent).toBe('Your promotions');
    expect(view.container.textContent).toContain('Add a promotion code');
    await view.remount();

    const off = await renderAt('/your-promotion', ['useEPromotion']);
    await until(() => heading() === 'Your promotions');
    await settle();
    expect(off.history.at(-1)).toBe('/your-promotion');
    expect(view.container.querySelector('h1')?.textContent).toBe('Your promotions');
    expect(view.container.textContent).not.toContain('Add a promotion code');
  });
});
