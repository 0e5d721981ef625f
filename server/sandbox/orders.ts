/**
 * /sandbox/orders: order events the app cannot cause (advance, move to another store, the courier's outcome, no driver,
 * refunds), and a cut of an order's status streams (the connection dropped, as a phone losing its network would).
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { CANCEL_REASON_NO_DRIVER } from '../../domain/constants';
import { formatDong } from '../../domain/money';
import { chooseSandboxOutcome, COURIER_OUTCOMES, sandboxOutcomes, type CourierOutcome } from '../providers/courier/sandbox-courier';
import type { HandlerContext } from '../routes/handlers';
import { escapeHtml, sandboxPage } from './page';

interface Row {
  id: number;
  order_no: string;
  status: string;
  payment_status: string | null;
  tencd: string | null;
  store_name: string | null;
  shipping: string | null;
  next_step_at: Date | string | null;
  refund_status: string | null;
  emoney_type: string | null;
  new_store_name: string | null;
  [key: string]: unknown;
}

export function registerOrderControls(sandbox: FastifyInstance, context: HandlerContext) {
  const { db, clock } = context;
  const { lifecycle, payments, orderStreams } = context.services;

  const done = (request: FastifyRequest, reply: FastifyReply, body: object) =>
    request.headers.accept?.includes('application/json') ? reply.send(body) : reply.redirect('/sandbox/orders', 303);

  sandbox.get('/orders', async (request, reply) => {
    await lifecycle.advanceDue(db, clock());
    const rows = await db.query<Row>(
      `select o.id, o.order_no, o.status, o.payment_status, o.tencd, s.name as store_name, sh.status as shipping, o.next_step_at,
              o.info->>'refund_status' as refund_status, o.info->>'emoneyType' as emoney_type, o.info->>'new_store_name' as new_store_name,
              (select count(*) from payment_refund r where r.order_id = o.id)::int as refunds_owed
         from delivery_order o left join store s on s.id = o.store_id left join delivery_shipping sh on sh.order_id = o.id
        where o.status not in ('orderStart', 'ordering') order by o.id desc limit 50`,
    );
    const outcomes = await sandboxOutcomes(db);
    if (request.headers.accept?.includes('application/json')) return rows.map((r) => ({ ...r, courier_outcome: outcomes.get(r.order_no) ?? 'deliver' }));
    const stores = await db.query<{ code: string; name: string }>('select code, name from store order by sort, id');
    const storeOptions = stores.map((s) => `<option value="${escapeHtml(s.code)}">${escapeHtml(s.code)} ${escapeHtml(s.name)}</option>`).join('');
    const form = (action: string, label: string, extra = '') =>
      `<form method="post" action="${action}" style="display:inline">${extra}<button>${escapeHtml(label)}</button></form>`;
    const body = rows
      .map((r) => {
        const base = `/sandbox/orders/${r.id}`;
        const controls = ['completed', 'canceled', 'cancelled'].includes(r.status)
          ? ''
          : [
              form(`${base}/advance`, 'Advance one step'),
              form(`${base}/move`, 'Move', `<select name="store_code" aria-label="New store of ${escapeHtml(r.order_no)}">${storeOptions}</select> `),
              form(`${base}/cancel`, 'Cancel: no driver (99)'),
              form(
                `${base}/courier-outcome`,
                'Set courier outcome',
                `<select name="outcome" aria-label="Courier outcome of ${escapeHtml(r.order_no)}">${COURIER_OUTCOMES.map(
                  (o) => `<option value="${o}"${(outcomes.get(r.order_no) ?? 'deliver') === o ? ' selected' : ''}>${o}</option>`,
                ).join('')}</select> `,
              ),
            ].join(' ');
        const refund = r.refund_status === 'Request' ? [form(`${base}/refund?result=Completed`, 'Refund completed'), form(`${base}/refund?result=Failed`, 'Refund failed')].join(' ') : '';
        return `<tr><td><code>${escapeHtml(r.order_no)}</code></td><td>${escapeHtml(r.status)}${r.shipping ? `<br><span class="muted">${escapeHtml(r.shipping)}</span>` : ''}</td>
          <td>${escapeHtml(r.payment_status ?? '')}${r.refund_status ? `<br>refund ${escapeHtml(r.refund_status)}` : ''}</td>
          <td>${escapeHtml(r.store_name ?? r.tencd ?? '')}${r.new_store_name ? '<br><span class="muted">moved</span>' : ''}</td>
          <td>${r.next_step_at ? escapeHtml(new Date(r.next_step_at).toISOString()) : ''}</td><td>${controls} ${refund}</td></tr>`;
      })
      .join('');
    const refunds = (await payments.refunds())
      .map((r) => `<tr><td><code>${escapeHtml(r.order_no)}</code></td><td><code>${escapeHtml(r.provider_order_id)}</code></td><td>${escapeHtml(formatDong(r.amount))} ₫</td><td>${escapeHtml(r.reason)}</td></tr>`)
      .join('');
    const refundTable = refunds
      ? `<h2>Refunds owed</h2><p class="muted">Money a gateway took for a payment that did not count (a superseded link, another amount, an order already paid).</p>
         <table><thead><tr><th>Order</th><th>Payment</th><th>Amount</th><th>Reason</th></tr></thead><tbody>${refunds}</tbody></table>`
      : '';
    return reply.type('text/html').send(
      sandboxPage('Orders', `<table><thead><tr><th>Order</th><th>Status</th><th>Payment</th><th>Store</th><th>Next step</th><th></th></tr></thead><tbody>${body}</tbody></table>${refundTable}`),
    );
  });

  sandbox.post<{ Params: { id: string } }>('/orders/:id/advance', async (request, reply) => {
    const moved = await lifecycle.advanceOne(db, Number(request.params.id), clock());
    if (!moved) return reply.code(409).send({ code: 'ORDER_CLOSED', message: 'The order cannot advance.' });
    return done(request, reply, { advanced: true });
  });

  // ends the order's streams this process holds (another process's are its own): the browser sees its stream drop
  sandbox.post<{ Params: { id: string } }>('/orders/:id/drop-streams', async (request, reply) => {
    const [order] = await db.query<{ order_no: string }>('select order_no from delivery_order where id = $1', [Number(request.params.id)]);
    if (!order) return reply.code(404).send({ code: 'ORDER_NOT_FOUND', message: 'No such order.' });
    return reply.send({ dropped: orderStreams.drop(order.order_no) });
  });

  sandbox.post<{ Params: { id: string }; Body: { store_code?: string } }>('/orders/:id/move', async (request, reply) => {
    const id = Number(request.params.id);
    const [target] = await db.query<{ id: number; code: string; name: string; address: string }>('select id, code, name, address from store where code = $1', [
      request.body?.store_code ?? '',
    ]);
    if (!target) return reply.code(404).send({ code: 'STORE_NOT_FOUND', message: 'No such store.' });
    const updated = await db.query(
      `update delivery_order o set store_id = $2, tencd = $3,
          info = o.info || jsonb_build_object('new_store_name', $4::text, 'new_store_code', $3::text,
            'old_store_name', (select name from store where id = o.store_id), 'old_order_from', o.info->'orderFrom', 'orderFrom', $5::text),
          updated_at = $6
        where o.id = $1 and o.status not in ('completed', 'canceled', 'cancelled') returning o.id`,
      [id, target.id, target.code, target.name, target.address, clock().toString()],
    );
    if (updated.length === 0) return reply.code(409).send({ code: 'ORDER_CLOSED', message: 'The order cannot move.' });
    return done(request, reply, { moved: true });
  });

  sandbox.post<{ Params: { id: string } }>('/orders/:id/cancel', async (request, reply) => {
    // a paid wallet order gets its money back through the provider's refund API, whose answer sets the refund status
    const cancelled = await lifecycle.cancelDelivery(db, Number(request.params.id), { shipping: 'request_cancelled', reason: CANCEL_REASON_NO_DRIVER }, clock());
    if (!cancelled) return reply.code(409).send({ code: 'ORDER_CLOSED', message: 'The order cannot be cancelled.' });
    return done(request, reply, { cancelled: true });
  });

  sandbox.post<{ Params: { id: string }; Body: { outcome?: string } }>('/orders/:id/courier-outcome', async (request, reply) => {
    const outcome = request.body?.outcome as CourierOutcome | undefined;
    if (!outcome || !COURIER_OUTCOMES.includes(outcome)) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: `outcome must be one of ${COURIER_OUTCOMES.join(', ')}` });
    const [order] = await db.query<{ order_no: string }>('select order_no from delivery_order where id = $1', [Number(request.params.id)]);
    if (!order) return reply.code(404).send({ code: 'ORDER_NOT_FOUND', message: 'No such order.' });
    await chooseSandboxOutcome(db, order.order_no, outcome);
    return done(request, reply, { courier_outcome: outcome });
  });

  sandbox.post<{ Params: { id: string }; Querystring: { result?: string } }>('/orders/:id/refund', async (request, reply) => {
    const result = request.query.result === 'Completed' ? 'Completed' : request.query.result === 'Failed' ? 'Failed' : null;
    if (!result) return reply.code(400).send({ code: 'VALIDATION_ERROR', message: 'result must be Completed or Failed' });
    const updated = await db.query(
      `update delivery_order set info = info || jsonb_build_object('refund_status', $2::text), updated_at = $3
        where id = $1 and info->>'refund_status' = 'Request' returning id`,
      [Number(request.params.id), result, clock().toString()],
    );
    if (updated.length === 0) return reply.code(409).send({ code: 'ORDER_CLOSED', message: 'No refund is requested for this order.' });
    return done(request, reply, { refund_status: result });
  });
}
