import { fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { CheckPointsInput, RedeemCallInput, RedeemCallOutput } from './types';

export const redeemActors = {
  /** GET v2/customer/{id}/profile/: answers the available points. */
  checkPoints: fromPromise<{ availablePoints: number }, CheckPointsInput>(notImplemented('checkPoints')),
  /** POST v2/promotion/{id}/buy/. */
  redeemPromotion: fromPromise<RedeemCallOutput, RedeemCallInput>(notImplemented('redeemPromotion')),
  /** Reloads the session's customer (its points) after a redeem; answers the available points. */
  refreshCustomer: fromPromise<{ availablePoints: number }, CheckPointsInput>(notImplemented('refreshCustomer')),
};
