import type { Temporal } from 'temporal-polyfill';
import { moneyBreakdown, type MoneyBreakdown } from '../../domain/breakdown';
import type { CartLine, ToppingLine } from '../../domain/cart-line';
import { MEISAIKB_MANDATORY_TOPPING, MEISAIKB_MENU, MEISAIKB_OPTIONAL_TOPPING, TIME_ZONE, type TaxType } from '../../domain/constants';
import { imageLinkOrNull, isImageLink } from '../../domain/image-link';
import { cartTotals, priceLine } from '../../domain/totals';
import type { components } from '../../openapi/schema';
import { badRequest } from '../api-error';
import type { Queryable } from '../db/database';
import type { Localized } from '../db/seed-data/types';
import { pick, toLocale } from './catalogue';
import { issueCapability } from './order-access';
import { WORDS } from '../words';

type OrderRecord = components['schemas']['OrderRecord'];
type Food = components['schemas']['Food'];

/** The client-side order (SPEC §3 "Cart / order") as sent in insert-delivery-info's `info`. */
export type OrderInfo = Record<string, unknown>;

/** A row of delivery_order. */
export interface StoredOrder {
  id: number;
  order_no: string;
  status: string;
  payment_status: string | null;
  store_id: number | null;
  tencd: string | null;
  cus_id: number | null;
  lang: string;
  info: OrderInfo;
  foods: unknown[];
  confirmed_at: Date | string | null;
  created_at: Date | string;
  [key: string]: unknown;
}

/** An order with its shipping state, as the read calls answer it. */
interface OrderRow extends StoredOrder {
  shipping_status: string | null;
  shipping_description: string | null;
}

/** The stored order with this id. */
export async function orderRowById(db: Queryable, id: number) {
  const [row] = await db.query<StoredOrder>('select * from delivery_order where id = $1', [id]);
  return row;
}

/** The stored order with this order number. */
export async function orderRowByNo(db: Queryable, orderNo: string) {
  const [row] = await db.query<StoredOrder>('select * from delivery_order where order_no = $1', [orderNo]);
  return row;
}

const text = (value: unknown) => (value === undefined || value === null ? null : String(value));
const money = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? Math.trunc(value) : 0);
const flag = (value: unknown) => value === true || value === 1 || value === '1' || value === 'true';
const wholeOrNull = (value: unknown) => {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isSafeInteger(number) ? number : null;
};
const FOOD_KINDS = [0, 2, 6];
const MAX_INTEGER_COLUMN = 2_147_483_647;
/** A store id the column can hold; an unknown store is left out by the insert itself. */
const storeIdOf = (value: unknown) => {
  const id = wholeOrNull(value);
  return id !== null && id >= 1 && id <= MAX_INTEGER_COLUMN ? id : null;
};

/**
 * A stored line as the contract's Food, or null when it is not one. Lines are read defensively:
 * whatever an older version or a client once stored, a read never fails on it.
 */
