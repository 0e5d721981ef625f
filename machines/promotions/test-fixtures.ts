import type { Promotion, PromotionsInput } from './machine';

const promotion = (id: number, extra: Partial<Promotion>): Promotion => ({
  id,
  name: `P${id}`,
  pmt_type: 'money_discount',
  pmt_on: 'bill',
  value: 10_000,
  limit: 0,
  is_stacked: false,
  ...extra,
});

/** An item discount (stackable), a 10% bill discount (not stackable), a stackable bill voucher, free points. */
export const owned = {
  item: promotion(1, { pmt_on: 'item', value: 15_000, is_stacked: true }),
  bill: promotion(2, { pmt_type: 'percent_discount', value: 10, limit: 30_000 }),
  voucher: promotion(3, { pmt_type: 'cash_voucher', value: 25_000, ticket_quanlity: 3, limit_per_day: 2, is_stacked: true }),
  point: promotion(4, { pmt_type: 'free_point', pmt_on: 'event', point: 100 }),
};
export const ownedList: Promotion[] = Object.values(owned);

export const memberInput: PromotionsInput = { customerId: 7, storeCode: 'S1', brandCode: 'BR', lines: [], total: 200_000 };
