import { Temporal } from 'temporal-polyfill';
import { DEFAULT_VAT_RATE, MALL_PARKING_FEE } from '../../domain/constants';
import { imageLinkOrNull } from '../../domain/image-link';
import { calendarNotices, withoutClosedDays } from '../../domain/store-calendar';
import { compactDate, earliestServeTime, isPastLastOrder, openDaysFor, slotsForDay, toBusinessTime, type Now } from '../../domain/time-slots';
import { notFound } from '../api-error';
import { WORDS } from '../words';
import type { Settings } from '../../domain/settings';
import type { Locale } from '../db/seed-data/types';
import {
  pick,
  toLocale,
  type CalendarRow,
  type DeliveryTimeRow,
  type FeeTierRow,
  type MenuItemRow,
  type StoreRow,
  type ToppingRow,
} from '../services/catalogue';
import type { CatalogueSnapshot } from '../services/catalogue-cache';
import { optionalUser } from './checkout-routes';
import type { HandlerContext, Handlers } from './handlers';

const deliveryTimeView = (row: DeliveryTimeRow) => ({
  storecd: row.storecd,
  type: row.type,
  value: row.value,
  delivery_start_time: row.delivery_start_time,
  delivery_end_time: row.delivery_end_time,
});

const feeTierView = (row: FeeTierRow) => ({
  storecd: row.storecd,
  distance: row.distance,
  baika: row.baika,
});

/** Languages every dish name and description is kept in, each named in itself. */
const MENU_LANGUAGES = [
  { lang: 'ja', name: '日本語' },
  { lang: 'vi', name: 'Tiếng Việt' },
  { lang: 'en', name: 'English' },
] as const;

export function menuItemView(row: MenuItemRow, locale: Locale) {
  return {
    menucd: row.menucd,
    menuname: pick(row.names, locale),
    description: pick(row.descriptions, locale),
    img: imageLinkOrNull(row.img),
    baika: row.baika,
    stuckb: row.stuckb,
    tax_rate: row.tax_rate,
    soldout: row.soldout,
    stock: row.stock,
    has_topping: row.has_topping,
    menu_status: row.menu_status as 1 | 2 | 3 | 4 | 5 | 6 | null,
    dataicon: row.allergies,
    isFavorite: false,
    bumoncd: row.bumoncd,
    bunruicd: row.bunruicd,
  };
}

type ToppingItemView = Pick<ToppingRow, 'menucd' | 'price' | 'stuckb' | 'tax_rate'> & { menunm: string };

function toppingGroupsView(rows: ToppingRow[], kind: 'mandatory' | 'option', locale: Locale) {
  const groups = new Map<number, { group_code: string; group_name: string; items: ToppingItemView[] }>();
  for (const row of rows.filter((r) => r.kind === kind)) {
    const group = groups.get(row.group_id) ?? { group_code: row.group_code, group_name: pick(row.group_names, locale), items: [] as ToppingItemView[] };
    group.items.push({ menucd: row.menucd, menunm: pick(row.names, locale), price: row.price, stuckb: row.stuckb, tax_rate: row.tax_rate });
    groups.set(row.group_id, group);
  }
  return [...groups.values()];
}

/** Stores as stored, with their schedules, fee tiers and the settings their open days follow. */
interface StoreRows {
  stores: StoreRow[];
  times: DeliveryTimeRow[];
  tiers: FeeTierRow[];
  calendars: CalendarRow[];
  settings: Settings;
}

function storesView({ stores, times, tiers, calendars, settings }: StoreRows, now: Now) {
  return stores.map((store) => {
    const delivery_times = times.filter((t) => t.store_id === store.id);
    const calendar = calendars.filter((entry) => entry.store_id === store.id).map(({ kind, from, to, reopen }) => ({ kind, from, to, reopen: reopen ?? null }));
    const openDays = withoutClosedDays(openDaysFor(store.open_weekdays, now, settings.useFutureDeliveryInXDays), calendar);
    const schedule = { start_time: store.start_time, end_time: store.end_time, last_order_time: store.last_order_time, openDays, delivery_times };
    return {
      id: store.id,
      code: store.code,
      name: store.name,
      description: store.description,
      address: store.address,
      brand_id: store.brand_id,
      brand_code: store.brand_code,
      latitude: store.latitude,
      longitude: store.longitude,
      prepare_time: store.prepare_time,
      tax: store.tax ?? DEFAULT_VAT_RATE,
      max_delivery_distance: store.max_delivery_distance,
      is_mall: store.is_mall,
      parking_fee: store.is_mall ? MALL_PARKING_FEE : 0,
      delivery: store.delivery,
      pickup: store.pickup,
      start_time: store.start_time,
      end_time: store.end_time,
      last_order_time: store.last_order_time ?? null,
      openDays,
      openTimes: openDays.map((day) => slotsForDay(day, schedule, now, store.prepare_time)),
      deliveryTime: delivery_times.map(deliveryTimeView),
      calendar: calendarNotices(calendar, now, settings.useFutureDeliveryInXDays).map((entry) => ({ ...entry, reopen: entry.reopen ?? null })),
      delivery_fee_list: tiers.filter((t) => t.store_id === store.id).map(feeTierView),
    };
  });
}

