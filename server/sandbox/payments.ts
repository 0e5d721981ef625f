/**
 * Sandbox MoMo and Payoo gateway pages: the customer sees the amount and the order and presses
 * Pay, Decline or Cancel. The decision is written to the gateway's own ledger, notified to the
 * merchant (IPN, verified like a live one) and the browser returns to /payment-result with the
 * provider's own signed query.
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDong } from '../../domain/money';
import { MOMO_CODES, MOMO_ORDER_TYPE, MOMO_PAY_TYPE, momoResultSignature, verifyMomoCreate } from '../providers/payments/sandbox-momo';
import { PAYOO_STATUS, payooChecksum, verifyPayooLink } from '../providers/payments/sandbox-payoo';
import type { HandlerContext } from '../routes/handlers';
import { qaSessionOf, type Faults } from './faults';
import { escapeHtml, sandboxPage } from './page';

type Decision = 'paid' | 'declined' | 'cancelled';
const decisions: Decision[] = ['paid', 'declined', 'cancelled'];
const labels: Record<Decision, string> = { paid: 'Pay', declined: 'Decline', cancelled: 'Cancel' };

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');

function gatewayPage(provider: 'MoMo' | 'Payoo', action: string, fields: Record<string, string>, amount: string, orderId: string, description: string) {
  const buttons = decisions
    .map((d) => `<form method="post" action="${action}" style="display:inline">${hidden({ ...fields, decision: d })}<button name="button" value="${d}">${labels[d]}</button></form> `)
    .join('');
  return sandboxPage(
    `${provider} sandbox payment`,
    `<p class="muted">A stand-in for the ${provider} gateway. Nothing is charged.</p>
     <dl><dt>Order</dt><dd><code>${escapeHtml(orderId)}</code> ${escapeHtml(description)}</dd>
     <dt>Amount</dt><dd><strong>${escapeHtml(formatDong(Number(amount)))} ₫</strong></dd></dl>${buttons}`,
  );
}

async function recordLedger(context: HandlerContext, provider: 'momo' | 'payoo', orderId: string, decision: Decision, resultCode: number) {
  const transId = String(randomInt(1_000_000_000, 9_999_999_999));
  const [row] = await context.db.query<{ decision: Decision; result_code: number; trans_id: string }>(
    `update sandbox_gateway_transaction set decision = coalesce(decision, $3), result_code = coalesce(result_code, $4),
       trans_id = coalesce(trans_id, $5), decided_at = coalesce(decided_at, $6)
     where provider = $1 and provider_order_id = $2 returning decision, result_code, trans_id`,
    [provider, orderId, decision, resultCode, transId, context.clock().toString()],
  );
  return row;
}

export function registerPaymentPages(sandbox: FastifyInstance, context: HandlerContext, faults: Faults) {
  const secrets = context.config.payments;
  /** The outcome QA chose for this browser's next payment (/sandbox/faults): the page then decides by itself. */
  const chosenOutcome = async (request: FastifyRequest) => {
    const session = qaSessionOf(request);
    return session ? faults.takePayment(session) : null;
  };

  sandbox.get<{ Querystring: Record<string, string> }>('/momo', async (request, reply) => {
    const q = request.query;
    if (!verifyMomoCreate(secrets, q)) return reply.code(400).type('text/html').send(sandboxPage('MoMo sandbox payment', '<p>The payment link is not valid (signature).</p>'));
    const chosen = await chosenOutcome(request);
    if (chosen) return decideMomo(q, chosen, reply);
    return reply.type('text/html').send(gatewayPage('MoMo', '/sandbox/momo/decide', q, q.amount, q.orderId, q.orderInfo ?? ''));
  });

  sandbox.post<{ Body: Record<string, string> }>('/momo/decide', async (request, reply) => {
    const { decision, button: _button, ...q } = request.body ?? {};
    void _button;
    return decideMomo(q, decision, reply);
  });

  async function decideMomo(q: Record<string, string>, decision: string | undefined, reply: FastifyReply) {
    if (!verifyMomoCreate(secrets, q) || !decisions.includes(decision as Decision)) return reply.code(400).send({ code: 'INVALID_SIGNATURE', message: 'The payment link is not valid.' });
    const code = decision === 'paid' ? MOMO_CODES.success : decision === 'cancelled' ? MOMO_CODES.cancelled : MOMO_CODES.declined;
    const ledger = await recordLedger(context, 'momo', q.orderId, decision as Decision, code);
    if (!ledger) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Unknown payment.' });
    const messages: Record<number, string> = { 0: 'Successful.', 1001: 'Transaction declined by the funding source.', 1006: 'Transaction cancelled by the user.' };
    const result: Record<string, string> = {
      partnerCode: secrets.momo.partnerCode,
      orderId: q.orderId,
      requestId: q.requestId,
      amount: q.amount,
      orderInfo: q.orderInfo ?? '',
      orderType: MOMO_ORDER_TYPE,
      transId: ledger.trans_id,
      resultCode: String(ledger.result_code),
      message: messages[ledger.result_code] ?? 'Failed.',
      payType: MOMO_PAY_TYPE,
      responseTime: String(context.clock().epochMilliseconds),
      extraData: q.extraData ?? '',
    };
    result.signature = momoResultSignature(secrets, result);
    // the IPN: server to server, verified like the live one
    await context.services.payments.fromNotification('momo', result, context.clock());
    return reply.redirect(`${q.redirectUrl}?${new URLSearchParams(result)}`, 303);
  }

  sandbox.get<{ Querystring: Record<string, string> }>('/payoo', async (request, reply) => {
    const q = request.query;
    if (!verifyPayooLink(secrets, q)) return reply.code(400).type('text/html').send(sandboxPage('Payoo sandbox payment', '<p>The payment link is not valid (checksum).</p>'));
    const chosen = await chosenOutcome(request);
    if (chosen) return decidePayoo(q, chosen, reply);
    return reply.type('text/html').send(gatewayPage('Payoo', '/sandbox/payoo/decide', q, q.amount, q.order_no, q.description ?? ''));
  });

  sandbox.post<{ Body: Record<string, string> }>('/payoo/decide', async (request, reply) => {
    const { decision, button: _button, ...q } = request.body ?? {};
    void _button;
    return decidePayoo(q, decision, reply);
  });

  async function decidePayoo(q: Record<string, string>, decision: string | undefined, reply: FastifyReply) {
    if (!verifyPayooLink(secrets, q) || !decisions.includes(decision as Decision)) return reply.code(400).send({ code: 'INVALID_SIGNATURE', message: 'The payment link is not valid.' });
    const status = decision === 'paid' ? PAYOO_STATUS.success : decision === 'cancelled' ? PAYOO_STATUS.cancelled : PAYOO_STATUS.failed;
    const ledger = await recordLedger(context, 'payoo', q.order_no, decision as Decision, status);
    if (!ledger) return reply.code(404).send({ code: 'NOT_FOUND', message: 'Unknown payment.' });
    const result: Record<string, string> = {
      session: q.session,
      order_no: q.order_no,
      status: String(ledger.result_code),
      errorcode: ledger.result_code === PAYOO_STATUS.success ? '0' : String(ledger.result_code === PAYOO_STATUS.cancelled ? -1 : 1),
      errormsg: ledger.result_code === PAYOO_STATUS.success ? '' : ledger.result_code === PAYOO_STATUS.cancelled ? 'Cancelled by the customer' : 'Payment failed',
    };
    result.checksum = payooChecksum(secrets, { session: result.session, order_no: result.order_no, status: result.status });
    await context.services.payments.fromNotification('payoo', result, context.clock());
    return reply.redirect(`${q.return_url}?${new URLSearchParams(result)}`, 303);
  }
}
