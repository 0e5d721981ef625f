/**
 * Loyalty: the membership profile, point and purchase history, promotions to redeem with
 * points, promotion codes, and event QR codes. The rules are domain/points.ts; this adapts them to the
 * database, with row locks wherever a limit is counted.
 */
import { Temporal } from 'temporal-polyfill';
import { QR_PREFIX_CUSTOMER, QR_PREFIX_PROMOTION, TIME_ZONE } from '../../domain/constants';
import { imageLinkOrNull } from '../../domain/image-link';
import { CANCELLED_STATUSES, DRAFT_STATUSES } from '../../domain/order-status';
import {
  eventCodeOf,
  eventCodeRefusal,
  levelCardImage,
  levelOf,
  nextLevelOf,
  REDEEM_REFUSAL_FIELD,
  redeemCost,
  redeemRefusal,
  type PointKind,
} from '../../domain/points';
import type { components } from '../../openapi/schema';
import { ApiError } from '../api-error';
import { WORDS, type Words } from '../words';
import type { Database, Queryable } from '../db/database';
import type { Locale } from '../db/seed-data/types';
import { orderBreakdown, type OrderInfo } from './orders';
import { recordPoints } from './points';
import { promotionView } from './promotions';

type MembershipProfile = components['schemas']['MembershipProfile'];
type PointHistoryRow = components['schemas']['PointHistoryRow'];
type PaymentHistoryRow = components['schemas']['PaymentHistoryRow'];
type PromotionRow = Parameters<typeof promotionView>[0];

/** Most rows a history answers. */
const HISTORY_LIMIT = 200;

const epochOf = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());
const startOfBusinessDay = (now: Temporal.Instant) => now.toZonedDateTimeISO(TIME_ZONE).startOfDay().toInstant().toString();

/** The words of a point history row in each language. */
const POINT_DETAILS: Record<PointKind, Record<Locale, (subject: string) => string>> = {
  earn: { vi: (no) => `Tích điểm đơn hàng ${no}`, en: (no) => `Points for order ${no}`, ja: (no) => `ご注文 ${no} のポイント` },
  redeem: { vi: (name) => `Đổi điểm: ${name}`, en: (name) => `Redeemed: ${name}`, ja: (name) => `ポイント交換：${name}` },
  adjust: { vi: (no) => `Điều chỉnh điểm ${no}`.trim(), en: (no) => `Points adjusted ${no}`.trim(), ja: (no) => `ポイント調整 ${no}`.trim() },
};

// $1 the customer (0: nobody's tickets). Tickets given out = redeemed with points + granted by code or QR.
const promotionSelect = `select p.*, cp.ticket_quantity, cp.ticket_expired_to,
    ((select coalesce(sum(r.quantity), 0) from promotion_redemption r where r.promotion_id = p.id)
      + (select count(*) from promotion_claim c where c.promotion_id = p.id))::int as used_total,
    0 as used_today, 0 as used_by_customer
  from promotion p left join customer_promotion cp on cp.promotion_id = p.id and cp.customer_id = $1`;

type PromotionView = components['schemas']['Promotion'];

/** The dish names (in `locale`) of the condition and apply items and the names of the stores, for the redeem screen. */
async function withNames(db: Queryable, views: PromotionView[], locale: Locale): Promise<PromotionView[]> {
  const codes = [...new Set(views.flatMap((v) => [...(v.condition_items?.selectedItems ?? []), ...(v.apply_items?.selectedItems ?? [])].map((i) => i.menucd)))];
  const storeCodes = [...new Set(views.flatMap((v) => (v.promotion_stores ?? []).map((s) => s.store_code ?? s.name)))];
  const [dishes, stores] = await Promise.all([
    codes.length ? db.query<{ menucd: string; names: Record<string, string> }>('select menucd, names from menu_item where menucd = any($1::text[])', [codes]) : [],
    storeCodes.length ? db.query<{ code: string; name: string }>('select code, name from store where code = any($1::text[])', [storeCodes]) : [],
  ]);
  const dishName = new Map(dishes.map((d) => [d.menucd, d.names[locale] || d.names.ja || d.menucd]));
  const storeName = new Map(stores.map((s) => [s.code, s.name]));
  const named = (items: PromotionView['apply_items']) => ({
    selectedItems: (items?.selectedItems ?? []).map((item) => ({ ...item, menuname: dishName.get(item.menucd) ?? item.menucd })),
  });
  return views.map((view) => ({
    ...view,
    condition_items: named(view.condition_items),
    apply_items: named(view.apply_items),
    promotion_stores: (view.promotion_stores ?? []).map((store) => ({ ...store, name: storeName.get(store.store_code ?? store.name) ?? store.name })),
  }));
}

