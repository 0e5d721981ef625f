import { Temporal } from 'temporal-polyfill';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earnedPoints, pointBalances, type PointKind } from '../../domain/points';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { giveBackOrderPoints, recordPoints } from '../services/points';
import { caller, confirmOrder, customerWithAddress, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

/** Seeded promotions (server/db/migrations/012_loyalty.sql). */
const FREE_TEA = 7; // 50 points, 300 tickets, 3 per customer, 1 per day
const FREE_SHIP = 9; // 120 points, 20 tickets, 1 per customer
const EVENT_LIXI = 11;

describe('loyalty: points, levels and promotions the server owns', () => {
  let server: TestServer;
  const call = caller(() => server);
  let phones = 0;
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());

  async function customer(points = 0) {
    phones += 1;
    const created = await customerWithAddress(server, call, `+8490800${String(phones).padStart(4, '0')}`);
    if (points > 0) await server.db.transaction((tx) => recordPoints(tx, { customerId: created.id, kind: 'adjust', points }, clock()));
    return created;
  }

  const auth = (who: { token: string }) => ({ token: who.token });

  /** The customer's figures against the sums of their ledger rows: they must always be equal. */
  async function reconcile(customerId: number) {
    const entries = await server.db.query<{ kind: PointKind; points: number }>('select kind, points from point_ledger where customer_id = $1', [customerId]);
    const [row] = await server.db.query<{ total_point: number; available_point: number }>('select total_point, available_point from customer where id = $1', [customerId]);
    expect({ total: row.total_point, available: row.available_point }).toEqual(pointBalances(entries));
    return pointBalances(entries);
  }

  async function completedOrder(who: { id: number; token: string; addressId: number }) {
    clock.set(MONDAY_0900);
    const info = orderInfo({ customerId: who.id, customerAddressId: who.addressId });
    const { id, orderNo } = await insertOrder(call, info, auth(who));
    await confirmOrder(call, id, info, auth(who));
    // served at 12:00: cooking starts at 11:30 and the delivery completes about 12:10
    clock.advance(300);
    const read = await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, auth(who));
    expect(read.data.info.status).toBe('completed');
    return { id, orderNo, read };
  }

  it('should earn the points of a completed order once, in the ledger, the profile and the point history', async () => {
    const who = await customer();
    const { id, orderNo, read } = await completedOrder(who);
    const expected = earnedPoints(read.data.info.breakdown);
    expect(expected).toBeGreaterThan(0);
    // reading again (and another process stepping the lifecycle) earns nothing more
    await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, auth(who));
    expect(await reconcile(who.id)).toEqual({ total: expected, available: expected });

    const profile = await call('GET', `/api/v2/customer/${who.id}/profile/`, undefined, { ...auth(who), headers: { 'accept-language': 'vi' } });
    expect(profile.data).toMatchObject({
      total_point: expected,
      available_point: expected,
      qr_code: `cus${who.id}`,
      levels: [{ code: 'member', name: 'Thành viên', images: [{ full_original_url: '/media/cards/member.webp' }] }],
      next_level: { code: 'silver', points_to_go: 500 - expected },
    });
    const history = await call('GET', `/api/customer/${who.id}/point-his/`, undefined, { ...auth(who), headers: { 'accept-language': 'en' } });
    expect(history.data).toEqual([expect.objectContaining({ kind: 'earn', point: expected, detail: `Points for order ${orderNo}`, order_no: orderNo })]);
    const purchases = await call('GET', `/api/v2/customer/${who.id}/payment-history?user_isnull=true`, undefined, auth(who));
    expect(purchases.data).toEqual([expect.objectContaining({ id, invoice_number: orderNo, total: read.data.info.breakdown.total, status: 'completed' })]);
    const [order] = await server.db.query<{ earn: string }>(`select info->>'earnPoint' as earn from delivery_order where id = $1`, [id]);
    expect(Number(order.earn)).toBe(expected);

    // an earn given back (a refund after completion, from the sandbox) is an adjust row, once
    const giveBack = () => server.app.inject({ method: 'POST', url: '/sandbox/loyalty/give-back', payload: { order_no: orderNo }, headers: { accept: 'application/json' } });
    expect((await giveBack()).json()).toEqual({ order_id: id, points: expected, shortfall: 0 });
    expect((await giveBack()).json()).toEqual({ order_id: id, points: 0, shortfall: 0 });
    expect(await server.db.transaction((tx) => giveBackOrderPoints(tx, id, clock()))).toEqual({ points: 0, shortfall: 0 });
    expect(await reconcile(who.id)).toEqual({ total: 0, available: 0 });
    const rows = (await call('GET', `/api/customer/${who.id}/point-his/`, undefined, { ...auth(who), headers: { 'accept-language': 'ja' } })).data;
    expect(rows.map((r: { kind: string; point: number }) => [r.kind, r.point])).toEqual([['adjust', -expected], ['earn', expected]]);
    expect(rows[0].detail).toBe(`ポイント調整 ${orderNo}`);
  });

  it('should show the points of an order that completed while nobody read it', async () => {
    const who = await customer();
    clock.set(MONDAY_0900);
    const info = orderInfo({ customerId: who.id, customerAddressId: who.addressId });
    const { id, orderNo } = await insertOrder(call, info, auth(who));
    await confirmOrder(call, id, info, auth(who));
    clock.advance(300);
    const history = await call('GET', `/api/customer/${who.id}/point-his/`, undefined, auth(who));
    expect(history.data).toEqual([expect.objectContaining({ kind: 'earn', order_no: orderNo })]);
    expect((await call('GET', `/api/v2/customer/${who.id}/profile/`, undefined, auth(who))).data.available_point).toBe(history.data[0].point);
  });

  it('should earn nothing for a cancelled order', async () => {
    const who = await customer();
    clock.set(MONDAY_0900);
    const info = orderInfo({ customerId: who.id, customerAddressId: who.addressId });
    const { id, orderNo } = await insertOrder(call, info, auth(who));
    await confirmOrder(call, id, info, auth(who));
    const cancel = await server.app.inject({ method: 'POST', url: `/sandbox/orders/${id}/cancel`, headers: { accept: 'application/json' } });
    expect(cancel.statusCode).toBe(200);
    clock.advance(120);
    expect((await call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: orderNo }, auth(who))).data.info.status).toBe('canceled');
    expect(await reconcile(who.id)).toEqual({ total: 0, available: 0 });
    expect((await call('GET', `/api/v2/customer/${who.id}/payment-history`, undefined, auth(who))).data).toEqual([]);
  });

  it("should answer the profile, the points and the purchases to their owner only", async () => {
    const owner = await customer(100);
    const stranger = await customer();
    for (const url of [`/api/v2/customer/${owner.id}/profile/`, `/api/customer/${owner.id}/point-his/`, `/api/v2/customer/${owner.id}/payment-history`]) {
      expect(await call('GET', url, undefined, { ...auth(stranger), status: 403 })).toMatchObject({ code: 'FORBIDDEN', field: 'id' });
      await call('GET', url, undefined, { status: 401 });
      await call('GET', url, undefined, auth(owner));
    }
  });

  it('should list the promotions redeemable with points, cheapest first, and one by its code', async () => {
    const list = await call('GET', '/api/v2/promotion/?by=trade_by');
    const points = list.results.map((p: { point: number }) => p.point);
    expect(points.every((p: number) => p > 0)).toBe(true);
    expect(points).toEqual([...points].sort((a, b) => a - b));
    expect(list.results.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([FREE_TEA, FREE_SHIP]));
    expect(list.results.find((p: { id: number }) => p.id === FREE_TEA)).toMatchObject({ image: { full_original_url: '/media/promotions/redeem-tra.webp' }, remaining: 300 });
    expect((await call('GET', '/api/v2/promotion/?code=chaoban')).results).toEqual([expect.objectContaining({ id: 10, code: 'PMT-WELCOME' })]);
    expect((await call('GET', '/api/v2/promotion/?code=NO-SUCH')).count).toBe(0);
  });

  it('should name the dishes a promotion applies to in the language asked, and its stores', async () => {
    const tea = async (lang: string) =>
      (await call('GET', `/api/v2/promotion/?by=trade_by&lang=${lang}`)).results.find((p: { id: number }) => p.id === FREE_TEA);
    expect((await tea('en')).apply_items.selectedItems).toEqual([{ menucd: 'TRA001', menuname: 'Iced Green Tea (Jug)' }]);
    expect((await tea('vi')).apply_items.selectedItems).toEqual([{ menucd: 'TRA001', menuname: 'Trà đá (bình)' }]);
    await server.db.query("update promotion set store_codes = '{S001}' where id = $1", [FREE_TEA]);
    const [store] = await server.db.query<{ name: string }>("select name from store where code = 'S001'");
    expect((await tea('ja')).promotion_stores).toEqual([{ store_code: 'S001', name: store!.name }]);
  });

  it('should redeem: points checked and taken with the ticket granted, limits per day and per customer kept', async () => {
    const who = await customer(170);
    const bought = await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, auth(who));
    expect(bought.data).toEqual({ promotion_id: FREE_TEA, quantity: 1, available_point: 120 });
    const owned = await call('POST', '/api/v2/promotion/my-promotion/', { code_type: 'cus', code_value: String(who.id), code: `cus${who.id}`, status: 'owned' }, auth(who));
    // beside the banners' open offers, which every member has without a ticket
    expect(owned.data.filter((p: { open_offer: boolean }) => !p.open_offer)).toEqual([expect.objectContaining({ id: FREE_TEA, ticket_quanlity: 1 })]);
    // one a day
    expect(await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, { ...auth(who), status: 409 })).toMatchObject({
      code: 'PROMOTION_NOT_AVAILABLE',
      field: 'quantity',
      details: { reason: 'daily_limit' },
    });
    // too few points: SPEC §8's dialog, naming the points
    expect(await call('POST', `/api/v2/promotion/8/buy/`, { quantity: 1 }, { ...auth(who), status: 409 })).toMatchObject({
      code: 'NOT_ENOUGH_POINTS',
      field: 'available_point',
      details: { reason: 'not_enough_points', required_point: 400, available_point: 120 },
    });
    clock.advance(24 * 60);
    await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, auth(who));
    clock.advance(24 * 60);
    await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, auth(who));
    clock.advance(24 * 60);
    // three per customer in all
    expect(await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, { ...auth(who), status: 409 })).toMatchObject({ details: { reason: 'customer_limit' } });
    await call('POST', '/api/v2/promotion/6/buy/', {}, { ...auth(who), status: 409 });
    await call('POST', '/api/v2/promotion/999/buy/', {}, { ...auth(who), status: 404 });
    expect(await reconcile(who.id)).toEqual({ total: 170, available: 20 });
    const history = await call('GET', `/api/customer/${who.id}/point-his/`, undefined, { ...auth(who), headers: { 'accept-language': 'vi' } });
    expect(history.data.filter((row: { kind: string }) => row.kind === 'redeem')).toHaveLength(3);
    expect(history.data[0]).toMatchObject({ kind: 'redeem', point: -50, detail: 'Đổi điểm: Bình trà đá miễn phí' });
    clock.set(MONDAY_0900);
  });

  it('should let a redeemed ticket apply at checkout', async () => {
    const who = await customer(200);
    await call('POST', '/api/v2/promotion/4/buy/', { quantity: 1 }, auth(who));
    clock.set(MONDAY_0900);
    const info = orderInfo({ customerId: who.id, customerAddressId: who.addressId });
    const { id } = await insertOrder(call, info, auth(who));
    const confirmed = await server.app.inject({
      method: 'POST',
      url: '/api/delivery/update-delivery-info',
      headers: { authorization: `Bearer ${who.token}` },
      payload: { id, isConfirm: true, info: { ...info, status: 'orderSent' }, ticket_used: { customer_id: who.id, promotions: [{ promotion_id: 4, quantity: 1, discount_amount: 25000 }] }, lang: 'vi' },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [used] = await server.db.query<{ n: number }>('select quantity as n from promotion_usage where order_id = $1 and promotion_id = 4', [id]);
    expect(used.n).toBe(1);
    const [left] = await server.db.query<{ n: number }>('select ticket_quantity as n from customer_promotion where customer_id = $1 and promotion_id = 4', [who.id]);
    expect(left.n).toBe(0);
  });

  it('should refuse a redeem and a code while their settings are off, and take nothing', async () => {
    const setting = (code: string, value: boolean) =>
      server.app.inject({ method: 'POST', url: `/sandbox/settings/${code}`, payload: { value: String(value) }, headers: { accept: 'application/json' } });
    const who = await customer(200);
    // the feature-switch guard's one refusal (domain/feature-switches), naming the setting that is off
    const switchedOff = (setting: string) => ({ code: 'FEATURE_OFF', details: { setting, reason: 'switched_off' } });
    try {
      await setting('useTradingPromotion', false);
      expect(await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, { ...auth(who), status: 403 })).toMatchObject(switchedOff('useTradingPromotion'));
      await setting('useTradingPromotion', true);
      await setting('useCrmPromotion', false);
      expect(await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, { ...auth(who), status: 403 })).toMatchObject(switchedOff('useCrmPromotion'));
      expect(await call('POST', '/api/v2/promotion/code/', { code: 'CHAOBAN' }, { ...auth(who), status: 403 })).toMatchObject(switchedOff('useCrmPromotion'));
      await setting('useCrmPromotion', true);
      await setting('useEPromotion', false);
      expect(await call('POST', '/api/v2/promotion/code/', { code: 'CHAOBAN' }, { ...auth(who), status: 403 })).toMatchObject(switchedOff('useEPromotion'));
      expect(await reconcile(who.id)).toEqual({ total: 200, available: 200 });
    } finally {
      for (const code of ['useTradingPromotion', 'useCrmPromotion', 'useEPromotion']) await setting(code, true);
    }
    expect((await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, auth(who))).data).toMatchObject({ available_point: 150 });
  });

  it('should grant a promotion for its entry code once per customer', async () => {
    const who = await customer();
    const granted = await call('POST', '/api/v2/promotion/code/', { code: 'chaoban' }, auth(who));
    expect(granted.data).toMatchObject({ id: 10, ticket_quanlity: 1 });
    expect(await call('POST', '/api/v2/promotion/code/', { code: 'CHAOBAN' }, { ...auth(who), status: 409 })).toMatchObject({
      code: 'PROMOTION_NOT_AVAILABLE',
      field: 'code',
      details: { reason: 'already_claimed' },
    });
    expect(await call('POST', '/api/v2/promotion/code/', { code: 'PMT-BILL10' }, { ...auth(who), status: 404 })).toMatchObject({ field: 'code' });
    await call('POST', '/api/v2/promotion/code/', { code: 'CHAOBAN' }, { status: 401 });
  });

  it('should grant an event QR promotion once per customer and tell the reason otherwise', async () => {
    const who = await customer();
    const other = await customer();
    const scan = (by: { token: string }, code: string) => call('POST', '/api/v2/promotion/scan-event-qrcode/', { code }, auth(by));
    expect(await scan(who, 'pmtLIXI-NGUYENHUE')).toEqual({ valid: true, reason: null });
    expect(await scan(who, 'pmtLIXI-NGUYENHUE')).toEqual({ valid: false, reason: 'already_claimed' });
    // another code of the same promotion grants it no second time
    expect(await scan(who, 'pmtLIXI-100')).toEqual({ valid: false, reason: 'already_claimed' });
    expect(await scan(other, 'pmtlixi-100')).toEqual({ valid: true, reason: null });
    expect(await scan(other, 'pmtLIXI-2024')).toEqual({ valid: false, reason: 'expired' });
    expect(await scan(other, 'pmtNOPE')).toEqual({ valid: false, reason: 'not_found' });
    expect(await scan(other, `cus${who.id}`)).toEqual({ valid: false, reason: 'not_found' });
    const [tickets] = await server.db.query<{ n: number }>('select ticket_quantity as n from customer_promotion where customer_id = $1 and promotion_id = $2', [who.id, EVENT_LIXI]);
    expect(tickets.n).toBe(1);

    expect((await call('POST', '/api/delivery/decode-promotion', { code: 'pmtLIXI-100' })).data).toMatchObject({ code_type: 'pmt', code_value: 'LIXI-100', promotion: { id: EVENT_LIXI } });
    expect((await call('POST', '/api/delivery/decode-promotion', { code: `cus${who.id}` })).data).toEqual({ code_type: 'cus', code_value: String(who.id), promotion: null });
    await call('POST', '/api/delivery/decode-promotion', { code: 'pmtNOPE' }, { status: 404 });
    expect(await call('POST', '/api/delivery/decode-promotion', { code: 'hello' }, { status: 400 })).toMatchObject({ field: 'code' });
  });

  // 26 customers registered (a password hash each) before the races: over 30 s on a loaded 2-core machine
  it('should keep every limit under 20 parallel redeems', { timeout: 120_000 }, async () => {
    // 25 customers race for the 20 tickets of FREE_SHIP
    const racers = await Promise.all(Array.from({ length: 25 }, () => customer(1_000)));
    const raced = await Promise.all(racers.map((who) => server.app.inject({ method: 'POST', url: `/api/v2/promotion/${FREE_SHIP}/buy/`, payload: {}, headers: { authorization: `Bearer ${who.token}` } })));
    expect(raced.filter((r) => r.statusCode === 200)).toHaveLength(20);
    expect(raced.filter((r) => r.statusCode === 409).map((r) => r.json().details.reason)).toEqual(Array(5).fill('sold_out'));
    for (const who of racers) await reconcile(who.id);

    // one customer, 20 parallel redeems of a promotion without limits: the points cover exactly 3
    await server.db.query(
      `insert into promotion (id, code, name, pmt_type, pmt_on, value, trade_by_value, point, quantity, expired_date_from, expired_date_to)
       values (900, 'PMT-TEST-100', 'Test 100 points', 'cash_voucher', 'bill', 1000, 100, 100, 0, '2025-01-01', '2030-01-01')`,
    );
    const spender = await customer(350);
    const spent = await Promise.all(
      Array.from({ length: 20 }, () => server.app.inject({ method: 'POST', url: '/api/v2/promotion/900/buy/', payload: { quantity: 1 }, headers: { authorization: `Bearer ${spender.token}` } })),
    );
    expect(spent.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(spent.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'NOT_ENOUGH_POINTS')).toBe(true);
    expect(await reconcile(spender.id)).toEqual({ total: 350, available: 50 });

    // one customer, 20 parallel redeems of FREE_TEA (1 a day)
    const daily = await customer(1_000);
    const once = await Promise.all(
      Array.from({ length: 20 }, () => server.app.inject({ method: 'POST', url: `/api/v2/promotion/${FREE_TEA}/buy/`, payload: {}, headers: { authorization: `Bearer ${daily.token}` } })),
    );
    expect(once.filter((r) => r.statusCode === 200)).toHaveLength(1);

    // 20 parallel scans of one event code by one customer grant it once
    const scanner = await customer();
    const scans = await Promise.all(
      Array.from({ length: 20 }, () => server.app.inject({ method: 'POST', url: '/api/v2/promotion/scan-event-qrcode/', payload: { code: 'pmtLIXI-NGUYENHUE' }, headers: { authorization: `Bearer ${scanner.token}` } })),
    );
    expect(scans.filter((r) => r.json().valid === true)).toHaveLength(1);
    // two codes of one promotion at once: different events are locked, the claim's key still grants it once
    const twoCodes = await customer();
    const both = await Promise.all(
      ['pmtLIXI-NGUYENHUE', 'pmtLIXI-100', 'pmtLIXI-NGUYENHUE', 'pmtLIXI-100'].map((code) =>
        server.app.inject({ method: 'POST', url: '/api/v2/promotion/scan-event-qrcode/', payload: { code }, headers: { authorization: `Bearer ${twoCodes.token}` } }),
      ),
    );
    expect(both.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(both.filter((r) => r.json().valid === true)).toHaveLength(1);
    const [granted] = await server.db.query<{ n: number }>('select ticket_quantity as n from customer_promotion where customer_id = $1 and promotion_id = $2', [twoCodes.id, EVENT_LIXI]);
    expect(granted.n).toBe(1);
  });

  it('should list the event QR codes and entry codes for QA and add points through the ledger', async () => {
    const page = await server.app.inject({ method: 'GET', url: '/sandbox/loyalty' });
    expect(page.statusCode).toBe(200);
    for (const text of ['pmtLIXI-NGUYENHUE', 'pmtLIXI-100', 'CHAOBAN', 'Bình trà đá miễn phí']) expect(page.body).toContain(text);
    const who = await customer();
    const phone = `+8490800${String(phones).padStart(4, '0')}`;
    const add = (points: unknown) => server.app.inject({ method: 'POST', url: '/sandbox/loyalty/points', payload: { phone, points }, headers: { accept: 'application/json' } });
    expect((await add(600)).statusCode).toBe(200);
    expect((await add(0)).statusCode).toBe(400);
    expect(await reconcile(who.id)).toEqual({ total: 600, available: 600 });
    const profile = await call('GET', `/api/v2/customer/${who.id}/profile/`, undefined, { ...auth(who), headers: { 'accept-language': 'ja' } });
    expect(profile.data.levels[0]).toMatchObject({ code: 'silver', name: 'シルバー', images: [{ full_original_url: '/media/cards/silver.webp' }] });
    // the session's customer carries the same level
    expect((await call('POST', '/api/v2/login/', { user_name: phone, password: 'secret-123' })).customer).toMatchObject({ royalty_level: 'silver', total_point: 600 });
  });

  it('should state points with the injected clock, not the database clock', async () => {
    const who = await customer(10);
    const [row] = await server.db.query<{ created_at: Date | string }>('select created_at from point_ledger where customer_id = $1', [who.id]);
    expect(Temporal.Instant.from(new Date(row.created_at).toISOString()).equals(clock())).toBe(true);
  });
  it('should take back only the points still available when the points of a refunded order were spent, never below zero', async () => {
    const who = await customer(20);
    const { id, orderNo, read } = await completedOrder(who);
    const earned = earnedPoints(read.data.info.breakdown);
    // the earn and the 20 granted buy one ticket of 50 points: what is left of the earn is spent in part
    expect((await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, auth(who))).data.available_point).toBe(earned + 20 - 50);
    const giveBack = () => server.app.inject({ method: 'POST', url: '/sandbox/loyalty/give-back', payload: { order_no: orderNo }, headers: { accept: 'application/json' } });
    const left = earned + 20 - 50;
    expect((await giveBack()).json()).toEqual({ order_id: id, points: left, shortfall: earned - left });
    expect(await reconcile(who.id)).toEqual({ total: 20 + earned - left, available: 0 });
    const [order] = await server.db.query<{ earn: string; shortfall: string }>(`select info->>'earnPoint' as earn, info->>'pointShortfall' as shortfall from delivery_order where id = $1`, [id]);
    expect({ earn: Number(order.earn), shortfall: Number(order.shortfall) }).toEqual({ earn: 0, shortfall: earned - left });
    // once: points earned later are not taken for the shortfall
    await server.db.transaction((tx) => recordPoints(tx, { customerId: who.id, kind: 'adjust', points: 30 }, clock()));
    expect((await giveBack()).json()).toEqual({ order_id: id, points: 0, shortfall: 0 });
    expect(await reconcile(who.id)).toMatchObject({ available: 30 });
    clock.set(MONDAY_0900);
  });

  it('should take nothing and write off the whole earn when every point was spent', async () => {
    const who = await customer(50);
    const { id, orderNo, read } = await completedOrder(who);
    const earned = earnedPoints(read.data.info.breakdown);
    // spend everything: the 50 granted on a ticket, then the earn through a QA deduction
    await call('POST', `/api/v2/promotion/${FREE_TEA}/buy/`, {}, auth(who));
    await server.db.transaction((tx) => recordPoints(tx, { customerId: who.id, kind: 'adjust', points: -earned }, clock()));
    expect(await server.db.transaction((tx) => giveBackOrderPoints(tx, id, clock()))).toEqual({ points: 0, shortfall: earned });
    expect(await reconcile(who.id)).toMatchObject({ available: 0 });
    const given = await server.app.inject({ method: 'POST', url: '/sandbox/loyalty/give-back', payload: { order_no: orderNo }, headers: { accept: 'application/json' } });
    expect(given.json()).toEqual({ order_id: id, points: 0, shortfall: 0 });
    clock.set(MONDAY_0900);
  });
});
