/**
 * /sandbox/loyalty: the event QR codes and promotion entry codes for QA to print or type, the
 * promotions to redeem with points, and a control that adds points to a customer (an adjust row of the ledger).
 */
import type { FastifyInstance } from 'fastify';
import type { HandlerContext } from '../routes/handlers';
import { createLoyalty } from '../services/loyalty';
import { promotionDate } from '../services/promotions';
import { giveBackOrderPoints, recordPoints } from '../services/points';
import { escapeHtml, sandboxPage } from './page';

/** The most points one QA grant adds or takes. */
const MAX_POINTS_PER_GRANT = 100_000;

export function registerLoyaltyControls(sandbox: FastifyInstance, { db, clock }: HandlerContext) {
  const loyalty = createLoyalty(db);

  sandbox.get('/loyalty', async (_request, reply) => {
    const { events, entryCodes, redeemable } = await loyalty.codesForQa();
    const eventRows = events
      .map(
        (e) => `<tr><td><code>${escapeHtml(e.qr_text)}</code></td><td>${escapeHtml(e.name)}</td><td>${escapeHtml(e.promotion)}</td>
          <td>${escapeHtml(promotionDate(e.valid_to) ?? '—')}</td><td>${e.claims} / ${e.max_claims === 0 ? '∞' : e.max_claims}</td></tr>`,
      )
      .join('');
    const codeRows = entryCodes.map((c) => `<tr><td><code>${escapeHtml(c.entry_code)}</code></td><td>${escapeHtml(c.name)}</td></tr>`).join('');
    const redeemRows = redeemable
      .map(
        (p) => `<tr><td>${escapeHtml(p.name)} <span class="muted">#${p.id}</span></td><td>${p.point}</td><td>${p.quantity || '∞'}</td>
          <td>${p.limit_on_customer || '∞'} · ${p.limit_per_day || '∞'}</td></tr>`,
      )
      .join('');
    return reply.type('text/html').send(
      sandboxPage(
        'Loyalty',
        `<h2>Event QR codes</h2><p class="muted">Encode the text in a QR code (prefix pmt); each grants its promotion once per customer.</p>
         <div style="overflow-x:auto"><table><thead><tr><th>QR text</th><th>Event</th><th>Promotion</th><th>Valid to</th><th>Claims</th></tr></thead><tbody>${eventRows}</tbody></table></div>
         <h2>Promotion codes</h2><div style="overflow-x:auto"><table><thead><tr><th>Code</th><th>Promotion</th></tr></thead><tbody>${codeRows}</tbody></table></div>
         <h2>Redeemable with points</h2>
         <div style="overflow-x:auto"><table><thead><tr><th>Promotion</th><th>Points</th><th>Tickets</th><th>Per customer · day</th></tr></thead><tbody>${redeemRows}</tbody></table></div>
         <h2>Add points</h2>
         <form method="post" action="/sandbox/loyalty/points"><p><label>Phone (+84…) <input name="phone" required></label></p>
           <p><label>Points <input name="points" type="number" value="500" required></label> <button>Add</button></p></form>
         <h2>Refund after completion</h2><p class="muted">Takes back the points a completed order earned (once), as a refund would; points already spent are not taken below zero but written off as the order's shortfall.</p>
         <form method="post" action="/sandbox/loyalty/give-back"><p><label>Order number <input name="order_no" required></label> <button>Give back</button></p></form>`,
      ),
    );
  });

  sandbox.post<{ Body: { phone?: string; points?: string | number } }>('/loyalty/points', async (request, reply) => {
    const points = Math.trunc(Number(request.body?.points));
    if (!Number.isFinite(points) || points === 0 || Math.abs(points) > MAX_POINTS_PER_GRANT) {
      return reply.code(400).send({ code: 'VALIDATION_ERROR', message: `points must be a whole number from -${MAX_POINTS_PER_GRANT} to ${MAX_POINTS_PER_GRANT}, not 0`, field: 'points' });
    }
    const [customer] = await db.query<{ id: number }>('select id from customer where phone = $1', [request.body?.phone ?? '']);
    if (!customer) return reply.code(404).send({ code: 'NOT_FOUND', message: 'No such customer (phone in +84 form).', field: 'phone' });
    await db.transaction((tx) => recordPoints(tx, { customerId: customer.id, kind: 'adjust', points }, clock()));
    if (request.headers.accept?.includes('application/json')) return { customer_id: customer.id, points };
    return reply.redirect('/sandbox/loyalty', 303);
  });

  sandbox.post<{ Body: { order_no?: string } }>('/loyalty/give-back', async (request, reply) => {
    const [order] = await db.query<{ id: number }>(`select id from delivery_order where order_no = $1 and status = 'completed'`, [request.body?.order_no ?? '']);
    if (!order) return reply.code(404).send({ code: 'ORDER_NOT_FOUND', message: 'No completed order with this number.', field: 'order_no' });
    const { points, shortfall } = await db.transaction((tx) => giveBackOrderPoints(tx, order.id, clock()));
    if (request.headers.accept?.includes('application/json')) return { order_id: order.id, points, shortfall };
    return reply.redirect('/sandbox/loyalty', 303);
  });
}
