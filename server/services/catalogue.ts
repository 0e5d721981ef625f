import type { RestrictedArea } from '../../domain/restricted-areas';
import type { CalendarEntry } from '../../domain/store-calendar';
import type { Queryable } from '../db/database';
import type { Locale, Localized } from '../db/seed-data/types';

/** Rows and queries behind the store, menu and banner calls. Views of these rows are shaped in routes/. */

export const LOCALES: readonly Locale[] = ['ja', 'vi', 'en'];
export const FALLBACK_LOCALE: Locale = 'ja';

/** The request's language, falling back to ja for anything else (SPEC §1). */
export function toLocale(value: unknown): Locale {
  const short = typeof value === 'string' ? value.slice(0, 2).toLowerCase() : '';
  return (LOCALES as readonly string[]).includes(short) ? (short as Locale) : FALLBACK_LOCALE;
}

export const pick = (names: Localized, locale: Locale) => names[locale] || names[FALLBACK_LOCALE];

export interface StoreRow {
  id: number;
  code: string;
  brand_id: number;
  brand_code: string;
  name: string;
  description: string;
  address: string;
  city: string;
  latitude: number;
  longitude: number;
  prepare_time: number | null;
  tax: number | null;
  max_delivery_distance: number;
  is_mall: boolean;
  delivery: boolean;
  pickup: boolean;
  open_weekdays: number[];
  start_time: string;
  end_time: string;
  last_order_time: string | null;
  [key: string]: unknown;
}

export interface DeliveryTimeRow {
  store_id: number;
  storecd: string;
  type: 'break' | 'date' | 'day';
  value: string;
  delivery_start_time: string;
  delivery_end_time: string;
  [key: string]: unknown;
}

export interface CalendarRow extends CalendarEntry {
  id: number;
  store_id: number;
  [key: string]: unknown;
}

export interface RestrictedAreaRow extends RestrictedArea {
  id: number;
  [key: string]: unknown;
}

export interface FeeTierRow {
  store_id: number;
  storecd: string;
  distance: number;
  baika: number;
  [key: string]: unknown;
}

export interface MenuItemRow {
  menucd: string;
  bumoncd: string;
  bunruicd: string;
  names: Localized;
  descriptions: Localized;
  baika: number;
  stuckb: 0 | 1 | 2;
  tax_rate: number;
  soldout: boolean;
  stock: number;
  menu_status: number | null;
  allergies: string[];
  img: string;
  has_topping: boolean;
  [key: string]: unknown;
}

export interface ToppingRow {
  group_id: number;
  group_code: string;
  kind: 'mandatory' | 'option';
  group_names: Localized;
  menucd: string;
  names: Localized;
  price: number;
  stuckb: 0 | 1 | 2;
  tax_rate: number;
  [key: string]: unknown;
}

export interface BannerRow {
  id: number;
  image: string;
  /** The banner drawn with its words in each language (home shows the request's). */
  images: Partial<Localized>;
  headlines: Partial<Localized>;
  offers: Partial<Localized>;
  redirect_url: string | null;
  product_code: string | null;
  [key: string]: unknown;
}

const storeColumns = `s.*, b.code as brand_code`;

