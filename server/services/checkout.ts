/**
 * Checkout on the server: prices an order again from the catalogue with domain/order-pricing and
 * domain/promotions, quotes a delivery, and checks the checkout form (services/order-confirmation
 * confirms the order).
 */
import type { Temporal } from 'temporal-polyfill';
import { validateCheckout, paymentMethodOf, type CheckoutErrorKey, type CheckoutField } from '../../domain/checkout-validation';
import { orderDeliveryFee, repriceOrder, type CatalogueEntry, type OrderLineInput, type PricingCatalogue, type Repricing } from '../../domain/order-pricing';
import { computeDiscounts, type AppliedPromotion, type DiscountedTotals } from '../../domain/promotions';
import type { ToppingStructure } from '../../domain/toppings';
import { allowedMetres, deliveryRadiusMetres, estimatedDrivingMetres, type LatLng } from '../../domain/store-choice';
import { storeVatRate } from '../../domain/tax';
import { ApiError } from '../api-error';
import type { OverridesOfRequest } from '../context';
import { WORDS } from '../words';
import type { Queryable } from '../db/database';
import type { Locale, Localized } from '../db/seed-data/types';
import { createCatalogue, pick, toLocale, type StoreRow } from './catalogue';
import { createCatalogueCache, type CatalogueSnapshot } from './catalogue-cache';
import { createPromotions } from './promotions';
import { readSettings } from './settings';
import { companyByTaxCode } from './companies';
import type { EinvoiceType } from '../../domain/settings';

export type OrderInfo = Record<string, unknown>;

/** Feature switches (SPEC §9) the checkout acts on, read fresh per request. */
export interface CheckoutSettings {
  addressManage: boolean;
  takeaway: boolean;
  futureDays: number;
  chargeFee: boolean;
  flatFee: number | null;
  /** The delivery radius (domain/store-choice deliveryRadiusMetres). */
  radiusMetres: number;
  /** The `tax` setting: the VAT rate of a store without its own. */
  vatRate: number;
  /** useFeatureAdressInput: the customer may type building, floor or gate beside the delivery address. */
  addressInput: boolean;
  /** useEinvoice: an order may ask for an e-invoice. */
  einvoice: boolean;
  /** useEinvoiceType: FORM the customer types the company, REF the server looks it up by tax code. */
  einvoiceType: EinvoiceType;
  /** nextDeliveryTimeInterval: a scheduled serve time is at least this many minutes after now. */
  nextDeliveryInterval: number;
  /** time_interval_payload (SPEC §7): minutes an unpaid wallet order waits for its payment before it is closed. */
  paymentWindowMinutes: number;
}

export async function readCheckoutSettings(db: Queryable, overrides: OverridesOfRequest): Promise<CheckoutSettings> {
  const settings = await readSettings(db, overrides);
  return {
    addressManage: settings.useFeatureAddressManage,
    takeaway: settings.useFeatureTakeaway,
    futureDays: settings.useFutureDeliveryInXDays,
    chargeFee: settings.useFeatureDeliveryFee,
    flatFee: settings.useDeliveryFeeV1 ? settings.fee : null,
    radiusMetres: deliveryRadiusMetres(settings),
    vatRate: settings.tax,
    addressInput: settings.useFeatureAdressInput,
    einvoice: settings.useEinvoice,
    einvoiceType: settings.useEinvoiceType,
    nextDeliveryInterval: settings.nextDeliveryTimeInterval,
    paymentWindowMinutes: settings.time_interval_payload,
  };
}

/** Where each checkout-form field sits in the order's info. */
const FORM_FIELD_PATHS: Partial<Record<CheckoutField, string>> = {
  date: 'servsTime',
  time: 'servsTime',
  paymentMethod: 'emoneyType',
  receiverName: 'recipientName',
  receiverPhone: 'recipientPhone',
  receiverEmail: 'recipientEmail',
  taxCode: 'eInvoiceInfo.receiptTaxCode',
  companyName: 'eInvoiceInfo.receiptCompanyName',
  companyAddress: 'eInvoiceInfo.receiptTaxAddress',
  receiptName: 'eInvoiceInfo.receiptName',
  receiptEmail: 'eInvoiceInfo.receiptEmail',
};

const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/** The applied promotions of an order: ticket_used when given, else the cart's listPromotion. */
export function appliedOf(info: OrderInfo, ticketUsed?: { promotions: { promotion_id: number; quantity: number }[] } | null): AppliedPromotion[] {
  if (ticketUsed) return ticketUsed.promotions.map((p) => ({ promotion_id: p.promotion_id, quantity: p.quantity }));
  const list = Array.isArray(info.listPromotion) ? (info.listPromotion as { id?: number; applyQuantity?: number }[]) : [];
  return list.filter((p) => typeof p.id === 'number').map((p) => ({ promotion_id: p.id!, quantity: p.applyQuantity ?? 1 }));
}