export function foodOf(line: unknown): Food | null {
  if (!line || typeof line !== 'object') return null;
  const raw = line as Record<string, unknown>;
  if (typeof raw.menucd !== 'string' || raw.menucd === '') return null;
  const quantity = wholeOrNull(raw.quantity);
  if (quantity === null || quantity < 1) return null;
  const kind = wholeOrNull(raw.meisaikb);
  const food: Food = {
    menucd: raw.menucd,
    menunm: typeof raw.menunm === 'string' ? raw.menunm : raw.menucd,
    price: Math.max(0, wholeOrNull(raw.price) ?? 0),
    quantity,
    meisaikb: (kind !== null && FOOD_KINDS.includes(kind) ? kind : 0) as Food['meisaikb'],
  };
  const optionalText = ['menuid', 'smenucd'] as const;
  for (const key of optionalText)
    if (typeof raw[key] === 'string' || raw[key] === null) (food as Record<string, unknown>)[key] = raw[key];
  // a link stored before the image rule applied to saves (SPEC §5) is shown as none
  if (typeof raw.image === 'string' || raw.image === null) food.image = imageLinkOrNull(raw.image);
  const optionalMoney = ['tankak', 'tankan', 'kingakuk', 'kingakun', 'vat', 'amount'] as const;
  for (const key of optionalMoney) {
    const value = wholeOrNull(raw[key]);
    if (value !== null && value >= 0) food[key] = value;
  }
  const id = wholeOrNull(raw.id);
  if (id !== null) food.id = id;
  if (raw.stuckb === 1 || raw.stuckb === 2) food.stuckb = raw.stuckb;
  if (typeof raw.tax_rate === 'number' && raw.tax_rate >= 0 && raw.tax_rate <= 100) food.tax_rate = raw.tax_rate;
  if (typeof raw.active_flag === 'boolean') food.active_flag = raw.active_flag;
  const promotionId = wholeOrNull(raw.promotionId);
  if (promotionId !== null || raw.promotionId === null) food.promotionId = promotionId;
  return food;
}

/**
 * SPEC §5 where an order saves its lines: a line's image link must end in an image extension (isImageLink); a line
 * without one ('' or null) is fine. Refused with 400 naming the line's field, before anything is stored.
 */
export function refuseBadImageLinks(info: OrderInfo): void {
  for (const [index, line] of (Array.isArray(info.foods) ? info.foods : []).entries()) {
    const image = (line as { image?: unknown } | null)?.image;
    if (typeof image === 'string' && image !== '' && !isImageLink(image)) throw badRequest(WORDS.notImageLink, `info.foods[${index}].image`);
  }
}

/**
 * A stored line and its toppings as the contract's rows: the dish row, then one row per topping
 * (meisaikb 2 or 6) carrying the dish's menuid and its code in smenucd.
 */
export function foodRowsOf(line: unknown): Food[] {
  const dish = foodOf(line);
  if (!dish) return [];
  const toppings = (line as Record<string, unknown>).toppings;
  const rows = (Array.isArray(toppings) ? toppings : []).flatMap((topping): Food[] => {
    const row = foodOf(topping);
    if (!row) return [];
    const kind = row.meisaikb === MEISAIKB_MANDATORY_TOPPING ? MEISAIKB_MANDATORY_TOPPING : MEISAIKB_OPTIONAL_TOPPING;
    return [{ menucd: row.menucd, menunm: row.menunm, price: row.price, quantity: row.quantity, meisaikb: kind, smenucd: dish.menucd, menuid: dish.menuid ?? dish.menucd }];
  });
  return [dish, ...rows];
}

const taxTypeOf = (value: unknown): TaxType => (value === 0 || value === 1 || value === 2 ? value : 2);
const rateOf = (value: unknown) => (typeof value === 'number' && value >= 0 && value <= 100 ? value : 0);

/** A stored line priced again by domain/totals from its own prices, tax types and quantities. */
function pricedLineOf(line: unknown): CartLine | null {
  const dish = foodOf(line);
  if (!dish) return null;
  const raw = line as Record<string, unknown>;
  const toppings = (Array.isArray(raw.toppings) ? raw.toppings : []).flatMap((t): ToppingLine[] => {
    const topping = foodOf(t);
    if (!topping) return [];
    const rawTopping = t as Record<string, unknown>;
    return [
      {
        menucd: topping.menucd,
        menunm: topping.menunm,
        price: topping.price,
        stuckb: taxTypeOf(rawTopping.stuckb ?? raw.stuckb),
        quantity: topping.quantity,
        POSquantity: 0,
        tax_rate: rateOf(rawTopping.tax_rate ?? raw.tax_rate),
        meisaikb: topping.meisaikb === MEISAIKB_MANDATORY_TOPPING ? MEISAIKB_MANDATORY_TOPPING : MEISAIKB_OPTIONAL_TOPPING,
        vat: 0,
        includedVat: 0,
      },
    ];
  });
  return priceLine({
    menucd: dish.menucd,
    menuid: dish.menuid ?? dish.menucd,
    menunm: dish.menunm,
    image: '',
    price: dish.price,
    toppings,
    quantity: dish.quantity,
    stuckb: taxTypeOf(raw.stuckb),
    tax_rate: rateOf(raw.tax_rate),
    meisaikb: MEISAIKB_MENU,
    priceWithTopping: 0,
    amount: 0,
    vat: 0,
    includedVat: 0,
    totalPrice: 0,
    active_flag: raw.active_flag !== false,
    sold_out: raw.active_flag === false,
  });
}

