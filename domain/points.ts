/**
 * Loyalty rules: points earned by a completed order, balances derived from the point
 * ledger, membership levels, and whether a promotion can be redeemed with points.
 * One implementation each, for the server and the app.
 */
import type { MoneyBreakdown } from './breakdown';

/** Dong of food paid per point earned (our decision: 1 point per 1,000 ₫). */
export const DONG_PER_POINT = 1_000;

/**
 * Points a completed order earns: one per whole DONG_PER_POINT of what the customer paid for the
 * food after discounts (the delivery fee after its discount does not earn points).
 * @example earnedPoints({ total: 150_000, deliveryFee: 15_000, feeDiscount: 0 }) // 135
 */
export function earnedPoints(breakdown: Pick<MoneyBreakdown, 'total' | 'deliveryFee' | 'feeDiscount'>): number {
  const paidForFood = breakdown.total - Math.max(0, breakdown.deliveryFee - breakdown.feeDiscount);
  return Math.max(0, Math.floor(paidForFood / DONG_PER_POINT));
}

/** Kinds of point ledger rows: earned by an order, spent on a redeem, or adjusted (an earn given back, a correction). */
export type PointKind = 'earn' | 'redeem' | 'adjust';

export interface PointEntry {
  kind: PointKind;
  /** Signed: earn > 0, redeem < 0, adjust either way. */
  points: number;
}

/**
 * A customer's figures from the ledger: available is the sum of every row; total (what the
 * level is measured by) leaves out what was spent on redeems.
 * @example pointBalances([{ kind: 'earn', points: 300 }, { kind: 'redeem', points: -200 }]) // { total: 300, available: 100 }
 */
export function pointBalances(entries: readonly PointEntry[]): { total: number; available: number } {
  let total = 0;
  let available = 0;
  for (const entry of entries) {
    available += entry.points;
    if (entry.kind !== 'redeem') total += entry.points;
  }
  return { total, available };
}

export type LevelCode = 'member' | 'silver' | 'gold' | 'diamond';

export interface MembershipLevel {
  code: LevelCode;
  /** Total points from which the level holds. */
  threshold: number;
  names: { vi: string; en: string; ja: string };
}

/** Levels by total points (our decision), lowest first. */
export const MEMBERSHIP_LEVELS: readonly MembershipLevel[] = [
  { code: 'member', threshold: 0, names: { vi: 'Thành viên', en: 'Member', ja: 'メンバー' } },
  { code: 'silver', threshold: 500, names: { vi: 'Bạc', en: 'Silver', ja: 'シルバー' } },
  { code: 'gold', threshold: 2_000, names: { vi: 'Vàng', en: 'Gold', ja: 'ゴールド' } },
  { code: 'diamond', threshold: 5_000, names: { vi: 'Kim cương', en: 'Diamond', ja: 'ダイヤモンド' } },
];

/** The level a total of points reaches. */
export function levelOf(totalPoints: number): MembershipLevel {
  let reached = MEMBERSHIP_LEVELS[0];
  for (const level of MEMBERSHIP_LEVELS) if (totalPoints >= level.threshold) reached = level;
  return reached;
}

/** The next level and the points still missing to reach it; null at the top level. */
export function nextLevelOf(totalPoints: number): { level: MembershipLevel; pointsToGo: number } | null {
  const next = MEMBERSHIP_LEVELS.find((level) => level.threshold > totalPoints);
  return next ? { level: next, pointsToGo: next.threshold - totalPoints } : null;
}

/** The card image of a level (drawn by server/db/seed-data/draw-loyalty.ts, shipped as WebP by rasterise.ts). */
export const levelCardImage = (code: LevelCode) => `/media/cards/${code}.webp`;