/** What the server computed for an order. */
export interface Pricing {
  store: StoreRow;
  repricing: Repricing;
  discounts: DiscountedTotals;
  distanceMetres: number | null;
}

/**
 * The driving distance a delivery is priced by (the maps port's drivingMetres); null when no road
 * joins the store to the address. The local estimate unless the server's maps are live.
 */
export type DrivingMetres = (from: LatLng, to: LatLng) => Promise<number | null>;

const estimatedDriving: DrivingMetres = async (from, to) => estimatedDrivingMetres(from, to);

/** The structure of a dish without toppings. */
const NO_TOPPINGS: ToppingStructure = { mandatory: [], option: [] };

/**
 * The checkout's catalogue reads at one catalogue version, each computed once per version and process
 * (services/catalogue-cache.ts): a write to a store, a dish, a topping or a setting is seen by the next request.
 */
function checkoutCatalogue(db: Queryable, kept: CatalogueSnapshot, overrides: OverridesOfRequest) {
  const catalogue = createCatalogue(db);
  const settings = () => kept.read('checkout|settings', () => readCheckoutSettings(db, overrides));
  return {
    settings,
    storeById: (id: number) => kept.read(`checkout|store-id|${id}`, async (): Promise<StoreRow | undefined> => (await catalogue.stores({ storeId: id }))[0]),
    storeByCode: (code: string) => kept.read(`checkout|store-code|${code}`, (): Promise<StoreRow | undefined> => catalogue.storeByCode(code)),
    deliveryTimes: (storeId: number) => kept.read(`checkout|delivery-times|${storeId}`, () => catalogue.deliveryTimes([storeId])),
    calendar: (storeId: number) => kept.read(`checkout|calendar|${storeId}`, () => catalogue.calendars([storeId])),
    restrictedAreas: () => kept.read('checkout|restricted-areas', () => catalogue.restrictedAreas()),
    feeTiers: (storeId: number) =>
      kept.read(`checkout|fee-tiers|${storeId}`, async () => (await catalogue.feeTiers([storeId])).map((t) => ({ distance: t.distance, baika: t.baika }))),

    /** A dish's topping structure: its required groups and its optional toppings (every dish's in one query). */
    async toppingStructure(dishMenucd: string): Promise<ToppingStructure> {
      const structures = await kept.read('checkout|topping-structures', async () => {
        const rows = await db.query<{ dish: string; group_id: number; kind: string; menucd: string }>(
          `select g.dish_menucd as dish, g.id as group_id, g.kind, t.menucd
             from topping_group g join topping_item t on t.group_id = g.id order by g.dish_menucd, g.sort, t.sort`,
        );
        const groupsByDish = new Map<string, Map<number, { kind: string; codes: string[] }>>();
        for (const row of rows) {
          const groups = groupsByDish.get(row.dish) ?? new Map<number, { kind: string; codes: string[] }>();
          const group = groups.get(row.group_id) ?? { kind: row.kind, codes: [] };
          group.codes.push(row.menucd);
          groups.set(row.group_id, group);
          groupsByDish.set(row.dish, groups);
        }
        return new Map(
          [...groupsByDish].map(([dish, groups]): [string, ToppingStructure] => {
            const all = [...groups.values()];
            return [dish, { mandatory: all.filter((g) => g.kind === 'mandatory').map((g) => g.codes), option: all.filter((g) => g.kind !== 'mandatory').flatMap((g) => g.codes) }];
          }),
        );
      });
      return structures.get(dishMenucd) ?? NO_TOPPINGS;
    },

    /** What the store sells now, priced and named in `locale`: every dish of its menu and every topping. */
    pricingCatalogue(store: StoreRow, locale: Locale): Promise<PricingCatalogue> {
      return kept.read(`checkout|pricing|${store.code}|${locale}`, async () => {
        const [dishes, toppings] = await Promise.all([
          catalogue.menuItems({ storeCode: store.code }),
          db.query<{ menucd: string; names: Localized; price: number; stuckb: 0 | 1 | 2; tax_rate: number }>(
            `select distinct on (menucd) menucd, names, price, stuckb, tax_rate from topping_item order by menucd, id`,
          ),
        ]);
        const entry = (row: { menucd: string; names: Localized; stuckb: 0 | 1 | 2; tax_rate: number }, price: number, available: boolean): [string, CatalogueEntry] => [
          row.menucd,
          { menucd: row.menucd, menuname: pick(row.names, locale), price, stuckb: row.stuckb, tax_rate: row.tax_rate, available },
        ];
        return {
          dishes: new Map(dishes.map((d) => entry(d, d.baika, !d.soldout))),
          toppings: new Map(toppings.map((t) => entry(t, t.price, true))),
          storeTax: storeVatRate(store.tax, { tax: (await settings()).vatRate }),
        };
      });
    },
  };
}

