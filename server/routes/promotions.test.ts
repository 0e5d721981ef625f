import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems } from '../../tests/support/contract-validator';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, customerWithAddress, grantGuestAllowance, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

const BILL10 = 1;
const PHO15K = 2;
const FREESHIP = 3;
const VOUCHER25K = 4;
const PHO2ND = 5;

describe('promotions are entitlements the server owns', () => {
  let server: TestServer;
  const call = caller(() => server);
  let phones = 0;
  beforeAll(async () => {
    server = await startTestServer({ clock });
    // its guest orders are confirmed without the caller: the guest holds the anonymous allowance
    await grantGuestAllowance(server, orderInfo().phone);
  });
  afterAll(() => server.close());

  /** A logged-in customer holding the given tickets. */
  async function customer(tickets: Record<number, number> = {}) {
    phones += 1;
    const created = await customerWithAddress(server, call, `+8490700${String(phones).padStart(4, '0')}`);
    for (const [promotionId, quantity] of Object.entries(tickets)) {
      await server.db.query('insert into customer_promotion (customer_id, promotion_id, ticket_quantity) values ($1, $2, $3)', [created.id, Number(promotionId), quantity]);
    }
    return created;
  }

  const tickets = async (customerId: number, promotionId: number) =>
    (await server.db.query<{ ticket_quantity: number }>('select ticket_quantity from customer_promotion where customer_id = $1 and promotion_id = $2', [customerId, promotionId]))[0]
      ?.ticket_quantity ?? 0;

  const ticketUsed = (customerId: number | null, promotions: { promotion_id: number; quantity: number }[]) => ({
    customer_id: customerId,
    promotions: promotions.map((p) => ({ ...p, discount_amount: 0 })),
  });

  /** Confirms an order with promotions and answers the HTTP status and body (checked against the contract). */
  async function confirmWith(
    who: { id: number; token: string; addressId: number } | null,
    promotions: { promotion_id: number; quantity: number }[],
    options: { sentCustomerId?: number; info?: Record<string, unknown> } = {},
  ) {
    const info = orderInfo({ ...(who ? { customerId: who.id, customerAddressId: who.addressId } : {}), ...options.info });
    const inserted = await call('POST', '/api/delivery/insert-delivery-info', { info, lang: 'vi' }, who ? { token: who.token } : {});
    const { id, order_no: orderNo } = inserted.data as { id: number; order_no: string };
    // a guest's order is reached with the capability the server issued at insert
    const capability = inserted.data.order_capability as string | undefined;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/delivery/update-delivery-info',
      headers: who ? { authorization: `Bearer ${who.token}` } : capability ? { 'x-order-capability': capability } : {},
      payload: { id, isConfirm: true, info: { ...info, status: 'orderSent' }, ticket_used: ticketUsed(options.sentCustomerId ?? who?.id ?? null, promotions), lang: 'vi' },
    });
    const body = response.json();
    expect(contractProblems('POST', '/api/delivery/update-delivery-info', response.statusCode, body)).toEqual([]);
    return { status: response.statusCode, body, id, orderNo };
  }

  const refusal = (reason: string, promotionId: number) => ({
    code: 'INVALID_ORDER',
    field: 'ticket_used.promotions',
    details: { promotion: expect.objectContaining({ promotion_id: promotionId, reason }) },
  });

  it('should refuse a promotion to a customer who owns no ticket of it', async () => {
    const owner = await customer();
    const refused = await confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(refusal('not_owned', PHO2ND));
    // the same through the cart's listPromotion (a promotion as another customer's my-promotion shows it) names that field
    const holder = await customer({ [PHO2ND]: 1 });
    const owned = await call('POST', '/api/v2/promotion/my-promotion/', { code_type: 'cus', code_value: String(holder.id), code: `cus${holder.id}`, status: 'owned' }, { token: holder.token });
    const info = orderInfo({ customerId: owner.id, customerAddressId: owner.addressId, listPromotion: [{ ...(owned.data as { id: number }[]).find((p) => p.id === PHO2ND), applyQuantity: 1 }] });
    const { id } = await insertOrder(call, info);
    expect(await confirmOrder(call, id, info, { token: owner.token, status: 409 })).toMatchObject({ field: 'info.listPromotion', details: { promotion: { reason: 'not_owned' } } });
    const check = await call('POST', '/api/v2/promotion/check-apply/', { customer_id: owner.id, cart: { store_code: 'S001', items: [phoLine()], total: 130000, promotions: [{ promotion_id: PHO2ND, quantity: 1 }] } }, { token: owner.token });
    expect(check).toMatchObject({ valid: false, reason: 'not_owned' });
  });

  it("should refuse a guest who sends another customer's id", async () => {
    const owner = await customer({ [PHO2ND]: 1, [VOUCHER25K]: 2 });
    const refused = await confirmWith(null, [{ promotion_id: VOUCHER25K, quantity: 1 }], { sentCustomerId: owner.id });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject(refusal('not_owned', VOUCHER25K));
    const cart = { store_code: 'S001', items: [phoLine()], total: 130000, promotions: [{ promotion_id: PHO2ND, quantity: 1 }] };
    expect(await call('POST', '/api/v2/promotion/check-apply/', { customer_id: owner.id, cart }, { status: 403 })).toMatchObject({ code: 'FORBIDDEN', field: 'customer_id' });
    const stranger = await customer();
    await call('POST', '/api/v2/promotion/check-apply/', { customer_id: owner.id, cart }, { token: stranger.token, status: 403 });
    await call('POST', '/api/delivery/check-is-available-promotion', { customer_id: owner.id, promotions: [{ promotion_id: PHO2ND, quantity: 1 }] }, { status: 403 });
    // the owner's tickets are untouched
    expect(await tickets(owner.id, VOUCHER25K)).toBe(2);
  });

  it('should use a ticket once: a second order with the same ticket is refused', async () => {
    const owner = await customer({ [PHO2ND]: 1 });
    const first = await confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }]);
    expect(first.status).toBe(200);
    expect(await tickets(owner.id, PHO2ND)).toBe(0);
    const second = await confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }]);
    expect(second.status).toBe(409);
    expect(second.body).toMatchObject(refusal('not_owned', PHO2ND));
  });

  it('should use one ticket once when orders are confirmed at the same time', async () => {
    const owner = await customer({ [PHO2ND]: 1 });
    const results = await Promise.all([1, 2, 3].map(() => confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }])));
    expect(results.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await tickets(owner.id, PHO2ND)).toBe(0);
    const used = await server.db.query('select 1 from promotion_usage where customer_id = $1 and promotion_id = $2', [owner.id, PHO2ND]);
    expect(used).toHaveLength(1);
  });

  it('should hold limit_on_customer even with tickets left', async () => {
    // PMT-PHO2ND: once per customer
    const owner = await customer({ [PHO2ND]: 3 });
    expect((await confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }])).status).toBe(200);
    const again = await confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }]);
    expect(again.body).toMatchObject(refusal('limit_on_customer', PHO2ND));
    expect(await tickets(owner.id, PHO2ND)).toBe(2);
  });

  it('should count limit_per_day per customer: one customer reaching it leaves the others their own', async () => {
    // PMT-VOUCHER25K: 2 a day per customer, 5 in all
    const first = await customer({ [VOUCHER25K]: 5 });
    const second = await customer({ [VOUCHER25K]: 5 });
    expect((await confirmWith(first, [{ promotion_id: VOUCHER25K, quantity: 2 }])).status).toBe(200);
    expect((await confirmWith(first, [{ promotion_id: VOUCHER25K, quantity: 1 }])).body).toMatchObject(refusal('limit_per_day', VOUCHER25K));
    expect((await confirmWith(second, [{ promotion_id: VOUCHER25K, quantity: 2 }])).status).toBe(200);
    // the next business day the first customer may use it again
    clock.advance(24 * 60);
    try {
      const info = orderInfo({ customerId: first.id, customerAddressId: first.addressId, servsTime: '2026-11-24 12:00' });
      const { id } = await insertOrder(call, info);
      const next = await call(
        'POST',
        '/api/delivery/update-delivery-info',
        { id, isConfirm: true, info: { ...info, status: 'orderSent' }, ticket_used: ticketUsed(first.id, [{ promotion_id: VOUCHER25K, quantity: 2 }]) },
        { token: first.token },
      );
      expect(next.data.status).toBe('SUCCESS');
    } finally {
      clock.set(MONDAY_0900);
    }
    expect(await tickets(first.id, VOUCHER25K)).toBe(1);
  });

  it("should hold limit_per_day when one customer's orders are confirmed at the same time", async () => {
    const owner = await customer({ [VOUCHER25K]: 5 });
    const results = await Promise.all([1, 2, 3].map(() => confirmWith(owner, [{ promotion_id: VOUCHER25K, quantity: 1 }])));
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    expect(results.find((r) => r.status === 409)?.body).toMatchObject(refusal('limit_per_day', VOUCHER25K));
    expect(await tickets(owner.id, VOUCHER25K)).toBe(3);
  });

  it("should hold the promotion's remaining quantity under concurrent orders of different customers", async () => {
    const [used] = await server.db.query<{ n: number }>('select coalesce(sum(quantity), 0)::int as n from promotion_usage where promotion_id = $1', [PHO2ND]);
    await server.db.query('update promotion set quantity = $2 where id = $1', [PHO2ND, used.n + 2]);
    try {
      const customers = await Promise.all([1, 2, 3, 4].map(() => customer({ [PHO2ND]: 1 })));
      const results = await Promise.all(customers.map((c) => confirmWith(c, [{ promotion_id: PHO2ND, quantity: 1 }])));
      expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409, 409]);
      for (const r of results.filter((x) => x.status === 409)) expect(r.body).toMatchObject(refusal('no_remaining', PHO2ND));
      const [after] = await server.db.query<{ n: number }>('select coalesce(sum(quantity), 0)::int as n from promotion_usage where promotion_id = $1', [PHO2ND]);
      expect(after.n).toBe(used.n + 2);
    } finally {
      await server.db.query('update promotion set quantity = 1000 where id = $1', [PHO2ND]);
    }
  });

  it('should not let update-promotion-usage write usage: a request for 1000 vouchers blocks nobody', async () => {
    const owner = await customer({ [VOUCHER25K]: 2 });
    const { orderNo } = await insertOrder(call, orderInfo());
    // a stranger is refused (only the order's owner may call it), and even the owner's call writes nothing
    const attack = { order_no: orderNo, customer_id: owner.id, promotions: [{ promotion_id: VOUCHER25K, quantity: 1000, discount_amount: 25000000 }] };
    await call('POST', '/api/delivery/update-promotion-usage', attack, { status: 401 });
    const ownOrder = await insertOrder(call, orderInfo({ customerId: owner.id, customerAddressId: owner.addressId }), { token: owner.token });
    const answer = await call('POST', '/api/delivery/update-promotion-usage', { ...attack, order_no: ownOrder.orderNo }, { token: owner.token });
    expect(answer).toEqual({ data: { status: 'SUCCESS', promotions: [] } });
    expect(await server.db.query('select 1 from promotion_usage u join delivery_order o on o.id = u.order_id where o.order_no = $1', [ownOrder.orderNo])).toHaveLength(0);
    expect(await server.db.query('select 1 from promotion_usage u join delivery_order o on o.id = u.order_id where o.order_no = $1', [orderNo])).toHaveLength(0);
    const confirmed = await confirmWith(owner, [{ promotion_id: VOUCHER25K, quantity: 2 }]);
    expect(confirmed.status).toBe(200);
    // it answers what the server recorded at confirmation
    const recorded = await call('POST', '/api/delivery/update-promotion-usage', { order_no: confirmed.orderNo, promotions: [] }, { token: owner.token });
    expect(recorded.data.promotions).toEqual([{ promotion_id: VOUCHER25K, quantity: 2, discount_amount: 50000, menucd: null }]);
  });

  it('should take 50% off the second bowl only, and record that on the order', async () => {
    const owner = await customer({ [PHO2ND]: 1 });
    const confirmed = await confirmWith(owner, [{ promotion_id: PHO2ND, quantity: 1 }]);
    expect(confirmed.status).toBe(200);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: confirmed.orderNo }, { token: owner.token });
    // two bowls at 65,000 (8% included VAT): half of the second bowl's 65,000
    expect(read.data.info).toMatchObject({ sub_total: 130000, crm_promotion_amount: 32500, cash: 130000 - 32500 + 15000 });
  });

  it('should store one breakdown that adds up, with the VAT charged on the discounted subtotal, and read it on the status page and in history', async () => {
    const owner = await customer({ [VOUCHER25K]: 2 });
    // three Cơm gà xối mỡ at 69,000 with 8% VAT outside the price: 207,000 and 16,560 VAT
    const rice = { menucd: 'COM004', menuid: 'COM004', menunm: 'Cơm gà xối mỡ', price: 69000, quantity: 3, toppings: [], stuckb: 1, tax_rate: 8, meisaikb: 0, active_flag: true };
    const info = orderInfo({ customerId: owner.id, customerAddressId: owner.addressId, foods: [rice] });
    const { id, orderNo } = await insertOrder(call, info);
    await call(
      'POST',
      '/api/delivery/update-delivery-info',
      { id, isConfirm: true, info: { ...info, status: 'orderSent' }, ticket_used: ticketUsed(owner.id, [{ promotion_id: VOUCHER25K, quantity: 2 }]) },
      { token: owner.token },
    );
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo });
    const breakdown = { subTotal: 207000, vat: 12560, includedVat: 0, deliveryFee: 15000, itemDiscount: 0, billDiscount: 50000, feeDiscount: 0, total: 184560 };
    expect(read.data.info.breakdown).toEqual(breakdown);
    expect(breakdown.subTotal + breakdown.vat + breakdown.deliveryFee - breakdown.itemDiscount - breakdown.billDiscount - breakdown.feeDiscount).toBe(breakdown.total);
    expect(read.data.info).toMatchObject({ vat: 12560, cash: 184560, crm_promotion_amount: 50000 });
    const history = await call('POST', '/api/delivery/get-user-order', { user_id: owner.id, tab: 'all' }, { token: owner.token });
    expect(history.data.data.find((r: { order_no: string }) => r.order_no === orderNo)).toMatchObject({ total: 184560, gokeikin: 184560 });
  });
});

