import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BRAND_NAME } from '../config/brand';
import { createTestRoot } from '../../tests/support/react-root';

/** The server's default brand: another chain than the one the app was configured with. */
const DEFAULT_BRAND = { id: 2, code: 'PPC', name: 'Phở Phố Cổ' };

beforeEach(() => {
  vi.resetModules();
  // the API never answers: the name comes from the seeded cache or the served page alone
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
 * The brand's name as the provider gives it to the header, its modules fresh (the served title is read at load), with
 * the settings and the default brand the server answered where `answered` gives them.
 */
async function renderBrandName(answered?: { useDefaultBrand: string }) {
  const [{ I18nProvider }, { QueryClientProvider }, { BrandNameProvider }, { useBrandName }, { SettingsProvider }, { createQueryClient }, { getSettingsQueryOptions }, { parseSettings }, { getDefaultBrandAndStoreQueryOptions }, { activateLocale, i18n }] =
    await Promise.all([
      import('@lingui/react'),
      import('@tanstack/react-query'),
      import('./brand-name-provider'),
      import('../lib/brand-name'),
      import('./settings/provider'),
      import('../lib/query-client'),
      import('./settings/api/get-settings'),
      import('./settings/settings'),
      import('../lib/api/get-stores'),
      import('../lib/i18n'),
    ]);
  await activateLocale('ja');
  const queryClient = createQueryClient();
  if (answered) {
    queryClient.setQueryData(getSettingsQueryOptions().queryKey, parseSettings(Object.entries(answered).map(([code, value]) => ({ code, value }))));
    queryClient.setQueryData(getDefaultBrandAndStoreQueryOptions().queryKey, { brand: DEFAULT_BRAND, store: null } as never);
  }
  function Shown() {
    return <output>{useBrandName()}</output>;
  }
  await view.render(
    <QueryClientProvider client={queryClient}>
      <I18nProvider i18n={i18n}>
        <SettingsProvider>
          <BrandNameProvider>
            <Shown />
          </BrandNameProvider>
        </SettingsProvider>
      </I18nProvider>
    </QueryClientProvider>,
  );
  return () => view.container.querySelector('output')!.textContent;
}

// each test loads the modules afresh: seconds on a loaded machine
describe('the brand’s name', { timeout: 20_000 }, () => {
  it.each([
    { useDefaultBrand: 'true', shown: DEFAULT_BRAND.name },
    { useDefaultBrand: 'false', shown: BRAND_NAME },
  ])('should be the brand useDefaultBrand chooses (useDefaultBrand $useDefaultBrand)', async ({ useDefaultBrand, shown }) => {
    const shownName = await renderBrandName({ useDefaultBrand });
    expect(shownName()).toBe(shown);
  });

  it('should stay the name the server drew the page with until the settings are known, never the configured one first', async () => {
    // server/index-html.ts writes the chosen brand into the served <title> and marks it
    document.title = DEFAULT_BRAND.name;
    document.head.insertAdjacentHTML('beforeend', `<meta name="served-brand" content="${DEFAULT_BRAND.name}">`);
    localStorage.setItem('brand-name', 'Another brand, shown last time');
    const shownName = await renderBrandName();
    expect(shownName()).toBe(DEFAULT_BRAND.name);
  });

  it("should start a page the service worker answered (the build's title, unmarked) from the name it showed last", async () => {
    document.title = BRAND_NAME;
    localStorage.setItem('brand-name', DEFAULT_BRAND.name);
    const shownName = await renderBrandName();
    expect(shownName()).toBe(DEFAULT_BRAND.name);
  });

  it('should keep the name the settings chose for the next visit', async () => {
    await renderBrandName({ useDefaultBrand: 'true' });
    await vi.waitFor(() => expect(localStorage.getItem('brand-name')).toBe(DEFAULT_BRAND.name));
  });
});