/** A refused redeem or claim: 409 naming the field and the reason (NOT_ENOUGH_POINTS for SPEC §8 "Not enough points"). */
function refused(reason: string, field: string, message: Words, details: Record<string, unknown> = {}) {
  const code = reason === 'not_enough_points' ? 'NOT_ENOUGH_POINTS' : 'PROMOTION_NOT_AVAILABLE';
  return new ApiError(409, code, message, field, { reason, ...details });
}

/** Adds one ticket (or `quantity`) of a promotion to what the customer owns. */
async function grantTickets(tx: Queryable, customerId: number, promotionId: number, quantity: number) {
  await tx.query(
    `insert into customer_promotion (customer_id, promotion_id, ticket_quantity) values ($1, $2, $3)
     on conflict (customer_id, promotion_id) do update set ticket_quantity = customer_promotion.ticket_quantity + excluded.ticket_quantity`,
    [customerId, promotionId, quantity],
  );
}

/** Records a grant by code or QR and adds its ticket; false when the customer already has this promotion that way. */
async function claim(tx: Queryable, grant: { customerId: number; promotionId: number; source: 'code' | 'qr'; code: string }, now: Temporal.Instant) {
  const inserted = await tx.query(
    `insert into promotion_claim (customer_id, promotion_id, source, source_code, claimed_at) values ($1, $2, $3, $4, $5)
     on conflict (customer_id, promotion_id, source) do nothing returning customer_id`,
    [grant.customerId, grant.promotionId, grant.source, grant.code, now.toString()],
  );
  if (inserted.length === 0) return false;
  await grantTickets(tx, grant.customerId, grant.promotionId, 1);
  return true;
}

