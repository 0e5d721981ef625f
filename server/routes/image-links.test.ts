import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isImageLink } from '../../domain/image-link';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, customerWithAddress, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);
const root = path.resolve(import.meta.dirname, '../..');
/** A link of the kind the seed held before its images were WebP: SPEC §5 lets no image link end in svg. */
const SVG_LINK = '/media/menu/PHO001.svg';

/** SPEC §5 "Image link must end in gif, jpg, jpeg, tiff, png, webp or bmp", where a link is saved or shown. */
describe('image links', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it('should store only image links in the seed, each naming a file the app serves', async () => {
    const rows = await server.db.query<{ link: string }>(
      `select img as link from menu_item
       union all select image from banner
       union all select value from banner, jsonb_each_text(banner.images)
       union all select image from promotion where image is not null`,
    );
    expect(rows.length).toBeGreaterThan(60);
    for (const { link } of rows) {
      expect(isImageLink(link), link).toBe(true);
      expect(existsSync(path.join(root, 'public', link)), link).toBe(true);
    }
  });

  it('should point the SVG links of a database seeded before at their WebP (migration 021)', async () => {
    await server.db.query(`update banner set image = '/media/banners/1-ja.svg', images = images || '{"vi": "/media/banners/1-vi.svg"}' where id = 1`);
    await server.db.query(`update promotion set image = '/media/promotions/welcome.svg' where code = 'PMT-WELCOME'`);
    await server.db.exec(readFileSync(path.join(root, 'server/db/migrations/021_webp_images.sql'), 'utf8'));
    const [banner] = await server.db.query<{ image: string; images: Record<string, string> }>('select image, images from banner where id = 1');
    expect(banner).toEqual({ image: '/media/banners/1-ja.webp', images: { vi: '/media/banners/1-vi.webp', en: '/media/banners/1-en.webp', ja: '/media/banners/1-ja.webp' } });
    const [promotion] = await server.db.query<{ image: string }>(`select image from promotion where code = 'PMT-WELCOME'`);
    expect(promotion!.image).toBe('/media/promotions/welcome.webp');
  });

  describe('a stored link that breaks the rule', () => {
    beforeAll(async () => {
      await server.db.query(`update menu_item set img = $1 where menucd = 'PHO001'`, [SVG_LINK]);
      await server.db.query(`update banner set images = images || '{"vi": "/media/banners/1-vi.svg"}' where id = 1`);
      await server.db.query(`update promotion set image = '/media/promotions/welcome.svg' where code = 'PMT-WELCOME'`);
    });
    afterAll(async () => {
      await server.db.exec(readFileSync(path.join(root, 'server/db/migrations/021_webp_images.sql'), 'utf8'));
      await server.db.query(`update menu_item set img = '/media/menu/PHO001.webp' where menucd = 'PHO001'`);
    });

    it("should be answered as null in the menu, the dish's detail and the favourites", async () => {
      const menu = await call('POST', '/api/delivery/get-master-menu', { brandcd: 'BNSG', storecd: 'S001', bumoncd: '', bunruicd: '', language: 'vi' });
      const pho = menu.data.find((item: { menucd: string }) => item.menucd === 'PHO001');
      expect(pho.img).toBeNull();
      expect(menu.data.find((item: { menucd: string }) => item.menucd === 'PHO002').img).toBe('/media/menu/PHO002.webp');
      const detail = await call('POST', '/api/delivery/get-menu-detail-with-topping', { menucd: 'PHO001', lang: 'vi', brand_id: 1, storecd: 'S001' });
      expect(detail.data.data.food.image).toBeNull();

      const customer = await customerWithAddress(server, call, '+84906200001');
      const scope = { brandCode: 'BNSG', storeCode: 'S001', customerId: customer.id };
      await call('POST', '/api/delivery/set-favorite-menu', { ...scope, menucd: ['PHO001'] }, { token: customer.token });
      const [favourite] = (await call('POST', '/api/delivery/get-favorite-menu', scope, { token: customer.token })).data;
      expect(favourite).toMatchObject({ menucd: 'PHO001', image: null, img: null });
    });

    // the server's first screens are the app's own components drawn from these answers (server/first-screen.ts)
    it('should be answered as null in the banners and the promotions', async () => {
      const banners = await call('GET', '/api/v2/banners/?brand_code=BNSG&lang=vi');
      expect(banners.results.find((banner: { id: number }) => banner.id === 1).images).toEqual([{ full_original_url: null }]);
      expect(banners.results.find((banner: { id: number }) => banner.id === 2).images).toEqual([{ full_original_url: '/media/banners/2-vi.webp' }]);
      const [welcome] = (await call('GET', '/api/v2/promotion/?code=chaoban')).results;
      expect(welcome).toMatchObject({ code: 'PMT-WELCOME', image: null, image_url: [] });
    });

    it('should be answered as null in an order line stored before the rule applied to saves', async () => {
      const order = await insertOrder(call, orderInfo());
      await server.db.query(`update delivery_order set foods = jsonb_set(foods, '{0,image}', to_jsonb($2::text)) where id = $1`, [order.id, SVG_LINK]);
      const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id: order.id }, { headers: order.accessHeaders });
      expect(read.data.foods[0]).toMatchObject({ menucd: 'PHO001', image: null });
    });
  });

  it('should refuse an order that saves a line with a link that breaks the rule, naming the field, and take one without a link', async () => {
    const svgLine = { ...phoLine(), image: SVG_LINK };
    const refused = await call('POST', '/api/delivery/insert-delivery-info', { info: orderInfo({ foods: [phoLine(), svgLine] }), lang: 'en' }, { status: 400, headers: { 'accept-language': 'en' } });
    expect(refused).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.foods[1].image', message: 'An image link must end in gif, jpg, jpeg, tiff, png, webp or bmp.' });

    const order = await insertOrder(call, orderInfo({ foods: [{ ...phoLine(), image: '' }, { ...phoLine(1), image: '/media/menu/PHO001.webp?v=2' }] }));
    const saved = (body: object) => call('POST', '/api/delivery/save-delivery-info', { id: order.id, lang: 'vi', ...body }, { status: 400, headers: order.accessHeaders });
    expect((await saved({ info: orderInfo({ foods: [svgLine] }) })).field).toBe('info.foods[0].image');
    const updated = await call(
      'POST',
      '/api/delivery/update-delivery-info',
      { id: order.id, isConfirm: false, info: orderInfo({ foods: [svgLine] }), lang: 'vi' },
      { status: 400, headers: order.accessHeaders },
    );
    expect(updated.field).toBe('info.foods[0].image');
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id: order.id }, { headers: order.accessHeaders });
    expect(read.data.foods.filter((food: { meisaikb: number }) => food.meisaikb === 0).map((food: { image: string | null }) => food.image)).toEqual([null, '/media/menu/PHO001.webp?v=2']);
  });
});
