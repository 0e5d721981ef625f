/**
 * Promotion engine (SPEC §4 "Promotions", §5 "Promotions"): which promotions apply to a cart,
 * how the apply quantity steps, and the discounts they give. Pure: the checkout screen and the
 * server (check-apply, update-delivery-info) use the same rules.
 */
import { Temporal } from 'temporal-polyfill';
import { moneyBreakdown, type MoneyBreakdown } from './breakdown';
import type { CartLine } from './cart-line';
import { TIME_ZONE } from './constants';
import { toBusinessTime, type Now } from './time-slots';

export type PromotionType = 'percent_discount' | 'money_discount' | 'cash_voucher' | 'free_point';
export type PromotionTarget = 'bill' | 'item' | 'event' | 'feeship';

/** What the engine needs to know of a promotion (SPEC §3 "Promotion"). */
export interface PromotionRule {
  id: number;
  name: string;
  pmt_type: PromotionType;
  pmt_on: PromotionTarget;
  /** Percent for percent_discount, dong otherwise (per voucher for cash_voucher). */
  value: number;
  /** Maximum discount in dong; 0 unlimited. */
  limit: number;
  is_stacked: boolean;
  item_by_item: boolean;
  /** menucd of the condition items (item_by_item). */
  condition_items?: readonly string[];
  /** menucd of the items the discount applies to; empty means any item. */
  apply_items?: readonly string[];
  /** Minimum subtotal; 0 none. */
  minimum_total?: number;
  /** Tickets the customer owns; each use consumes one (a voucher step one each). Undefined or null: not limited by tickets. */
  ticket_quanlity?: number | null;
  /** Uses per business day by one customer; 0 unlimited. */
  limit_per_day?: number;
  /** The customer's uses recorded today (for limit_per_day). */
  used_today?: number;
  /** Uses in all by one customer; 0 unlimited. */
  limit_on_customer?: number;
  /** The customer's uses recorded so far (for limit_on_customer). */
  used_by_customer?: number;
  /** Uses left of the promotion's total quantity, across all customers; undefined or null: unlimited. */
  remaining?: number | null;
  /** 'YYYY-MM-DD HH:mm' at UTC+7 */
  expired_date_from?: string | null;
  expired_date_to?: string | null;
  /** Store codes where it applies; empty or missing means every store. */
  store_codes?: readonly string[];
}

/** A promotion chosen in the cart with its apply quantity. */
export interface AppliedPromotion {
  promotion_id: number;
  quantity: number;
}

/** Why a promotion cannot apply; the client localizes the code. */
export type PromotionReason =
  | 'not_found'
  | 'not_started'
  | 'expired'
  | 'store_not_eligible'
  | 'minimum_total'
  | 'no_qualifying_item'
  | 'condition_item_missing'
  | 'condition_quantity'
  | 'ticket_quantity'
  | 'not_owned'
  | 'limit_per_day'
  | 'limit_on_customer'
  | 'no_remaining'
  | 'not_stackable';

/** Whether the apply quantity steps (vouchers) or toggles between 0 and 1. */
export const isVoucher = (rule: Pick<PromotionRule, 'pmt_type'>) => rule.pmt_type === 'cash_voucher';

type Entitlement = Pick<PromotionRule, 'ticket_quanlity' | 'limit_per_day' | 'used_today' | 'limit_on_customer' | 'used_by_customer' | 'remaining'>;

const left = (limit: number | undefined, used: number | undefined) => (limit && limit > 0 ? Math.max(0, limit - (used ?? 0)) : Number.POSITIVE_INFINITY);

/** How many uses the customer's entitlement allows now: tickets, per-day and per-customer limits, the promotion's remaining quantity. */
export function usesLeft(rule: Entitlement): number {
  const tickets = rule.ticket_quanlity ?? Number.POSITIVE_INFINITY;
  const remaining = rule.remaining ?? Number.POSITIVE_INFINITY;
  const max = Math.min(tickets, remaining, left(rule.limit_per_day, rule.used_today), left(rule.limit_on_customer, rule.used_by_customer));
  return Number.isFinite(max) ? Math.max(0, Math.trunc(max)) : Number.MAX_SAFE_INTEGER;
}

/**
 * Why the customer may not use a promotion `quantity` times, or null: a ticket for each use
 * (none owned: not_owned), the customer's uses today and in all, and the promotion's remaining
 * quantity. The server runs it again on locked counts when it records the use.
 */
export function entitlementRefusal(rule: Entitlement, quantity: number): PromotionReason | null {
  if (rule.ticket_quanlity !== undefined && rule.ticket_quanlity !== null && quantity > rule.ticket_quanlity) {
    return rule.ticket_quanlity <= 0 ? 'not_owned' : 'ticket_quantity';
  }
  if (rule.remaining !== undefined && rule.remaining !== null && quantity > rule.remaining) return 'no_remaining';
  if (quantity > left(rule.limit_per_day, rule.used_today)) return 'limit_per_day';
  if (quantity > left(rule.limit_on_customer, rule.used_by_customer)) return 'limit_on_customer';
  return null;
}

