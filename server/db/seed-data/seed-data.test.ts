// @vitest-environment jsdom
// (jsdom for DOMParser: the drawn images must parse as XML)
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { bannerPromotions } from './banners';
import { dishIngredients, dishRecipe, drawBanner, drawDish } from './draw';
import { RASTERISED_MANIFEST, rasterisedImages, sourceHash } from './rasterise';
import { banners, brand, categories, classes, companies, dishes, places, stores } from './index';
import type { SeedDish } from './types';

const publicDir = resolve(dirname(fileURLToPath(import.meta.url)), '../../../public');
const mediaFile = (url: string) => resolve(publicDir, url.replace(/^\//, ''));

const LOCALES = ['vi', 'en', 'ja'] as const;

/** Parses an SVG as XML and answers its root element; a parse error fails the test. */
function parseSvg(text: string, label: string): Element {
  const doc = new DOMParser().parseFromString(text, 'image/svg+xml');
  expect(doc.getElementsByTagName('parsererror'), label).toHaveLength(0);
  expect(doc.documentElement.tagName, label).toBe('svg');
  return doc.documentElement;
}
const unique = <T>(values: T[]) => new Set(values).size === values.length;
const VIETNAMESE_DIACRITIC = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** great-circle distance in metres */
function haversine(lat1: number, lng1: number, lat2: number, lng2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lng2 - lng1) * rad) / 2) ** 2;
  return 2 * 6371000 * Math.asin(Math.sqrt(a));
}
/** the local maps provider estimates driving distance as great-circle x 1.3 */
const DRIVING_FACTOR = 1.3;

function taxCodeCheckDigitOk(code: string): boolean {
  const weights = [31, 29, 23, 19, 17, 13, 7, 5, 3];
  const sum = weights.reduce((acc, w, i) => acc + w * Number(code[i]), 0);
  return 10 - (sum % 11) === Number(code[9]);
}

describe('brand', () => {
  it('is one brand with id 1, a code, a name and a company', () => {
    expect(brand.id).toBe(1);
    expect(brand.code).toMatch(/^[A-Z0-9]+$/);
    expect(brand.name).toMatch(VIETNAMESE_DIACRITIC);
    expect(brand.company).toMatch(/^Công ty/);
  });
});