/**
 * Everything in `now` that the open days and slots of these stores depend on: the business date, for each
 * prepare time the earliest serve time, and the stores whose last order of today has passed (their slots of
 * today go at that minute, which the earliest serve time alone does not mark). Views computed at the same
 * moment key are equal.
 */
function scheduleMoment({ stores, times }: Pick<StoreRows, 'stores' | 'times'>, now: Now) {
  const today = toBusinessTime(now).toPlainDate();
  const prepareTimes = [...new Set(stores.map((store) => store.prepare_time))];
  const earliest = prepareTimes.map((minutes) => `${minutes}@${earliestServeTime(now, minutes).epochMilliseconds}`);
  const openToday = [compactDate(today)];
  const pastLastOrder = stores
    .filter((store) => {
      const schedule = { ...store, openDays: openToday, delivery_times: times.filter((t) => t.store_id === store.id) };
      return isPastLastOrder(schedule, today, now);
    })
    .map((store) => store.id);
  return [today.toString(), ...earliest, `last-order-passed:${pastLastOrder.join(',')}`].join('|');
}

const MINUTE_MS = 60_000;

/**
 * scheduleMoment kept for a window of time per store list, instead of its date arithmetic on every request.
 * Each part of the key (the business date, each earliest serve time, the stores past their last order) only
 * moves forward with time, so a
 * key that is the same at both ends of a window is the key of every moment inside it. A window runs from
 * the moment it is computed at to the end of that minute; a key that changes inside it is not kept.
 */
function createScheduleMoments() {
  const windows = new WeakMap<StoreRow[], { from: number; until: number; key: string }>();
  return (rows: Pick<StoreRows, 'stores' | 'times'>, now: Temporal.Instant) => {
    const at = now.epochMilliseconds;
    const kept = windows.get(rows.stores);
    if (kept && kept.from <= at && at <= kept.until) return kept.key;
    const key = scheduleMoment(rows, now);
    const until = Math.floor(at / MINUTE_MS) * MINUTE_MS + MINUTE_MS - 1;
    if (scheduleMoment(rows, Temporal.Instant.fromEpochMilliseconds(until)) === key) windows.set(rows.stores, { from: at, until, key });
    return key;
  };
}

