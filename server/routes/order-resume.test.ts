import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, customerWithAddress, insertOrder, MONDAY_0900, NEAR_S001, NEAR_S001_PLACE, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

/**
 * SPEC §2 Home / §4: an open order (orderStart, ordering) found on home is finished under its own number,
 * by its customer or the device a guest put it together on; the server decides who and until when.
 */
describe('continuing an open order found on home', () => {
  let server: TestServer;
  const clock = fixedClock(MONDAY_0900);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const statusOf = async (id: number) => (await server.db.query<{ status: string }>('select status from delivery_order where id = $1', [id]))[0]!.status;

  it("should confirm a customer's open order under its own number with the dishes of today's cart", async () => {
    const call = caller(() => server);
    const owner = await customerWithAddress(server, call, '+84901110001');
    const earlier = orderInfo({ customerId: owner.id, foods: [phoLine(1)], deliveryTo: null, deliveryPlaceId: null, customerAddressId: owner.addressId });
    const { id, orderNo } = await insertOrder(call, earlier, { token: owner.token });

    const resumed = orderInfo({ customerId: owner.id, foods: [phoLine(2)], deliveryPlaceId: null, customerAddressId: owner.addressId });
    const body = await confirmOrder(call, id, resumed, { token: owner.token });

    expect(body).toEqual({ data: { status: 'SUCCESS', id, order_no: orderNo } });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: owner.token });
    expect(read.data.info).toMatchObject({ status: 'orderSent', sub_total: 130000 });
  });

  it('should answer the open delivery order\'s place to its customer only, so the order is taken back with its address, and none for pickup', async () => {
    const call = caller(() => server);
    const owner = await customerWithAddress(server, call, '+84901110004');
    const { orderNo } = await insertOrder(call, orderInfo({ customerId: owner.id }), { token: owner.token });

    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: owner.token });
    expect(read.data.info.delivery_place).toEqual({ place_id: NEAR_S001_PLACE, formatted_address: '135 Nam Kỳ Khởi Nghĩa, Quận 1', ...NEAR_S001 });
    const stranger = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    expect(stranger.data.info.access).toBe('masked');
    expect(stranger.data.info).not.toHaveProperty('delivery_place');
    const anotherCustomer = await customerWithAddress(server, call, '+84901110005');
    const asAnother = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, { token: anotherCustomer.token });
    expect(asAnother.data.info).not.toHaveProperty('delivery_place');

    const pickup = await insertOrder(call, orderInfo({ customerId: owner.id, pickUpAtStore: true }), { token: owner.token });
    const pickupRead = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: pickup.orderNo }, { token: owner.token });
    expect(pickupRead.data.info.delivery_place).toBeNull();
  });

  it("should let the guest's own device continue its open order and refuse a device without its capability", async () => {
    const device = caller(() => server);
    const otherDevice = caller(() => server);
    const { id, orderNo } = await insertOrder(device, orderInfo({ foods: [phoLine(1)] }));

    const withoutCapability = await confirmOrder(otherDevice, id, orderInfo(), { status: 401 });
    expect(withoutCapability.code).toBe('UNAUTHORIZED');
    const { accessHeaders: anotherOrdersCapability } = await insertOrder(otherDevice, orderInfo());
    const withAnotherOrders = await confirmOrder(otherDevice, id, orderInfo(), { headers: anotherOrdersCapability, status: 403 });
    expect(withAnotherOrders.code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('ordering');

    expect(await confirmOrder(device, id, orderInfo())).toEqual({ data: { status: 'SUCCESS', id, order_no: orderNo } });
  });

  it("should refuse another customer who confirms someone's open order, even naming its customer", async () => {
    const call = caller(() => server);
    const owner = await customerWithAddress(server, call, '+84901110002');
    const stranger = await customerWithAddress(server, call, '+84901110003');
    const info = orderInfo({ customerId: owner.id, deliveryPlaceId: null, customerAddressId: owner.addressId });
    const { id } = await insertOrder(call, info, { token: owner.token });

    const asThemselves = await confirmOrder(caller(() => server), id, { ...info, customerId: stranger.id }, { token: stranger.token, status: 403 });
    expect(asThemselves.code).toBe('FORBIDDEN');
    const asTheOwner = await confirmOrder(caller(() => server), id, info, { token: stranger.token, status: 403 });
    expect(asTheOwner.code).toBe('FORBIDDEN');
    expect(await statusOf(id)).toBe('ordering');
  });

  it('should answer 409 ORDER_CLOSED naming the id for an order already sent or cancelled, and leave it as it was', async () => {
    const device = caller(() => server);
    // orders the store already has without a confirmation of this server's (the demo's, the back office's)
    for (const status of ['cooking', 'cancelled'] as const) {
      const { id } = await insertOrder(device, orderInfo());
      await server.db.query('update delivery_order set status = $2 where id = $1', [id, status]);

      const refused = await confirmOrder(device, id, orderInfo({ foods: [phoLine(3)] }), { status: 409 });

      expect(refused).toMatchObject({ code: 'ORDER_CLOSED', field: 'id', details: { status } });
      expect(await statusOf(id)).toBe(status);
      const [confirmations] = await server.db.query<{ count: string }>('select count(*) from order_confirmation where order_id = $1', [id]);
      expect(Number(confirmations!.count)).toBe(0);
    }
  });
});
