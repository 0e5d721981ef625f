import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import type { components } from '../../openapi/schema';

type Schemas = components['schemas'];

/** A Sunday morning in Ho Chi Minh City (2026-11-22 09:00 +07:00). */
const clock = fixedClock('2026-11-22T02:00:00Z');

describe('store and menu calls', () => {
  let server: Awaited<ReturnType<typeof startTestServer>>;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** Calls the API and checks the answer against the contract. */
  async function call(method: 'GET' | 'POST', url: string, payload?: object, expectedStatus = 200) {
    const response = await server.app.inject({ method, url, payload });
    const body = response.json();
    expect(response.statusCode, JSON.stringify(body)).toBe(expectedStatus);
    expect(contractProblems(method, url, response.statusCode, body)).toEqual([]);
    return body;
  }

  async function allStores() {
    return (await call('POST', '/api/delivery/get-all-store', { brand_id: 1 })).data.store as Schemas['Store'][];
  }

  it('should list every store with open days for the next 7 days, slots and fee tiers', async () => {
    const body = await call('POST', '/api/delivery/get-all-store', { brand_id: 1 });
    const stores = body.data.store;
    expect(stores.length).toBeGreaterThanOrEqual(8);
    for (const store of stores) {
      expect(store.openDays.length).toBeGreaterThan(0);
      expect(store.openDays.every((day: string) => day >= '20261122' && day <= '20261128')).toBe(true);
      expect(store.openTimes).toHaveLength(store.openDays.length);
    }
    const everyDay = stores.find((s: Schemas['Store']) => s.openDays.length === 7);
    expect(everyDay!.openDays[0]).toBe('20261122');
    // Sunday 09:00 + prepare time: today's first slot is after 09:45 and on the 15-minute step
    expect(everyDay!.openTimes[0][0] >= '10:00').toBe(true);
    expect(everyDay!.openTimes[0].every((t: string) => /^\d\d:(00|15|30|45)$/.test(t))).toBe(true);
    expect(body.data.delivery_fee_list.length).toBeGreaterThan(0);
  });

  it('should answer the default brand and the default store with tax 8', async () => {
    const body = await call('GET', '/api/delivery/get_default_brand_and_default_store');
    expect(body.data.store.tax).toBe(8);
    expect(body.data.brand.id).toBe(1);
  });

  it('should tell the delivery types of a pickup-only and a delivery-only store', async () => {
    const stores = await allStores();
    const pickupOnly = stores.find((s) => !s.delivery && s.pickup)!;
    const deliveryOnly = stores.find((s) => s.delivery && !s.pickup)!;
    expect(await call('GET', `/api/v2/delivery/get-delivery-type/?store_id=${pickupOnly.id}`)).toEqual({ delivery: false, pickup: true });
    expect(await call('GET', `/api/v2/delivery/get-delivery-type/?store_id=${deliveryOnly.id}`)).toEqual({ delivery: true, pickup: false });
    await call('GET', '/api/v2/delivery/get-delivery-type/?store_id=9999', undefined, 404);
  });

  it('should list store locations', async () => {
    const body = await call('POST', '/api/delivery/get-all-store-location', {});
    expect(body.data.every((s: { latitude: number; longitude: number }) => s.latitude > 8 && s.latitude < 24 && s.longitude > 102 && s.longitude < 110)).toBe(true);
  });

  it('should serve categories, classes and menus in each language with ja as fallback', async () => {
    const [store] = await allStores();
    const categories = await call('POST', '/api/delivery/get-master-category', { brandcd: store.brand_code, storecd: store.code, lang: 'vi' });
    expect(categories.data.length).toBeGreaterThanOrEqual(6);
    const classes = await call('POST', '/api/delivery/get-master-class', { brandcd: store.brand_code, storecd: store.code, lang: 'en' });
    expect(classes.data.length).toBeGreaterThanOrEqual(6);
    const names: Record<string, string> = {};
    for (const language of ['vi', 'en', 'ja']) {
      const menu = await call('POST', '/api/delivery/get-master-menu', { brandcd: store.brand_code, storecd: store.code, bumoncd: '', bunruicd: '', language, theme: 'light' });
      expect(menu.data.length).toBeGreaterThanOrEqual(40);
      names[language] = menu.data[0].menuname;
    }
    expect(new Set(Object.values(names)).size).toBe(3);
  });

  it('should filter the menu by category and class', async () => {
    const [store] = await allStores();
    const classes = await call('POST', '/api/delivery/get-master-class', { brandcd: store.brand_code, storecd: store.code, lang: 'ja' });
    const someClass = classes.data.find((c: Schemas['MenuClass']) => c.total_items > 0);
    const menu = await call('POST', '/api/delivery/get-master-menu', { brandcd: store.brand_code, storecd: store.code, bumoncd: someClass.bumoncd, bunruicd: someClass.bunruicd, language: 'ja' });
    expect(menu.data).toHaveLength(someClass.total_items);
    expect(menu.data.every((m: Schemas['MenuItem']) => m.bunruicd === someClass.bunruicd)).toBe(true);
  });

  it('should give a dish detail with mandatory and optional topping groups', async () => {
    const [store] = await allStores();
    const menu = await call('POST', '/api/delivery/get-master-menu', { brandcd: store.brand_code, storecd: store.code, bumoncd: '', bunruicd: '', language: 'en' });
    let found = false;
    for (const dish of menu.data.filter((m: Schemas['MenuItem']) => m.has_topping)) {
      const detail = await call('POST', '/api/delivery/get-menu-detail-with-topping', { menucd: dish.menucd, lang: 'en', brand_id: 1, storecd: store.code });
      const { mandatory, option } = detail.data.data.topping;
      if (mandatory.length > 0 && option.length > 0) {
        expect(detail.data.data.food.menucd).toBe(dish.menucd);
        expect(option[0].items.length).toBeGreaterThan(0);
        found = true;
        break;
      }
    }
    expect(found).toBe(true);
    await call('POST', '/api/delivery/get-menu-detail-with-topping', { menucd: 'NOPE', lang: 'en', brand_id: 1, storecd: store.code }, 404);
  });

  it('should report sold-out, unknown and not-sold-here dishes as unavailable', async () => {
    const stores = await allStores();
    const [store] = stores;
    const menu = await call('POST', '/api/delivery/get-master-menu', { brandcd: store.brand_code, storecd: store.code, bumoncd: '', bunruicd: '', language: 'ja' });
    const soldOut = menu.data.find((m: Schemas['MenuItem']) => m.soldout).menucd;
    const onSale = menu.data.find((m: Schemas['MenuItem']) => !m.soldout).menucd;
    const body = await call('POST', '/api/delivery/check-menu-exist', { storeCode: store.code, brandCode: store.brand_code, menu: [onSale, soldOut, 'UNKNOWN1'] });
    expect(body.data.sort()).toEqual([soldOut, 'UNKNOWN1'].sort());
  });

  it('should list the menu languages', async () => {
    const body = await call('POST', '/api/delivery/get-menu-language', {});
    expect(body.data.map((l: { lang: string }) => l.lang).sort()).toEqual(['en', 'ja', 'vi']);
  });

  it('should serve banners, one opening a URL and one opening a dish', async () => {
    const body = await call('GET', '/api/v2/banners/?brand_code=' + (await allStores())[0].brand_code);
    expect(body.results.some((b: Schemas['Banner']) => b.redirect_url)).toBe(true);
    expect(body.results.some((b: Schemas['Banner']) => b.product_code)).toBe(true);
  });

  it('should answer the image and words of each banner in the requested language, else Accept-Language, else ja', async () => {
    const brandCode = (await allStores())[0].brand_code;
    const vi = (await call('GET', `/api/v2/banners/?brand_code=${brandCode}&lang=vi`)).results as Schemas['Banner'][];
    expect(vi.length).toBeGreaterThan(0);
    for (const banner of vi) {
      expect(banner.images[0].full_original_url).toBe(`/media/banners/${banner.id}-vi.webp`);
      expect(banner.headline).toBeTruthy();
      expect(banner.offer).toBeTruthy();
    }
    expect(vi.find((b) => b.redirect_url === '/delivery-policy')?.headline).toBe('Miễn phí giao hàng');

    const response = await server.app.inject({ method: 'GET', url: `/api/v2/banners/?brand_code=${brandCode}`, headers: { 'accept-language': 'en-US,en;q=0.9' } });
    const en = response.json().results as Schemas['Banner'][];
    expect(en.find((b) => b.redirect_url === '/delivery-policy')?.headline).toBe('Free delivery');
    expect(en[0].images[0].full_original_url).toBe(`/media/banners/${en[0].id}-en.webp`);

    const ja = (await call('GET', `/api/v2/banners/?brand_code=${brandCode}`)).results as Schemas['Banner'][];
    expect(ja[0].images[0].full_original_url).toBe(`/media/banners/${ja[0].id}-ja.webp`);
  });

  it('should keep a banner from advertising a promotion that does not exist', async () => {
    await expect(server.db.query("update banner set promotion_code = 'PMT-NOPE' where id = 1")).rejects.toThrow();
  });

  it('should serve the settings of SPEC §9 with the polling window', async () => {
    const body = await call('GET', '/api/v2/variable/?group__in=delivery');
    const codes = body.results.map((r: Schemas['Variable']) => r.code);
    for (const code of ['useGooglemaps', 'useDefaultStore', 'useFeatureTakeaway', 'useBanner', 'useMomo', 'usePayoo', 'useFutureDeliveryInXDays', 'time_interval_payload', 'tax', 'fee']) {
      expect(codes).toContain(code);
    }
  });

  it('should serve constant groups and 404 an unknown group', async () => {
    const body = await call('GET', '/api/sys-conts/group/shipping_status');
    expect(body.data).toHaveLength(10);
    await call('GET', '/api/sys-conts/group-delivery/delivery_band');
    await call('GET', '/api/sys-conts/group/nope', undefined, 404);
  });
});
