import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

/** Two bowls of Phở bò tái, regular size, each with one poached egg (8,000). */
const phoWithEgg = () => ({
  ...phoLine(2),
  menuid: 'PHO001_mT001_oT005x1',
  toppings: [
    { menucd: 'T001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 },
    { menucd: 'T005', menunm: 'Trứng chần', price: 8000, quantity: 1, meisaikb: 6 },
  ],
});

describe('the order status read', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const read = (orderNo: string, lang?: string) =>
    call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo, ...(lang ? { lang } : {}) });

  it('should list each dish followed by its toppings, grouped by the dish menuid', async () => {
    const { orderNo } = await insertOrder(call, orderInfo({ foods: [phoWithEgg()] }));
    const { foods } = (await read(orderNo)).data;
    expect(foods.map((f: { menucd: string; meisaikb: number; smenucd?: string; menuid?: string; quantity: number; price: number }) => [f.menucd, f.meisaikb, f.smenucd ?? null, f.menuid, f.quantity, f.price])).toEqual([
      ['PHO001', 0, null, 'PHO001_mT001_oT005x1', 2, 65000],
      ['T001', 2, 'PHO001', 'PHO001_mT001_oT005x1', 1, 0],
      ['T005', 6, 'PHO001', 'PHO001_mT001_oT005x1', 1, 8000],
    ]);
  });

  it('should answer dish and topping names in the language asked, and the stored names without one', async () => {
    const { orderNo } = await insertOrder(call, orderInfo({ foods: [phoWithEgg()] }));
    const names = async (lang?: string) => ((await read(orderNo, lang)).data.foods as { menunm: string }[]).map((f) => f.menunm);
    expect(await names('en')).toEqual(['Rare Beef Phở', 'Regular', 'Poached egg']);
    expect(await names('ja')).toEqual(['牛肉のフォー（レア）', '並', '落とし卵']);
    expect(await names('vi')).toEqual(['Phở bò tái', 'Tô vừa', 'Trứng chần']);
    expect(await names()).toEqual(['Phở bò tái', 'Tô vừa', 'Trứng chần']);
  });

  it('should keep the stored name of a dish the catalogue no longer has', async () => {
    const gone = { ...phoLine(1), menucd: 'GONE01', menuid: 'GONE01', menunm: 'Món cũ', toppings: [] };
    const { orderNo } = await insertOrder(call, orderInfo({ foods: [gone] }));
    expect((await read(orderNo, 'en')).data.foods[0].menunm).toBe('Món cũ');
  });

  it('should price a never-confirmed order from its lines, not read zeros', async () => {
    // the cart's own sums are not sent: only confirmation stores figures
    const { orderNo } = await insertOrder(call, orderInfo({ foods: [phoWithEgg()] }));
    const { info } = (await read(orderNo)).data;
    expect(info.status).toBe('ordering');
    // (65,000 + 8,000) x 2 with VAT included (stuckb 2, 8 %), plus the 15,000 fee
    expect(info.breakdown).toEqual({
      subTotal: 146000,
      vat: 0,
      includedVat: 10815,
      deliveryFee: 15000,
      itemDiscount: 0,
      billDiscount: 0,
      feeDiscount: 0,
      total: 161000,
    });
    expect(info.sub_total).toBe(0);
  });

  it('should price a never-confirmed pickup order without a delivery fee', async () => {
    const { orderNo } = await insertOrder(call, orderInfo({ foods: [phoWithEgg()], pickUpAtStore: true, deliveryFee: 15000 }));
    expect((await read(orderNo)).data.info.breakdown).toMatchObject({ subTotal: 146000, deliveryFee: 0, total: 146000 });
  });

  it('should keep the breakdown computed at confirmation once confirmed', async () => {
    clock.set(MONDAY_0900);
    const info = orderInfo({ foods: [phoWithEgg()] });
    const { id, orderNo } = await insertOrder(call, info);
    await confirmOrder(call, id, info);
    const { info: record } = (await read(orderNo)).data;
    expect(record.status).toBe('orderSent');
    expect(record.breakdown).toMatchObject({ subTotal: 146000, deliveryFee: 15000, total: 161000 });
  });
});
