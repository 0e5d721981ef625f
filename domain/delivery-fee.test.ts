import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DELIVERY_BASE_FEE,
  DELIVERY_RADIUS_METRES,
  MALL_DELIVERY_BASE_FEE,
  MALL_PARKING_FEE,
} from './constants';
import { deliveryFee, deliveryFeeFor, estimatedDeliveryMinutes, isPeak } from './delivery-fee';

const at = (local: string) => Temporal.ZonedDateTime.from(`${local}+07:00[Asia/Ho_Chi_Minh]`);

describe('deliveryFee', () => {
  it('should charge the base fee up to 3 km and 5,500 per further started km', () => {
    expect(deliveryFee(0)).toBe(15_000);
    expect(deliveryFee(2_999)).toBe(15_000);
    expect(deliveryFee(3_000)).toBe(15_000);
    expect(deliveryFee(3_001)).toBe(20_500);
    expect(deliveryFee(4_200)).toBe(26_000);
    expect(deliveryFee(10_000)).toBe(15_000 + 7 * 5_500);
  });

  it('should charge a mall store 20,000 base plus 5,000 parking', () => {
    expect(deliveryFee(1_000, { isMall: true })).toBe(25_000);
    expect(deliveryFee(3_500, { isMall: true })).toBe(30_500);
  });

  it('should not deliver beyond 10 km or without a distance', () => {
    expect(deliveryFee(10_001)).toBeNull();
    expect(deliveryFee(undefined)).toBeNull();
    expect(deliveryFee(Number.NaN)).toBeNull();
  });

  it('should use the first tier covering the distance', () => {
    const tiers = [
      { distance: 5, baika: 25_000 },
      { distance: 2, baika: 12_000 },
    ];
    expect(deliveryFee(1_500, { tiers })).toBe(12_000);
    expect(deliveryFee(2_000, { tiers })).toBe(12_000);
    expect(deliveryFee(2_001, { tiers })).toBe(25_000);
    expect(deliveryFee(5_001, { tiers })).toBeNull();
    expect(deliveryFee(1_500, { tiers, isMall: true })).toBe(17_000);
    expect(deliveryFee(1_500, { tiers: [] })).toBe(15_000);
  });

  it('should grow with distance and differ for a mall by its base and parking', () => {
    const distance = fc.integer({ min: 0, max: DELIVERY_RADIUS_METRES });
    fc.assert(
      fc.property(distance, distance, (a, b) => {
        const [near, far] = a <= b ? [a, b] : [b, a];
        const feeNear = deliveryFee(near)!;
        expect(feeNear).toBeGreaterThanOrEqual(DELIVERY_BASE_FEE);
        expect(deliveryFee(far)!).toBeGreaterThanOrEqual(feeNear);
        expect(deliveryFee(near, { isMall: true })).toBe(
          feeNear + MALL_DELIVERY_BASE_FEE - DELIVERY_BASE_FEE + MALL_PARKING_FEE,
        );
      }),
    );
  });

  it('should only charge a tier fee of the table', () => {
    const tiersArb = fc.array(fc.record({ distance: fc.integer({ min: 1, max: 10 }), baika: fc.integer({ min: 0, max: 60_000 }) }), {
      minLength: 1,
      maxLength: 5,
    });
    fc.assert(
      fc.property(tiersArb, fc.integer({ min: 0, max: 12_000 }), (tiers, d) => {
        const fee = deliveryFee(d, { tiers });
        const covering = tiers.filter((t) => t.distance * 1000 >= d);
        if (covering.length === 0 || d > DELIVERY_RADIUS_METRES) expect(fee).toBeNull();
        else {
          const nearest = Math.min(...covering.map((t) => t.distance));
          expect(covering.filter((t) => t.distance === nearest).map((t) => t.baika)).toContain(fee);
        }
      }),
    );
  });
});

