/** Promotions for checkout: rules for the engine in domain/promotions.ts, views for the contract, usage. */
import { Temporal } from 'temporal-polyfill';
import { TIME_ZONE } from '../../domain/constants';
import { imageLinkOrNull } from '../../domain/image-link';
import { entitlementRefusal, type PromotionCheck, type PromotionRule, type PromotionUse } from '../../domain/promotions';
import type { components } from '../../openapi/schema';
import { ApiError } from '../api-error';
import { WORDS } from '../words';
import type { Queryable } from '../db/database';
import type { Locale } from '../db/seed-data/types';

type PromotionView = components['schemas']['Promotion'];

interface PromotionRow {
  id: number;
  code: string;
  name: string;
  summary: string | null;
  detail: string | null;
  /** name, summary and detail by language (vi, en, ja); null for a promotion added without translations */
  names: Partial<Record<Locale, string>> | null;
  summaries: Partial<Record<Locale, string>> | null;
  details: Partial<Record<Locale, string>> | null;
  image: string | null;
  pmt_type: PromotionRule['pmt_type'];
  pmt_on: PromotionRule['pmt_on'];
  value: number;
  limit: number;
  is_stacked: boolean;
  item_by_item: boolean;
  condition_items: string[];
  apply_items: string[];
  minimum_total: number;
  trade_by_value: number;
  point: number;
  quantity: number;
  limit_on_customer: number;
  limit_per_day: number;
  expired_date_from: Date | string | null;
  expired_date_to: Date | string | null;
  store_codes: string[];
  ticket_quantity: number | null;
  ticket_expired_to: Date | string | null;
  used_total: number;
  used_today: number;
  used_by_customer: number;
  /** A member's open offer: a home banner advertises the promotion (see {@link openOffer}). */
  open_offer: boolean;
  [key: string]: unknown;
}

/** 'YYYY-MM-DD HH:mm' at UTC+7 (SPEC §9 promotion dates). */
export function promotionDate(value: Date | string | null): string | null {
  if (value === null) return null;
  const local = Temporal.Instant.from(new Date(value).toISOString()).toZonedDateTimeISO(TIME_ZONE);
  return `${local.toPlainDate().toString()} ${local.toPlainTime().toString().slice(0, 5)}`;
}

function startOfBusinessDay(now: Temporal.Instant): string {
  return now.toZonedDateTimeISO(TIME_ZONE).startOfDay().toInstant().toString();
}

/**
 * A promotion that a home banner advertises is an open offer: the banner promises it to everyone, so every member
 * may use it without holding a ticket, within its limits per customer, per day and in quantity. A guest, who has no
 * account to count those limits on, is not offered it ($1 is 0 for a guest).
 */
const openOffer = `($1::int > 0 and exists (select 1 from banner b where b.promotion_code = p.code))`;

// $1 the customer (0 for a guest, who owns nothing), $2 the start of the business day
const select = `select p.*, cp.ticket_quantity, cp.ticket_expired_to, ${openOffer} as open_offer,
    (select coalesce(sum(u.quantity), 0)::int from promotion_usage u where u.promotion_id = p.id) as used_total,
    (select coalesce(sum(u.quantity), 0)::int from promotion_usage u
      where u.promotion_id = p.id and u.customer_id = $1 and u.used_at >= $2) as used_today,
    (select coalesce(sum(u.quantity), 0)::int from promotion_usage u where u.promotion_id = p.id and u.customer_id = $1) as used_by_customer
  from promotion p left join customer_promotion cp on cp.promotion_id = p.id and cp.customer_id = $1`;

/** Tickets the customer can still use: none once the ticket itself has expired. */
function ticketsLeft(row: PromotionRow, now?: Temporal.Instant): number | null {
  // an open offer needs no ticket: only its limits count
  if (row.open_offer) return null;
  if (row.ticket_quantity === null) return 0;
  if (now && row.ticket_expired_to !== null && new Date(row.ticket_expired_to).getTime() < now.epochMilliseconds) return 0;
  return row.ticket_quantity;
}