/** The largest apply quantity: at most 1 for a toggle, and never more than {@link usesLeft}. */
export function maxApplyQuantity(rule: PromotionRule): number {
  const max = usesLeft(rule);
  return isVoucher(rule) ? max : Math.min(1, max);
}

const quantityOf = (applied: readonly AppliedPromotion[], id: number) => applied.find((a) => a.promotion_id === id)?.quantity ?? 0;

function withQuantity(applied: readonly AppliedPromotion[], id: number, quantity: number): AppliedPromotion[] {
  const rest = applied.filter((a) => a.promotion_id !== id);
  return quantity > 0 ? [...rest, { promotion_id: id, quantity }] : rest;
}

/**
 * Applies or removes a promotion by pressing its apply control:
 * - item, bill and free point promotions toggle their quantity between 0 and 1;
 * - a voucher steps up by one (use {@link stepVoucher} to step down);
 * - applying a bill discount keeps only the already-applied promotions that are stackable.
 */
export function applyPromotion(
  applied: readonly AppliedPromotion[],
  rule: PromotionRule,
  rules: ReadonlyMap<number, PromotionRule>,
): AppliedPromotion[] {
  if (isVoucher(rule)) return stepVoucher(applied, rule, 1);
  if (quantityOf(applied, rule.id) > 0) return withQuantity(applied, rule.id, 0);
  const kept = rule.pmt_on === 'bill' ? applied.filter((a) => rules.get(a.promotion_id)?.is_stacked === true) : applied;
  return withQuantity(kept, rule.id, 1);
}

/** Steps a voucher's quantity by `delta`, within 0 and {@link maxApplyQuantity}; 0 removes it. */
export function stepVoucher(applied: readonly AppliedPromotion[], rule: PromotionRule, delta: number): AppliedPromotion[] {
  const next = Math.min(maxApplyQuantity(rule), Math.max(0, quantityOf(applied, rule.id) + Math.trunc(delta)));
  return withQuantity(applied, rule.id, next);
}

/** Revert clears every applied promotion. */
export function revertPromotions(): AppliedPromotion[] {
  return [];
}

/** Parses 'YYYY-MM-DD HH:mm' (UTC+7) into an instant; null when missing or malformed. */
function instantOf(value: string | null | undefined): Temporal.Instant | null {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}:\d{2})/.exec(value?.trim() ?? '');
  if (!match) return null;
  return Temporal.PlainDateTime.from(`${match[1]}T${match[2]}`).toZonedDateTime(TIME_ZONE).toInstant();
}

/** The state of a cart while promotions are applied in order. */
interface Work {
  lines: CartLine[];
  subTotal: number;
  itemDiscount: number;
  billDiscount: number;
}

const available = (lines: readonly CartLine[]) => lines.filter((l) => l.active_flag);

function quantityInCart(lines: readonly CartLine[], menucd: string): number {
  return available(lines).reduce((sum, l) => (l.menucd === menucd ? sum + l.quantity : sum), 0);
}

/**
 * The line an item promotion discounts and how many of its units may be discounted, or the
 * reason none qualifies. When the dish is its own condition (item-by-item, no other condition
 * dish in the cart), one unit of it is the condition and is never discounted.
 */
function targetLine(rule: PromotionRule, lines: readonly CartLine[]): { index: number; units: number } | { reason: PromotionReason } {
  const targets = rule.apply_items ?? [];
  const conditions = rule.condition_items ?? [];
  if (rule.item_by_item) {
    if (conditions.length > 0 && !conditions.some((c) => quantityInCart(lines, c) > 0)) return { reason: 'condition_item_missing' };
  }
  let reason: PromotionReason = 'no_qualifying_item';
  for (const [index, line] of lines.entries()) {
    if (!line.active_flag) continue;
    if (targets.length > 0 && !targets.includes(line.menucd)) continue;
    if (line.promotionId !== undefined && line.promotionId !== null && line.promotionId !== '') continue;
    if (rule.item_by_item && conditions.includes(line.menucd)) {
      const otherCondition = conditions.some((c) => c !== line.menucd && quantityInCart(lines, c) > 0);
      if (!otherCondition) {
        const beyondCondition = quantityInCart(lines, line.menucd) - 1;
        if (beyondCondition < 1) {
          reason = 'condition_quantity';
          continue;
        }
        return { index, units: Math.min(line.quantity, beyondCondition) };
      }
    }
    return { index, units: line.quantity };
  }
  return { reason };
}

