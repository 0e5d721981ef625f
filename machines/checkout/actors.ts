import { fromCallback, fromPromise } from 'xstate';
import { promotionsMachine } from '../promotions/machine';
import { taxCodeLookupMachine } from '../tax-code-lookup/machine';
import { notImplemented } from '../shared/not-implemented';
import type {
  CheckoutEvent,
  CheckPromotionsInput,
  CheckPromotionsOutput,
  NotifyNotAsapInput,
  SaveAddressInput,
  SubmitOrderInput,
  SubmitOrderOutput,
  WatchDeliveryTimeInput,
} from './types';

/**
 * The checkout's effects: typed stubs that throw until the app provides them (machine.provide), and the children it
 * spawns (promotions) and invokes (the tax-code lookup).
 */
export const checkoutActors = {
  notifyNotAsap: fromPromise<unknown, NotifyNotAsapInput>(notImplemented('notifyNotAsap')),
  saveAddress: fromPromise<unknown, SaveAddressInput>(notImplemented('saveAddress')),
  checkPromotions: fromPromise<CheckPromotionsOutput, CheckPromotionsInput>(notImplemented('checkPromotions')),
  submitOrder: fromPromise<SubmitOrderOutput, SubmitOrderInput>(notImplemented('submitOrder')),
  /** Sends `deliveryTime.refresh` with the app's clock every `intervalMs`; the app provides it (no clock here, so no refresh). */
  watchDeliveryTime: fromCallback<CheckoutEvent, WatchDeliveryTimeInput>(() => undefined),
  /** The customer's promotions, a child that the checkout reads applied promotions from. */
  promotions: promotionsMachine,
  /** The e-invoice's tax-code lookup, invoked for the checkout's life; it reports a found company. */
  taxCodeLookup: taxCodeLookupMachine,
};
