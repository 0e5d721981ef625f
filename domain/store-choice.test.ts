import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DELIVERY_RADIUS_METRES, NEXT_NEAREST_STORES } from './constants';
import {
  allowedMetres,
  chooseStore,
  decideStore,
  deliveryRadiusMetres,
  feeForType,
  estimatedDrivingMetres,
  greatCircleMetres,
  storePricing,
  typeForStore,
  type StoreCandidate,
} from './store-choice';

const store = (code: string, distanceMetres: number | null | undefined, extra: Partial<StoreCandidate> = {}): StoreCandidate => ({
  id: code,
  code,
  max_delivery_distance: 8_000,
  distanceMetres,
  isOpen: true,
  delivery: true,
  pickup: true,
  ...extra,
});

describe('chooseStore', () => {
  it('should choose the nearest open store and list the next nearest', () => {
    const result = chooseStore(
      [
        store('D', 4_000),
        store('A', 2_500),
        store('Z', 1_000, { isOpen: false }),
        store('B', 3_000),
        store('C', 3_500),
        store('E', 5_000),
        store('N', undefined),
      ],
      'delivery',
    );
    expect(result).toMatchObject({ kind: 'chosen', store: { code: 'A' }, distance: 2_500 });
    if (result.kind !== 'chosen') throw new Error('unreachable');
    expect(result.nextNearest.map((s) => s.store.code)).toEqual(['B', 'C', 'D']);
  });

  it('should skip stores without the fulfilment type', () => {
    const stores = [store('A', 1_000, { delivery: false }), store('B', 2_000, { pickup: false })];
    expect(chooseStore(stores, 'delivery')).toMatchObject({ kind: 'chosen', store: { code: 'B' } });
    expect(chooseStore(stores, 'pickup')).toMatchObject({ kind: 'chosen', store: { code: 'A' } });
  });

  it('should report the allowed km of the nearest store when out of range', () => {
    const stores = [store('A', 8_500, { max_delivery_distance: 7_500 }), store('B', 12_000)];
    expect(chooseStore(stores, 'delivery')).toMatchObject({ kind: 'outOfRange', allowedKm: 7.5, store: { code: 'A' } });
    expect(chooseStore(stores, 'pickup')).toMatchObject({ kind: 'chosen', store: { code: 'A' } });
    expect(chooseStore([store('A', 10_500, { max_delivery_distance: 20_000 })], 'delivery')).toMatchObject({
      kind: 'outOfRange',
      allowedKm: 10,
    });
  });

  it('should tell an address beyond the delivery radius that radius, and one within it the store\'s own shorter limit', () => {
    const stores = [store('A', 9_000, { max_delivery_distance: 8_000 })];
    expect(chooseStore(stores, 'delivery')).toMatchObject({ kind: 'outOfRange', allowedKm: 8 });
    const far = [store('A', 50_000, { max_delivery_distance: 8_000 })];
    expect(chooseStore(far, 'delivery')).toMatchObject({ kind: 'outOfRange', allowedKm: 10 });
    expect(chooseStore(far, 'delivery', 7_000)).toMatchObject({ kind: 'outOfRange', allowedKm: 7 });
    expect(decideStore(far, 'typeDelivery', 7_000)).toEqual({ kind: 'outOfRange', allowedKm: 7 });
  });

  it('should serve no farther than the delivery radius setting', () => {
    const stores = [store('A', 6_500, { max_delivery_distance: 8_000 })];
    expect(chooseStore(stores, 'delivery', deliveryRadiusMetres({ deliveryRadiusKm: 6 }))).toMatchObject({ kind: 'outOfRange', allowedKm: 6 });
    expect(chooseStore(stores, 'delivery', deliveryRadiusMetres({ deliveryRadiusKm: 10 }))).toMatchObject({ kind: 'chosen' });
  });

  it('should read the delivery radius from the setting, at most 10 km, 10 km when unset', () => {
    expect(deliveryRadiusMetres({ deliveryRadiusKm: 8 })).toBe(8_000);
    expect(deliveryRadiusMetres({ deliveryRadiusKm: 7.5 })).toBe(7_500);
    expect(deliveryRadiusMetres({ deliveryRadiusKm: 25 })).toBe(DELIVERY_RADIUS_METRES);
    expect(deliveryRadiusMetres({ deliveryRadiusKm: 0 })).toBe(DELIVERY_RADIUS_METRES);
    expect(deliveryRadiusMetres({})).toBe(DELIVERY_RADIUS_METRES);
    expect(deliveryRadiusMetres(null)).toBe(DELIVERY_RADIUS_METRES);
  });

  it('should find nothing without open stores or distances', () => {
    expect(chooseStore([], 'delivery')).toEqual({ kind: 'notFound' });
    expect(chooseStore([store('A', 100, { isOpen: false })], 'delivery')).toEqual({ kind: 'notFound' });
    expect(chooseStore([store('A', undefined), store('B', null)], 'delivery')).toEqual({ kind: 'notFound' });
  });

  it('should apply only the 10 km radius when a store has no max distance', () => {
    expect(allowedMetres(store('A', 0, { max_delivery_distance: null }), 'delivery')).toBe(DELIVERY_RADIUS_METRES);
    expect(allowedMetres(store('A', 0, { max_delivery_distance: 0 }), 'delivery')).toBe(DELIVERY_RADIUS_METRES);
  });

  const storesArb = fc.uniqueArray(
    fc.record({
      code: fc.stringMatching(/^S\d{2}$/),
      max_delivery_distance: fc.option(fc.integer({ min: 0, max: 20_000 })),
      distanceMetres: fc.option(fc.integer({ min: 0, max: 15_000 }), { nil: undefined }),
      isOpen: fc.boolean(),
      delivery: fc.boolean(),
      pickup: fc.boolean(),
    }),
    { selector: (s) => s.code, maxLength: 10 },
  );

  it('should never choose a farther store than an eligible one, nor beyond 10 km', () => {
    fc.assert(
      fc.property(storesArb, fc.constantFrom('delivery' as const, 'pickup' as const), (raw, type) => {
        const stores = raw.map((s) => ({ ...s, id: s.code }));
        const result = chooseStore(stores, type);
        const eligible = stores.filter(
          (s) =>
            s.isOpen &&
            (type === 'delivery' ? s.delivery : s.pickup) &&
            s.distanceMetres !== undefined &&
            s.distanceMetres <= allowedMetres(s, type),
        );
        if (eligible.length === 0) {
          expect(result.kind).not.toBe('chosen');
          return;
        }
        if (result.kind !== 'chosen') throw new Error(`expected a store, got ${result.kind}`);
        expect(result.distance).toBeLessThanOrEqual(DELIVERY_RADIUS_METRES);
        for (const s of eligible) expect(result.distance).toBeLessThanOrEqual(s.distanceMetres!);
        const next = result.nextNearest.map((n) => n.distance);
        expect(next.length).toBeLessThanOrEqual(NEXT_NEAREST_STORES);
        expect(next.length).toBe(Math.min(NEXT_NEAREST_STORES, eligible.length - 1));
        expect([...next].sort((a, b) => a - b)).toEqual(next);
        expect(result.nextNearest.map((n) => n.store.code)).not.toContain(result.store.code);
        for (const n of result.nextNearest) expect(n.distance).toBeGreaterThanOrEqual(result.distance);
      }),
    );
  });
});

