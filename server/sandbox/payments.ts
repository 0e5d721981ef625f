/**
 * The sandbox as a payment provider server, speaking MoMo's and Payoo's own protocols on this
 * server's /sandbox (docs/operations.md, "Going live"): it verifies the merchant's signed requests, keeps its
 * own ledger, signs its answers with the same keys, notifies the merchant's notification URL over
 * HTTP and serves the customer's pay page (Pay, Decline, Cancel, Time out). The merchant side is
 * the live client code (server/providers/payments/momo.ts, payoo.ts).
 */
import { randomInt } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { formatDong } from '../../domain/money';
import { asRecord } from '../providers/payments/http';
import { MOMO_CODES, MOMO_FIELDS, MOMO_ORDER_TYPE, MOMO_PAY_TYPE, MOMO_WAITING, momoSign, momoSignAnswer } from '../providers/payments/momo';
import { PAYOO_STATUS, PAYOO_WAITING, payooChecksum, payooNotificationSignature, payooReturnChecksum, xmlTag } from '../providers/payments/payoo';
import { hmacSha256, sameSignature } from '../providers/payments/signing';
import type { ProviderName } from '../providers/payments/types';
import type { HandlerContext } from '../routes/handlers';
import { qaSessionOf, type Faults } from './faults';
import { escapeHtml, sandboxPage } from './page';

type Decision = 'paid' | 'declined' | 'cancelled' | 'expired';
const decisions: Decision[] = ['paid', 'declined', 'cancelled', 'expired'];
const labels: Record<Decision, string> = { paid: 'Pay', declined: 'Decline', cancelled: 'Cancel', expired: 'Time out' };
/** MoMo resultCode 1005: the payment URL or QR code expired. */
const MOMO_EXPIRED = 1005;
/** MoMo resultCode 1080: the refund attempt failed; 42: unknown orderId. */
const MOMO_REFUND_FAILED = 1080;
const MOMO_UNKNOWN_ORDER = 42;
const payooStatusOf: Record<Decision, number> = { paid: PAYOO_STATUS.success, cancelled: PAYOO_STATUS.cancelled, declined: PAYOO_STATUS.failed, expired: PAYOO_STATUS.failed };
const momoMessages: Record<number, string> = {
  0: 'Successful.',
  1001: 'Transaction declined by the funding source.',
  1005: 'Transaction failed because the URL or QR code has expired.',
  1006: 'Transaction cancelled by the user.',
  [MOMO_WAITING]: 'Transaction initiated, waiting for user confirmation.',
};

interface LedgerRow {
  provider: ProviderName;
  provider_order_id: string;
  amount: number;
  decision: Decision | null;
  result_code: number | null;
  trans_id: string | null;
  refunded: number;
  request: Record<string, string>;
  [key: string]: unknown;
}

const hidden = (fields: Record<string, string>) =>
  Object.entries(fields).map(([k, v]) => `<input type="hidden" name="${escapeHtml(k)}" value="${escapeHtml(v)}">`).join('');

function gatewayPage(provider: 'MoMo' | 'Payoo', action: string, fields: Record<string, string>, amount: number, orderId: string, description: string) {
  const buttons = decisions
    .map((d) => `<form method="post" action="${action}" style="display:inline">${hidden({ ...fields, decision: d })}<button name="button" value="${d}">${labels[d]}</button></form> `)
    .join('');
  return sandboxPage(
    `${provider} sandbox payment`,
    `<p class="muted">A stand-in for the ${provider} gateway. Nothing is charged.</p>
     <dl><dt>Order</dt><dd><code>${escapeHtml(orderId)}</code> ${escapeHtml(description)}</dd>
     <dt>Amount</dt><dd><strong>${escapeHtml(formatDong(amount))} ₫</strong></dd></dl>${buttons}`,
  );
}

const invalidLink = (reply: FastifyReply, provider: 'MoMo' | 'Payoo') =>
  reply.code(400).type('text/html').send(sandboxPage(`${provider} sandbox payment`, '<p>The payment link is not valid (signature).</p>'));