/** The checkout at one catalogue version: a request takes one snapshot and makes every read through it. */
function checkoutAt(db: Queryable, kept: CatalogueSnapshot, drivingMetres: DrivingMetres, overrides: OverridesOfRequest) {
  const catalogue = checkoutCatalogue(db, kept, overrides);

  async function storeOf(info: OrderInfo): Promise<StoreRow> {
    const id = num(info.storeId);
    const code = typeof info.storeCode === 'string' ? info.storeCode : typeof info.tencd === 'string' ? info.tencd : undefined;
    const store = id ? await catalogue.storeById(id) : code ? await catalogue.storeByCode(code) : undefined;
    if (!store) throw new ApiError(404, 'STORE_NOT_FOUND', WORDS.storeNotFound);
    return store;
  }

  return {
    /** The catalogue reads at this version (settings, schedules, topping structures). */
    catalogue,
    storeOf,

    /** Prices the order's lines, fee and promotions from the catalogue (never from the client's numbers). */
    async price(info: OrderInfo, options: { lang: string; now: Temporal.Instant; customerId: number | null; applied: AppliedPromotion[] }): Promise<Pricing> {
      const store = await storeOf(info);
      const settings = await catalogue.settings();
      const lines = (Array.isArray(info.foods) ? info.foods : []) as OrderLineInput[];
      const pickUpAtStore = flag(info.pickUpAtStore);
      const location = info.deliveryLocation as { lat: number; lng: number } | null | undefined;
      let distanceMetres: number | null = null;
      if (!pickUpAtStore) {
        // a distance the client states is never priced: only a position
        let unreachable = false;
        if (location && typeof location.lat === 'number') {
          distanceMetres = await drivingMetres({ lat: store.latitude, lng: store.longitude }, location);
          unreachable = distanceMetres === null;
        }
        const allowed = allowedMetres({ ...store, isOpen: true }, 'delivery', settings.radiusMetres);
        if (unreachable || (distanceMetres !== null && distanceMetres > allowed)) {
          throw new ApiError(400, 'OUT_OF_RANGE', WORDS.outOfRange(allowed), 'info.deliveryLocation', {
            max_distance: allowed,
          });
        }
      }
      const tiers = await catalogue.feeTiers(store.id);
      const repricing = repriceOrder(
        lines,
        await catalogue.pricingCatalogue(store, toLocale(options.lang)),
        { pickUpAtStore, distanceMetres, isMall: store.is_mall, tiers, chargeFee: settings.chargeFee, flatFee: settings.flatFee },
        num(info.deliveryFee) ?? null,
      );
      const rules = await createPromotions(db).rules(options.customerId, options.applied.map((a) => a.promotion_id), options.now);
      const discounts = computeDiscounts(repricing.lines, options.applied, rules, {
        deliveryFee: repricing.deliveryFee ?? 0,
        now: options.now,
        storeCode: store.code,
      });
      return { store, repricing, discounts, distanceMetres };
    },

    /**
     * The delivery to `position` from `store`: its driving distance, the distance the store delivers
     * to, and the fee under the current settings (null beyond that distance).
     */
    async deliveryQuote(store: StoreRow, position: { lat: number; lng: number }) {
      const settings = await catalogue.settings();
      const driving = await drivingMetres({ lat: store.latitude, lng: store.longitude }, position);
      const allowed = allowedMetres({ ...store, isOpen: true }, 'delivery', settings.radiusMetres);
      // no road at all is priced as beyond the range
      const distance = driving ?? Number.POSITIVE_INFINITY;
      const tiers = await catalogue.feeTiers(store.id);
      const fee =
        distance > allowed
          ? null
          : orderDeliveryFee({ pickUpAtStore: false, distanceMetres: distance, isMall: store.is_mall, tiers, chargeFee: settings.chargeFee, flatFee: settings.flatFee });
      return { distance, allowed, fee };
    },

    /**
     * The checkout form's rules (domain/checkout-validation); throws VALIDATION_ERROR naming the first wrong field.
     * An e-invoice needs useEinvoice; with useEinvoiceType REF its company is the register's for the tax code
     * (TAX_CODE_NOT_FOUND otherwise), whatever the client sent, and is answered as `eInvoiceInfo` to store.
     */
    async checkForm(info: OrderInfo, customerId: number | null) {
      const settings = await catalogue.settings();
      const servs = typeof info.servsTime === 'string' ? /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(info.servsTime) : null;
      let invoice = (info.eInvoiceInfo ?? {}) as Record<string, string | null | undefined>;
      const wantsInvoice = flag(info.isUseEinvoice);
      if (wantsInvoice && !settings.einvoice) {
        throw new ApiError(400, 'EINVOICE_OFF', WORDS.einvoiceOff, 'info.isUseEinvoice');
      }
      if (wantsInvoice && settings.einvoiceType === 'REF' && typeof invoice.receiptTaxCode === 'string' && invoice.receiptTaxCode.trim() !== '') {
        const company = await companyByTaxCode(db, invoice.receiptTaxCode);
        if (!company) {
          throw new ApiError(400, 'TAX_CODE_NOT_FOUND', WORDS.taxCodeNotFound, 'info.eInvoiceInfo.receiptTaxCode');
        }
        invoice = { ...invoice, receiptCompanyName: company.company_name, receiptTaxAddress: company.company_address };
      }
      const form = {
        name: info.name as string | undefined,
        phone: info.phone as string | undefined,
        email: info.email as string | null | undefined,
        instructions: (info.instructions ?? info.deliveryInstructions) as string | null | undefined,
        receiverName: info.recipientName as string | null | undefined,
        receiverPhone: info.recipientPhone as string | null | undefined,
        receiverEmail: info.recipientEmail as string | null | undefined,
        customerAddressId: (info.customerAddressId ?? null) as number | null,
        deliveryTo: info.deliveryTo as string | null | undefined,
        pickUpAtStore: flag(info.pickUpAtStore),
        date: servs?.[1] ?? null,
        time: servs?.[2] ?? (typeof info.orderTime === 'string' ? info.orderTime : null),
        paymentMethod: info.emoneyType === undefined || info.emoneyType === null ? null : paymentMethodOf(Number(info.emoneyType)),
        useEinvoice: flag(info.isUseEinvoice),
        taxCode: invoice.receiptTaxCode,
        companyName: invoice.receiptCompanyName,
        companyAddress: invoice.receiptTaxAddress,
        receiptName: invoice.receiptName,
        receiptEmail: invoice.receiptEmail,
      };
      const result = validateCheckout(form, {
        addressManage: settings.addressManage,
        takeaway: settings.takeaway,
        futureDelivery: settings.futureDays > 1,
        loggedIn: customerId !== null,
        einvoiceType: settings.einvoiceType,
      });
      if (!result.valid) {
        const [field, error] = Object.entries(result.errors)[0] as [CheckoutField, CheckoutErrorKey];
        const path = `info.${FORM_FIELD_PATHS[field] ?? field}`;
        throw new ApiError(400, 'VALIDATION_ERROR', WORDS.checkoutField[error], path, { errors: result.errors, reason: error });
      }
      const note = typeof info.deliveryNote === 'string' ? info.deliveryNote.trim() : '';
      return {
        phone: result.phone,
        receiverPhone: result.receiverPhone,
        eInvoiceInfo: wantsInvoice ? invoice : null,
        deliveryNote: settings.addressInput && !form.pickUpAtStore && note !== '' ? note : null,
      };
    },
  };
}