describe('promotions a home banner advertises are open offers to every member', () => {
  let server: TestServer;
  const call = caller(() => server);
  let phones = 0;
  beforeAll(async () => {
    server = await startTestServer({ clock });
    await grantGuestAllowance(server, orderInfo().phone);
  });
  afterAll(() => server.close());

  async function member() {
    phones += 1;
    return customerWithAddress(server, call, `+8490710${String(phones).padStart(4, '0')}`);
  }

  async function confirm(who: { id: number; token: string; addressId: number } | null, promotionId: number, foods = [phoLine(2)]) {
    const info = orderInfo({ ...(who ? { customerId: who.id, customerAddressId: who.addressId } : {}), foods });
    const inserted = await call('POST', '/api/delivery/insert-delivery-info', { info, lang: 'vi' }, who ? { token: who.token } : {});
    const capability = inserted.data.order_capability as string | undefined;
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/delivery/update-delivery-info',
      headers: who ? { authorization: `Bearer ${who.token}` } : capability ? { 'x-order-capability': capability } : {},
      payload: {
        id: inserted.data.id,
        isConfirm: true,
        info: { ...info, status: 'orderSent' },
        ticket_used: { customer_id: who?.id ?? null, promotions: [{ promotion_id: promotionId, quantity: 1, discount_amount: 0 }] },
        lang: 'vi',
      },
    });
    const body = response.json();
    expect(contractProblems('POST', '/api/delivery/update-delivery-info', response.statusCode, body)).toEqual([]);
    return { status: response.statusCode, body, orderNo: inserted.data.order_no as string };
  }

  const checkApply = (who: { id: number; token: string }, promotionId: number, items = [phoLine(2)]) =>
    call(
      'POST',
      '/api/v2/promotion/check-apply/',
      { customer_id: who.id, cart: { store_code: 'S001', items, total: 0, promotions: [{ promotion_id: promotionId, quantity: 1 }] } },
      { token: who.token },
    );

  it('should list the banner promotions among the owned ones of a member who holds no ticket', async () => {
    const newcomer = await member();
    const owned = await call('POST', '/api/v2/promotion/my-promotion/', { code_type: 'cus', code_value: String(newcomer.id), code: `cus${newcomer.id}`, status: 'owned' }, { token: newcomer.token });
    expect(contractProblems('POST', '/api/v2/promotion/my-promotion/', 200, owned)).toEqual([]);
    const offers = (owned.data as { code: string; open_offer: boolean }[]).filter((p) => p.open_offer).map((p) => p.code);
    expect(offers.sort()).toEqual(['PMT-BILL10', 'PMT-FREESHIP', 'PMT-PHO15K']);
    // a promotion no banner advertises still needs a ticket
    expect((owned.data as { code: string }[]).map((p) => p.code)).not.toContain('PMT-PHO2ND');
  });

  it('should let a member without a ticket apply and confirm each banner promotion when the cart qualifies', async () => {
    // two Phở bò tái: 130,000, enough for free delivery (from 100,000) and the Phở discount
    const pho = await member();
    expect(await checkApply(pho, PHO15K)).toMatchObject({ valid: true });
    const phoOrder = await confirm(pho, PHO15K);
    expect(phoOrder.status).toBe(200);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: phoOrder.orderNo }, { token: pho.token });
    expect(read.data.info).toMatchObject({ sub_total: 130000, crm_promotion_amount: 15000 });

    const ship = await member();
    expect(await checkApply(ship, FREESHIP)).toMatchObject({ valid: true });
    expect((await confirm(ship, FREESHIP)).status).toBe(200);

    // three bowls: 195,000, over the 150,000 of the bill discount
    const bill = await member();
    expect(await checkApply(bill, BILL10, [phoLine(3)])).toMatchObject({ valid: true });
    expect((await confirm(bill, BILL10, [phoLine(3)])).status).toBe(200);
    // the uses are recorded without a ticket
    const used = await server.db.query('select promotion_id from promotion_usage where customer_id = any($1::int[]) order by promotion_id', [[pho.id, ship.id, bill.id]]);
    expect(used).toEqual([{ promotion_id: BILL10 }, { promotion_id: PHO15K }, { promotion_id: FREESHIP }]);
  });

  it('should refuse a banner promotion with the reason when the cart does not qualify or the limit is used', async () => {
    const newcomer = await member();
    // one bowl: 65,000, under both minimums
    expect(await checkApply(newcomer, BILL10, [phoLine(1)])).toMatchObject({ valid: false, reason: 'minimum_total' });
    const refused = await confirm(newcomer, BILL10, [phoLine(1)]);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ code: 'INVALID_ORDER', details: { promotion: { promotion_id: BILL10, reason: 'minimum_total' } } });
    expect(await checkApply(newcomer, FREESHIP, [phoLine(1)])).toMatchObject({ valid: false, reason: 'minimum_total' });
    // no Phở bò tái in the cart: a Cơm gà line instead
    const other = { menucd: 'COM004', menuid: 'COM004', menunm: 'Cơm gà xối mỡ', price: 69000, quantity: 2, toppings: [], stuckb: 1, tax_rate: 8, meisaikb: 0, active_flag: true };
    expect(await checkApply(newcomer, PHO15K, [other])).toMatchObject({ valid: false, reason: 'no_qualifying_item' });
    // once per customer: the second order is refused with that reason
    expect((await confirm(newcomer, PHO15K)).status).toBe(200);
    const again = await confirm(newcomer, PHO15K);
    expect(again.body).toMatchObject({ details: { promotion: { promotion_id: PHO15K, reason: 'limit_on_customer' } } });
  });

  it('should not offer the banner promotions to a guest, who has no account to count their limits on', async () => {
    const refused = await confirm(null, PHO15K);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ details: { promotion: { promotion_id: PHO15K, reason: 'not_owned' } } });
  });
});