export function registerPaymentPages(sandbox: FastifyInstance, context: HandlerContext, faults: Faults) {
  const { momo, payoo } = context.config.payments;
  const origin = context.config.publicOrigin;
  const now = () => context.clock();
  const warn = (message: string) => sandbox.log.warn(message);
  /** The outcome QA chose for this browser's next payment (/sandbox/faults): the page then decides by itself. */
  const chosenOutcome = async (request: FastifyRequest) => {
    const session = qaSessionOf(request);
    return session ? faults.takePayment(session) : null;
  };

  async function ledger(provider: ProviderName, orderId: string) {
    const [row] = await context.db.query<LedgerRow>('select * from sandbox_gateway_transaction where provider = $1 and provider_order_id = $2', [provider, orderId]);
    return row;
  }

  async function register(provider: ProviderName, orderId: string, amount: number, request: Record<string, string>) {
    await context.db.query(
      `insert into sandbox_gateway_transaction (provider, provider_order_id, amount, request, created_at)
       values ($1, $2, $3, $4::jsonb, $5) on conflict (provider, provider_order_id) do nothing`,
      [provider, orderId, amount, JSON.stringify(request), now().toString()],
    );
    return ledger(provider, orderId);
  }

  async function decide(provider: ProviderName, orderId: string, decision: Decision, resultCode: number) {
    const [row] = await context.db.query<LedgerRow>(
      `update sandbox_gateway_transaction set decision = coalesce(decision, $3), result_code = coalesce(result_code, $4),
         trans_id = coalesce(trans_id, $5), decided_at = coalesce(decided_at, $6)
       where provider = $1 and provider_order_id = $2 returning *`,
      [provider, orderId, decision, resultCode, String(randomInt(1_000_000_000, 9_999_999_999)), now().toString()],
    );
    return row;
  }

  /** The refund a provider is asked for: refused when the operator switched refunds to fail, or more than was paid is asked. */
  async function refund(provider: ProviderName, row: LedgerRow | undefined, requestId: string, amount: number) {
    const [fault] = await context.db.query<{ refund_fails: boolean }>('select refund_fails from sandbox_gateway_fault where provider = $1', [provider]);
    const succeeded = Boolean(row && row.decision === 'paid' && amount > 0 && row.refunded + amount <= row.amount && !fault?.refund_fails);
    await context.db.query(
      `insert into sandbox_gateway_refund (provider, request_id, provider_order_id, amount, succeeded, created_at) values ($1, $2, $3, $4, $5, $6)
       on conflict (provider, request_id) do nothing`,
      [provider, requestId, row?.provider_order_id ?? '', amount, succeeded, now().toString()],
    );
    if (succeeded) await context.db.query('update sandbox_gateway_transaction set refunded = refunded + $3 where provider = $1 and provider_order_id = $2', [provider, row!.provider_order_id, amount]);
    return succeeded;
  }

  /** Server to server, as the gateway would: a failed notification is logged; the return and the status query still tell. */
  async function notify(url: string, body: { json: unknown } | { form: Record<string, string> }) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'json' in body ? 'application/json' : 'application/x-www-form-urlencoded' },
        body: 'json' in body ? JSON.stringify(body.json) : new URLSearchParams(body.form).toString(),
        signal: AbortSignal.timeout(5_000),
      });
      if (!response.ok) warn(`sandbox notification to ${url} answered ${response.status}`);
    } catch (error) {
      warn(`sandbox notification to ${url} failed: ${(error as Error).message}`);
    }
  }

  // ---- MoMo, AIO v2 ----

  const momoLinkSignature = (q: Record<string, string>) => hmacSha256(momo.secretKey, `amount=${q.amount}&orderId=${q.orderId}&partnerCode=${q.partnerCode}&requestId=${q.requestId}`);

  sandbox.post<{ Body: Record<string, unknown> }>('/momo/v2/gateway/api/create', async (request) => {
    const body = asRecord(request.body);
    if (body.partnerCode !== momo.partnerCode || !sameSignature(momoSign(momo, MOMO_FIELDS.create, body), String(body.signature ?? ''))) {
      return momoAnswer({ partnerCode: String(body.partnerCode ?? ''), orderId: String(body.orderId ?? ''), requestId: String(body.requestId ?? ''), resultCode: 11, message: 'Access denied (signature).' });
    }
    const orderId = String(body.orderId);
    const amount = Number(body.amount);
    const row = await register('momo', orderId, amount, {
      requestId: String(body.requestId),
      orderInfo: String(body.orderInfo ?? ''),
      redirectUrl: String(body.redirectUrl ?? ''),
      ipnUrl: String(body.ipnUrl ?? ''),
      extraData: String(body.extraData ?? ''),
    });
    if (!row || row.amount !== amount || row.request.requestId !== body.requestId) {
      return momoAnswer({ partnerCode: momo.partnerCode, orderId, requestId: String(body.requestId), resultCode: 41, message: 'Duplicated orderId.' });
    }
    const link = { partnerCode: momo.partnerCode, orderId, requestId: String(body.requestId), amount: String(amount), orderInfo: row.request.orderInfo };
    const payUrl = `${origin}/sandbox/momo?${new URLSearchParams({ ...link, signature: momoLinkSignature(link) })}`;
    return momoAnswer({
      partnerCode: momo.partnerCode,
      orderId,
      requestId: String(body.requestId),
      amount,
      responseTime: now().epochMilliseconds,
      message: 'Successful.',
      resultCode: 0,
      payUrl,
      // the QR holds the pay page (a phone's camera opens it); the "app" is the same page
      qrCodeUrl: payUrl,
      deeplink: `${payUrl}&app=momo`,
    });
  });

  function momoAnswer(answer: Record<string, string | number>) {
    return { ...answer, signature: momoSignAnswer(momo, answer) };
  }

  sandbox.post<{ Body: Record<string, unknown> }>('/momo/v2/gateway/api/query', async (request) => {
    const body = asRecord(request.body);
    const base = { partnerCode: momo.partnerCode, orderId: String(body.orderId ?? ''), requestId: String(body.requestId ?? '') };
    if (body.partnerCode !== momo.partnerCode || !sameSignature(momoSign(momo, MOMO_FIELDS.query, body), String(body.signature ?? ''))) {
      return momoAnswer({ ...base, resultCode: 11, message: 'Access denied (signature).' });
    }
    const row = await ledger('momo', base.orderId);
    if (!row) return momoAnswer({ ...base, resultCode: MOMO_UNKNOWN_ORDER, message: 'Invalid orderId or orderId is not found.' });
    const resultCode = row.result_code ?? MOMO_WAITING;
    return momoAnswer({
      ...base,
      extraData: row.request.extraData ?? '',
      amount: row.amount,
      transId: row.trans_id ?? 0,
      payType: row.decision ? MOMO_PAY_TYPE : '',
      resultCode,
      message: momoMessages[resultCode] ?? 'Failed.',
      responseTime: now().epochMilliseconds,
    });
  });

  sandbox.post<{ Body: Record<string, unknown> }>('/momo/v2/gateway/api/refund', async (request) => {
    const body = asRecord(request.body);
    const base = { partnerCode: momo.partnerCode, orderId: String(body.orderId ?? ''), requestId: String(body.requestId ?? '') };
    if (body.partnerCode !== momo.partnerCode || !sameSignature(momoSign(momo, MOMO_FIELDS.refund, body), String(body.signature ?? ''))) {
      return momoAnswer({ ...base, resultCode: 11, message: 'Access denied (signature).' });
    }
    const row = await ledger('momo', base.orderId);
    const amount = Number(body.amount);
    const succeeded = await refund('momo', row && row.trans_id === String(body.transId) ? row : undefined, base.requestId, amount);
    return momoAnswer({
      ...base,
      amount,
      transId: succeeded ? randomInt(1_000_000_000, 9_999_999_999) : 0,
      resultCode: succeeded ? 0 : MOMO_REFUND_FAILED,
      message: succeeded ? 'Successful.' : 'Refund failed.',
      responseTime: now().epochMilliseconds,
    });
  });

  async function momoLink(q: Record<string, string>) {
    if (q.partnerCode !== momo.partnerCode || !sameSignature(momoLinkSignature(q), q.signature)) return undefined;
    const row = await ledger('momo', q.orderId ?? '');
    return row && String(row.amount) === q.amount && row.request.requestId === q.requestId ? row : undefined;
  }

  sandbox.get<{ Querystring: Record<string, string> }>('/momo', async (request, reply) => {
    const row = await momoLink(request.query);
    if (!row) return invalidLink(reply, 'MoMo');
    const chosen = await chosenOutcome(request);
    if (chosen) return decideMomo(row, chosen, reply);
    const { app: _app, ...link } = request.query;
    return reply.type('text/html').send(gatewayPage('MoMo', '/sandbox/momo/decide', link, row.amount, row.provider_order_id, row.request.orderInfo ?? ''));
  });

  sandbox.post<{ Body: Record<string, string> }>('/momo/decide', async (request, reply) => {
    const { decision, button: _button, ...q } = request.body ?? {};
    const found = await momoLink(q);
    return decideMomo(found, decision, reply);
  });

  async function decideMomo(found: LedgerRow | undefined, decision: string | undefined, reply: FastifyReply) {
    if (!found || !decisions.includes(decision as Decision)) return reply.code(400).send({ code: 'INVALID_SIGNATURE', message: 'The payment link is not valid.' });
    const code = { paid: MOMO_CODES.success, cancelled: MOMO_CODES.cancelled, declined: MOMO_CODES.declined, expired: MOMO_EXPIRED }[decision as Decision];
    const row = (await decide('momo', found.provider_order_id, decision as Decision, code))!;
    const result: Record<string, string> = {
      partnerCode: momo.partnerCode,
      orderId: row.provider_order_id,
      requestId: row.request.requestId,
      amount: String(row.amount),
      orderInfo: row.request.orderInfo ?? '',
      orderType: MOMO_ORDER_TYPE,
      transId: row.trans_id!,
      resultCode: String(row.result_code),
      message: momoMessages[row.result_code!] ?? 'Failed.',
      payType: MOMO_PAY_TYPE,
      responseTime: String(now().epochMilliseconds),
      extraData: row.request.extraData ?? '',
    };
    result.signature = momoSign(momo, MOMO_FIELDS.result, result);
    await notify(row.request.ipnUrl, { json: result });
    return reply.redirect(`${row.request.redirectUrl}?${new URLSearchParams(result)}`, 303);
  }

  // ---- Payoo, Paynow v2 and the Business API ----

  const payooLinkChecksum = (q: Record<string, string>) => payooChecksum(payoo, `${q.order_no}.${q.amount}.${q.session}`);

  sandbox.post<{ Body: Record<string, string> }>('/payoo/v2/paynow/order/create', async (request) => {
    const { data = '', checksum = '' } = request.body ?? {};
    if (!sameSignature(payooChecksum(payoo, data), checksum) || xmlTag(data, 'username') !== payoo.businessUsername) {
      return { result: 'error', message: 'Invalid checksum.' };
    }
    const orderNo = xmlTag(data, 'order_no');
    const amount = Number(xmlTag(data, 'order_cash_amount'));
    const session = xmlTag(data, 'session');
    const row = await register('payoo', orderNo, amount, {
      session,
      description: decodeURIComponent(xmlTag(data, 'order_description')),
      returnUrl: xmlTag(data, 'shop_back_url'),
      notifyUrl: xmlTag(data, 'notify_url'),
    });
    if (!row || row.amount !== amount || row.request.session !== session) return { result: 'error', message: 'Duplicated order_no.' };
    const link = { order_no: orderNo, amount: String(amount), session };
    const order = { order_id: `SB${orderNo}`, order_no: orderNo, amount, payment_url: `${origin}/sandbox/payoo?${new URLSearchParams({ ...link, checksum: payooLinkChecksum(link) })}` };
    return { result: 'success', order, checksum: payooChecksum(payoo, JSON.stringify(order)) };
  });

  /** A Business API call: the header credentials and the RequestData signature must check out. */
  function business(path: string, answer: (data: Record<string, unknown>) => Promise<Record<string, unknown>>) {
    sandbox.post<{ Body: Record<string, unknown> }>(`/payoo/BusinessRestAPI.svc/${path}`, async (request, reply) => {
      const headers = request.headers;
      const body = asRecord(request.body);
      const requestData = String(body.RequestData ?? '');
      if (headers.apiusername !== payoo.apiUsername || headers.apipassword !== payoo.apiPassword || headers.apisignature !== payoo.apiSignature) {
        return reply.code(401).send({ message: 'Invalid API credentials.' });
      }
      const responseData = JSON.stringify(
        sameSignature(payooChecksum(payoo, requestData), String(body.Signature ?? '')) ? await answer(asRecord(JSON.parse(requestData))) : { ResponseCode: -1, ResponseMessage: 'Invalid signature.' },
      );
      return { ResponseData: responseData, Signature: payooChecksum(payoo, responseData) };
    });
  }

  business('GetOrderInfo', async (data) => {
    const row = await ledger('payoo', String(data.OrderId ?? ''));
    if (!row) return { ResponseCode: 1, ResponseMessage: 'Order not found.' };
    const status = row.decision ? payooStatusOf[row.decision] : PAYOO_WAITING;
    return { ResponseCode: 0, OrderId: row.provider_order_id, OrderStatus: status, MoneyAmount: row.amount, PaymentTransactionId: row.trans_id ?? '' };
  });

  business('Refund', async (data) => {
    const succeeded = await refund('payoo', await ledger('payoo', String(data.OrderNo ?? '')), String(data.RefundId ?? ''), Number(data.Money));
    return succeeded ? { ResponseCode: 0, ResponseMessage: 'Success' } : { ResponseCode: 1, ResponseMessage: 'Refund failed.' };
  });

  async function payooLink(q: Record<string, string>) {
    if (!sameSignature(payooLinkChecksum(q), q.checksum)) return undefined;
    const row = await ledger('payoo', q.order_no ?? '');
    return row && String(row.amount) === q.amount && row.request.session === q.session ? row : undefined;
  }

  sandbox.get<{ Querystring: Record<string, string> }>('/payoo', async (request, reply) => {
    const row = await payooLink(request.query);
    if (!row) return invalidLink(reply, 'Payoo');
    const chosen = await chosenOutcome(request);
    if (chosen) return decidePayoo(row, chosen, reply);
    return reply.type('text/html').send(gatewayPage('Payoo', '/sandbox/payoo/decide', request.query, row.amount, row.provider_order_id, row.request.description ?? ''));
  });

  sandbox.post<{ Body: Record<string, string> }>('/payoo/decide', async (request, reply) => {
    const { decision, button: _button, ...q } = request.body ?? {};
    const found = await payooLink(q);
    return decidePayoo(found, decision, reply);
  });

  async function decidePayoo(found: LedgerRow | undefined, decision: string | undefined, reply: FastifyReply) {
    if (!found || !decisions.includes(decision as Decision)) return reply.code(400).send({ code: 'INVALID_SIGNATURE', message: 'The payment link is not valid.' });
    const status = payooStatusOf[decision as Decision];
    const row = (await decide('payoo', found.provider_order_id, decision as Decision, status))!;
    const code = row.result_code!;
    const errormsg = code === PAYOO_STATUS.success ? '' : code === PAYOO_STATUS.cancelled ? 'Cancelled by the customer' : row.decision === 'expired' ? 'Payment expired' : 'Payment failed';
    const responseData = JSON.stringify({ OrderNo: row.provider_order_id, PaymentStatus: code, MoneyAmount: row.amount, PaymentTransactionId: row.trans_id, PaymentStatusText: errormsg });
    const notifyData = Buffer.from(JSON.stringify({ ResponseData: responseData, Signature: payooNotificationSignature(payoo, responseData) })).toString('base64');
    // as Payoo does: a form post of NotifyData
    await notify(row.request.notifyUrl, { form: { NotifyData: notifyData } });
    const result: Record<string, string> = {
      session: row.request.session,
      order_no: row.provider_order_id,
      status: String(code),
      errorcode: code === PAYOO_STATUS.success ? '0' : String(code === PAYOO_STATUS.cancelled ? -1 : 1),
      errormsg,
    };
    result.checksum = payooReturnChecksum(payoo, { session: result.session, order_no: result.order_no, status: result.status });
    return reply.redirect(`${row.request.returnUrl}?${new URLSearchParams(result)}`, 303);
  }

  // ---- the operator's switch: refunds answered with a failure ----
  sandbox.post<{ Body: Record<string, string> }>('/payments/refund-outcome', async (request, reply) => {
    const { provider, outcome } = request.body ?? {};
    if ((provider !== 'momo' && provider !== 'payoo') || (outcome !== 'success' && outcome !== 'failure')) {
      return reply.code(400).send({ code: 'VALIDATION_ERROR', message: 'provider (momo, payoo) and outcome (success, failure) are required.', field: 'outcome' });
    }
    await context.db.query(
      'insert into sandbox_gateway_fault (provider, refund_fails) values ($1, $2) on conflict (provider) do update set refund_fails = excluded.refund_fails',
      [provider, outcome === 'failure'],
    );
    return { provider, outcome };
  });
}