/** What decides a redeem: the promotion's cost and limits, the customer's points and redeems, the time. */
export interface RedeemFacts {
  /** Points per ticket (0: not redeemable with points). */
  pointCost: number;
  quantity: number;
  availablePoints: number;
  /** Tickets the promotion still has for redeems; null when unlimited. */
  remaining: number | null;
  /** Tickets one customer may redeem in all (0 unlimited) and per business day (0 unlimited). */
  limitOnCustomer: number;
  limitPerDay: number;
  redeemedByCustomer: number;
  redeemedToday: number;
  /** Epoch milliseconds; null bounds are open. */
  validFrom: number | null;
  validTo: number | null;
  now: number;
}

export type RedeemRefusal =
  | 'not_redeemable'
  | 'not_started'
  | 'expired'
  | 'sold_out'
  | 'customer_limit'
  | 'daily_limit'
  | 'not_enough_points';

/** The field of the redeem a refusal names (SPEC §8: "Not enough points" names the points). */
export const REDEEM_REFUSAL_FIELD: Record<RedeemRefusal, string> = {
  not_redeemable: 'id',
  not_started: 'id',
  expired: 'id',
  sold_out: 'quantity',
  customer_limit: 'quantity',
  daily_limit: 'quantity',
  not_enough_points: 'available_point',
};

/** Points a redeem of `quantity` tickets costs. */
export const redeemCost = (facts: Pick<RedeemFacts, 'pointCost' | 'quantity'>) => facts.pointCost * facts.quantity;

/** Whether the customer's available points cover `quantity` tickets (the redeem screen's green figure). */
export function hasEnoughPoints(availablePoints: number, pointCost: number, quantity = 1): boolean {
  return availablePoints >= pointCost * quantity;
}

/**
 * Why a redeem is refused, or null when it may go ahead. Checked in this order: the promotion,
 * its dates, its tickets left, the customer's limits, then the points (the app's red figure).
 */
export function redeemRefusal(facts: RedeemFacts): RedeemRefusal | null {
  if (facts.pointCost <= 0) return 'not_redeemable';
  if (facts.validFrom !== null && facts.now < facts.validFrom) return 'not_started';
  if (facts.validTo !== null && facts.now > facts.validTo) return 'expired';
  if (facts.remaining !== null && facts.quantity > facts.remaining) return 'sold_out';
  if (facts.limitOnCustomer > 0 && facts.redeemedByCustomer + facts.quantity > facts.limitOnCustomer) return 'customer_limit';
  if (facts.limitPerDay > 0 && facts.redeemedToday + facts.quantity > facts.limitPerDay) return 'daily_limit';
  if (!hasEnoughPoints(facts.availablePoints, facts.pointCost, facts.quantity)) return 'not_enough_points';
  return null;
}


/** Why an event QR code grants nothing, or null when it grants its promotion. */
export type EventCodeRefusal = 'not_found' | 'not_started' | 'expired' | 'sold_out' | 'already_claimed';

export interface EventCodeFacts {
  exists: boolean;
  validFrom: number | null;
  validTo: number | null;
  /** Claims the code allows in all (0 unlimited) and has had. */
  maxClaims: number;
  claims: number;
  claimedByCustomer: boolean;
  now: number;
}

export function eventCodeRefusal(facts: EventCodeFacts): EventCodeRefusal | null {
  if (!facts.exists) return 'not_found';
  if (facts.validFrom !== null && facts.now < facts.validFrom) return 'not_started';
  if (facts.validTo !== null && facts.now > facts.validTo) return 'expired';
  if (facts.claimedByCustomer) return 'already_claimed';
  if (facts.maxClaims > 0 && facts.claims >= facts.maxClaims) return 'sold_out';
  return null;
}

/**
 * A scanned promotion QR's text: `pmt` then the event code (SPEC §9 QR prefixes); a bare code is
 * read as the event code too. Null for a customer code or an empty text.
 */
export function eventCodeOf(scanned: string): string | null {
  const text = scanned.trim();
  if (text === '' || /^cus/i.test(text)) return null;
  const code = /^pmt/i.test(text) ? text.slice(3) : text;
  return code === '' ? null : code.toUpperCase();
}
