/**
 * The courier's vocabulary (SPEC §4 shipping statuses) and the no-driver rule (SPEC §9: no driver
 * found within 15 minutes, the customer is informed). Used by the server's lifecycle and the client.
 */
import { NO_DRIVER_NOTICE_MINUTES } from './constants';

export const SHIPPING_STATUSES = [
  'ready_delivery',
  'finding_partner',
  'partner_pickup',
  'delivering',
  'completed',
  'request_cancelled',
  'expired',
  'rejected',
  'failed',
  'returned',
] as const;
export type ShippingStatus = (typeof SHIPPING_STATUSES)[number];

/** The courier gave up on the delivery: the order cannot be served. */
export const UNDELIVERABLE_SHIPPING_STATUSES: readonly ShippingStatus[] = ['expired', 'rejected', 'failed', 'returned'];
/** Undeliverable because no driver took the booking: cancelled with reason 99, like a driver never found. */
export const NO_DRIVER_SHIPPING_STATUSES: readonly ShippingStatus[] = ['expired', 'rejected'];

export const isUndeliverable = (status: ShippingStatus) => UNDELIVERABLE_SHIPPING_STATUSES.includes(status);

/** The way a delivery goes when nothing goes wrong. */
const DELIVERY_PROGRESS: readonly ShippingStatus[] = ['ready_delivery', 'finding_partner', 'partner_pickup', 'delivering', 'completed'];

/** True when the courier's `status` is further along the way than `stage` (a driver faster than the schedule). */
export const isPastStage = (status: ShippingStatus, stage: ShippingStatus) => {
  const at = DELIVERY_PROGRESS.indexOf(status);
  return at >= 0 && DELIVERY_PROGRESS.indexOf(stage) >= 0 && at > DELIVERY_PROGRESS.indexOf(stage);
};

/**
 * True when a courier still searching after `minutesSearching` minutes (on the order clock) has run
 * out of time: the order is cancelled with reason 99 and the customer told.
 */
export const isDriverSearchOverdue = (minutesSearching: number) => minutesSearching >= NO_DRIVER_NOTICE_MINUTES;

/**
 * useDeliveryClient (SPEC §1, §9): on, a delivery is handed to the courier provider (booking,
 * driver search, the no-driver rule, its estimates); off, the store's own riders carry it on the
 * order clock's timed lifecycle, estimated from SPEC §9's distance table, never "no driver".
 */
export const deliversByCourier = (settings: { useDeliveryClient: boolean }) => settings.useDeliveryClient;
