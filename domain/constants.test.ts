import fc from 'fast-check';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_VAT_RATE,
  DELIVERY_BASE_FEE,
  DELIVERY_FEE_PER_KM,
  DELIVERY_RADIUS_METRES,
  DELIVERY_TIME_BANDS,
  HOTLINE,
  MALL_PARKING_FEE,
  MISSING_DISTANCE_METRES,
  PAYMENT_TYPE,
  PEAK_HOURS,
  SLOT_STEP_MINUTES,
  TIME_ZONE,
  TOPPING_LIMIT,
} from './constants';

describe('constants', () => {
  it('should carry the values of SPEC section 9', () => {
    expect([DELIVERY_RADIUS_METRES, DELIVERY_BASE_FEE, DELIVERY_FEE_PER_KM, MALL_PARKING_FEE]).toEqual([
      10_000, 15_000, 5_500, 5_000,
    ]);
    expect([DEFAULT_VAT_RATE, TOPPING_LIMIT, SLOT_STEP_MINUTES, MISSING_DISTANCE_METRES]).toEqual([10, 4, 15, 99_999]);
    expect(PAYMENT_TYPE).toEqual({ cash: 0, momo: 1, payoo: 2 });
    expect(HOTLINE).toBe('19008012');
    expect(Temporal.Instant.from('2025-06-01T00:00:00Z').toZonedDateTimeISO(TIME_ZONE).offset).toBe('+07:00');
  });

  it('should order delivery bands by distance, ending at the radius, peak after normal', () => {
    expect(DELIVERY_TIME_BANDS.at(-1)?.upToMetres).toBe(DELIVERY_RADIUS_METRES);
    DELIVERY_TIME_BANDS.forEach((band, i) => {
      expect(band.peakMinutes).toBeGreaterThan(band.normalMinutes);
      if (i > 0) expect(band.upToMetres).toBeGreaterThan(DELIVERY_TIME_BANDS[i - 1].upToMetres);
    });
  });

  it('should keep peak windows well formed and apart', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PEAK_HOURS), fc.constantFrom(...PEAK_HOURS), (a, b) => {
        expect(a.start < a.end).toBe(true);
        if (a !== b) expect(a.end <= b.start || b.end <= a.start).toBe(true);
      }),
    );
  });
});
