import type { DistanceRow, Place, Prediction, Store } from '../fulfilment/machine';

const open = { openDays: ['20250601'], openTimes: [['10:00', '10:15', '20:00']] };

/** A store of the brand; open, delivering and with pickup unless overridden. */
export const store = (code: string, overrides: Partial<Store> = {}): Store => ({
  id: Number(code.replace(/\D/g, '')) || 1,
  code,
  name: `Store ${code}`,
  address: `${code} street, District 1`,
  brand_id: 1,
  brand_code: 'BR',
  latitude: 10.7769,
  longitude: 106.7009,
  prepare_time: null,
  tax: null,
  max_delivery_distance: 5_000,
  delivery: true,
  pickup: true,
  ...open,
  ...overrides,
});

/** S1 both types, S2 pickup only, S3 delivery only, S4 mall, S5 closed. */
export const stores: Store[] = [
  store('S1', { latitude: 10.78, longitude: 106.7 }),
  store('S2', { latitude: 10.771, longitude: 106.698, delivery: false }),
  store('S3', { latitude: 10.79, longitude: 106.71, pickup: false }),
  store('S4', { latitude: 10.8, longitude: 106.72, is_mall: true }),
  store('S5', { latitude: 10.776, longitude: 106.701, openTimes: [[]] }),
];

export const prediction: Prediction = {
  place_id: 'p-ben-thanh',
  description: 'Chợ Bến Thành, Quận 1, Hồ Chí Minh',
  main_text: 'Chợ Bến Thành',
  secondary_text: 'Quận 1, Hồ Chí Minh',
};

export const place: Place = {
  place_id: 'p-ben-thanh',
  name: 'Chợ Bến Thành',
  formatted_address: 'Chợ Bến Thành, Lê Lợi, Quận 1, Hồ Chí Minh',
  lat: 10.7725,
  lng: 106.698,
};

export const mapPlace: Place = { ...place, place_id: 'p-map', formatted_address: '12 Lê Lợi, Quận 1, Hồ Chí Minh' };

const ok = (id: string, metres: number): DistanceRow => ({
  id,
  status: 'OK',
  distance: { text: `${(metres / 1000).toFixed(1)} km`, value: metres },
  duration: { text: '5 mins', value: 300 },
});
const zero = (id: string): DistanceRow => ({ id, status: 'ZERO_RESULTS' });

/** Distance answers by scenario. */
export const rows = {
  /** S1 nearest (delivery and pickup), S2 pickup only, S3 and S4 further. */
  near: [ok('S1', 1_200), ok('S2', 800), ok('S3', 2_600), ok('S4', 4_100)],
  /** Every store beyond its range (and beyond 10 km). */
  far: [ok('S1', 15_000), ok('S2', 16_000), ok('S3', 17_000), ok('S4', 18_000)],
  /** Delivery stores out of range, pickup fine (max_delivery_distance 5 km). */
  deliveryFar: [ok('S1', 7_000), ok('S2', 7_500), ok('S3', 8_000), ok('S4', 9_000)],
  /** No driving path to any store. */
  noPath: [zero('S1'), zero('S2'), zero('S3'), zero('S4')],
  /** Only the pickup-only store has a path: delivery switches to pickup. */
  pickupOnly: [zero('S1'), ok('S2', 900), zero('S3'), zero('S4')],
  /** Only the delivery-only store has a path: pickup switches to delivery. */
  deliveryOnly: [zero('S1'), zero('S2'), ok('S3', 1_500), zero('S4')],
  /** Nothing measured (no open store answered). */
  none: [] as DistanceRow[],
} satisfies Record<string, DistanceRow[]>;

/** Another address's answer: S4 nearest (4.1 km), the others beyond the 5 km delivery range (the store changes). */
export const s4NearestRows: DistanceRow[] = [ok('S1', 5_600), ok('S2', 5_200), ok('S3', 6_000), ok('S4', 4_100)];