export function catalogueHandlers(context: HandlerContext): Handlers {
  const { clock } = context;
  const { catalogue, favourites, catalogueCache: cache } = context.services;
  const readSettings = () => context.services.settings.read();
  const momentKey = createScheduleMoments();

  function storeRows(kept: CatalogueSnapshot, filter: { brandId?: number; storeId?: number } = {}) {
    return kept.read(`stores|${filter.brandId ?? ''}|${filter.storeId ?? ''}`, async (): Promise<StoreRows> => {
      const stores = await catalogue.stores(filter);
      const ids = stores.map((store) => store.id);
      const [times, tiers, calendars, settings] = await Promise.all([
        catalogue.deliveryTimes(ids),
        catalogue.feeTiers(ids),
        catalogue.calendars(ids),
        readSettings(),
      ]);
      return { stores, times, tiers, calendars, settings };
    });
  }

  /** Opening slots are computed once per store list, catalogue version and moment key (a quarter of the CPU otherwise). */
  async function storesAt(kept: CatalogueSnapshot, filter: { brandId?: number; storeId?: number } = {}) {
    const rows = await storeRows(kept, filter);
    const now = clock();
    const viewKey = `stores-view|${filter.brandId ?? ''}|${filter.storeId ?? ''}|${momentKey(rows, now)}`;
    const view = await kept.read(viewKey, async () => storesView(rows, now));
    return { ...rows, view, viewKey };
  }

  async function requireStore(kept: CatalogueSnapshot, code: string) {
    const store = await kept.read(`store|${code}`, () => catalogue.storeByCode(code));
    if (!store) throw notFound(WORDS.storeNotFound, 'STORE_NOT_FOUND');
    return store;
  }

  return {
    async getDefaultBrandAndDefaultStore() {
      const kept = await cache.snapshot();
      const settings = await kept.read('settings', () => readSettings());
      const store = await requireStore(kept, settings.defaultStoreCode);
      const brand = await kept.read(`brand|${store.brand_id}`, () => catalogue.brandById(store.brand_id));
      const { view } = await storesAt(kept, { storeId: store.id });
      // useDefaultBrand off: no default brand, the app asks for the brand it was configured with
      return { data: { brand: settings.useDefaultBrand ? brand : null, store: view[0] } };
    },

    async getAllStore(request) {
      const kept = await cache.snapshot();
      const { view, viewKey, times, tiers } = await storesAt(kept, { storeId: request.body.store_id ?? undefined, brandId: request.body.brand_id ?? undefined });
      // the same answer object while the view is the same: its bytes are kept (server/http-caching.ts)
      return kept.read(`all-store|${viewKey}`, async () => ({
        data: {
          store: view,
          time: times.map(deliveryTimeView),
          delivery_fee_list: tiers.map(feeTierView),
        },
      }));
    },

    async getRestrictedAreas() {
      const kept = await cache.snapshot();
      const areas = await kept.read('restricted-areas', () => catalogue.restrictedAreas());
      return { data: areas.map(({ id, name, ward, polygon }) => ({ id, name, ward: ward ?? null, polygon: polygon ? polygon.map(([lat, lng]) => [lat, lng]) : null })) };
    },

    async getAllStoreLocation() {
      const { stores } = await storeRows(await cache.snapshot());
      return {
        data: stores.map((s) => ({
          id: s.id,
          code: s.code,
          name: s.name,
          address: s.address,
          latitude: s.latitude,
          longitude: s.longitude,
          max_delivery_distance: s.max_delivery_distance,
          delivery: s.delivery,
          pickup: s.pickup,
        })),
      };
    },

    async getDeliveryType(request) {
      const {
        stores: [store],
      } = await storeRows(await cache.snapshot(), { storeId: request.query.store_id });
      if (!store) throw notFound(WORDS.storeNotFound, 'STORE_NOT_FOUND');
      return { delivery: store.delivery, pickup: store.pickup };
    },

    async getMasterCategory(request) {
      const locale = toLocale(request.body.lang);
      const kept = await cache.snapshot();
      const { code } = await requireStore(kept, request.body.storecd);
      return kept.read(`categories|${code}|${locale}`, async () => {
        const rows = await catalogue.categories(code);
        return { data: rows.map((r) => ({ bumoncd: r.bumoncd, bumonnm: pick(r.names, locale), total_items: r.total_items })) };
      });
    },

    async getMasterClass(request) {
      const locale = toLocale(request.body.lang);
      const kept = await cache.snapshot();
      const { code } = await requireStore(kept, request.body.storecd);
      return kept.read(`classes|${code}|${locale}`, async () => {
        const rows = await catalogue.classes(code);
        return {
          data: rows.map((r) => ({ bunruicd: r.bunruicd, bunruinm: pick(r.names, locale), bumoncd: r.bumoncd, total_items: r.total_items })),
        };
      });
    },

    async getMasterMenu(request) {
      const locale = toLocale(request.body.language);
      const kept = await cache.snapshot();
      const { code, brand_id } = await requireStore(kept, request.body.storecd);
      const bumoncd = request.body.bumoncd || '';
      const bunruicd = request.body.bunruicd || '';
      const menu = await kept.read(`menu|${code}|${bumoncd}|${bunruicd}|${locale}`, async () => {
        const rows = await catalogue.menuItems({ storeCode: code, bumoncd, bunruicd });
        return { data: rows.map((row) => menuItemView(row, locale)) };
      });
      // The cached menu is shared by every customer: the customer's favourites go on copies, after it.
      const user = await optionalUser(context, request).catch(() => null);
      if (!user) return menu;
      const favourite = await favourites.codes(user.customerId, brand_id);
      return { data: menu.data.map((item) => (favourite.has(item.menucd) ? { ...item, isFavorite: true } : item)) };
    },

    async getMenuDetailWithTopping(request) {
      const locale = toLocale(request.body.lang);
      const { storecd, menucd } = request.body;
      const kept = await cache.snapshot();
      return kept.read(`dish|${storecd}|${menucd}|${locale}`, async () => {
        const [row] = await catalogue.menuItems({ storeCode: storecd, menucds: [menucd] });
        if (!row) throw notFound(WORDS.dishNotOnMenu(menucd), 'MENU_NOT_FOUND');
        const toppings = await catalogue.toppings(row.menucd);
        return {
          data: {
            data: {
              food: {
                menucd: row.menucd,
                menunm: pick(row.names, locale),
                description: pick(row.descriptions, locale),
                price: row.baika,
                image: imageLinkOrNull(row.img),
                stuckb: row.stuckb,
                tax_rate: row.tax_rate,
                soldout: row.soldout,
              },
              topping: {
                mandatory: toppingGroupsView(toppings, 'mandatory', locale),
                option: toppingGroupsView(toppings, 'option', locale),
              },
            },
          },
        };
      });
    },

    async getMenuLanguage() {
      return { data: MENU_LANGUAGES.map(({ lang, name }) => ({ lang, name })) };
    },

    async checkMenuExist(request) {
      await requireStore(await cache.snapshot(), request.body.storeCode);
      return { data: await catalogue.unavailableCodes(request.body.storeCode, request.body.menu) };
    },
  };
}
