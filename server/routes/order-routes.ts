import { notFound } from '../api-error';
import { createOrders } from '../services/orders';
import type { HandlerContext, Handlers } from './handlers';

export function orderHandlers(context: HandlerContext): Handlers {
  const { db, clock } = context;
  const orders = createOrders(db, clock);
  // the order lifecycle advances lazily: due steps are applied when an order is read
  const advance = (order: { id?: number; orderNo?: string }) => context.services.lifecycle.advanceDue(db, clock(), order);
  return {
    async getOrderNo() {
      return { data: [{ get_orderno: await orders.nextOrderNo() }] };
    },

    async insertDeliveryInfo(request) {
      const id = await orders.insert(request.body.info, request.body.lang);
      return { data: { id } };
    },

    async getDeliveryInfoById(request) {
      await advance({ id: request.body.id });
      const order = await orders.byId(request.body.id);
      if (!order) throw notFound('Order not found; please check the order number.', 'ORDER_NOT_FOUND');
      const { deliveryShippingData, ...data } = order;
      return { data, deliveryShippingData };
    },

    async getDeliveryInfoByOrderNo(request) {
      await advance({ orderNo: request.body.order_no });
      const order = await orders.byOrderNo(request.body.order_no);
      if (!order) throw notFound('Order not found; please check the order number.', 'ORDER_NOT_FOUND');
      const { deliveryShippingData, ...data } = order;
      return { data, deliveryShippingData };
    },
  };
}
