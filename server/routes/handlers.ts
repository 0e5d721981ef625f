import type { FastifyReply } from 'fastify';
import type { operations } from '../../openapi/schema';
import type { AuthUser, TokenService } from '../auth';
import type { ServiceContext } from '../context';
import type { CheckoutServices } from '../services/checkout-services';
import type { AccessedOrder, OrderView } from '../services/order-access';
import { accountHandlers } from './account-routes';
import { addressHandlers } from './address-routes';
import { catalogueHandlers } from './catalogue-routes';
import { checkoutAreaHandlers } from './checkout-area';
import { favouriteHandlers } from './favourite-routes';
import { loyaltyHandlers } from './loyalty-routes';
import { mapsHandlers } from './maps-routes';
import { orderListHandlers } from './order-list-routes';
import { orderHandlers } from './order-routes';
import { otherHandlers } from './other-routes';
import type { CatalogueSnapshot } from '../services/catalogue-cache';

export type { Clock } from '../context';

/** What route modules are given: the service context, the token service and the services built once per app. */
export interface HandlerContext extends ServiceContext {
  tokens: TokenService;
  services: CheckoutServices;
}

export type OperationId = keyof operations;
type JsonOf<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;
type Part<T, K extends string> = T extends { [P in K]?: infer X } ? Exclude<X, undefined> : never;

/** A request of one operation as the contract types it (already validated by the time a handler runs). */
export interface RequestOf<K extends OperationId> {
  body: JsonOf<NonNullable<operations[K]['requestBody']>>;
  query: NonNullable<Part<operations[K]['parameters'], 'query'>>;
  params: NonNullable<Part<operations[K]['parameters'], 'path'>>;
  user?: AuthUser;
  /** How much of an order this request may see (set for order reads by server/services/order-access.ts). */
  orderView?: OrderView;
  /** The order the request names, as its access check read it (server/services/order-access.ts). */
  accessedOrder?: AccessedOrder;
  /** The catalogue snapshot the feature-switch guard read the settings at (server/feature-switch-guard.ts). */
  catalogueSnapshot?: CatalogueSnapshot;
  headers: Record<string, string | string[] | undefined>;
}

/** The 200 body of one operation. */
export type ReplyOf<K extends OperationId> = JsonOf<operations[K]['responses'] extends { 200: infer R } ? R : never>;

export type TypedHandler<K extends OperationId> = (request: RequestOf<K>, reply: FastifyReply) => Promise<ReplyOf<K>>;
export type Handlers = { [K in OperationId]?: TypedHandler<K> };

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
