import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { MOMO_FIELDS, momoSign } from '../providers/payments/momo';
import { readPaymentSecrets } from '../providers/payments/signing';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);
const secrets = readPaymentSecrets({});

/** 1 bowl: 65,000 + 15,000 fee; 50 bowls: 3,265,000 (the attack: a payment opened for 1 bowl settling an order of 50). */
const SMALL_TOTAL = 80000;
const LARGE_TOTAL = 3265000;

describe('a payment counts only for its order, amount and attempt', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  const small = (overrides: Record<string, unknown> = {}) => orderInfo({ emoneyType: 1, foods: [phoLine(1)], ...overrides });
  const large = () => orderInfo({ emoneyType: 1, foods: [phoLine(50)] });

  const linkRequest = (order: { id: number; orderNo: string }, method: 'momo' | 'payoo') => ({
    amount: 1,
    ship_date: '23/11/2026',
    order_id: order.id,
    order_no: order.orderNo,
    store_name: 'S001',
    store_code: 'S001',
    lang: 'vi',
    payment_method: method,
  });

  async function openLink(order: { id: number; orderNo: string }, method: 'momo' | 'payoo' = 'momo') {
    const { payment_url: url } = await call('POST', '/api/v2/payment-gateway/payment/', linkRequest(order, method));
    return new URL(url);
  }

  async function decide(url: URL, decision: 'paid' | 'declined' | 'cancelled') {
    const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision });
    const response = await server.app.inject({ method: 'POST', url: `${url.pathname}/decide`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(response.statusCode, response.body).toBe(303);
    return Object.fromEntries(new URL(response.headers.location as string).searchParams);
  }

  const readOrder = async (orderNo: string) => (await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo })).data.info;
  const refunds = (orderId: number) => server.db.query<{ amount: number; reason: string }>('select amount, reason from payment_refund where order_id = $1 order by id', [orderId]);

  it('should refuse growing the cart after 80,000 ₫ was paid, and never read the order paid for 3,265,000 ₫', async () => {
    const order = await insertOrder(call, small());
    const url = await openLink(order);
    expect(url.searchParams.get('amount')).toBe(String(SMALL_TOTAL));
    await decide(url, 'paid');

    const saved = await call('POST', '/api/delivery/save-delivery-info', { id: order.id, info: large(), lang: 'vi' }, { status: 409 });
    expect(saved).toMatchObject({ code: 'PAYMENT_OPEN', field: 'info.foods' });
    const updated = await call('POST', '/api/delivery/update-delivery-info', { id: order.id, isConfirm: false, info: large(), lang: 'vi' }, { status: 409 });
    expect(updated).toMatchObject({ code: 'PAYMENT_OPEN', field: 'info.foods' });
    const confirmed = await confirmOrder(call, order.id, { ...large(), deliveryFee: 15000 }, { status: 409 });
    expect(confirmed).toMatchObject({ code: 'PAYMENT_OPEN', field: 'info.foods', details: { payment_amount: SMALL_TOTAL, order_total: LARGE_TOTAL } });

    await confirmOrder(call, order.id, small());
    expect(await readOrder(order.orderNo)).toMatchObject({ payment_status: 'success', e_money: SMALL_TOTAL });
  });

  it('should freeze the cart while a link is open, and free it when the customer cancels on the gateway', async () => {
    const order = await insertOrder(call, small());
    const url = await openLink(order);
    const refused = await call('POST', '/api/delivery/save-delivery-info', { id: order.id, info: small({ pickUpAtStore: true }), lang: 'vi' }, { status: 409 });
    expect(refused).toMatchObject({ code: 'PAYMENT_OPEN', field: 'info.pickUpAtStore' });
    // a re-save of the same cart (prices as the client shows them) is no change
    await call('POST', '/api/delivery/save-delivery-info', { id: order.id, info: small({ foods: [phoLine(1, 1)] }), lang: 'vi' });
    await decide(url, 'cancelled');
    await call('POST', '/api/delivery/save-delivery-info', { id: order.id, info: large(), lang: 'vi' });
  });

  it('should refuse a superseded link that is paid later and record it for refund', async () => {
    const order = await insertOrder(call, small());
    const first = await openLink(order, 'momo');
    const second = await openLink(order, 'payoo');
    await confirmOrder(call, order.id, small());
    await decide(first, 'paid');
    expect(await readOrder(order.orderNo)).toMatchObject({ payment_status: 'unpaid' });
    expect(await refunds(order.id)).toEqual([{ amount: SMALL_TOTAL, reason: 'superseded' }]);

    await decide(second, 'paid');
    expect(await readOrder(order.orderNo)).toMatchObject({ payment_status: 'success' });
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/orders' });
    expect(page.body).toContain('Refunds owed');
    expect(page.body).toContain(`${order.orderNo}-1`);
  });

  it('should refuse a link paid after the order switched to cash', async () => {
    const order = await insertOrder(call, small());
    const url = await openLink(order);
    await confirmOrder(call, order.id, small({ emoneyType: 0 }));
    await decide(url, 'paid');
    expect(await refunds(order.id)).toEqual([{ amount: SMALL_TOTAL, reason: 'superseded' }]);
    const payments = await server.db.query('select status from payment where order_id = $1', [order.id]);
    expect(payments).toEqual([{ status: 'refused' }]);
  });

  it('should pay an order at most once: a second successful payment is owed back', async () => {
    const order = await insertOrder(call, small());
    const first = await openLink(order, 'momo');
    const second = await openLink(order, 'payoo');
    await confirmOrder(call, order.id, small());
    await decide(second, 'paid');
    await decide(first, 'paid');
    expect(await refunds(order.id)).toEqual([{ amount: SMALL_TOTAL, reason: 'superseded' }]);
    expect(await server.db.query('select status from payment where order_id = $1 order by attempt', [order.id])).toEqual([{ status: 'refused' }, { status: 'paid' }]);
    const again = await call('POST', '/api/v2/payment-gateway/payment/', linkRequest(order, 'momo'), { status: 409 });
    expect(again).toMatchObject({ code: 'ALREADY_PAID' });
    const polled = await call('POST', '/api/v2/payment-gateway/payment-momo-status/', { order_no: order.orderNo });
    expect(polled.data.data.errorCode).toBe(0);
  });

  it('should refuse a signed notification for another amount and record it for refund', async () => {
    const order = await insertOrder(call, small());
    const url = await openLink(order);
    await confirmOrder(call, order.id, small());
    const notification: Record<string, string> = {
      partnerCode: secrets.momo.partnerCode,
      orderId: url.searchParams.get('orderId')!,
      requestId: url.searchParams.get('requestId')!,
      amount: '1000',
      orderInfo: '',
      orderType: 'momo_wallet',
      transId: '4000000001',
      resultCode: '0',
      message: 'Successful.',
      payType: 'qr',
      responseTime: '1',
      extraData: '',
    };
    notification.signature = momoSign(secrets.momo, MOMO_FIELDS.result, notification);
    await call('POST', '/api/v2/payment-gateway/momo-ipn/', notification, { status: 204 });
    expect(await readOrder(order.orderNo)).toMatchObject({ payment_status: 'unpaid' });
    expect(await refunds(order.id)).toEqual([{ amount: 1000, reason: 'amount_mismatch' }]);
    const polled = await call('POST', '/api/v2/payment-gateway/payment-momo-status/', { order_no: order.orderNo });
    expect(polled.data.data.errorCode).toBe(-1);
  });

  it('should pay once when a superseded and the current link are paid at the same moment', async () => {
    const order = await insertOrder(call, small());
    const first = await openLink(order, 'momo');
    const second = await openLink(order, 'payoo');
    await confirmOrder(call, order.id, small());
    await Promise.all([decide(first, 'paid'), decide(second, 'paid'), decide(first, 'paid')]);
    expect(await readOrder(order.orderNo)).toMatchObject({ payment_status: 'success', e_money: SMALL_TOTAL });
    expect(await server.db.query('select status from payment where order_id = $1 order by attempt', [order.id])).toEqual([{ status: 'refused' }, { status: 'paid' }]);
    expect(await refunds(order.id)).toEqual([{ amount: SMALL_TOTAL, reason: 'superseded' }]);
  });

  it('should give parallel payment-link requests one payment and the same link, never an error', async () => {
    const order = await insertOrder(call, small());
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        server.app.inject({ method: 'POST', url: '/api/v2/payment-gateway/payment/', payload: linkRequest(order, 'momo'), headers: order.accessHeaders }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(new Set(answers.map((a) => new URL(a.json().payment_url).searchParams.get('orderId')))).toEqual(new Set([`${order.orderNo}-1`]));
    expect(await server.db.query('select attempt from payment where order_id = $1', [order.id])).toEqual([{ attempt: 1 }]);
  });
});
