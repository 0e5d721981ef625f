import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_NAME } from '../../config/brand';
import { createTestRoot } from '../../../tests/support/react-root';

/** The server's default brand: another chain than the one the app was configured with. */
const DEFAULT_BRAND = { id: 2, code: 'PPC', name: 'Phở Phố Cổ' };

beforeEach(() => {
  vi.resetModules();
  // the API never answers: what the first visit shows comes from the seeded cache or the served page alone
  vi.stubGlobal('fetch', () => new Promise(() => undefined));
});

afterEach(() => {
  vi.unstubAllGlobals();
  document.title = '';
  document.head.querySelector('meta[name="served-brand"]')?.remove();
  localStorage.clear();
});

const view = createTestRoot();

/**
 * The first visit's home, its modules fresh (the served title is read at load), with the settings and the default
 * brand the server answered where `answered` gives them.
 */
async function renderFirstVisit(answered?: { useDefaultBrand: string; useGooglemaps?: string }, start: () => void = () => undefined) {
  const [
    { FirstVisitApp },
    { queryClient },
    { getSettingsQueryOptions },
    { parseSettings },
    { getDefaultBrandAndStoreQueryOptions },
    { activateLocale },
  ] = await Promise.all([
    import('./first-visit-app'),
    import('../../lib/query-client'),
    import('../../features/settings/api/get-settings'),
    import('../../features/settings/settings'),
    import('../../features/fulfilment/api/get-stores'),
    import('../../lib/i18n'),
  ]);
  await activateLocale('ja');
  queryClient.clear();
  if (answered) {
    queryClient.setQueryData(
      getSettingsQueryOptions().queryKey,
      parseSettings(Object.entries(answered).map(([code, value]) => ({ code, value }))),
    );
    queryClient.setQueryData(getDefaultBrandAndStoreQueryOptions().queryKey, {
      brand: DEFAULT_BRAND,
      store: null,
    } as never);
  }
  await view.render(<FirstVisitApp start={start} />);
  return {
    header: () => view.container.querySelector('header a[href="/"]')!,
    title: () => view.container.querySelector('h1')!.textContent,
  };
}

describe('the first visit names the brand useDefaultBrand chooses', () => {
  it.each([
    { useDefaultBrand: 'true', shown: DEFAULT_BRAND.name },
    { useDefaultBrand: 'false', shown: BRAND_NAME },
  ])(
    'should name it in the header, the hero and the page title (useDefaultBrand $useDefaultBrand)',
    async ({ useDefaultBrand, shown }) => {
      const { header, title } = await renderFirstVisit({ useDefaultBrand });
      expect(header().textContent).toBe(shown);
      expect(header().getAttribute('aria-label')).toContain(shown);
      expect(title()).toBe(shown);
      await vi.waitFor(() => expect(document.title).toBe(shown));
    },
  );

  it('should keep the name the server drew the page with until the settings are known, never the configured one first', async () => {
    // server/spa-shell.ts writes the chosen brand into the served <title> and marks it
    document.title = DEFAULT_BRAND.name;
    document.head.insertAdjacentHTML('beforeend', `<meta name="served-brand" content="${DEFAULT_BRAND.name}">`);
    localStorage.setItem('brand-name', 'Another brand, shown last time');
    const { header, title } = await renderFirstVisit();
    expect(header().textContent).toBe(DEFAULT_BRAND.name);
    expect(title()).toBe(DEFAULT_BRAND.name);
    expect(document.title).toBe(DEFAULT_BRAND.name);
  });

  it('should start a page the service worker answered (the build\'s title, unmarked) from the name it showed last', async () => {
    document.title = BRAND_NAME;
    localStorage.setItem('brand-name', DEFAULT_BRAND.name);
    const { header, title } = await renderFirstVisit();
    expect(header().textContent).toBe(DEFAULT_BRAND.name);
    expect(title()).toBe(DEFAULT_BRAND.name);
  });

  it('should keep the name the settings chose for the next visit', async () => {
    await renderFirstVisit({ useDefaultBrand: 'true' });
    await vi.waitFor(() => expect(localStorage.getItem('brand-name')).toBe(DEFAULT_BRAND.name));
  });
});

describe('the first visit with the maps setting on', () => {
  it.each([
    { useGooglemaps: 'true', starts: true },
    { useGooglemaps: 'false', starts: false },
  ])('should start the ordering system at once only when the open-map option is offered (useGooglemaps $useGooglemaps)', async ({ useGooglemaps, starts }) => {
    // the map picker needs no browser key (the local map): the stand-in form has no map, so the system draws home
    const start = vi.fn();
    await renderFirstVisit({ useDefaultBrand: 'false', useGooglemaps }, start);
    expect(start).toHaveBeenCalledTimes(starts ? 1 : 0);
  });
});