/** The checkout at one catalogue version. */
export type CheckoutAt = ReturnType<typeof checkoutAt>;

export function createCheckout(db: Queryable, overrides: OverridesOfRequest, drivingMetres: DrivingMetres = estimatedDriving) {
  const cache = createCatalogueCache(db, overrides);
  const at = (kept: CatalogueSnapshot) => checkoutAt(db, kept, drivingMetres, overrides);
  /** The checkout at the database's current catalogue version (one version query). */
  const current = async () => at(await cache.snapshot());
  return {
    at,
    /** A snapshot of the catalogue cache, for a request that makes several checkout reads at one version. */
    snapshot: () => cache.snapshot(),
    /** The checkout's settings read now, outside any catalogue snapshot. */
    settings: () => readCheckoutSettings(db, overrides),
    storeOf: async (info: OrderInfo) => (await current()).storeOf(info),
    price: async (...args: Parameters<CheckoutAt['price']>) => (await current()).price(...args),
    deliveryQuote: async (...args: Parameters<CheckoutAt['deliveryQuote']>) => (await current()).deliveryQuote(...args),
    checkForm: async (...args: Parameters<CheckoutAt['checkForm']>) => (await current()).checkForm(...args),
  };
}

export type Checkout = ReturnType<typeof createCheckout>;
