/**
 * The courier port (DESIGN: Outside services; SPEC §1 "delivery is through a courier provider"):
 * booking a delivery, asking its status, cancelling it, estimating delivery time and listing the
 * hubs (courier options) of an order. The sandbox courier implements it on this server.
 */
import type { Temporal } from 'temporal-polyfill';
import type { ShippingStatus } from '../../../domain/courier';

export interface BookingInput {
  orderNo: string;
  storeCode: string;
  dropoff: { lat: number; lng: number } | null;
  at: Temporal.Instant;
}

export interface CourierBooking {
  bookingId: string;
}

export interface StatusQuery {
  bookingId: string;
  /**
   * Where the order's schedule (the order clock) says the delivery should be by now. The sandbox
   * courier answers from it and the outcome chosen for the order; a live courier ignores it.
   */
  stage: ShippingStatus;
  at: Temporal.Instant;
}

export interface CourierStatus {
  status: ShippingStatus;
  driverName: string | null;
  driverPhone: string | null;
}

export interface EstimateInput {
  distanceMetres: number;
  at: Temporal.Instant;
}

export interface DeliveryHub {
  delivery_hub_id: string;
  delivery_hub_name: string;
  delivery_fee_amount: number;
}

export interface CourierProvider {
  readonly name: string;
  readonly mode: 'live' | 'sandbox';
  book(input: BookingInput): Promise<CourierBooking>;
  status(query: StatusQuery): Promise<CourierStatus>;
  cancel(booking: { bookingId: string; at: Temporal.Instant }): Promise<void>;
  /** Minutes from pickup to the door; null when the courier does not go that far. */
  estimate(input: EstimateInput): Promise<number | null>;
  hubs(input: { storeCode: string; storeName: string; fee: number }): Promise<DeliveryHub[]>;
}