const BREAKDOWN_KEYS = ['subTotal', 'vat', 'includedVat', 'deliveryFee', 'itemDiscount', 'billDiscount', 'feeDiscount', 'total'] as const;

/**
 * The breakdown of a stored order: the one the server computed at confirmation, or, for an order
 * never confirmed (still ordering, or its payment never made), one priced by domain/totals from its
 * stored lines and fee. Only a confirmation stores figures; an unconfirmed order's own sums may be
 * missing (an API client need not send them), and they would read as zeros.
 */
export function orderBreakdown(info: OrderInfo, foods: unknown = info.foods): MoneyBreakdown {
  const stored = info.breakdown as Record<string, unknown> | null | undefined;
  if (stored && BREAKDOWN_KEYS.every((k) => typeof stored[k] === 'number')) {
    return Object.fromEntries(BREAKDOWN_KEYS.map((k) => [k, money(stored[k])])) as unknown as MoneyBreakdown;
  }
  const lines = (Array.isArray(foods) ? foods : []).map(pricedLineOf).filter((line): line is CartLine => line !== null);
  const totals = cartTotals(lines, { deliveryFee: flag(info.pickUpAtStore) ? 0 : money(info.deliveryFee) });
  return moneyBreakdown({
    subTotal: totals.subTotal,
    vat: totals.vat,
    includedVat: totals.includedVat,
    deliveryFee: totals.deliveryFee,
    itemDiscount: money(info.itemDiscountAmount),
    billDiscount: money(info.billDiscountAmount),
    feeDiscount: money(info.amountDiscountFeeship),
  });
}

