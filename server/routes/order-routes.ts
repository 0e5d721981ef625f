import { notFound } from '../api-error';
import { createOrders } from '../services/orders';
import type { HandlerContext, Handlers } from './handlers';

export function orderHandlers({ db }: HandlerContext): Handlers {
  const orders = createOrders(db);
  return {
    async getOrderNo() {
      return { data: [{ get_orderno: await orders.nextOrderNo() }] };
    },

    async insertDeliveryInfo(request) {
      const id = await orders.insert(request.body.info, request.body.lang);
      return { data: { id } };
    },

    async getDeliveryInfoById(request) {
      const order = await orders.byId(request.body.id);
      if (!order) throw notFound('Order not found; please check the order number.', 'ORDER_NOT_FOUND');
      const { deliveryShippingData, ...data } = order;
      return { data, deliveryShippingData };
    },

    async getDeliveryInfoByOrderNo(request) {
      const order = await orders.byOrderNo(request.body.order_no);
      if (!order) throw notFound('Order not found; please check the order number.', 'ORDER_NOT_FOUND');
      const { deliveryShippingData, ...data } = order;
      return { data, deliveryShippingData };
    },
  };
}
