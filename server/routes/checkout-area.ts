import { checkoutHandlers } from './checkout-routes';
import type { HandlerContext, Handlers } from './handlers';
import { paymentHandlers } from './payment-routes';

/** Every operation of the checkout area (x-area: checkout). */
export function checkoutAreaHandlers(context: HandlerContext): Handlers {
  return { ...checkoutHandlers(context), ...paymentHandlers(context) };
}
