/**
 * The courier port (DESIGN: Outside services; SPEC §1 "delivery is through a courier provider"):
 * booking a delivery, asking its status, cancelling it, estimating delivery time and listing the
 * hubs (courier options) of an order. The Lalamove client implements it, against Lalamove or the sandbox on this server.
 */
import type { Temporal } from 'temporal-polyfill';
import type { ShippingStatus } from '../../../domain/courier';

export interface BookingInput {
  orderNo: string;
  storeCode: string;
  /** The store the driver collects from. */
  pickup: { lat: number; lng: number; address: string; name: string } | null;
  dropoff: { lat: number; lng: number } | null;
  /** The delivery address as the customer chose it. */
  dropoffAddress?: string | null;
  recipient?: { name: string; phone: string; remarks: string } | null;
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
  /** Whether the courier's endpoint answers within 2 seconds. */
  probe(): Promise<boolean>;
}