describe('stores', () => {
  it('has at least 10 stores, about 7 in Ho Chi Minh City and 3 in Hanoi, with unique ids and codes', () => {
    expect(stores.length).toBeGreaterThanOrEqual(10);
    expect(stores.filter((s) => s.city === 'Hồ Chí Minh').length).toBeGreaterThanOrEqual(7);
    expect(stores.filter((s) => s.city === 'Hà Nội').length).toBeGreaterThanOrEqual(3);
    expect(unique(stores.map((s) => s.id))).toBe(true);
    expect(unique(stores.map((s) => s.code))).toBe(true);
    for (const s of stores) expect(s.code).toMatch(/^S\d{3}$/);
  });

  it('makes the first store (id 1) the default store with tax 8; others use the default or 10', () => {
    expect(stores[0].id).toBe(1);
    expect(stores[0].tax).toBe(8);
    for (const s of stores.slice(1)) expect([null, 10]).toContain(s.tax);
    expect(stores.some((s) => s.tax === null)).toBe(true);
  });

  it('keeps prepare times between 30 and 60 with one default', () => {
    for (const s of stores) if (s.prepare_time !== null) expect(s.prepare_time).toBeGreaterThanOrEqual(30);
    for (const s of stores) if (s.prepare_time !== null) expect(s.prepare_time).toBeLessThanOrEqual(60);
    expect(stores.filter((s) => s.prepare_time === null).length).toBeGreaterThanOrEqual(1);
  });

  it('keeps the delivery radius in metres between 3 and 10 km, with one small radius', () => {
    for (const s of stores) {
      expect(s.max_delivery_distance).toBeGreaterThanOrEqual(3000);
      expect(s.max_delivery_distance).toBeLessThanOrEqual(10000);
    }
    expect(stores.some((s) => s.max_delivery_distance <= 4000)).toBe(true);
  });

  it('has a pickup-only store, a delivery-only store and exactly one mall store', () => {
    expect(stores.some((s) => s.pickup && !s.delivery)).toBe(true);
    expect(stores.some((s) => s.delivery && !s.pickup)).toBe(true);
    expect(stores.filter((s) => s.is_mall)).toHaveLength(1);
    for (const s of stores) expect(s.delivery || s.pickup).toBe(true);
  });

  it('opens most stores every day, one store closed on Mondays', () => {
    const everyDay = stores.filter((s) => s.open_weekdays.length === 7);
    expect(everyDay.length).toBeGreaterThan(stores.length / 2);
    const closedMonday = stores.filter((s) => !s.open_weekdays.includes(1));
    expect(closedMonday).toHaveLength(1);
    expect(closedMonday[0].open_weekdays).toEqual([2, 3, 4, 5, 6, 7]);
  });

  it('serves 10:00-21:00 at most stores and 10:30-20:30 at one', () => {
    const hhmm = /^([01]\d|2[0-3]):[0-5]\d$/;
    for (const s of stores) {
      expect(s.start_time).toMatch(hhmm);
      expect(s.end_time).toMatch(hhmm);
      expect(s.start_time < s.end_time).toBe(true);
    }
    expect(stores.filter((s) => s.start_time === '10:00' && s.end_time === '21:00').length).toBeGreaterThan(stores.length / 2);
    expect(stores.some((s) => s.start_time === '10:30' && s.end_time === '20:30')).toBe(true);
  });

  it('has a lunch break and a dated closure among the delivery time entries', () => {
    const entries = stores.flatMap((s) => s.delivery_times);
    expect(entries.some((e) => e.type === 'break' && e.delivery_start_time === '14:00' && e.delivery_end_time === '15:00')).toBe(true);
    expect(entries.some((e) => e.type === 'date' && /^\d{8}$/.test(e.value))).toBe(true);
    for (const e of entries) {
      if (e.type === 'break') expect(e.value).toMatch(/^(\*|[1-7])$/);
      if (e.type === 'date') expect(e.value).toMatch(/^20\d{2}(0[1-9]|1[0-2])(0[1-9]|[12]\d|3[01])$/);
      if (e.type === 'day') expect(e.value).toMatch(/^[1-7]$/);
    }
  });

  it('uses the general fee rule at most stores and one store has its own increasing tiers', () => {
    const withTiers = stores.filter((s) => s.delivery_fee_tiers.length > 0);
    expect(withTiers).toHaveLength(1);
    const tiers = withTiers[0].delivery_fee_tiers;
    for (let i = 1; i < tiers.length; i++) {
      expect(tiers[i].distance).toBeGreaterThan(tiers[i - 1].distance);
      expect(tiers[i].baika).toBeGreaterThan(tiers[i - 1].baika);
    }
    expect(tiers.at(-1)!.distance * 1000).toBeGreaterThanOrEqual(withTiers[0].max_delivery_distance);
  });

  it('places stores inside their city', () => {
    for (const s of stores) {
      if (s.city === 'Hồ Chí Minh') {
        expect(s.latitude).toBeGreaterThan(10.6);
        expect(s.latitude).toBeLessThan(10.95);
      } else {
        expect(s.latitude).toBeGreaterThan(20.9);
        expect(s.latitude).toBeLessThan(21.15);
      }
      expect(s.address).toContain(s.city === 'Hồ Chí Minh' ? 'Thành phố Hồ Chí Minh' : 'Hà Nội');
    }
  });
});