/** The server's order record (SPEC §3 "Order record") read from a stored order. */
export function orderRecordOf(row: OrderRow): OrderRecord {
  const info = row.info;
  const afterPromotion = (info.afterPromotion ?? {}) as Record<string, unknown>;
  const invoice = (info.eInvoiceInfo ?? {}) as Record<string, unknown>;
  const breakdown = orderBreakdown(info, row.foods);
  return {
    breakdown,
    id: row.id,
    order_no: row.order_no,
    status: row.status as OrderRecord['status'],
    payment_status: row.payment_status as OrderRecord['payment_status'],
    payment_message: text(info.paymentMessage),
    e_money_type: ([0, 1, 2].includes(wholeOrNull(info.emoneyType) ?? -1)
      ? wholeOrNull(info.emoneyType)
      : undefined) as OrderRecord['e_money_type'],
    cus_id: row.cus_id,
    store_id: row.store_id ?? 0,
    tencd: row.tencd ?? '',
    new_store_name: text(info.new_store_name),
    new_store_code: text(info.new_store_code),
    old_store_name: text(info.old_store_name),
    old_order_from: text(info.old_order_from),
    order_from: text(info.orderFrom),
    order_time: text(info.orderTime),
    servs_time: text(info.servsTime),
    isasap: flag(info.isASAP),
    start_time_payment: text(info.start_time_payment),
    start_time_order: text(info.start_time_order),
    start_time_check_out: text(info.start_time_check_out),
    sub_total: money(info.subTotal),
    after_promotion_subtotal: money(afterPromotion.subTotal ?? info.subTotal),
    after_promotion_total: money(afterPromotion.total ?? info.total),
    crm_promotion_amount: breakdown.itemDiscount + breakdown.billDiscount,
    coupon: money(info.coupon),
    vat: breakdown.vat,
    delivery_fee: breakdown.deliveryFee,
    earn_point: money(info.earnPoint),
    name: text(info.name),
    phone: text(info.phone),
    email: text(info.email),
    recipient_name: text(info.recipient_name ?? info.name),
    recipient_phone: text(info.recipient_phone ?? info.phone),
    recipient_email: text(info.recipient_email ?? info.email),
    recipient_address: text(info.recipient_address ?? info.deliveryTo),
    delivery_to: text(info.deliveryTo),
    delivery_address_note: text(info.deliveryNote),
    instructions: text(info.instructions ?? info.deliveryInstructions),
    pick_up_at_store: flag(info.pickUpAtStore),
    is_extract_invoice: flag(info.isUseEinvoice),
    delivery_invoice_tax_code: text(invoice.receiptTaxCode),
    purchasers_name: text(invoice.receiptName),
    purchasers_email: text(invoice.receiptEmail),
    company_name: text(invoice.receiptCompanyName),
    company_address: text(invoice.receiptTaxAddress),
    cancel_reason_code: wholeOrNull(info.cancel_reason_code),
    refund_status: text(info.refund_status) as OrderRecord['refund_status'],
    cash: money(info.cash),
    e_money: money(info.emoney),
    staff_code: text(info.staffCode),
    staff_cmt: text(info.staffcmt),
    lang: row.lang as OrderRecord['lang'],
    customerAddressId: wholeOrNull(info.customerAddressId),
    delivery_place: deliveryPlaceOf(info),
  };
}

/**
 * Where a delivery order goes, as the order keeps it: the place chosen from the suggestions (its id) and
 * its position, so that an open order taken back reaches the checkout. The server prices and checks it
 * again from the place id or the saved address at confirmation; null for pickup or without a position.
 */
function deliveryPlaceOf(info: Record<string, unknown>): OrderRecord['delivery_place'] {
  const location = info.deliveryLocation as { lat?: unknown; lng?: unknown } | null | undefined;
  if (flag(info.pickUpAtStore) || !location || typeof location.lat !== 'number' || typeof location.lng !== 'number') return null;
  const placeId = text(info.deliveryPlaceId);
  return { place_id: placeId, formatted_address: text(info.deliveryTo) ?? '', lat: location.lat, lng: location.lng };
}

const selectOrder = `select o.*, s.status as shipping_status, s.status_description as shipping_description
  from delivery_order o left join delivery_shipping s on s.order_id = o.id`;

/**
 * Orders are stamped with the server's injected clock, not the database's now(), so that the business
 * date in an order number and the row's times follow the clock the rules use (and tests can move it).
 */
