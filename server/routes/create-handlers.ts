/**
 * Every operation's handler, by operationId. Apart from handlers.ts, which the route modules import for their types:
 * the one module that imports them all is then imported by none of them.
 */
import { accountHandlers } from './account-routes';
import { addressHandlers } from './address-routes';
import { catalogueHandlers } from './catalogue-routes';
import { checkoutAreaHandlers } from './checkout-area';
import { favouriteHandlers } from './favourite-routes';
import type { HandlerContext, Handlers } from './handlers';
import { loyaltyHandlers } from './loyalty-routes';
import { mapsHandlers } from './maps-routes';
import { orderListHandlers } from './order-list-routes';
import { orderHandlers } from './order-routes';
import { otherHandlers } from './other-routes';

export function createHandlers(context: HandlerContext): Handlers {
  return {
    ...catalogueHandlers(context),
    ...otherHandlers(context),
    ...orderHandlers(context),
    ...mapsHandlers(context),
    ...accountHandlers(context),
    ...addressHandlers(context),
    ...checkoutAreaHandlers(context),
    ...favouriteHandlers(context),
    ...orderListHandlers(context),
    ...loyaltyHandlers(context),
  };
}
