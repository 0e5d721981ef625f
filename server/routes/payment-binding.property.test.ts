import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, grantGuestAllowance, insertOrder, MONDAY_0900, orderInfo, phoLine, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

/** Answers a step may get besides 200: the refusals of the binding rules and of a closed order. */
const REFUSALS = ['PAYMENT_OPEN', 'ALREADY_PAID', 'ORDER_CLOSED'];

type Step =
  | { kind: 'edit'; bowls: number; pickup: boolean }
  | { kind: 'open'; method: 'momo' | 'payoo' }
  | { kind: 'decide'; link: number; decision: 'paid' | 'declined' | 'cancelled' }
  | { kind: 'confirm'; method: 0 | 1 | 2 };

const stepArbitrary: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('edit' as const), bowls: fc.integer({ min: 1, max: 40 }), pickup: fc.boolean() }),
  fc.record({ kind: fc.constant('open' as const), method: fc.constantFrom('momo' as const, 'payoo' as const) }),
  fc.record({ kind: fc.constant('decide' as const), link: fc.nat({ max: 3 }), decision: fc.constantFrom('paid' as const, 'declined' as const, 'cancelled' as const) }),
  fc.record({ kind: fc.constant('confirm' as const), method: fc.constantFrom(0 as const, 1 as const, 2 as const) }),
);

describe('payment binding, whatever happens in between', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
    // its guest orders are confirmed without the caller: the guest holds the anonymous allowance
    await grantGuestAllowance(server, orderInfo().phone);
  });
  afterAll(() => server.close());

  async function post(url: string, payload: object, headers: Record<string, string> = {}) {
    const response = await server.app.inject({ method: 'POST', url, payload, headers });
    if (response.statusCode !== 200 && response.statusCode !== 303) {
      expect(response.statusCode, response.body).toBe(409);
      expect(REFUSALS).toContain(response.json().code);
      return null;
    }
    return response;
  }

  async function run(steps: Step[]) {
    let cart = orderInfo({ emoneyType: 1, foods: [phoLine(1)] });
    const order = await insertOrder(call, cart);
    const links: URL[] = [];
    for (const step of steps) {
      if (step.kind === 'edit') {
        const next = orderInfo({ emoneyType: cart.emoneyType, foods: [phoLine(step.bowls)], pickUpAtStore: step.pickup, deliveryFee: step.pickup ? 0 : 15000 });
        if (await post('/api/delivery/save-delivery-info', { id: order.id, info: next, lang: 'vi' }, order.accessHeaders)) cart = next;
      } else if (step.kind === 'open') {
        const opened = await post('/api/v2/payment-gateway/payment/', {
          amount: 1, ship_date: '23/11/2026', order_id: order.id, order_no: order.orderNo, store_name: 'S001', store_code: 'S001', lang: 'vi', payment_method: step.method,
        }, order.accessHeaders);
        if (opened) links.push(new URL(opened.json().payment_url));
      } else if (step.kind === 'decide') {
        const url = links[step.link];
        if (!url) continue;
        const form = new URLSearchParams({ ...Object.fromEntries(url.searchParams), decision: step.decision });
        await server.app.inject({ method: 'POST', url: `${url.pathname}/decide`, payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      } else {
        const confirmed = { ...cart, emoneyType: step.method };
        await post('/api/delivery/update-delivery-info', { id: order.id, isConfirm: true, info: { ...confirmed, status: 'orderSent' }, lang: 'vi' }, order.accessHeaders);
      }
    }
    // whatever happened, the customer finally confirms the cart the server holds
    await post('/api/delivery/update-delivery-info', { id: order.id, isConfirm: true, info: { ...cart, status: 'orderSent' }, lang: 'vi' }, order.accessHeaders);
    return order.id;
  }

  it('should never leave an order paid for an amount other than its total, nor paid twice', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(stepArbitrary, { minLength: 1, maxLength: 8 }), async (steps) => {
        const id = await run(steps);
        const [order] = await server.db.query<{ payment_status: string | null; confirmed: boolean; total: number | null; emoney: number }>(
          `select payment_status, confirmed_at is not null as confirmed, (info->>'gokeikin')::int as total, coalesce((info->>'emoneyType')::int, 0) as emoney
             from delivery_order where id = $1`,
          [id],
        );
        const paid = await server.db.query<{ amount: number }>("select amount from payment where order_id = $1 and status = 'paid'", [id]);
        expect(paid.length).toBeLessThanOrEqual(1);
        if (order.confirmed && paid.length === 1) {
          expect(paid[0].amount).toBe(order.total);
          expect(order.emoney).not.toBe(0);
        }
        if (order.confirmed && order.emoney !== 0 && order.payment_status === 'success') expect(paid.map((p) => p.amount)).toEqual([order.total]);
      }),
      { numRuns: 25 },
    );
  }, 60_000);
});