export function createOrders(db: Queryable, clock: () => Temporal.Instant) {
  /** The catalogue's names of these dish and topping codes, in one language. */
  async function namesOf(codes: string[], language: string) {
    if (codes.length === 0) return new Map<string, string>();
    const rows = await db.query<{ menucd: string; names: Localized }>(
      `select menucd, names from menu_item where menucd = any($1::text[])
       union all select distinct on (menucd) menucd, names from topping_item where menucd = any($1::text[])`,
      [codes],
    );
    const locale = toLocale(language);
    return new Map(rows.map((row) => [row.menucd, pick(row.names, locale)]));
  }

  /** An order number's first six digits: the business date (YYMMDD in Vietnam) of its creation. */
  const businessDatePrefix = () => clock().toZonedDateTimeISO(TIME_ZONE).toPlainDate().toString().replaceAll('-', '').slice(2);

  async function view(row: OrderRow | undefined, language?: string) {
    if (!row) return undefined;
    const rows = (Array.isArray(row.foods) ? row.foods : []).flatMap(foodRowsOf);
    const names = language ? await namesOf([...new Set(rows.map((food) => food.menucd))], language) : new Map<string, string>();
    return {
      /** Counts the order's changes (migration 024): an order stream's event id. */
      version: Number(row.version ?? 1),
      info: orderRecordOf(row),
      foods: rows.map((food) => ({ ...food, menunm: names.get(food.menucd) || food.menunm })),
      deliveryShippingData: row.shipping_status
        ? {
            status: row.shipping_status as components['schemas']['DeliveryShippingData']['status'],
            status_description: row.shipping_description ?? '',
          }
        : null,
    };
  }

  return {
    async nextOrderNo(): Promise<string> {
      const [row] = await db.query<{ running: string }>("select lpad(nextval('order_no_seq')::text, 6, '0') as running");
      return `${businessDatePrefix()}${row.running}`;
    },

    /**
     * Stores a new order. The server issues its number, starting status, payment status and
     * customer (the token's); a guest order gets a capability, answered once and stored hashed.
     * The number is drawn in the insert itself: one statement per new order.
     */
    async insert(info: OrderInfo, lang: string, owner: { customerId: number | null }) {
      const status = info.status === 'ordering' ? 'ordering' : 'orderStart';
      const guest = owner.customerId === null ? issueCapability() : null;
      const [row] = await db.query<{ id: number; order_no: string }>(
        `with issued as (select $1::text || lpad(nextval('order_no_seq')::text, 6, '0') as order_no)
         insert into delivery_order (order_no, status, payment_status, store_id, tencd, cus_id, lang, info, foods, capability_hash, created_at, updated_at)
         select issued.order_no, $2, null, (select id from store where id = $3), $4, $5, $6, $7::jsonb || jsonb_build_object('orderNo', issued.order_no),
                $8, $9, $10::timestamptz, $10::timestamptz
           from issued
         returning id, order_no`,
        [
          businessDatePrefix(),
          status,
          storeIdOf(info.storeId),
          text(info.tencd ?? info.storeCode),
          owner.customerId,
          lang,
          JSON.stringify({ ...info, customerId: owner.customerId, status }),
          JSON.stringify(Array.isArray(info.foods) ? info.foods : []),
          guest?.hash ?? null,
          clock().toString(),
        ],
      );
      return { id: row.id, orderNo: row.order_no, capability: guest?.capability ?? null };
    },

    /** Merges `patch` into an order's info: times and choices recorded once its lines are fixed. */
    async mergeInfo(orderId: number, patch: OrderInfo, now: Temporal.Instant) {
      await db.query('update delivery_order set info = info || $2::jsonb, updated_at = $3 where id = $1', [orderId, JSON.stringify(patch), now.toString()]);
    },

    /**
     * Replaces an open order's draft: its info (keeping its number and id), its lines and its status, and its
     * language when `lang` is given.
     */
    async saveDraft(order: Pick<StoredOrder, 'id' | 'order_no'>, info: OrderInfo, status: string, lang: string | null, now: Temporal.Instant) {
      await db.query('update delivery_order set info = $2, foods = $3, status = $4, lang = coalesce($5, lang), updated_at = $6 where id = $1', [
        order.id,
        JSON.stringify({ ...info, orderNo: order.order_no, orderId: order.id }),
        JSON.stringify(info.foods ?? []),
        status,
        lang,
        now.toString(),
      ]);
    },

    /** The order with this id; dish and topping names in `language` when given. */
    async byId(id: number, language?: string) {
      const [row] = await db.query<OrderRow>(`${selectOrder} where o.id = $1`, [id]);
      return view(row, language);
    },

    /** The order with this number; dish and topping names in `language` when given. */
    async byOrderNo(orderNo: string, language?: string) {
      const [row] = await db.query<OrderRow>(`${selectOrder} where o.order_no = $1`, [orderNo]);
      return view(row, language);
    },
  };
}
