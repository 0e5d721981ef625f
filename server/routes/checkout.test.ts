import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, customerWithAddress, FAR_PLACE, insertOrder, MONDAY_0900, NEAR_S001, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

describe('checkout: confirming an order', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  it('should confirm an order with the right prices and send it', async () => {
    const info = orderInfo();
    const { id, orderNo } = await insertOrder(call, info);
    // the order number's business date and the row's time follow the server's clock, not the database's
    expect(orderNo).toMatch(/^261123\d{6}$/);
    const [stamped] = await server.db.query<{ created_at: Date }>('select created_at from delivery_order where id = $1', [id]);
    expect(new Date(stamped.created_at).toISOString()).toBe('2026-11-23T02:00:00.000Z');
    const body = await confirmOrder(call, id, info);
    expect(body).toEqual({ data: { status: 'SUCCESS', id, order_no: orderNo } });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    expect(read.data.info).toMatchObject({
      status: 'orderSent',
      payment_status: 'success',
      phone: '+84901234567',
      sub_total: 130000,
      delivery_fee: 15000,
      cash: 145000,
      start_time_check_out: '2026-11-23T02:00:00Z',
      start_time_payment: '2026-11-23T02:01:00Z',
    });
  });

  it('should answer INVALID_ORDER with the changed item and fee when the catalogue changed', async () => {
    const info = orderInfo({ deliveryFee: 10000 });
    const { id } = await insertOrder(call, info);
    await server.db.query("update menu_item set baika = 69000 where menucd = 'PHO001'");
    try {
      const body = await confirmOrder(call, id, info, { status: 409 });
      expect(body.code).toBe('INVALID_ORDER');
      expect(body.details.changed_items).toEqual([{ menucd: 'PHO001', menuname: 'Phở bò tái', old_price: 65000, new_price: 69000 }]);
      expect(body.details.delivery_fee).toEqual({ old: 10000, new: 15000 });
      const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
      expect(read.data.info.status).toBe('ordering');
      // the client takes the new prices and confirms
      const retried = await confirmOrder(call, id, orderInfo({ foods: [phoLine(2, 69000)] }));
      expect(retried.data.status).toBe('SUCCESS');
    } finally {
      await server.db.query("update menu_item set baika = 65000 where menucd = 'PHO001'");
    }
  });

  it('should confirm once when the same confirmation is sent twice', async () => {
    const info = orderInfo();
    const { id } = await insertOrder(call, info);
    const [first, second] = await Promise.all([confirmOrder(call, id, info), confirmOrder(call, id, info)]);
    expect(second).toEqual(first);
    const third = await confirmOrder(call, id, info, { headers: { 'idempotency-key': 'retry-after-timeout' } });
    expect(third).toEqual(first);
    const rows = await server.db.query('select * from order_confirmation where order_id = $1', [id]);
    expect(rows).toHaveLength(1);
  });

  it('should refuse customerId 0, an empty order, a missed time and a time out of hours', async () => {
    const { id } = await insertOrder(call, orderInfo());
    expect((await confirmOrder(call, id, orderInfo({ customerId: 0 }), { status: 400 })).code).toBe('ERROR_CUSTOMER');
    expect((await confirmOrder(call, id, orderInfo({ customerId: 5 }), { status: 400 })).code).toBe('ERROR_CUSTOMER');
    expect((await confirmOrder(call, id, orderInfo({ foods: [{ ...phoLine(), active_flag: false }] }), { status: 400 })).code).toBe('EMPTY_ORDER');
    // 11:00: 11:15 is open but too soon for S001's 30 minutes (09:15 would be before opening, checked first)
    clock.set('2026-11-23T04:00:00Z');
    try {
      expect((await confirmOrder(call, id, orderInfo({ servsTime: '2026-11-23 11:15' }), { status: 400 })).code).toBe('SERVE_TIME_MISSED');
    } finally {
      clock.set(MONDAY_0900);
    }
    expect((await confirmOrder(call, id, orderInfo({ servsTime: '2026-11-23 09:15' }), { status: 400 })).code).toBe('OUT_OF_HOURS');
    expect((await confirmOrder(call, id, orderInfo({ servsTime: '2026-11-23 22:00' }), { status: 400 })).code).toBe('OUT_OF_HOURS');
    const invalid = await confirmOrder(call, id, orderInfo({ name: '' }), { status: 400 });
    expect(invalid).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.name' });
    const far = await confirmOrder(call, id, orderInfo({ deliveryPlaceId: FAR_PLACE }), { status: 400 });
    expect(far.code).toBe('OUT_OF_RANGE');
  });

  it('should keep a customer order to its customer and list it in their history', async () => {
    const customer = await customerWithAddress(server, call, '+84906000042');
    const { token } = customer;
    const info = orderInfo({ customerId: customer.id, customerAddressId: customer.addressId });
    const { id, orderNo } = await insertOrder(call, info);
    await confirmOrder(call, id, info, { token });
    const history = await call('POST', '/api/delivery/get-order-history', { user_id: customer.id, date_from: '20261101', date_to: '20261123' }, { token });
    expect(history.data.data.map((r: { order_no: string }) => r.order_no)).toContain(orderNo);
    const unpaid = await call('POST', '/api/delivery/get-order-history', { user_id: customer.id, date_from: '20261101', date_to: '20261123', status: 'unpaid' }, { token });
    expect(unpaid.data.data).toEqual([]);
    const tab = await call('POST', '/api/delivery/get-user-order', { user_id: customer.id, tab: 'on_going' }, { token });
    expect(tab.data.data[0]).toMatchObject({ order_no: orderNo, total: 145000, products: ['Phở bò tái'] });
    await call('POST', '/api/delivery/get-order-history', { user_id: customer.id + 1, date_from: '20261101', date_to: '20261123' }, { token, status: 403 });
  });

  it("should refuse another customer's saved address or an unknown one at confirmation and accept the customer's own", async () => {
    const owner = await customerWithAddress(server, call, '+84906000101');
    const other = await customerWithAddress(server, call, '+84906000102');
    const info = orderInfo({ customerId: other.id, customerAddressId: owner.addressId });
    const { id, orderNo } = await insertOrder(call, info);
    const refusal = { code: 'VALIDATION_ERROR', field: 'info.customerAddressId' };
    expect(await confirmOrder(call, id, info, { token: other.token, status: 400 })).toMatchObject(refusal);
    // an unknown id, one beyond the column's range, and a guest naming a saved address are refused alike
    expect(await confirmOrder(call, id, { ...info, customerAddressId: 999999 }, { token: other.token, status: 400 })).toMatchObject(refusal);
    expect(await confirmOrder(call, id, { ...info, customerAddressId: 2 ** 31 }, { token: other.token, status: 400 })).toMatchObject(refusal);
    expect(await confirmOrder(call, id, { ...info, customerId: null }, { status: 400 })).toMatchObject(refusal);
    // the refusals neither sent the order nor recorded a confirmation
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    expect(read.data.info.status).toBe('ordering');
    expect(await server.db.query('select 1 from order_confirmation where order_id = $1', [id])).toHaveLength(0);
    const own = await confirmOrder(call, id, { ...info, customerAddressId: other.addressId }, { token: other.token });
    expect(own).toEqual({ data: { status: 'SUCCESS', id, order_no: orderNo } });
    const sent = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    expect(sent.data.info).toMatchObject({ status: 'orderSent', customerAddressId: other.addressId, delivery_fee: 15000 });
  });

  it('should price the delivery from the saved address when the client sends no position', async () => {
    const near = await customerWithAddress(server, call, '+84906000103');
    const info = orderInfo({ customerId: near.id, customerAddressId: near.addressId, deliveryLocation: null });
    const { id, orderNo } = await insertOrder(call, info);
    await confirmOrder(call, id, info, { token: near.token });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    expect(read.data.info).toMatchObject({ status: 'orderSent', delivery_fee: 15000, cash: 145000 });
    const [stored] = await server.db.query<{ location: unknown }>("select info->'deliveryLocation' as location from delivery_order where id = $1", [id]);
    expect(stored.location).toEqual(NEAR_S001);
    // an address beyond the store's range is refused from its own position
    const far = await customerWithAddress(server, call, '+84906000104', { lat: 10.9, lng: 106.8 });
    const farInfo = orderInfo({ customerId: far.id, customerAddressId: far.addressId, deliveryLocation: null });
    const farOrder = await insertOrder(call, farInfo);
    expect((await confirmOrder(call, farOrder.id, farInfo, { token: far.token, status: 400 })).code).toBe('OUT_OF_RANGE');
  });

  it("should refuse saving another customer's address on an unconfirmed order", async () => {
    const owner = await customerWithAddress(server, call, '+84906000105');
    const other = await customerWithAddress(server, call, '+84906000106');
    const { id } = await insertOrder(call, orderInfo({ customerId: other.id }));
    const refusal = { code: 'VALIDATION_ERROR', field: 'info.customerAddressId' };
    const update = (customerAddressId: number, options: { token?: string; status?: number }) =>
      call('POST', '/api/delivery/update-delivery-info', { id, isConfirm: false, info: orderInfo({ customerId: other.id, customerAddressId }) }, options);
    const save = (customerAddressId: number, options: { token?: string; status?: number }) =>
      call('POST', '/api/delivery/save-delivery-info', { id, info: orderInfo({ customerId: other.id, customerAddressId }) }, options);
    expect(await update(owner.addressId, { token: other.token, status: 400 })).toMatchObject(refusal);
    expect(await update(other.addressId, { status: 400 })).toMatchObject(refusal);
    expect(await save(owner.addressId, { token: other.token, status: 400 })).toMatchObject(refusal);
    expect(await save(999999, { token: other.token, status: 400 })).toMatchObject(refusal);
    const unchanged = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    expect(unchanged.data.info.customerAddressId).toBeNull();
    expect((await update(other.addressId, { token: other.token })).data.status).toBe('SUCCESS');
    expect(await save(other.addressId, { token: other.token })).toEqual({ data: { id } });
    const saved = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    expect(saved.data.info.customerAddressId).toBe(other.addressId);
  });

  it('should re-save a cart before confirmation and refuse it after', async () => {
    const { id } = await insertOrder(call, orderInfo());
    await call('POST', '/api/delivery/save-delivery-info', { id, info: orderInfo({ foods: [phoLine(3)] }) });
    await confirmOrder(call, id, orderInfo({ foods: [phoLine(3)] }));
    const refused = await call('POST', '/api/delivery/save-delivery-info', { id, info: orderInfo() }, { status: 409 });
    expect(refused.code).toBe('ORDER_CLOSED');
  });

  it('should tell whether a future time can be ordered and record a confirmed one', async () => {
    const open = await call('GET', '/api/v2/customer/place_order_not_ASAP/?store_id=1&date=2026-11-24&time=12:00');
    expect(open.data).toEqual({ available: true, message: null });
    const closed = await call('GET', '/api/v2/customer/place_order_not_ASAP/?store_id=1&date=2026-11-24&time=22:00');
    expect(closed.data.available).toBe(false);
    const { orderNo } = await insertOrder(call, orderInfo());
    await call('POST', '/api/delivery/confirm-not-asap', { date: '2026-11-24', time: '12:30', order_no: orderNo });
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    expect(read.data.info).toMatchObject({ servs_time: '2026-11-24 12:30', isasap: false });
  });

  it('should estimate delivery and list hubs, with mess when out of range', async () => {
    const estimate = await call('POST', '/api/v2/delivery/estimate-delivery-client/', { store_id: 1, ...{ lat: 10.78, lng: 106.7 } });
    expect(estimate.data).toMatchObject({ delivery_fee: 15000, estimated_delivery_time: 25 });
    const far = await call('POST', '/api/v2/delivery/estimate-delivery-client/', { store_id: 1, lat: 10.9, lng: 106.8 }, { status: 400 });
    expect(far.code).toBe('OUT_OF_RANGE');
    const near = await insertOrder(call, orderInfo());
    const hubs = await call('POST', '/api/delivery/fetch-delivery-hubs', { order_no: near.orderNo, delivery_to: 'x', store_id: 1 });
    expect(hubs.data[0].delivery_fee_amount).toBe(15000);
    const away = await insertOrder(call, orderInfo({ deliveryLocation: { lat: 10.9, lng: 106.8 } }));
    const refused = await call('POST', '/api/delivery/fetch-delivery-hubs', { order_no: away.orderNo, delivery_to: 'x', store_id: 1 }, { status: 400, headers: { 'accept-language': 'en' } });
    expect(refused.mess).toMatch(/farther/);
  });

  it('should start a new cart from a past order', async () => {
    const customer = await customerWithAddress(server, call, '+84906000190');
    const { id } = await insertOrder(call, orderInfo(), { token: customer.token });
    const body = await call('POST', `/api/v2/delivery/${id}/reorder/`, { lang: 'vi' }, { token: customer.token });
    expect(body.data.unavailable).toEqual([]);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id: body.data.id }, { token: customer.token });
    expect(read.data.info.status).toBe('ordering');
    expect(read.data.foods[0].menucd).toBe('PHO001');
  });
});

