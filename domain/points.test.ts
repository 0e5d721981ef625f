import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  earnedPoints,
  eventCodeOf,
  eventCodeRefusal,
  levelOf,
  MEMBERSHIP_LEVELS,
  nextLevelOf,
  pointBalances,
  redeemRefusal,
  type PointEntry,
  type RedeemFacts,
} from './points';

const facts = (overrides: Partial<RedeemFacts> = {}): RedeemFacts => ({
  pointCost: 200,
  quantity: 1,
  availablePoints: 500,
  remaining: 10,
  limitOnCustomer: 5,
  limitPerDay: 2,
  redeemedByCustomer: 0,
  redeemedToday: 0,
  validFrom: 0,
  validTo: 10_000,
  now: 5_000,
  ...overrides,
});

describe('points', () => {
  it('should earn one point per whole 1,000 ₫ paid for the food, the delivery fee left out', () => {
    expect(earnedPoints({ total: 150_000, deliveryFee: 15_000, feeDiscount: 0 })).toBe(135);
    expect(earnedPoints({ total: 135_999, deliveryFee: 0, feeDiscount: 0 })).toBe(135);
    // a free delivery leaves the whole total to the food
    expect(earnedPoints({ total: 120_000, deliveryFee: 20_000, feeDiscount: 20_000 })).toBe(120);
    expect(earnedPoints({ total: 0, deliveryFee: 15_000, feeDiscount: 0 })).toBe(0);
  });

  it('should derive total and available points from the ledger so that they always reconcile', () => {
    const entry = fc.oneof(
      fc.record({ kind: fc.constant('earn' as const), points: fc.integer({ min: 1, max: 5_000 }) }),
      fc.record({ kind: fc.constant('redeem' as const), points: fc.integer({ min: -5_000, max: -1 }) }),
      fc.record({ kind: fc.constant('adjust' as const), points: fc.integer({ min: -5_000, max: 5_000 }) }),
    );
    fc.assert(
      fc.property(fc.array(entry), (entries: PointEntry[]) => {
        const { total, available } = pointBalances(entries);
        const spent = entries.filter((e) => e.kind === 'redeem').reduce((sum, e) => sum + e.points, 0);
        expect(available).toBe(total + spent);
        expect(pointBalances([...entries].reverse())).toEqual({ total, available });
      }),
    );
    expect(pointBalances([{ kind: 'earn', points: 300 }, { kind: 'redeem', points: -200 }, { kind: 'adjust', points: -50 }])).toEqual({ total: 250, available: 50 });
  });

  it('should place a total in the highest level whose threshold it reaches', () => {
    expect(levelOf(0).code).toBe('member');
    expect(levelOf(499).code).toBe('member');
    expect(levelOf(500).code).toBe('silver');
    expect(levelOf(2_000).code).toBe('gold');
    expect(levelOf(1_000_000).code).toBe('diamond');
    expect(nextLevelOf(450)).toMatchObject({ level: { code: 'silver' }, pointsToGo: 50 });
    expect(nextLevelOf(5_000)).toBeNull();
    for (const level of MEMBERSHIP_LEVELS) expect(Object.values(level.names).every((name) => name.length > 0)).toBe(true);
  });
});

describe('redeem', () => {
  it('should allow a redeem the points and every limit cover', () => {
    expect(redeemRefusal(facts())).toBeNull();
    expect(redeemRefusal(facts({ availablePoints: 200 }))).toBeNull();
  });

  it('should refuse too few points, naming them last so that limits are told first', () => {
    expect(redeemRefusal(facts({ availablePoints: 199 }))).toBe('not_enough_points');
    expect(redeemRefusal(facts({ availablePoints: 300, quantity: 2 }))).toBe('not_enough_points');
    expect(redeemRefusal(facts({ availablePoints: 0, redeemedToday: 2 }))).toBe('daily_limit');
  });

  it('should enforce tickets left, the limit per customer and per day, the dates and the cost', () => {
    expect(redeemRefusal(facts({ pointCost: 0 }))).toBe('not_redeemable');
    expect(redeemRefusal(facts({ now: -1 }))).toBe('not_started');
    expect(redeemRefusal(facts({ now: 10_001 }))).toBe('expired');
    expect(redeemRefusal(facts({ remaining: 0 }))).toBe('sold_out');
    expect(redeemRefusal(facts({ remaining: null, redeemedByCustomer: 5 }))).toBe('customer_limit');
    expect(redeemRefusal(facts({ redeemedToday: 1, quantity: 2, availablePoints: 1_000 }))).toBe('daily_limit');
    expect(redeemRefusal(facts({ limitOnCustomer: 0, limitPerDay: 0, redeemedByCustomer: 99, redeemedToday: 99 }))).toBeNull();
  });
});

describe('event QR codes', () => {
  const base = { exists: true, validFrom: null, validTo: null, maxClaims: 0, claims: 0, claimedByCustomer: false, now: 1 };

  it('should grant once per customer within its dates and claims', () => {
    expect(eventCodeRefusal(base)).toBeNull();
    expect(eventCodeRefusal({ ...base, claimedByCustomer: true })).toBe('already_claimed');
    expect(eventCodeRefusal({ ...base, exists: false })).toBe('not_found');
    expect(eventCodeRefusal({ ...base, validFrom: 2 })).toBe('not_started');
    expect(eventCodeRefusal({ ...base, validTo: 0 })).toBe('expired');
    expect(eventCodeRefusal({ ...base, maxClaims: 3, claims: 3 })).toBe('sold_out');
  });

  it('should read the event code after the pmt prefix, and no code from a customer code', () => {
    expect(eventCodeOf('pmtTET-LIXI')).toBe('TET-LIXI');
    expect(eventCodeOf(' tet-lixi ')).toBe('TET-LIXI');
    expect(eventCodeOf('cus42')).toBeNull();
    expect(eventCodeOf('pmt')).toBeNull();
  });
});
