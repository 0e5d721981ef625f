import type { operations } from '../../openapi/schema';
import type { ApiFailure, Json } from '../shared/api-error';

export interface RedeemInput {
  customerId: number;
  promotionId: number;
  /** Points one ticket costs. */
  pointCost: number;
  /** The customer's available points as last read (the session's), null when unknown. */
  availablePoints: number | null;
}

export interface RedeemContext extends RedeemInput {
  quantity: number;
  /** The failure shown in the dialog (failed, notEnoughPoints after the server refused). */
  error: ApiFailure | null;
  /** Tickets redeemed while this screen was open. */
  redeemed: number;
}

export type RedeemEvent =
  { type: 'redeem' } | { type: 'dialog.close' } | { type: 'points.update'; availablePoints: number };

/** What the app provides (machine.provide): the customer's points now, the redeem call, the customer refresh. */
export interface CheckPointsInput {
  customerId: number;
}

export interface RedeemCallInput {
  promotionId: number;
  quantity: number;
}

/** The redeem call's answer, as the contract types it. */
export type RedeemCallOutput = Json<operations['buyPromotion']['responses'][200]>['data'];