describe('menu', () => {
  it('has at least 6 categories with 1-3 classes each, unique codes, names in three languages', () => {
    expect(categories.length).toBeGreaterThanOrEqual(6);
    expect(unique(categories.map((c) => c.bumoncd))).toBe(true);
    expect(unique(classes.map((c) => c.bunruicd))).toBe(true);
    for (const category of categories) {
      const own = classes.filter((c) => c.bumoncd === category.bumoncd);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    for (const entry of [...categories, ...classes]) for (const l of LOCALES) expect(entry.names[l].trim()).not.toBe('');
  });

  it('has at least 48 dishes with unique codes in a known class of the right category', () => {
    expect(dishes.length).toBeGreaterThanOrEqual(48);
    expect(unique(dishes.map((d) => d.menucd))).toBe(true);
    for (const d of dishes) {
      const cls = classes.find((c) => c.bunruicd === d.bunruicd);
      expect(cls, d.menucd).toBeDefined();
      expect(cls!.bumoncd).toBe(d.bumoncd);
    }
    for (const category of categories) expect(dishes.some((d) => d.bumoncd === category.bumoncd)).toBe(true);
    for (const cls of classes) expect(dishes.some((d) => d.bunruicd === cls.bunruicd)).toBe(true);
  });

  it('gives every dish a name and description in vi, en and ja', () => {
    for (const d of dishes) {
      for (const l of LOCALES) {
        expect(d.names[l].trim(), `${d.menucd} name ${l}`).not.toBe('');
        expect(d.descriptions[l].trim(), `${d.menucd} description ${l}`).not.toBe('');
      }
      expect(d.names.ja + d.descriptions.ja, d.menucd).toMatch(JAPANESE);
      expect(d.descriptions.vi, d.menucd).toMatch(VIETNAMESE_DIACRITIC);
      expect(d.descriptions.en, d.menucd).not.toMatch(JAPANESE);
    }
  });

  it('prices in whole dong within sane ranges', () => {
    for (const d of dishes) {
      expect(Number.isInteger(d.baika)).toBe(true);
      expect(d.baika % 1000, d.menucd).toBe(0);
      expect(d.baika).toBeGreaterThanOrEqual(5000);
      expect(d.baika).toBeLessThanOrEqual(150000);
    }
    const drinks = dishes.filter((d) => d.bumoncd === 'C05');
    for (const d of drinks) {
      expect(d.baika).toBeGreaterThanOrEqual(15000);
      expect(d.baika).toBeLessThanOrEqual(45000);
    }
  });

  it('uses every tax type, mostly tax included, with rates 8 or 10', () => {
    for (const t of [0, 1, 2] as const) expect(dishes.some((d) => d.stuckb === t)).toBe(true);
    expect(dishes.filter((d) => d.stuckb === 2).length).toBeGreaterThan(dishes.length / 2);
    for (const d of dishes) expect([8, 10]).toContain(d.tax_rate);
    expect(dishes.some((d) => d.tax_rate === 10)).toBe(true);
  });

  it('uses every menu_status 1..6, most dishes without one', () => {
    for (let n = 1; n <= 6; n++) expect(dishes.some((d) => d.menu_status === n), `status ${n}`).toBe(true);
    expect(dishes.filter((d) => d.menu_status === null).length).toBeGreaterThan(dishes.length / 2);
  });

  it('uses every allergy code 01..10 and nothing else', () => {
    const codes = new Set(dishes.flatMap((d) => d.allergies));
    for (let n = 1; n <= 10; n++) expect(codes.has(String(n).padStart(2, '0')), `allergy ${n}`).toBe(true);
    for (const code of codes) expect(code).toMatch(/^(0[1-9]|10)$/);
    for (const d of dishes) expect(unique(d.allergies)).toBe(true);
  });

  it('keeps allergy codes consistent with the dish names', () => {
    const has = (d: SeedDish, code: string) => d.allergies.includes(code);
    for (const d of dishes) {
      const vi = d.names.vi.toLowerCase();
      // \b does not see Vietnamese letters as word characters: compare whole words instead
      const words = new Set(vi.split(/[\s,()]+/));
      if (words.has('bò') && !vi.includes('bò bía')) expect(has(d, '03'), d.menucd).toBe(true);
      if (words.has('cua')) expect(has(d, '09'), d.menucd).toBe(true);
      if (words.has('tôm')) expect(has(d, '10'), d.menucd).toBe(true);
      if (words.has('trứng')) expect(has(d, '05'), d.menucd).toBe(true);
      if (words.has('cá')) expect(has(d, '07'), d.menucd).toBe(true);
      if (d.menu_status === 4) {
        for (const meat of ['02', '03', '06', '07', '09', '10']) expect(has(d, meat), d.menucd).toBe(false);
      }
    }
  });

  it('marks at least 3 dishes sold out with no stock, others in stock', () => {
    const soldOut = dishes.filter((d) => d.soldout);
    expect(soldOut.length).toBeGreaterThanOrEqual(3);
    for (const d of soldOut) expect(d.stock).toBe(0);
    for (const d of dishes.filter((x) => !x.soldout)) expect(d.stock).toBeGreaterThan(0);
  });

  it('has at least 10 dishes with toppings, 4 with both a mandatory and an optional group of 2+ items', () => {
    expect(dishes.filter((d) => d.topping_groups.length > 0).length).toBeGreaterThanOrEqual(10);
    const both = dishes.filter(
      (d) =>
        d.topping_groups.some((g) => g.kind === 'mandatory') &&
        d.topping_groups.some((g) => g.kind === 'option' && g.items.length >= 2),
    );
    expect(both.length).toBeGreaterThanOrEqual(4);
  });

  it('keeps topping groups well formed: first mandatory choice free, options priced, codes unique', () => {
    const dishCodes = new Set(dishes.map((d) => d.menucd));
    const toppingCodes: string[] = [];
    const groupCodes: string[] = [];
    for (const d of dishes) {
      for (const g of d.topping_groups) {
        groupCodes.push(g.group_code);
        expect(g.items.length, `${d.menucd} ${g.group_code}`).toBeGreaterThanOrEqual(1);
        if (g.kind === 'mandatory') {
          expect(g.items.length).toBeGreaterThanOrEqual(2);
          expect(g.items[0].price, `${d.menucd} ${g.group_code}`).toBe(0);
        } else {
          for (const item of g.items) expect(item.price).toBeGreaterThan(0);
        }
        for (const l of LOCALES) expect(g.names[l].trim()).not.toBe('');
        for (const item of g.items) {
          toppingCodes.push(item.menucd);
          expect(item.menucd).toMatch(/^T\d{3}$/);
          expect(dishCodes.has(item.menucd)).toBe(false);
          expect(item.price % 1000).toBe(0);
          expect(item.price).toBeLessThanOrEqual(25000);
          if (item.price > 0) expect(item.price).toBeGreaterThanOrEqual(5000);
          expect(item.stuckb).toBe(d.stuckb);
          expect(item.tax_rate).toBe(d.tax_rate);
          for (const l of LOCALES) expect(item.names[l].trim()).not.toBe('');
        }
      }
    }
    expect(unique(toppingCodes)).toBe(true);
    expect(unique(groupCodes)).toBe(true);
  });

  it('lists a few dishes as unavailable at known stores', () => {
    const codes = new Set(stores.map((s) => s.code));
    const limited = dishes.filter((d) => d.unavailable_at.length > 0);
    expect(limited.length).toBeGreaterThanOrEqual(3);
    for (const d of limited) {
      expect(d.unavailable_at.length).toBeLessThanOrEqual(2);
      for (const code of d.unavailable_at) expect(codes.has(code)).toBe(true);
    }
  });

  it('points every dish at an existing small WebP picture at /media/menu/<menucd>.webp, 400 x 300, not an SVG document', () => {
    for (const d of dishes) {
      expect(d.img).toBe(`/media/menu/${d.menucd}.webp`);
      expect(existsSync(mediaFile(`/media/menu/${d.menucd}.svg`)), d.menucd).toBe(false);
      const bytes = readFileSync(mediaFile(d.img));
      expect(webpSize(bytes), d.menucd).toEqual({ width: 400, height: 300 });
      expect(bytes.length, d.menucd).toBeLessThan(10_240);
    }
  });

  it('draws each dish from its own ingredients: no two dishes share a recipe or an image', () => {
    const recipes = dishes.map((d) => dishRecipe(d.menucd));
    expect(unique(recipes), 'two dishes are drawn from the same ingredients').toBe(true);
    const images = dishes.map((d) => readFileSync(mediaFile(d.img), 'utf8'));
    expect(unique(images)).toBe(true);
  });

  it('names what is in each soup, plate and roll (ingredients, not colours)', () => {
    const drawnFromIngredients = ['PHO001', 'PHO004', 'BUN001', 'BUN003', 'COM001', 'COM003', 'CHE006'];
    for (const menucd of drawnFromIngredients) expect(dishIngredients(menucd).length, menucd).toBeGreaterThanOrEqual(3);
    expect(dishIngredients('PHO001')).toEqual(expect.arrayContaining(['rareBeef', 'herb', 'lime']));
    expect(dishIngredients('COM003')).toEqual(expect.arrayContaining(['porkChop', 'friedEgg']));
    expect(dishIngredients('CUO001')).toContain('shrimp');
  });

  it('draws well-formed dish images with a viewBox, a width and a height', () => {
    for (const d of dishes) {
      const root = parseSvg(drawDish(d), d.menucd);
      expect(root.getAttribute('viewBox'), d.menucd).toBe('0 0 400 300');
      expect(root.getAttribute('width'), d.menucd).toBe('400');
      expect(root.getAttribute('height'), d.menucd).toBe('300');
      expect(root.getElementsByTagName('text'), d.menucd).toHaveLength(0);
    }
  });

  it('draws dish images without text or external references, and the WebP files are drawn from the current drawings', () => {
    const manifest = JSON.parse(readFileSync(RASTERISED_MANIFEST, 'utf8')) as Record<string, string>;
    const images = rasterisedImages();
    expect(Object.keys(manifest).sort()).toEqual(images.map(([file]) => file).sort());
    for (const d of dishes) {
      const drawn = drawDish(d);
      expect(drawn).not.toMatch(/<text|href|url\(/);
      expect(drawn).toContain('viewBox="0 0 400 300"');
    }
    for (const [file, svg] of images) expect(manifest[file], `${file}: run npx tsx server/db/seed-data/rasterise.ts`).toBe(sourceHash(svg));
  });
});

describe('banners', () => {
  /** The seeded promotions (004_checkout.sql) by code: the figures a banner may quote. */
  function seededPromotions(): Map<string, { value: number; limit: number; minimum_total: number; expired_date_to: string }> {
    const sql = readFileSync(resolve(dirname(fileURLToPath(import.meta.url)), '../migrations/004_checkout.sql'), 'utf8');
    const rows = new Map<string, { value: number; limit: number; minimum_total: number; expired_date_to: string }>();
    for (const match of sql.matchAll(/\(\d+, '(PMT-[A-Z0-9]+)'([\s\S]*?)\)[,;]/g)) {
      const fields = match[2].match(/'(?:[^']|'')*'|[^,\s]+/g)!;
      // name, summary, detail, image, pmt_type, pmt_on, value, limit, ..., minimum_total (14th), ..., expired_date_to (last)
      rows.set(match[1], { value: Number(fields[6]), limit: Number(fields[7]), minimum_total: Number(fields[12]), expired_date_to: fields.at(-1)! });
    }
    return rows;
  }

  it('has 3-4 banners with images, one with a redirect and one with the code of a dish with toppings', () => {
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.length).toBeLessThanOrEqual(4);
    expect(unique(banners.map((b) => b.id))).toBe(true);
    for (const b of banners) {
      expect(b.image).toBe(`/media/banners/${b.id}-ja.webp`);
      for (const l of LOCALES) expect(b.images[l]).toBe(`/media/banners/${b.id}-${l}.webp`);
      expect(existsSync(mediaFile(b.image))).toBe(true);
      expect(b.redirect_url === null || b.product_code === null).toBe(true);
    }
    expect(banners.some((b) => b.redirect_url !== null)).toBe(true);
    const withProduct = banners.filter((b) => b.product_code !== null);
    expect(withProduct.length).toBeGreaterThanOrEqual(1);
    for (const b of withProduct) {
      const dish = dishes.find((d) => d.menucd === b.product_code);
      expect(dish, b.product_code!).toBeDefined();
      expect(dish!.topping_groups.length).toBeGreaterThan(0);
    }
  });

  it('advertises real promotions of the seed, quoting their own figures, each banner a different one', () => {
    const seeded = seededPromotions();
    expect(unique(banners.map((b) => b.promotion_code))).toBe(true);
    for (const b of banners) {
      const row = seeded.get(b.promotion_code);
      expect(row, b.promotion_code).toBeDefined();
      expect(row!.expired_date_to > "'2030").toBe(true);
      const quoted = bannerPromotions[b.promotion_code as keyof typeof bannerPromotions];
      expect(quoted, b.promotion_code).toEqual({ value: row!.value, limit: row!.limit, minimum_total: row!.minimum_total });
    }
  });

  it('words each banner as a promotion in vi, en and ja: a headline and an offer line in that language', () => {
    for (const b of banners) {
      for (const l of LOCALES) {
        expect(b.headline[l].trim(), `${b.id} ${l}`).not.toBe('');
        expect(b.offer[l].trim(), `${b.id} ${l}`).not.toBe('');
      }
      expect(b.headline.vi + b.offer.vi, `${b.id}`).toMatch(VIETNAMESE_DIACRITIC);
      expect(b.headline.ja + b.offer.ja, `${b.id}`).toMatch(JAPANESE);
      expect(b.headline.en + b.offer.en, `${b.id}`).not.toMatch(JAPANESE);
      expect(unique(LOCALES.map((l) => b.headline[l])), `${b.id}`).toBe(true);
    }
  });

  it('draws one small, well-formed SVG per banner and language with its words in it', () => {
    const drawings: string[] = [];
    for (const b of banners) {
      for (const l of LOCALES) {
        const text = drawBanner(b, l);
        drawings.push(text);
        // 1200 x 400 with the promotion's words: a few KB (4 KB), unlike the 3 KB of a dish
        expect(text.length, b.images[l]).toBeLessThan(4096);
        expect(text).not.toMatch(/href|url\(/);
        const root = parseSvg(text, b.images[l]);
        expect(root.getAttribute('viewBox')).toBe('0 0 1200 400');
        expect(root.getAttribute('width')).toBe('1200');
        expect(root.getAttribute('height')).toBe('400');
        const words = [...root.getElementsByTagName('text')].map((node) => node.textContent).join(' ');
        const squeeze = (value: string) => value.replace(/\s+/g, '');
        expect(squeeze(words), `${b.id} ${l}`).toBe(squeeze(b.headline[l] + b.offer[l]));
      }
    }
    expect(unique(drawings)).toBe(true);
  });

  it('ships each banner and language as a WebP of 1200 x 400 under 25 KB, not as an SVG', () => {
    const files: string[] = [];
    for (const b of banners) {
      for (const l of LOCALES) {
        expect(existsSync(mediaFile(b.images[l].replace(/\.webp$/, '.svg'))), b.images[l]).toBe(false);
        const bytes = readFileSync(mediaFile(b.images[l]));
        files.push(bytes.toString('base64'));
        expect(webpSize(bytes), b.images[l]).toEqual({ width: 1200, height: 400 });
        // home's largest paint: the first banner, preloaded (see rasterise.ts BANNER_QUALITY)
        expect(bytes.length, b.images[l]).toBeLessThan(25_600);
      }
    }
    expect(unique(files)).toBe(true);
  });
});

describe('places', () => {
  it('has at least 300 places with unique ids and coordinates inside Vietnam', () => {
    expect(places.length).toBeGreaterThanOrEqual(300);
    expect(unique(places.map((p) => p.id))).toBe(true);
    for (const p of places) {
      expect(p.lat, p.id).toBeGreaterThan(8.4);
      expect(p.lat, p.id).toBeLessThan(23.4);
      expect(p.lng, p.id).toBeGreaterThan(102.1);
      expect(p.lng, p.id).toBeLessThan(109.5);
      expect(p.name.trim()).not.toBe('');
      expect(p.district.trim()).not.toBe('');
      expect(p.address).toContain(p.city === 'Hồ Chí Minh' ? 'Thành phố Hồ Chí Minh' : 'Hà Nội');
    }
  });

  it('covers all HCMC wards and districts, 40+ HCMC landmarks and streets, 40+ Hanoi places', () => {
    const hcm = places.filter((p) => p.city === 'Hồ Chí Minh');
    expect(hcm.filter((p) => p.kind === 'ward').length).toBe(322);
    expect(hcm.filter((p) => p.kind === 'district').length).toBe(24);
    expect(hcm.filter((p) => p.kind === 'landmark' || p.kind === 'street').length).toBeGreaterThanOrEqual(40);
    expect(places.filter((p) => p.city === 'Hà Nội').length).toBeGreaterThanOrEqual(40);
    const ward = places.find((p) => p.name === 'Phường Bến Nghé, Quận 1');
    expect(ward?.address).toBe('Phường Bến Nghé, Quận 1, Thành phố Hồ Chí Minh');
    for (const name of ['Chợ Bến Thành', 'Landmark 81', 'Dinh Độc Lập', 'Hồ Hoàn Kiếm', 'Văn Miếu – Quốc Tử Giám']) {
      expect(places.some((p) => p.name === name), name).toBe(true);
    }
  });

  it('puts HCMC places in HCMC and Hanoi places in Hanoi', () => {
    for (const p of places) {
      if (p.city === 'Hồ Chí Minh') {
        expect(p.lat, p.id).toBeGreaterThan(10.3);
        expect(p.lat, p.id).toBeLessThan(11.2);
      } else {
        expect(p.lat, p.id).toBeGreaterThan(20.5);
        expect(p.lat, p.id).toBeLessThan(21.4);
      }
    }
  });

  it('includes places out of range of every store in both cities', () => {
    const delivering = stores.filter((s) => s.delivery);
    const outOfRange = places.filter((p) =>
      delivering.every(
        (s) => haversine(p.lat, p.lng, s.latitude, s.longitude) * DRIVING_FACTOR > s.max_delivery_distance,
      ),
    );
    expect(outOfRange.some((p) => p.city === 'Hồ Chí Minh' && p.kind === 'landmark')).toBe(true);
    expect(outOfRange.some((p) => p.city === 'Hà Nội' && p.kind === 'landmark')).toBe(true);
    for (const name of ['Địa đạo Củ Chi (Bến Dược)', 'Bãi biển Cần Giờ (Bãi 30/4)', 'Thị trấn Sóc Sơn']) {
      expect(outOfRange.some((p) => p.name === name), name).toBe(true);
    }
  });

  it('has every store address findable near the store', () => {
    for (const s of stores) {
      const near = places.filter((p) => haversine(p.lat, p.lng, s.latitude, s.longitude) < 300);
      expect(near.length, s.code).toBeGreaterThan(0);
    }
  });
});

describe('companies', () => {
  it('has at least 20 companies with valid, unique tax codes', () => {
    expect(companies.length).toBeGreaterThanOrEqual(20);
    expect(unique(companies.map((c) => c.tax_code))).toBe(true);
    for (const c of companies) {
      expect(c.tax_code).toMatch(/^\d{10}(-\d{3})?$/);
      expect(taxCodeCheckDigitOk(c.tax_code), c.tax_code).toBe(true);
      expect(c.company_name.trim()).not.toBe('');
      expect(c.company_address.trim()).not.toBe('');
    }
    expect(companies.some((c) => c.tax_code.includes('-'))).toBe(true);
  });
});

/** The width and height a WebP file declares (its VP8X, VP8 or VP8L header); null when it is not a WebP. */
function webpSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('ascii', 12, 16);
  if (chunk === 'VP8X') return { width: 1 + bytes.readUIntLE(24, 3), height: 1 + bytes.readUIntLE(27, 3) };
  if (chunk === 'VP8 ') return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: 1 + (bits & 0x3fff), height: 1 + ((bits >> 14) & 0x3fff) };
  }
  return null;
}

