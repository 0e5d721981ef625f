import { fromCallback, fromPromise } from 'xstate';
import { notImplemented } from '../shared/not-implemented';
import type { OrderDetail, FetchOrderInput, EstimateInput, OrderStatusEvent, StreamOrderInput } from './types';

/** The machine's effects: typed stubs that throw until the app provides them (machine.provide), and the machines it spawns. */
export const orderStatusActors = {
  fetchOrder: fromPromise<OrderDetail, FetchOrderInput>(notImplemented('fetchOrder')),
  estimateDelivery: fromPromise<number | null, EstimateInput | null>(notImplemented('estimateDelivery')),
  /** The order's status stream: sends back stream.open, stream.detail per change, stream.lost or stream.refused. */
  streamOrder: fromCallback<OrderStatusEvent, StreamOrderInput>(notImplemented('streamOrder')),
};
