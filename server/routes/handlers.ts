/**
 * The types every route module is written with, typed from the contract; importing no route module, so that
 * create-handlers.ts alone brings them together.
 */
import type { FastifyReply } from 'fastify';
import type { operations } from '../../openapi/schema';
import type { AuthUser, TokenService } from '../auth';
import type { ServiceContext } from '../context';
import type { Services } from '../services/app-services';
import type { AccessedOrder, OrderView } from '../services/order-access';
import type { CatalogueSnapshot } from '../services/catalogue-cache';

export type { Clock } from '../context';

/** What route modules are given: the service context, the token service and the services built once per app. */
export interface HandlerContext extends ServiceContext {
  tokens: TokenService;
  services: Services;
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