/**
 * Why a promotion cannot apply to the cart now with `quantity`, or null when it can:
 * validity dates, store, minimum subtotal, tickets and daily limit (vouchers), and for item
 * promotions a qualifying line without a promotion (item-by-item: a condition item in the
 * cart, and a target that is also a condition item needs a quantity of at least 2).
 */
export function promotionRefusal(
  rule: PromotionRule,
  cart: { lines: readonly CartLine[]; storeCode?: string | null },
  now: Now,
  quantity = 1,
): PromotionReason | null {
  const at = toBusinessTime(now).toInstant();
  const from = instantOf(rule.expired_date_from);
  const to = instantOf(rule.expired_date_to);
  if (from && Temporal.Instant.compare(at, from) < 0) return 'not_started';
  if (to && Temporal.Instant.compare(at, to) > 0) return 'expired';
  if (rule.store_codes && rule.store_codes.length > 0 && cart.storeCode && !rule.store_codes.includes(cart.storeCode)) {
    return 'store_not_eligible';
  }
  const subTotal = available(cart.lines).reduce((sum, l) => sum + l.amount, 0);
  if ((rule.minimum_total ?? 0) > 0 && subTotal < (rule.minimum_total ?? 0)) return 'minimum_total';
  const entitlement = entitlementRefusal(rule, isVoucher(rule) ? quantity : 1);
  if (entitlement) return entitlement;
  if (rule.pmt_on === 'item') {
    const target = targetLine(rule, cart.lines);
    if ('reason' in target) return target.reason;
  }
  return null;
}

/** The discount of one application of a rule to an amount: percent capped by limit, money never above the amount. */
export function discountOf(rule: Pick<PromotionRule, 'pmt_type' | 'value' | 'limit'>, amount: number, quantity = 1): number {
  const base = Math.max(0, Math.trunc(amount));
  let discount: number;
  if (rule.pmt_type === 'percent_discount') {
    discount = Math.floor((base * Math.min(100, Math.max(0, rule.value))) / 100);
    if (rule.limit > 0) discount = Math.min(discount, rule.limit);
  } else if (rule.pmt_type === 'money_discount' || rule.pmt_type === 'cash_voucher') {
    discount = Math.max(0, Math.trunc(rule.value)) * Math.max(0, quantity);
    if (rule.limit > 0) discount = Math.min(discount, rule.limit * (rule.pmt_type === 'cash_voucher' ? Math.max(1, quantity) : 1));
  } else {
    discount = 0;
  }
  return Math.min(base, Math.max(0, discount));
}

/** One promotion's part of the discounts (the ticket_used entry of update-delivery-info). */
export interface PromotionUse {
  promotion_id: number;
  quantity: number;
  discount_amount: number;
  menucd: string | null;
}

/** Result of {@link computeDiscounts}. */
export interface DiscountedTotals {
  lines: CartLine[];
  uses: PromotionUse[];
  /** Promotions that could not apply, with the reason. */
  refused: { promotion_id: number; reason: PromotionReason }[];
  itemDiscount: number;
  billDiscount: number;
  feeshipDiscount: number;
  /** Subtotal after item and bill discounts (>= 0). */
  subTotal: number;
  /** Outside VAT scaled down with the subtotal (>= 0). */
  vat: number;
  /** subTotal + vat (>= 0). */
  total: number;
  /** Delivery fee after the fee discount (>= 0). */
  deliveryFee: number;
  /** total + deliveryFee. */
  totalWithFee: number;
  /** The figures the customer reads; they add up to totalWithFee. */
  breakdown: MoneyBreakdown;
}

const ORDER: Record<PromotionTarget, number> = { item: 0, bill: 1, event: 1, feeship: 2 };

/**
 * Applies the chosen promotions to priced lines: item promotions first (each on one qualifying
 * line without a promotion, which then carries its promotionId and itemDiscountAmount), then
 * bill and event promotions (percent of the subtotal capped by limit, money and vouchers never
 * above what is left of the bill), then fee promotions (never above the fee). Free point
 * promotions give no money. Promotions that cannot apply are listed in `refused`.
 * Item promotions discount units of the target dish at the dish's own price (toppings are not
 * discounted). The figures come from {@link moneyBreakdown}.
 */