export function createCatalogue(db: Queryable) {
  return {
    async brandById(id: number) {
      const [row] = await db.query<{ id: number; code: string; name: string; company: string }>(
        'select * from brand where id = $1',
        [id],
      );
      return row;
    },

    async brandByCode(code: string) {
      const [row] = await db.query<{ id: number; code: string; name: string; company: string }>(
        'select * from brand where code = $1',
        [code],
      );
      return row;
    },

    async stores(filter: { brandId?: number; storeId?: number } = {}) {
      return db.query<StoreRow>(
        `select ${storeColumns} from store s join brand b on b.id = s.brand_id
          where ($1::int is null or s.brand_id = $1) and ($2::int is null or s.id = $2)
          order by s.sort, s.id`,
        [filter.brandId ?? null, filter.storeId ?? null],
      );
    },

    async storeByCode(code: string) {
      const [row] = await db.query<StoreRow>(
        `select ${storeColumns} from store s join brand b on b.id = s.brand_id where s.code = $1`,
        [code],
      );
      return row;
    },

    async deliveryTimes(storeIds: number[]) {
      return db.query<DeliveryTimeRow>(
        `select t.*, s.code as storecd from store_delivery_time t join store s on s.id = t.store_id
          where t.store_id = any($1::int[]) order by t.id`,
        [storeIds],
      );
    },

    /** Calendar entries (domain/store-calendar) of these stores, dates as 'YYYY-MM-DD'. */
    async calendars(storeIds: number[]) {
      return db.query<CalendarRow>(
        `select id, store_id, kind, to_char(from_date, 'YYYY-MM-DD') as "from", to_char(to_date, 'YYYY-MM-DD') as "to",
                to_char(reopen_date, 'YYYY-MM-DD') as reopen
           from store_calendar where store_id = any($1::int[]) order by from_date, id`,
        [storeIds],
      );
    },

    /** Where delivery is unavailable (domain/restricted-areas). */
    async restrictedAreas() {
      return db.query<RestrictedAreaRow>('select id, name, ward, polygon from restricted_area order by id');
    },

    async feeTiers(storeIds: number[]) {
      return db.query<FeeTierRow>(
        `select f.*, s.code as storecd from store_delivery_fee_tier f join store s on s.id = f.store_id
          where f.store_id = any($1::int[]) order by f.store_id, f.distance`,
        [storeIds],
      );
    },

    async categories(storeCode: string) {
      return db.query<{ bumoncd: string; names: Localized; total_items: number }>(
        `select c.bumoncd, c.names, count(m.menucd)::int as total_items
           from category c
           left join menu_item m on m.bumoncd = c.bumoncd
             and not exists (select 1 from menu_unavailable u where u.menucd = m.menucd and u.store_code = $1)
          group by c.bumoncd, c.names, c.sort order by c.sort, c.bumoncd`,
        [storeCode],
      );
    },

    async classes(storeCode: string) {
      return db.query<{ bunruicd: string; bumoncd: string; names: Localized; total_items: number }>(
        `select k.bunruicd, k.bumoncd, k.names, count(m.menucd)::int as total_items
           from menu_class k
           left join menu_item m on m.bunruicd = k.bunruicd
             and not exists (select 1 from menu_unavailable u where u.menucd = m.menucd and u.store_code = $1)
          group by k.bunruicd, k.bumoncd, k.names, k.sort order by k.sort, k.bunruicd`,
        [storeCode],
      );
    },

    async menuItems(filter: { storeCode: string; bumoncd?: string | null; bunruicd?: string | null; menucds?: string[] }) {
      return db.query<MenuItemRow>(
        `select m.*, exists (select 1 from topping_group g where g.dish_menucd = m.menucd) as has_topping
           from menu_item m
          where not exists (select 1 from menu_unavailable u where u.menucd = m.menucd and u.store_code = $1)
            and ($2::text is null or m.bumoncd = $2)
            and ($3::text is null or m.bunruicd = $3)
            and ($4::text[] is null or m.menucd = any($4::text[]))
          order by m.sort, m.menucd`,
        [filter.storeCode, filter.bumoncd || null, filter.bunruicd || null, filter.menucds ?? null],
      );
    },

    async toppings(dishMenucd: string) {
      return db.query<ToppingRow>(
        `select g.id as group_id, g.group_code, g.kind, g.names as group_names,
                t.menucd, t.names, t.price, t.stuckb, t.tax_rate
           from topping_group g join topping_item t on t.group_id = g.id
          where g.dish_menucd = $1 order by g.sort, t.sort`,
        [dishMenucd],
      );
    },

    /** Codes among `menucds` that the store does not sell now (not on its menu, sold out, or unknown). */
    async unavailableCodes(storeCode: string, menucds: string[]) {
      const rows = await db.query<{ menucd: string }>(
        `select code as menucd from unnest($2::text[]) as code
          where not exists (
            select 1 from menu_item m
             where m.menucd = code and not m.soldout
               and not exists (select 1 from menu_unavailable u where u.menucd = m.menucd and u.store_code = $1))
            and not exists (select 1 from topping_item t where t.menucd = code)`,
        [storeCode, menucds],
      );
      return rows.map((row) => row.menucd);
    },

    /** The stored names of these dishes, whichever store sells them. */
    async dishNames(menucds: string[]) {
      return db.query<{ menucd: string; names: Localized }>('select menucd, names from menu_item where menucd = any($1::text[])', [menucds]);
    },

    /** The banners of one brand (by its code), or of every brand when none is named, in their order. */
    async banners(brandCode: string | null) {
      return db.query<BannerRow>(
        `select b.id, b.image, b.images, b.headlines, b.offers, b.redirect_url, b.product_code from banner b
          join brand r on r.id = b.brand_id where ($1::text is null or r.code = $1) order by b.sort, b.id`,
        [brandCode],
      );
    },
  };
}

export type Catalogue = ReturnType<typeof createCatalogue>;
