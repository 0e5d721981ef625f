import type { PaymentInput } from './machine';

/** An e-money order whose payment failed, served at 12:00 on Monday 2025-01-06. */
export const order: PaymentInput['order'] = {
  id: 41,
  orderNo: 'A0041',
  amount: 185_000,
  storeName: 'Bến Thành',
  storeCode: 'S1',
  servsTime: '2025-01-06 12:00',
  cusId: 7,
  prepareTime: 45,
  status: 'orderSent',
  paymentStatus: 'fail',
};