export function createLoyalty(db: Database) {
  async function promotionOf(tx: Queryable, customerId: number, promotionId: number, locale: Locale) {
    const [row] = await tx.query<PromotionRow>(`${promotionSelect} where p.id = $2`, [customerId, promotionId]);
    return promotionView(row, locale);
  }

  return {
    /** The membership card of SPEC §3: points from the customer row (the ledger's sums), the level they reach. */
    async profile(customerId: number, locale: Locale): Promise<MembershipProfile | null> {
      const [row] = await db.query<{
        id: number;
        full_name: string;
        membership_id: string | null;
        member_card: string | null;
        created_at: Date | string;
        total_point: number;
        available_point: number;
        brand_code: string | null;
      }>(
        `select c.id, c.full_name, c.membership_id, c.member_card, c.created_at, c.total_point, c.available_point,
            (select code from brand order by id limit 1) as brand_code
           from customer c where c.id = $1`,
        [customerId],
      );
      if (!row) return null;
      const level = levelOf(row.total_point);
      const next = nextLevelOf(row.total_point);
      return {
        id: row.id,
        member_id: row.membership_id ?? row.member_card ?? String(row.id).padStart(8, '0'),
        full_name: row.full_name,
        created_at: new Date(row.created_at).toISOString(),
        // no avatar is kept (display is not allowed by default)
        avatar: null,
        available_point: row.available_point,
        total_point: row.total_point,
        qr_code: `${QR_PREFIX_CUSTOMER}${row.id}`,
        levels: [
          {
            code: level.code,
            name: level.names[locale],
            threshold: level.threshold,
            scheme: { brands: row.brand_code ? [row.brand_code] : [] },
            images: [{ full_original_url: imageLinkOrNull(levelCardImage(level.code)) }],
          },
        ],
        next_level: next ? { code: next.level.code, name: next.level.names[locale], threshold: next.level.threshold, points_to_go: next.pointsToGo } : null,
      };
    },

    /** The ledger, newest first, each row worded in the customer's language. */
    async pointHistory(customerId: number, locale: Locale): Promise<PointHistoryRow[]> {
      const rows = await db.query<{ id: number; kind: PointKind; points: number; created_at: Date | string; order_no: string | null; promotion_name: string | null }>(
        `select l.id, l.kind, l.points, l.created_at, o.order_no, p.name as promotion_name
           from point_ledger l left join delivery_order o on o.id = l.order_id left join promotion p on p.id = l.promotion_id
          where l.customer_id = $1 order by l.created_at desc, l.id desc limit ${HISTORY_LIMIT}`,
        [customerId],
      );
      return rows.map((row) => ({
        pk: row.id,
        kind: row.kind,
        detail: POINT_DETAILS[row.kind][locale](row.kind === 'redeem' ? (row.promotion_name ?? '') : (row.order_no ?? '')),
        point: row.points,
        time: new Date(row.created_at).toISOString(),
        order_no: row.order_no,
        promotion_name: row.promotion_name,
      }));
    },

    /** Purchases: the customer's sent orders (not drafts, not cancelled), newest first. */
    async paymentHistory(customerId: number): Promise<PaymentHistoryRow[]> {
      const rows = await db.query<{ id: number; order_no: string; created_at: Date | string; info: OrderInfo; status: string }>(
        `select id, order_no, created_at, info, status from delivery_order
          where cus_id = $1 and status <> all($2::text[]) order by created_at desc, id desc limit ${HISTORY_LIMIT}`,
        [customerId, [...DRAFT_STATUSES, ...CANCELLED_STATUSES]],
      );
      return rows.map((row) => ({
        id: row.id,
        invoice_number: row.order_no,
        created_at: new Date(row.created_at).toISOString(),
        total: orderBreakdown(row.info).total,
        status: row.status,
      }));
    },

    /** GET v2/promotion/: the promotions redeemable with points (`trade_by`), the one with a code, else every current one. */
    async list(query: { by?: 'trade_by'; code?: string }, now: Temporal.Instant, locale: Locale) {
      const rows = await db.query<PromotionRow>(
        `${promotionSelect}
          where ($2::text is null or upper(p.code) = upper($2) or upper(p.entry_code) = upper($2))
            and ($3::boolean is false or p.point > 0)
            and ($2::text is not null or p.expired_date_to is null or p.expired_date_to >= $4)
          order by case when $3 then p.point end, p.id`,
        [0, query.code?.trim() || null, query.by === 'trade_by', now.toString()],
      );
      const results = await withNames(db, rows.map((row) => promotionView(row, locale)), locale);
      return { count: results.length, results };
    },

    /**
     * Redeem (POST v2/promotion/{id}/buy/): in one transaction the promotion's row is locked (so that
     * every redeem of it counts the tickets left and the limits one after the other), then the
     * customer's (so that the points are read and spent once); the points are taken through the
     * ledger and the tickets granted.
     */
    async redeem(customerId: number, promotionId: number, quantity: number, now: Temporal.Instant) {
      return db.transaction(async (tx) => {
        const [promotion] = await tx.query<{
          id: number;
          name: string;
          point: number;
          quantity: number;
          limit_on_customer: number;
          limit_per_day: number;
          expired_date_from: Date | string | null;
          expired_date_to: Date | string | null;
        }>('select id, name, point, quantity, limit_on_customer, limit_per_day, expired_date_from, expired_date_to from promotion where id = $1 for update', [
          promotionId,
        ]);
        if (!promotion) throw new ApiError(404, 'NOT_FOUND', WORDS.promotionNotFound, 'id');
        const [customer] = await tx.query<{ available_point: number }>('select available_point from customer where id = $1 for update', [customerId]);
        if (!customer) throw new ApiError(401, 'UNAUTHORIZED', WORDS.sessionExpired);
        const [counts] = await tx.query<{ given: number; by_customer: number; today: number }>(
          `select
              ((select coalesce(sum(quantity), 0) from promotion_redemption where promotion_id = $1)
                + (select count(*) from promotion_claim where promotion_id = $1))::int as given,
              (select coalesce(sum(quantity), 0) from promotion_redemption where promotion_id = $1 and customer_id = $2)::int as by_customer,
              (select coalesce(sum(quantity), 0) from promotion_redemption where promotion_id = $1 and customer_id = $2 and redeemed_at >= $3)::int as today`,
          [promotionId, customerId, startOfBusinessDay(now)],
        );
        const facts = {
          pointCost: promotion.point,
          quantity,
          availablePoints: customer.available_point,
          remaining: promotion.quantity > 0 ? Math.max(0, promotion.quantity - counts.given) : null,
          limitOnCustomer: promotion.limit_on_customer,
          limitPerDay: promotion.limit_per_day,
          redeemedByCustomer: counts.by_customer,
          redeemedToday: counts.today,
          validFrom: epochOf(promotion.expired_date_from),
          validTo: epochOf(promotion.expired_date_to),
          now: now.epochMilliseconds,
        };
        const reason = redeemRefusal(facts);
        if (reason) {
          throw refused(reason, REDEEM_REFUSAL_FIELD[reason], WORDS.redeemRefusal[reason], {
            required_point: redeemCost(facts),
            available_point: customer.available_point,
            remaining: facts.remaining,
          });
        }
        const cost = redeemCost(facts);
        await tx.query('insert into promotion_redemption (customer_id, promotion_id, quantity, points, redeemed_at) values ($1, $2, $3, $4, $5)', [
          customerId,
          promotionId,
          quantity,
          cost,
          now.toString(),
        ]);
        await recordPoints(tx, { customerId, kind: 'redeem', points: -cost, promotionId }, now);
        await grantTickets(tx, customerId, promotionId, quantity);
        return { promotion_id: promotionId, quantity, available_point: customer.available_point - cost };
      });
    },

    /** POST v2/promotion/code/: a typed code grants one ticket of its promotion, once per customer. */
    async enterCode(customerId: number, code: string, now: Temporal.Instant, locale: Locale) {
      return db.transaction(async (tx) => {
        const [promotion] = await tx.query<{ id: number; name: string; quantity: number; expired_date_from: Date | string | null; expired_date_to: Date | string | null; entry_code: string }>(
          'select id, name, quantity, expired_date_from, expired_date_to, entry_code from promotion where upper(entry_code) = upper($1) for update',
          [code.trim()],
        );
        if (!promotion) throw new ApiError(404, 'NOT_FOUND', WORDS.promotionCodeNotFound, 'code');
        const [counts] = await tx.query<{ given: number; claimed: boolean }>(
          `select ((select coalesce(sum(quantity), 0) from promotion_redemption where promotion_id = $1)
                    + (select count(*) from promotion_claim where promotion_id = $1))::int as given,
                  exists (select 1 from promotion_claim where promotion_id = $1 and customer_id = $2 and source = 'code') as claimed`,
          [promotion.id, customerId],
        );
        const reason = eventCodeRefusal({
          exists: true,
          validFrom: epochOf(promotion.expired_date_from),
          validTo: epochOf(promotion.expired_date_to),
          maxClaims: promotion.quantity,
          claims: counts.given,
          claimedByCustomer: counts.claimed,
          now: now.epochMilliseconds,
        });
        if (reason) throw refused(reason, 'code', WORDS.eventCodeRefusal[reason]);
        if (!(await claim(tx, { customerId, promotionId: promotion.id, source: 'code', code: promotion.entry_code }, now))) {
          throw refused('already_claimed', 'code', WORDS.eventCodeRefusal.already_claimed);
        }
        return promotionOf(tx, customerId, promotion.id, locale);
      });
    },

    /** decode-promotion: what a scanned QR is — a customer (cus + id) or an event promotion (pmt + code). */
    async decode(scanned: string, locale: Locale) {
      const text = scanned.trim();
      if (text.toLowerCase().startsWith(QR_PREFIX_CUSTOMER)) {
        return { code_type: 'cus' as const, code_value: text.slice(QR_PREFIX_CUSTOMER.length), promotion: null };
      }
      if (!text.toLowerCase().startsWith(QR_PREFIX_PROMOTION)) {
        throw new ApiError(400, 'VALIDATION_ERROR', WORDS.qrCodeUnknown([QR_PREFIX_CUSTOMER, QR_PREFIX_PROMOTION]), 'code');
      }
      const code = eventCodeOf(text);
      const [event] = code ? await db.query<{ promotion_id: number }>('select promotion_id from event_qrcode where code = $1', [code]) : [];
      if (!code || !event) throw new ApiError(404, 'NOT_FOUND', WORDS.eventCodeNotFound, 'code');
      return { code_type: 'pmt' as const, code_value: code, promotion: await promotionOf(db, 0, event.promotion_id, locale) };
    },

    /**
     * scan-event-qrcode: a valid event code grants its promotion once per customer. The event's row is
     * locked so that its claims are counted one after the other.
     */
    async scanEvent(customerId: number, scanned: string, now: Temporal.Instant): Promise<{ valid: boolean; reason: string | null }> {
      const code = eventCodeOf(scanned);
      if (!code) return { valid: false, reason: 'not_found' };
      return db.transaction(async (tx) => {
        const [event] = await tx.query<{ promotion_id: number; valid_from: Date | string | null; valid_to: Date | string | null; max_claims: number }>(
          'select promotion_id, valid_from, valid_to, max_claims from event_qrcode where code = $1 for update',
          [code],
        );
        const [counts] = event
          ? await tx.query<{ claims: number; claimed: boolean }>(
              `select (select count(*) from promotion_claim where source = 'qr' and source_code = $1)::int as claims,
                      exists (select 1 from promotion_claim where source = 'qr' and promotion_id = $2 and customer_id = $3) as claimed`,
              [code, event.promotion_id, customerId],
            )
          : [{ claims: 0, claimed: false }];
        const reason = eventCodeRefusal({
          exists: Boolean(event),
          validFrom: event ? epochOf(event.valid_from) : null,
          validTo: event ? epochOf(event.valid_to) : null,
          maxClaims: event?.max_claims ?? 0,
          claims: counts.claims,
          claimedByCustomer: counts.claimed,
          now: now.epochMilliseconds,
        });
        if (reason || !event) return { valid: false, reason: reason ?? 'not_found' };
        // two codes of one promotion scanned at once lock different events: the claim's key decides
        if (!(await claim(tx, { customerId, promotionId: event.promotion_id, source: 'qr', code }, now))) return { valid: false, reason: 'already_claimed' };
        return { valid: true, reason: null };
      });
    },

    /** The sandbox's list of event QR codes and entry codes, for QA. */
    async codesForQa() {
      const events = await db.query<{ code: string; name: string; promotion: string; valid_to: Date | string | null; max_claims: number; claims: number }>(
        `select e.code, e.name, p.name as promotion, e.valid_to, e.max_claims,
            (select count(*) from promotion_claim c where c.source = 'qr' and c.source_code = e.code)::int as claims
           from event_qrcode e join promotion p on p.id = e.promotion_id order by e.code`,
      );
      const entryCodes = await db.query<{ entry_code: string; name: string }>('select entry_code, name from promotion where entry_code is not null order by entry_code');
      const redeemable = await db.query<{ id: number; name: string; point: number; quantity: number; limit_on_customer: number; limit_per_day: number }>(
        'select id, name, point, quantity, limit_on_customer, limit_per_day from promotion where point > 0 order by point, id',
      );
      return { events: events.map((e) => ({ ...e, qr_text: `${QR_PREFIX_PROMOTION}${e.code}` })), entryCodes, redeemable };
    },
  };
}

export type Loyalty = ReturnType<typeof createLoyalty>;