describe('checkout: promotions, e-invoice and tax', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const cart = (promotions: { promotion_id: number; quantity: number }[], items = [phoLine()]) => ({
    customer_id: null,
    cart: { brand_code: 'BNS', store_code: 'S001', items, total: 130000, promotions },
  });

  it('should say why a promotion cannot apply', async () => {
    const vi = { 'accept-language': 'vi' };
    const expired = await call('POST', '/api/v2/promotion/check-apply/', cart([{ promotion_id: 6, quantity: 1 }]), { headers: vi });
    expect(expired).toEqual({ valid: false, promotion_name: 'Tết 2025 giảm 20.000\u00a0₫', reason: 'expired' });
    const minimum = await call('POST', '/api/v2/promotion/check-apply/', cart([{ promotion_id: 1, quantity: 1 }], [phoLine(1)]));
    expect(minimum).toMatchObject({ valid: false, reason: 'minimum_total' });
    // a guest owns no ticket of any promotion
    const voucher = await call('POST', '/api/v2/promotion/check-apply/', cart([{ promotion_id: 4, quantity: 1 }]));
    expect(voucher).toMatchObject({ valid: false, reason: 'not_owned' });
    const customer = await customerWithAddress(server, call, '+84906000076');
    await server.db.query('insert into customer_promotion (customer_id, promotion_id, ticket_quantity) values ($1, 2, 1)', [customer.id]);
    const ok = await call('POST', '/api/v2/promotion/check-apply/', { ...cart([{ promotion_id: 2, quantity: 1 }]), customer_id: customer.id }, { token: customer.token, headers: vi });
    expect(ok).toEqual({ valid: true, promotion_name: 'Phở bò tái giảm 15.000\u00a0₫', reason: null });
  });

  it('should apply promotions at confirmation and record their use', async () => {
    const customer = await customerWithAddress(server, call, '+84906000077');
    const { token } = customer;
    await server.db.query('insert into customer_promotion (customer_id, promotion_id, ticket_quantity) values ($1, 4, 3), ($1, 2, 1)', [customer.id]);
    const info = orderInfo({ customerId: customer.id, customerAddressId: customer.addressId });
    const { id, orderNo } = await insertOrder(call, info);
    await call(
      'POST',
      '/api/delivery/update-delivery-info',
      {
        id,
        isConfirm: true,
        info: { ...info, status: 'orderSent' },
        ticket_used: { customer_id: customer.id, promotions: [{ promotion_id: 2, quantity: 1, discount_amount: 15000 }, { promotion_id: 4, quantity: 2, discount_amount: 50000 }] },
      },
      { token },
    );
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    expect(read.data.info).toMatchObject({ sub_total: 130000, crm_promotion_amount: 65000, after_promotion_subtotal: 65000, cash: 80000 });
    const owned = await call('POST', '/api/v2/promotion/my-promotion/', { code_type: 'cus', code_value: String(customer.id), code: `cus${customer.id}`, status: 'owned' }, { token });
    // beside the banners' open offers (2 among them), which every member has without a ticket
    const tickets = owned.data.filter((p: { open_offer: boolean }) => !p.open_offer);
    expect(tickets).toHaveLength(1);
    expect(tickets[0]).toMatchObject({ id: 4, ticket_quanlity: 1 });
    const used = await call('POST', '/api/v2/promotion/my-promotion/', { code_type: 'cus', code_value: String(customer.id), code: `cus${customer.id}`, status: 'used' }, { token });
    expect(used.data.map((p: { id: number }) => p.id)).toEqual([2, 4]);
    // the used tab counts the tickets used (the voucher twice), not the ones left
    expect(used.data.map((p: { id: number; used_quantity: number }) => [p.id, p.used_quantity])).toEqual([[2, 1], [4, 2]]);
    await call('POST', '/api/v2/promotion/my-promotion/', { code_type: 'cus', code_value: String(customer.id + 1), code: `cus${customer.id + 1}`, status: 'owned' }, { token, status: 403 });
  });

  it('should look up a company by tax code', async () => {
    const found = await call('GET', '/api/e-invoice/get-customer-info-by-tax-code/?taxCode=0300588569');
    expect(found.data.data.company_name).toBe('Công ty Cổ phần Sữa Việt Nam');
    const missing = await call('GET', '/api/e-invoice/get-customer-info-by-tax-code/?taxCode=0123456789', undefined, { status: 404 });
    expect(missing.code).toBe('NOT_FOUND');
    await call('GET', '/api/e-invoice/get-customer-info-by-tax-code/?taxCode=0000000000', undefined, { status: 404 });
  });

  it('should give the store VAT', async () => {
    expect((await call('POST', '/api/sys-conts/get-tax', { store_code: 'S001' })).data.tax).toBe(8);
    expect((await call('POST', '/api/sys-conts/get-tax', { store_code: 'S002' })).data.tax).toBe(10);
  });
});