describe('distances', () => {
  const benThanh = { lat: 10.7725, lng: 106.698 };
  const notreDame = { lat: 10.7798, lng: 106.699 };

  it('should measure a known distance in Ho Chi Minh City', () => {
    const metres = greatCircleMetres(benThanh, notreDame);
    expect(metres).toBeGreaterThan(800);
    expect(metres).toBeLessThan(830);
    expect(estimatedDrivingMetres(benThanh, notreDame)).toBe(Math.round(metres * 1.3));
  });

  it('should be symmetric, zero on itself and obey the triangle inequality', () => {
    const point = fc.record({
      lat: fc.double({ min: 8, max: 23, noNaN: true }),
      lng: fc.double({ min: 102, max: 110, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, point, (a, b, c) => {
        expect(greatCircleMetres(a, a)).toBe(0);
        expect(greatCircleMetres(a, b)).toBeCloseTo(greatCircleMetres(b, a), 6);
        expect(greatCircleMetres(a, c)).toBeLessThanOrEqual(greatCircleMetres(a, b) + greatCircleMetres(b, c) + 1e-6);
        expect(estimatedDrivingMetres(a, b)).toBeGreaterThanOrEqual(Math.floor(greatCircleMetres(a, b)));
      }),
    );
  });
});

describe('pickup and the delivery fee', () => {
  it('should charge no delivery fee for pickup, whatever the distance', () => {
    expect(feeForType('typePickup', 26_000)).toBe(0);
    expect(feeForType('typeDelivery', 26_000)).toBe(26_000);
    expect(storePricing({}, 'typePickup', 4_200)).toEqual({ deliveryFee: 0, estimatedMinutes: null });
    expect(storePricing({}, 'typeDelivery', 4_200).deliveryFee).toBe(26_000);
    expect(storePricing({}, 'typeDelivery', null)).toEqual({ deliveryFee: null, estimatedMinutes: null });
  });

  it('should switch to the type a store offers, with its notice', () => {
    expect(typeForStore({ delivery: false }, 'typeDelivery')).toEqual({ deliveryType: 'typePickup', typeNotice: 'offDelivery' });
    expect(typeForStore({ pickup: false }, 'typePickup')).toEqual({ deliveryType: 'typeDelivery', typeNotice: 'offPickup' });
    expect(typeForStore({}, 'typePickup')).toEqual({ deliveryType: 'typePickup', typeNotice: null });
  });
});