/**
 * The 409 of a promotion that cannot apply: it names the promotion and the reason code, which the
 * app words in the customer's language. `field` is where the order named the promotion.
 */
export function promotionRefused(refusal: Extract<PromotionCheck, { valid: false }>, field = 'ticket_used.promotions') {
  return new ApiError(409, 'INVALID_ORDER', WORDS.promotionCannotApply(refusal.promotion_name ?? String(refusal.promotion_id)), field, {
    changed_items: [],
    promotion: { promotion_id: refusal.promotion_id, promotion_name: refusal.promotion_name, reason: refusal.reason },
  });
}

/**
 * A promotion text in `locale`: its translation, else the Japanese one (the app's fallback language), else the
 * Vietnamese source text of the row; with no locale, the source text.
 */
function inLanguage(texts: Partial<Record<Locale, string>> | null, source: string | null, locale?: Locale): string | null {
  if (!locale || !texts) return source;
  return texts[locale] || texts.ja || source;
}

export function ruleOf(row: PromotionRow, now?: Temporal.Instant, locale?: Locale): PromotionRule {
  return {
    id: row.id,
    name: inLanguage(row.names, row.name, locale) ?? row.name,
    pmt_type: row.pmt_type,
    pmt_on: row.pmt_on,
    value: row.value,
    limit: row.limit,
    is_stacked: row.is_stacked,
    item_by_item: row.item_by_item,
    condition_items: row.condition_items,
    apply_items: row.apply_items,
    minimum_total: row.minimum_total,
    // a promotion is used from the customer's tickets, unless it is a member's open offer; a guest owns none
    ticket_quanlity: ticketsLeft(row, now),
    limit_per_day: row.limit_per_day,
    used_today: row.used_today,
    limit_on_customer: row.limit_on_customer,
    used_by_customer: row.used_by_customer,
    remaining: row.quantity > 0 ? Math.max(0, row.quantity - row.used_total) : null,
    expired_date_from: promotionDate(row.expired_date_from),
    expired_date_to: promotionDate(row.expired_date_to),
    store_codes: row.store_codes,
  };
}

/** The contract's Promotion, its name, summary and detail in `locale` (the request's language). */
export function promotionView(row: PromotionRow, locale: Locale): PromotionView {
  const selected = (codes: string[]) => ({ selectedItems: codes.map((menucd) => ({ menucd })) });
  const image = imageLinkOrNull(row.image);
  return {
    id: row.id,
    code: row.code,
    name: inLanguage(row.names, row.name, locale) ?? row.name,
    summary: inLanguage(row.summaries, row.summary, locale),
    detail: inLanguage(row.details, row.detail, locale),
    image: image ? { full_original_url: image } : null,
    image_url: image ? [image] : [],
    pmt_type: row.pmt_type,
    pmt_on: row.pmt_on,
    pmt_type_detail: null,
    value: row.value,
    limit: row.limit,
    is_stacked: row.is_stacked,
    item_by_item: row.item_by_item,
    condition_items: selected(row.condition_items),
    apply_items: selected(row.apply_items),
    trade_by_value: row.trade_by_value,
    point: row.point,
    minimum_total: row.minimum_total,
    quantity: row.quantity,
    remaining: Math.max(0, row.quantity - row.used_total),
    limit_on_customer: row.limit_on_customer,
    limit_per_day: row.limit_per_day,
    expired_date_from: promotionDate(row.expired_date_from),
    expired_date_to: promotionDate(row.expired_date_to),
    ticket_expired_to: promotionDate(row.ticket_expired_to),
    ticket_quanlity: row.ticket_quantity ?? 0,
    open_offer: row.open_offer === true,
    used_today: row.used_today,
    promotion_stores: row.store_codes.map((code) => ({ name: code, store_code: code })),
  };
}