export function computeDiscounts(
  pricedLines: readonly CartLine[],
  applied: readonly AppliedPromotion[],
  rules: ReadonlyMap<number, PromotionRule>,
  options: { deliveryFee: number; now: Now; storeCode?: string | null },
): DiscountedTotals {
  const lines = pricedLines.map((l) => ({ ...l, promotionId: null, itemDiscountAmount: 0, billDiscountAmount: 0 }));
  const live = available(lines);
  const subTotal = live.reduce((sum, l) => sum + l.amount, 0);
  const vat = live.reduce((sum, l) => sum + l.vat, 0);
  const work: Work = { lines, subTotal, itemDiscount: 0, billDiscount: 0 };
  const fee = live.length > 0 ? Math.max(0, Math.trunc(options.deliveryFee)) : 0;
  let feeshipDiscount = 0;
  const uses: PromotionUse[] = [];
  const refused: DiscountedTotals['refused'] = [];
  const chosen = applied
    .filter((a) => a.quantity > 0)
    .map((a) => ({ a, rule: rules.get(a.promotion_id) }))
    .sort((x, y) => (x.rule ? ORDER[x.rule.pmt_on] : 9) - (y.rule ? ORDER[y.rule.pmt_on] : 9));
  for (const { a, rule } of chosen) {
    if (!rule) {
      refused.push({ promotion_id: a.promotion_id, reason: 'not_found' });
      continue;
    }
    const quantity = isVoucher(rule) ? a.quantity : 1;
    const reason = promotionRefusal(rule, { lines: work.lines, storeCode: options.storeCode }, options.now, quantity);
    if (reason) {
      refused.push({ promotion_id: rule.id, reason });
      continue;
    }
    if (rule.pmt_on === 'item') {
      const target = targetLine(rule, work.lines);
      if ('reason' in target) continue;
      const line = work.lines[target.index];
      const units = Math.min(target.units, quantity);
      const left = Math.max(0, work.subTotal - work.itemDiscount - work.billDiscount);
      const amount = Math.min(left, discountOf(rule, line.price * units, units));
      work.lines[target.index] = { ...line, promotionId: rule.id, itemDiscountAmount: amount };
      work.itemDiscount += amount;
      uses.push({ promotion_id: rule.id, quantity, discount_amount: amount, menucd: line.menucd });
    } else if (rule.pmt_on === 'feeship') {
      const amount = Math.min(fee - feeshipDiscount, discountOf(rule, fee, quantity));
      feeshipDiscount += amount;
      uses.push({ promotion_id: rule.id, quantity, discount_amount: amount, menucd: null });
    } else {
      const left = Math.max(0, work.subTotal - work.itemDiscount - work.billDiscount);
      const base = rule.pmt_type === 'percent_discount' ? work.subTotal : left;
      const amount = Math.min(left, discountOf(rule, base, quantity));
      work.billDiscount += amount;
      uses.push({ promotion_id: rule.id, quantity, discount_amount: amount, menucd: null });
    }
  }
  const breakdown = moneyBreakdown({
    subTotal,
    vat,
    includedVat: live.reduce((sum, l) => sum + l.includedVat, 0),
    deliveryFee: fee,
    itemDiscount: work.itemDiscount,
    billDiscount: work.billDiscount,
    feeDiscount: feeshipDiscount,
  });
  const deliveryFee = breakdown.deliveryFee - breakdown.feeDiscount;
  return {
    lines: work.lines,
    uses,
    refused,
    itemDiscount: breakdown.itemDiscount,
    billDiscount: breakdown.billDiscount,
    feeshipDiscount: breakdown.feeDiscount,
    subTotal: breakdown.subTotal - breakdown.itemDiscount - breakdown.billDiscount,
    vat: breakdown.vat,
    total: breakdown.total - deliveryFee,
    deliveryFee,
    totalWithFee: breakdown.total,
    breakdown,
  };
}

/** Result of {@link checkPromotions}. */
export type PromotionCheck =
  | { valid: true }
  | { valid: false; promotion_id: number; promotion_name: string | null; reason: PromotionReason };

/**
 * check-apply: whether every chosen promotion applies to the cart together. The first that
 * cannot apply is reported with its name and reason.
 */
export function checkPromotions(
  pricedLines: readonly CartLine[],
  applied: readonly AppliedPromotion[],
  rules: ReadonlyMap<number, PromotionRule>,
  options: { deliveryFee: number; now: Now; storeCode?: string | null },
): PromotionCheck {
  for (const a of applied) {
    if (a.quantity <= 0) continue;
    const rule = rules.get(a.promotion_id);
    if (rule && !isVoucher(rule) && a.quantity > 1) return { valid: false, promotion_id: rule.id, promotion_name: rule.name, reason: 'ticket_quantity' };
  }
  const chosen = applied.filter((a) => a.quantity > 0).map((a) => rules.get(a.promotion_id));
  // a bill discount keeps only stackable companions
  for (const bill of chosen.filter((r) => r?.pmt_on === 'bill')) {
    const lone = chosen.find((r): r is PromotionRule => r !== undefined && r !== bill && !r.is_stacked);
    if (lone) return { valid: false, promotion_id: lone.id, promotion_name: lone.name, reason: 'not_stackable' };
  }
  const result = computeDiscounts(pricedLines, applied, rules, options);
  const [first] = result.refused;
  if (first) return { valid: false, promotion_id: first.promotion_id, promotion_name: rules.get(first.promotion_id)?.name ?? null, reason: first.reason };
  return { valid: true };
}
