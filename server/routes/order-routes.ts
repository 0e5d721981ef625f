import { notFound } from '../api-error';
import { WORDS } from '../words';
import { maskedOrderRecord } from '../services/order-access';
import { refuseBadImageLinks } from '../services/orders';
import type { HandlerContext, Handlers } from './handlers';

export function orderHandlers(context: HandlerContext): Handlers {
  const { db, clock } = context;
  const { orders } = context.services;
  // the order lifecycle advances lazily: due steps are applied when an order is read
  // and so is the payment window: an unpaid wallet order past it is closed before it is shown
  const advance = async (order: { id?: number; orderNo?: string }) => {
    const now = clock();
    await context.services.payments.closeUnpaidAfterWindow((await context.services.checkout.settings()).paymentWindowMinutes, now, order);
    await context.services.lifecycle.advanceDue(db, now, order);
  };
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
  };
}
