import { EMPTY_BREAKDOWN } from '../../domain/breakdown';
import type { OrderDetail, OrderRecord } from './machine';

/** An order as get-delivery-info-by-order-no answers it, with the fields a test sets. */
export const detail = (info: Partial<OrderRecord>, shipping: OrderDetail['deliveryShippingData'] = null): OrderDetail => ({
  data: {
    info: {
      id: 41,
      order_no: 'A0041',
      status: 'orderSent',
      store_id: 1,
      tencd: 'S1',
      isasap: true,
      pick_up_at_store: false,
      payment_status: 'success',
      e_money_type: 0,
      breakdown: EMPTY_BREAKDOWN,
      ...info,
    },
    foods: [{ menucd: 'PHO01', menunm: 'Phở bò', price: 65_000, quantity: 1, meisaikb: 0 }],
  },
  deliveryShippingData: shipping,
});
