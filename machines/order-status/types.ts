import type { components } from '../../openapi/schema';

export type OrderDetail = components['schemas']['OrderDetail'];

export type Language = 'vi' | 'en' | 'ja';

/** What a status read asks for. */
export interface FetchOrderInput {
  orderNo: string;
  /** Absent: the names stored with the order. */
  language?: Language;
}

export type OrderRecord = components['schemas']['OrderRecord'];

/** What the order's status stream is opened with. */
export interface StreamOrderInput {
  orderNo: string;
  language?: Language;
  /** The id of the last event received: the stream sends the order only if it changed since. */
  lastEventId: string | null;
}

/** What the courier port is asked for the delivery estimate of a tracked order (estimate-delivery-client). */
export interface EstimateInput {
  orderNo: string;
  storeId: number;
}

export type Food = components['schemas']['Food'];

export type DeliveryShippingData = components['schemas']['DeliveryShippingData'];

export type ShippingStatus = DeliveryShippingData['status'];

export type RefundStatus = Exclude<OrderRecord['refund_status'], null | undefined>;

export type PaymentStatus = components['schemas']['PaymentStatus'];

export interface OrderStatusInput {
  orderNo: string;
  /** Interface language: dish and topping names are read in it. */
  language?: Language;
  /** The store-change warning was already shown for this order (the app keeps it per order). */
  storeChangeSeen?: boolean;
  /**
   * The page's prePaymentStatus query (SPEC §2): what the gateway told the browser on its return.
   * Only read while the server's own payment status is still unpaid; never over it.
   */
  prePaymentStatus?: PaymentStatus | null;
}

export interface OrderStatusContext {
  orderNo: string;
  /** Interface language of the reads (names of dishes and toppings); null: the names stored with the order. */
  language: Language | null;
  /** data.info of get-delivery-info-by-order-no; null before the first load. */
  order: OrderRecord | null;
  /** data.foods. */
  foods: Food[];
  /** Courier state; null for pickup or before booking. */
  shipping: DeliveryShippingData | null;
  /** The one-time store-change warning is open. */
  isStoreChangeWarningOpen: boolean;
  /** The warning was shown once for this order: never again. */
  storeChangeSeen: boolean;
  /** The last background refresh failed (the last known status stays shown; polling goes on). */
  refreshFailed: boolean;
  /** Minutes to the door the courier port estimates for an ongoing delivery order; null when it has none. */
  estimateMinutes: number | null;
  /** The gateway's word on return (prePaymentStatus query); the server's payment status always wins. */
  prePaymentStatus: PaymentStatus | null;
  /** The id of the last stream event received (the order's version); null before one. */
  lastEventId: string | null;
  /** Times the dropped stream was opened again since it last opened. */
  streamAttempts: number;
  /** The stream was refused or kept dropping: the page polls (a dropped stream is tried again after each poll). */
  streamGivenUp: boolean;
  /** The stream was refused (a stranger's masked view, no support): the page polls for good. */
  streamRefused: boolean;
}

export type OrderStatusEvent =
  | { type: 'order.retry' }
  | { type: 'storeChange.dismiss' }
  /** The stream answered: it is open. */
  | { type: 'stream.open' }
  /** The order changed: its detail, and the event's id. */
  | { type: 'stream.detail'; detail: OrderDetail; eventId: string | null }
  /** The stream dropped (network, server stop); it is opened again. */
  | { type: 'stream.lost' }
  /** No stream for this page (refused, as for a stranger's masked view, or not supported): it polls. */
  | { type: 'stream.refused' };

/**
 * What the status page says of an e-money order's payment, above everything else:
 * - 'refund': cancelled after it was paid: one notice (cancelled, refund status, 3 working days), never "payment received";
 * - 'expired': closed unpaid when its payment window ran out: said so, with "order the same again";
 * - 'unpaid': SPEC §8 "Order unpaid" (the payment-unpaid title, with repay for its owner);
 * - 'confirming': the server has not yet seen a payment the gateway reported as paid on return
 *   (prePaymentStatus success): it is being confirmed, never shown as paid;
 * - 'paid', 'failed', 'cancelled': what the server verified, on return from a payment.
 * Cash orders, cancelled unpaid orders and orders without a payment status yet have no notice; the
 * server's payment status always wins.
 */
export type PaymentNotice = 'refund' | 'expired' | 'unpaid' | 'confirming' | 'paid' | 'failed' | 'cancelled';

/** A dish row of the order with the topping rows that follow it. */
export interface OrderLine {
  dish: Food;
  toppings: Food[];
}
