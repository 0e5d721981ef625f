import { act, type ReactNode } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { memoryLocation } from 'wouter/memory-location';
import { BRAND_NAME } from '../config/brand';
import { getDefaultBrandAndStoreQueryOptions } from '../lib/api/get-stores';
import { getSettingsQueryOptions } from './settings/api/get-settings';
import { parseSettings } from './settings/settings';
import { loadSessionChunk } from './session/provider';
import { useSettings } from './settings/provider';
import { activateLocale } from '../lib/i18n';
import { createQueryClient } from '../lib/query-client';
import { ensureTemporal } from '../lib/temporal';
import { TestApp } from './test-support';
import { createTestRoot } from '../../tests/support/react-root';

function SettingsProbe() {
  const settings = useSettings();
  return <output data-testid="momo">{String(settings.useMomo)}</output>;
}

async function renderAt(path: string, extra?: ReactNode) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings([{ code: 'useMomo', value: 'true' }]));
  await view.render(
    <TestApp queryClient={queryClient} location={memoryLocation({ path }).hook}>
      {extra}
    </TestApp>,
  );
}

/** Waits until `find` returns something (lazy routes resolve over a few ticks). */
async function waitFor<T>(find: () => T | null | undefined): Promise<T> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const found = find();
    if (found) return found;
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  }
  throw new Error('not found in time');
}

const button = (name: string) =>
  [...view.container.querySelectorAll('button')].find((element) => element.textContent === name) as HTMLButtonElement;

beforeAll(async () => {
  window.scrollTo = () => undefined;
  // As main.tsx does before the first render.
  await Promise.all([activateLocale('ja'), loadSessionChunk(), ensureTemporal()]);
});

afterEach(async () => {
  await activateLocale('ja');
});

const view = createTestRoot();

describe('app shell', () => {
  it('should show the header in Japanese and switch it to Vietnamese', async () => {
    await renderAt('/');
    const cart = view.container.querySelector('header a[href="/my-cart/"]');
    expect(cart?.textContent).toContain('カート');
    expect(button('JA').getAttribute('aria-pressed')).toBe('true');

    await act(async () => button('VI').click());
    await waitFor(() => (cart?.textContent?.includes('Giỏ hàng') ? cart : null));
    expect(button('VI').getAttribute('aria-pressed')).toBe('true');
    expect(button('JA').getAttribute('aria-pressed')).toBe('false');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('locale')).toBe('vi');
  });

  it('should keep the page where it is on its first screen (a first visit hydrates there) and open a new route at the top', async () => {
    const scrollTo = vi.fn();
    window.scrollTo = scrollTo;
    const location = memoryLocation({ path: '/' });
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings([]));
    try {
      await view.render(<TestApp queryClient={queryClient} location={location.hook} />);
      expect(scrollTo).not.toHaveBeenCalled();
      await act(async () => location.navigate('/no-such-page'));
      expect(scrollTo).toHaveBeenCalledWith(0, 0);
    } finally {
      window.scrollTo = () => undefined;
    }
  });

  it.each([
    { useDefaultBrand: 'true', shown: 'Phở Phố Cổ' },
    { useDefaultBrand: 'false', shown: BRAND_NAME },
  ])('should name the brand the settings choose in the header and the page title (useDefaultBrand $useDefaultBrand)', async ({ useDefaultBrand, shown }) => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings([{ code: 'useDefaultBrand', value: useDefaultBrand }]));
    // the server's default brand is another chain than the one the app was configured with
    queryClient.setQueryData(getDefaultBrandAndStoreQueryOptions().queryKey, { brand: { id: 2, code: 'PPC', name: 'Phở Phố Cổ' }, store: null });
    await view.render(<TestApp queryClient={queryClient} location={memoryLocation({ path: '/' }).hook} />);
    const brand = await waitFor(() => view.container.querySelector('header a[href="/"]'));
    expect(brand.textContent).toBe(shown);
    expect(brand.getAttribute('aria-label')).toContain(shown);
    await vi.waitFor(() => expect(document.title).toBe(shown));
  });

  it("should list the seven policy pages in the footer, and the default store's hours and last order", async () => {
    const queryClient = createQueryClient();
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings([]));
    const store = { start_time: '10:30', end_time: '20:30', last_order_time: '19:30', openDays: [] };
    queryClient.setQueryData(getDefaultBrandAndStoreQueryOptions().queryKey, { brand: null, store } as never);
    await view.render(<TestApp queryClient={queryClient} location={memoryLocation({ path: '/' }).hook} />);
    // The footer is lazy (below the fold): wait for it to arrive.
    await vi.waitFor(() => expect(view.container.querySelectorAll('footer nav a')).toHaveLength(7));
    const links = view.container.querySelectorAll('footer nav a');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual([
      '/website-owners',
      '/general-trading-conditions',
      '/e-invoice-policy',
      '/privacy-policy',
      '/payment-policy',
      '/delivery-policy',
      '/return-policy',
    ]);
    const footer = view.container.querySelector('footer')?.textContent;
    expect(footer).toContain('10:30');
    expect(footer).toContain('20:30');
    expect(footer).toContain('19:30');
  });

  it('should show the 404 page for an address that is no screen', async () => {
    await renderAt('/no-such-screen/');
    const image = await waitFor(() => view.container.querySelector<HTMLImageElement>('img[src="/media/404.svg"]'));
    expect(image.alt).not.toBe('');
    expect(view.container.querySelector('h1')?.textContent).toBe('ページが見つかりません');
  });

  it('should render a policy page with and without a trailing slash', async () => {
    await renderAt('/delivery-policy/');
    const heading = await waitFor(() => view.container.querySelector('h1'));
    expect(heading.textContent).toBe('配達ポリシー');
  });

  it('should give every screen the loaded settings', async () => {
    await renderAt('/', <SettingsProbe />);
    expect(view.container.querySelector('[data-testid="momo"]')?.textContent).toBe('true');
  });
});