describe('other images', () => {
  it('exist and stay small', () => {
    const files = ['/media/menu/placeholder.svg', '/media/banners/placeholder.svg', '/media/404.svg', '/media/bill.svg'];
    for (const url of files) {
      const file = mediaFile(url);
      expect(existsSync(file), url).toBe(true);
      expect(statSync(file).size, url).toBeLessThan(3072);
      expect(readFileSync(file, 'utf8'), url).not.toMatch(/href|url\(/);
    }
  });

  it("ships the menu's icons and sold-out stamp as small WebP files of their drawn size, not as SVG documents", () => {
    const icons = [
      ...[1, 2, 3, 4, 5, 6].map((n) => `/media/icons/status-${n}`),
      ...Array.from({ length: 10 }, (_, i) => `/media/icons/allergy-${String(i + 1).padStart(2, '0')}`),
    ];
    const expected = [...icons.map((url) => [url, 48] as const), ['/media/icons/sold-out', 160] as const];
    for (const [url, size] of expected) {
      expect(existsSync(mediaFile(`${url}.svg`)), `${url}.svg`).toBe(false);
      const bytes = readFileSync(mediaFile(`${url}.webp`));
      expect(webpSize(bytes), url).toEqual({ width: size, height: size });
      expect(bytes.length, url).toBeLessThan(size > 48 ? 10_240 : 3072);
    }
  });
});