describe('estimatedDeliveryMinutes', () => {
  it('should follow the normal and peak bands', () => {
    expect(estimatedDeliveryMinutes(0)).toBe(25);
    expect(estimatedDeliveryMinutes(3_000)).toBe(25);
    expect(estimatedDeliveryMinutes(3_001, { peak: true })).toBe(45);
    expect(estimatedDeliveryMinutes(5_000)).toBe(35);
    expect(estimatedDeliveryMinutes(9_999, { peak: true })).toBe(55);
    expect(estimatedDeliveryMinutes(10_001)).toBeNull();
    expect(estimatedDeliveryMinutes(null)).toBeNull();
  });

  it('should take 10 minutes longer at peak within the radius', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: DELIVERY_RADIUS_METRES }), (d) => {
        expect(estimatedDeliveryMinutes(d, { peak: true })! - estimatedDeliveryMinutes(d)!).toBe(10);
      }),
    );
  });
});

describe('isPeak', () => {
  it('should find lunch and dinner peaks in business time', () => {
    expect(isPeak(at('2025-03-10T10:59'))).toBe(false);
    expect(isPeak(at('2025-03-10T11:00'))).toBe(true);
    expect(isPeak(at('2025-03-10T12:59'))).toBe(true);
    expect(isPeak(at('2025-03-10T13:00'))).toBe(false);
    expect(isPeak(at('2025-03-10T17:30'))).toBe(true);
    expect(isPeak(at('2025-03-10T19:30'))).toBe(false);
  });

  it('should read an instant or another zone as Ho Chi Minh time', () => {
    expect(isPeak(Temporal.Instant.from('2025-03-10T04:30:00Z'))).toBe(true);
    expect(isPeak(Temporal.ZonedDateTime.from('2025-03-10T13:30:00+09:00[Asia/Tokyo]'))).toBe(true);
    expect(isPeak(Temporal.Instant.from('2025-03-10T11:30:00Z'))).toBe(true);
  });
});

describe('deliveryFeeFor (the settings of SPEC §9)', () => {
  const charged = { useFeatureDeliveryFee: true, useDeliveryFeeV1: false, fee: 15_000 };
  const tiers = [{ distance: 2, baika: 12_000 }, { distance: 5, baika: 22_000 }];

  it('should price by distance or by the store tiers with the seeded settings', () => {
    expect(deliveryFeeFor(4_200, {}, charged)).toBe(26_000);
    expect(deliveryFeeFor(4_200, { tiers }, charged)).toBe(22_000);
    expect(deliveryFeeFor(4_200, {})).toBe(26_000);
  });

  it('should charge nothing with useFeatureDeliveryFee off', () => {
    expect(deliveryFeeFor(4_200, { isMall: true, tiers }, { ...charged, useFeatureDeliveryFee: false })).toBe(0);
  });

  it('should charge the flat fee with useDeliveryFeeV1, whatever the distance, tiers or mall', () => {
    const flat = { ...charged, useDeliveryFeeV1: true, fee: 12_000 };
    expect([500, 4_200, 9_999].map((d) => deliveryFeeFor(d, { isMall: true }, flat))).toEqual([12_000, 12_000, 12_000]);
    expect(deliveryFeeFor(4_200, { tiers }, flat)).toBe(12_000);
    expect(deliveryFeeFor(4_200, {}, { ...flat, fee: 18_500.7 })).toBe(18_500);
    expect(deliveryFeeFor(4_200, {}, { ...flat, useFeatureDeliveryFee: false })).toBe(0);
  });

  it('should not deliver out of range or without a distance, whatever the settings', () => {
    for (const settings of [charged, { ...charged, useFeatureDeliveryFee: false }, { ...charged, useDeliveryFeeV1: true }]) {
      expect(deliveryFeeFor(DELIVERY_RADIUS_METRES + 1, {}, settings)).toBeNull();
      expect(deliveryFeeFor(null, {}, settings)).toBeNull();
      expect(deliveryFeeFor(4_200, { tiers: [{ distance: 3, baika: 1 }] }, settings)).toBeNull();
    }
  });
});
