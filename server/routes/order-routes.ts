import { notFound } from '../api-error';
import { WORDS } from '../words';
import { maskedOrderRecord } from '../services/order-access';
import { refuseBadImageLinks } from '../services/orders';
import { lastEventIdOf } from '../services/order-streams';
import type { HandlerContext, Handlers } from './handlers';

export function orderHandlers(context: HandlerContext): Handlers {
  const { orders, orderStreams, pushNotifications } = context.services;
  // the order lifecycle advances lazily: due steps are applied when an order is read
  // and so is the payment window: an unpaid wallet order past it is closed before it is shown
  const advance = context.services.advanceOrder;
  return {
    async getOrderNo() {
      return { data: [{ get_orderno: await orders.nextOrderNo() }] };
    },

    async insertDeliveryInfo(request) {
      refuseBadImageLinks(request.body.info);
      const { id, orderNo, capability } = await orders.insert(request.body.info, request.body.lang, { customerId: request.user?.customerId ?? null });
      return { data: { id, order_no: orderNo, ...(capability ? { order_capability: capability } : {}) } };
    },

    async getDeliveryInfoById(request) {
      await advance({ id: request.body.id });
      const order = await orders.byId(request.body.id, request.body.lang);
      if (!order) throw notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
      const { deliveryShippingData, info, foods } = order;
      return { data: { info: { ...info, access: 'full' }, foods }, deliveryShippingData };
    },

    async getDeliveryInfoByOrderNo(request) {
      await advance({ orderNo: request.body.order_no });
      const order = await orders.byOrderNo(request.body.order_no, request.body.lang);
      if (!order) throw notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
      const { deliveryShippingData, info, foods } = order;
      if (request.orderView !== 'full') return { data: { info: maskedOrderRecord(info), foods: [] }, deliveryShippingData };
      return { data: { info: { ...info, access: 'full' }, foods }, deliveryShippingData };
    },

    async getPushSettings() {
      return pushNotifications.settings();
    },

    async subscribeOrderPush(request) {
      // the access check named the order, or there is none to be told of
      if (!request.accessedOrder) throw notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
      const { endpoint, keys } = request.body.subscription;
      await pushNotifications.subscribe(request.accessedOrder.id, { endpoint, keys });
      return { data: { order_no: request.accessedOrder.order_no, subscribed: true } };
    },

    async unsubscribeOrderPush(request) {
      if (!request.accessedOrder) throw notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
      await pushNotifications.unsubscribe(request.accessedOrder.id, request.query.endpoint);
      return { data: { order_no: request.accessedOrder.order_no, subscribed: false } };
    },

    async streamOrderStatus(request, reply) {
      // the access check named the order, or there is none to stream
      if (!request.accessedOrder) throw notFound(WORDS.orderNotFound, 'ORDER_NOT_FOUND');
      await advance({ orderNo: request.query.order_no });
      // the answer is the stream from here: headers set so far (request id, security) go with it
      reply.hijack();
      const set = Object.entries(reply.getHeaders()).filter((entry): entry is [string, string | number | string[]] => entry[1] !== undefined);
      reply.raw.writeHead(200, {
        ...Object.fromEntries(set),
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // a proxy must pass each event on as it comes, not buffer the answer
        'x-accel-buffering': 'no',
        connection: 'keep-alive',
      });
      reply.raw.flushHeaders();
      const raw = reply.raw;
      const stream = await orderStreams.open({
        orderNo: request.query.order_no,
        language: request.query.lang,
        lastEventId: lastEventIdOf(request.headers['last-event-id']) ?? lastEventIdOf(request.query.last_event_id),
        sink: { write: (chunk) => void raw.write(chunk), end: () => raw.end() },
      });
      if (raw.closed || raw.destroyed) stream.close();
      else raw.on('close', stream.close);
      return reply as never;
    },
  };
}
