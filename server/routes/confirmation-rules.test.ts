/**
 * The server re-checks every SPEC §5 rule it can know at confirmation, from its own data: the serve
 * time against the store's slots, the store's delivery and pickup flags, the delivery position, each
 * dish's topping structure and quantities, and the checkout form. Each refusal names its field.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, customerWithAddress, FAR_PLACE, insertOrder, MONDAY_0900, NEAR_S001, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('confirmation: the server re-checks the checkout rules', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  /** Confirms a fresh order with `info` and answers the refusal. */
  async function refusal(info: Record<string, unknown>, options: { status?: number; token?: string } = {}) {
    const { id } = await insertOrder(call, orderInfo());
    const body = await confirmOrder(call, id, info, { status: 400, ...options });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    expect(read.data.info.status).toBe('ordering');
    return body;
  }

  async function servsTimeOf(id: number) {
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    return read.data.info.servs_time as string;
  }

  describe('serve time', () => {
    it('should refuse a time out of hours, before opening and after the last slot', async () => {
      expect(await refusal(orderInfo({ servsTime: '2026-11-23 22:00' }))).toMatchObject({ code: 'OUT_OF_HOURS', field: 'info.servsTime', details: { reason: 'after_last_order' } });
      expect(await refusal(orderInfo({ servsTime: '2026-11-23 21:15' }))).toMatchObject({ code: 'OUT_OF_HOURS', details: { reason: 'after_last_order' } });
      expect(await refusal(orderInfo({ servsTime: '2026-11-24 09:45' }))).toMatchObject({ code: 'OUT_OF_HOURS', details: { reason: 'before_opening' } });
      // beyond the 7 dates offered, and a past date
      expect(await refusal(orderInfo({ servsTime: '2026-11-30 12:00' }))).toMatchObject({ code: 'OUT_OF_HOURS', details: { reason: 'closed_day' } });
      expect(await refusal(orderInfo({ servsTime: '2026-11-22 12:00' }))).toMatchObject({ code: 'OUT_OF_HOURS', details: { reason: 'closed_day' } });
    });

    it("should refuse a time after the last order of a day that ends earlier (S008's Sunday ends at 20:00)", async () => {
      const sunday = { storeId: 8, storeCode: 'S008', tencd: 'S008', pickUpAtStore: true, deliveryTo: null, deliveryFee: 0 };
      expect(await refusal(orderInfo({ ...sunday, servsTime: '2026-11-29 20:15' }))).toMatchObject({ code: 'OUT_OF_HOURS', details: { reason: 'after_last_order' } });
    });

    it("should refuse a time inside a daily break whose value is '*' (S002, 14:00-15:00)", async () => {
      const s002 = { storeId: 2, storeCode: 'S002', tencd: 'S002', pickUpAtStore: true, deliveryTo: null, deliveryFee: 0 };
      expect(await refusal(orderInfo({ ...s002, servsTime: '2026-11-23 14:30' }))).toMatchObject({ code: 'SERVE_TIME_IN_BREAK', field: 'info.servsTime' });
      expect(await refusal(orderInfo({ ...s002, servsTime: '2026-11-26 14:00' }))).toMatchObject({ code: 'SERVE_TIME_IN_BREAK' });
    });

    it('should refuse a time off the 15-minute grid', async () => {
      expect(await refusal(orderInfo({ servsTime: '2026-11-23 12:07', orderTime: '12:07' }))).toMatchObject({ code: 'SERVE_TIME_OFF_GRID', field: 'info.servsTime' });
    });

    it('should refuse a time sooner than now plus the prepare time', async () => {
      clock.set('2026-11-23T04:00:00Z'); // 11:00; S001 prepares in 30 minutes
      try {
        expect(await refusal(orderInfo({ servsTime: '2026-11-23 11:15' }))).toMatchObject({ code: 'SERVE_TIME_MISSED', field: 'info.servsTime' });
      } finally {
        clock.set(MONDAY_0900);
      }
    });

    it('should serve an ASAP order at the earliest slot, whatever time the client sent', async () => {
      const info = orderInfo({ isASAP: true, servsTime: '2026-11-29 18:00', orderTime: '18:00' });
      const { id } = await insertOrder(call, info);
      await confirmOrder(call, id, info);
      // 09:00 + 30 minutes, and S001 opens at 10:00
      expect(await servsTimeOf(id)).toBe('2026-11-23 10:00');
    });

    it("should refuse an ASAP order after the store's last order of today, naming it", async () => {
      clock.set('2026-11-23T13:45:00Z'); // 20:45, S001's last order is 20:00
      try {
        expect(await refusal(orderInfo({ isASAP: true }))).toMatchObject({ code: 'LAST_ORDER_PASSED', field: 'info.servsTime', details: { last_order_time: '20:00' } });
      } finally {
        clock.set(MONDAY_0900);
      }
    });
  });

  describe("the store's delivery and pickup", () => {
    it('should refuse delivery from a pickup-only store (S003)', async () => {
      const body = await refusal(orderInfo({ storeId: 3, storeCode: 'S003', tencd: 'S003' }), { status: 409 });
      expect(body).toMatchObject({ code: 'DELIVERY_UNAVAILABLE', field: 'info.pickUpAtStore' });
    });

    it('should refuse pickup at a delivery-only store (S006)', async () => {
      const body = await refusal(orderInfo({ storeId: 6, storeCode: 'S006', tencd: 'S006', pickUpAtStore: true, deliveryFee: 0 }), { status: 409 });
      expect(body).toMatchObject({ code: 'PICKUP_UNAVAILABLE', field: 'info.pickUpAtStore' });
    });
  });

  describe('the delivery position', () => {
    it('should price from the saved address, not from a near position the client sends', async () => {
      // about 22 km from S001
      const far = await customerWithAddress(server, call, '+84906000201', { lat: 10.95, lng: 106.8 });
      const info = orderInfo({ customerId: far.id, customerAddressId: far.addressId, deliveryLocation: NEAR_S001 });
      expect(await refusal(info, { token: far.token })).toMatchObject({ code: 'OUT_OF_RANGE' });
    });

    it("should price a guest's delivery from the place the maps service resolves, not from the position sent", async () => {
      expect(await refusal(orderInfo({ deliveryPlaceId: FAR_PLACE, deliveryLocation: NEAR_S001 }))).toMatchObject({ code: 'OUT_OF_RANGE' });
      expect(await refusal(orderInfo({ deliveryPlaceId: 'no-such-place' }))).toMatchObject({ code: 'ADDRESS_NOT_FOUND', field: 'info.deliveryPlaceId' });
    });

    it('should refuse a bare position or a bare distance from the client', async () => {
      const bare = { code: 'DELIVERY_POSITION_REQUIRED', field: 'info.deliveryPlaceId' };
      expect(await refusal(orderInfo({ deliveryPlaceId: null, deliveryLocation: NEAR_S001 }))).toMatchObject(bare);
      expect(await refusal(orderInfo({ deliveryPlaceId: null, deliveryLocation: null, actualDistance: 0.5 }))).toMatchObject(bare);
    });

    it('should keep the position the server resolved with the order', async () => {
      const info = orderInfo({ deliveryLocation: { lat: 10.5, lng: 106.5 } });
      const { id } = await insertOrder(call, info);
      await confirmOrder(call, id, info);
      const [stored] = await server.db.query<{ location: { lat: number } }>("select info->'deliveryLocation' as location from delivery_order where id = $1", [id]);
      expect(stored.location.lat).toBeCloseTo(10.777, 2);
    });
  });

  describe("each dish's toppings and quantity", () => {
    const withToppings = (toppings: object[], quantity = 1) => orderInfo({ foods: [{ ...phoLine(quantity), toppings }] });
    const regular = { menucd: 'T001', menunm: 'Tô vừa', price: 0, quantity: 1, meisaikb: 2 };

    it('should refuse a dish without its mandatory choice', async () => {
      expect(await refusal(withToppings([]))).toMatchObject({ code: 'TOPPING_REQUIRED', field: 'info.foods[0].toppings', details: { menucd: 'PHO001' } });
    });

    it('should refuse two choices of one mandatory group', async () => {
      const large = { menucd: 'T002', menunm: 'Tô lớn', price: 15000, quantity: 1, meisaikb: 2 };
      expect(await refusal(withToppings([regular, large]))).toMatchObject({ code: 'TOPPING_CHOICE_TWICE', field: 'info.foods[0].toppings[1]' });
    });

    it("should refuse a topping of another dish (PHO002's extra brisket on PHO001)", async () => {
      const other = { menucd: 'T010', menunm: 'Thêm nạm', price: 25000, quantity: 1, meisaikb: 6 };
      expect(await refusal(withToppings([regular, other]))).toMatchObject({ code: 'TOPPING_NOT_OF_DISH', field: 'info.foods[0].toppings[1]', details: { topping: 'T010' } });
    });

    it('should refuse quantities beyond the caps with 400, never 500', async () => {
      expect(await refusal(withToppings([regular], 100))).toMatchObject({ code: 'QUANTITY_LIMIT', field: 'info.foods[0].quantity' });
      expect(await refusal(withToppings([regular], 30_000))).toMatchObject({ code: 'QUANTITY_LIMIT', field: 'info.foods[0].quantity' });
    });
  });

  describe('the checkout form', () => {
    it('should refuse an e-invoice without a tax code, and a receiver without a phone', async () => {
      expect(await refusal(orderInfo({ isUseEinvoice: true, eInvoiceInfo: null }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.eInvoiceInfo.receiptTaxCode' });
      expect(await refusal(orderInfo({ recipientName: 'Trần Thị B' }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.recipientPhone' });
    });

    it('should refuse an order without a payment method, never storing it as cash', async () => {
      // SPEC §5 "a payment method must be chosen": null is no choice, whatever the request's type coercion would make of it
      for (const emoneyType of [null, undefined]) {
        expect(await refusal(orderInfo({ emoneyType }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.emoneyType', details: { reason: 'required' } });
      }
      expect(await refusal(orderInfo({ emoneyType: 3 }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.emoneyType' });
    });

    it('should accept a valid e-invoice', async () => {
      const info = orderInfo({ isUseEinvoice: true, eInvoiceInfo: { receiptTaxCode: '0300588569', receiptCompanyName: 'Công ty Cổ phần Sữa Việt Nam', receiptName: 'Nguyễn Văn A' } });
      const { id } = await insertOrder(call, info);
      expect((await confirmOrder(call, id, info)).data.status).toBe('SUCCESS');
    });
  });
});