export function createPromotions(db: Queryable) {
  return {
    /** Rules of the given promotions as the customer (or a guest, null) may use them now; names in `locale` when given. */
    async rules(customerId: number | null, ids: number[], now: Temporal.Instant, locale?: Locale) {
      if (ids.length === 0) return new Map<number, PromotionRule>();
      const rows = await db.query<PromotionRow>(`${select} where p.id = any($3::int[])`, [customerId ?? 0, startOfBusinessDay(now), ids]);
      return new Map(rows.map((row) => [row.id, ruleOf(row, now, locale)]));
    },

    /** The customer's promotions: owned (tickets left, valid), used (by their orders) or expired. */
    async mine(customerId: number, status: 'owned' | 'used' | 'expired', now: Temporal.Instant, locale: Locale) {
      const at = now.toString();
      const filter = {
        // open offers are listed even when the customer's limits are used up, so that checkout says why they cannot apply
        owned: `(cp.customer_id is not null and cp.ticket_quantity > 0 and (p.expired_date_to is null or p.expired_date_to >= $3)
                and (cp.ticket_expired_to is null or cp.ticket_expired_to >= $3))
                or (${openOffer} and (p.expired_date_from is null or p.expired_date_from <= $3)
                and (p.expired_date_to is null or p.expired_date_to >= $3))`,
        used: `exists (select 1 from promotion_usage u join delivery_order o on o.id = u.order_id
                where u.promotion_id = p.id and o.cus_id = $1 and $3::timestamptz is not null)`,
        expired: `cp.customer_id is not null and (p.expired_date_to < $3 or cp.ticket_expired_to < $3)`,
      }[status];
      const rows = await db.query<PromotionRow>(`${select} where ${filter} order by p.id`, [customerId, startOfBusinessDay(now), at]);
      return rows.map((row) => ({ ...promotionView(row, locale), used_quantity: row.used_by_customer }));
    },

    /**
     * Uses the promotions of a confirmed order, inside its transaction: each promotion's row is
     * locked, so that concurrent orders count the uses one after the other; the customer's
     * entitlement is checked again on those counts (a ticket per use, per day and per customer
     * limits, the remaining quantity), the tickets are consumed and the use is recorded.
     * Throws the 409 of the first promotion that cannot be used; the transaction then rolls back.
     */
    async consume(tx: Queryable, order: { orderId: number; customerId: number | null }, uses: readonly PromotionUse[], now: Temporal.Instant) {
      const used = uses.filter((u) => u.quantity > 0);
      // locked in one order (by id), so that two orders using the same promotions never wait on each other
      await tx.query('select id from promotion where id = any($1::int[]) order by id for update', [used.map((u) => u.promotion_id)]);
      for (const use of used) {
        const [row] = await tx.query<PromotionRow>(`${select} where p.id = $3`, [order.customerId ?? 0, startOfBusinessDay(now), use.promotion_id]);
        const reason = row ? entitlementRefusal(ruleOf(row, now), use.quantity) : 'not_found';
        if (reason) throw promotionRefused({ valid: false, promotion_id: use.promotion_id, promotion_name: row?.name ?? null, reason });
        // an open offer is used without a ticket, so a ticket the customer also holds is kept for later
        if (!row!.open_offer) await tx.query('update customer_promotion set ticket_quantity = ticket_quantity - $3 where customer_id = $1 and promotion_id = $2', [
          order.customerId,
          use.promotion_id,
          use.quantity,
        ]);
        await tx.query(
          `insert into promotion_usage (order_id, promotion_id, customer_id, quantity, discount_amount, menucd, used_at)
           values ($1, $2, $3, $4, $5, $6, $7)`,
          [order.orderId, use.promotion_id, order.customerId, use.quantity, use.discount_amount, use.menucd ?? null, now.toString()],
        );
      }
    },

    /** The uses the server recorded for an order at its confirmation. */
    async usageOf(orderId: number): Promise<PromotionUse[]> {
      return db.query<PromotionUse & Record<string, unknown>>(
        'select promotion_id, quantity, discount_amount, menucd from promotion_usage where order_id = $1 order by promotion_id',
        [orderId],
      );
    },
  };
}
