import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { PAYOO_SAMPLE } from './fixtures/provider-documents';
import type { Fetch } from './http';
import { createPayooClient, xmlTag } from './payoo';
import { GatewayError } from './types';

const secrets = { ...PAYOO_SAMPLE, notifyIp: PAYOO_SAMPLE.sandboxIp };
/** The sample's signing: SHA-512 of the checksum key followed by the data, upper-case hex. */
const sampleSha512 = (data: string) => createHash('sha512').update(PAYOO_SAMPLE.checksumKey + data).digest('hex').toUpperCase();

function recordingPayoo(answer: (path: string, request: { body: string; headers: Record<string, string> }) => unknown) {
  const sent: Array<{ url: string; body: string; headers: Record<string, string> }> = [];
  const fetcher: Fetch = async (url, init) => {
    const request = { body: String(init.body), headers: init.headers as Record<string, string> };
    sent.push({ url, ...request });
    return new Response(JSON.stringify(answer(new URL(url).pathname, request)), { status: 200 });
  };
  const warnings: string[] = [];
  const client = createPayooClient({
    secrets,
    endpoint: 'https://newsandbox.payoo.com.vn',
    apiEndpoint: 'https://bizsandbox.payoo.com.vn',
    notifyUrl: 'https://order.example.vn/api/v2/payment-gateway/payoo-notify/',
    shopDomain: 'https://order.example.vn',
    mode: 'live',
    fetch: fetcher,
    warn: (m) => warnings.push(m),
  });
  return { client, sent, warnings };
}

const input = { providerOrderId: '261123000001-1', requestId: 'session-1', amount: 145000, orderInfo: 'Order 261123000001', returnUrl: 'https://order.example.vn/payment-result', lang: 'vi' as const, createdAt: new Date('2026-11-23T02:00:00Z') };

describe("Payoo client (Paynow v2, Business API) against the integration sample's checksums", () => {
  it('should post the order XML with checksum SHA-512(key + data) and verify the answer', async () => {
    const order = { order_id: 'P1', order_no: input.providerOrderId, payment_url: 'https://newsandbox.payoo.com.vn/v2/paynow/pay?o=P1' };
    const { client, sent } = recordingPayoo(() => ({ result: 'success', order, checksum: sampleSha512(JSON.stringify(order)) }));
    const created = await client.createPayment(input);
    expect(created).toEqual({ payUrl: order.payment_url, qrCodeUrl: null, deeplink: null });
    expect(sent[0].url).toBe('https://newsandbox.payoo.com.vn/v2/paynow/order/create');
    const form = new URLSearchParams(sent[0].body);
    const data = form.get('data')!;
    expect(form.get('checksum')).toBe(sampleSha512(data));
    expect(form.get('refer')).toBe('https://order.example.vn');
    expect({ username: xmlTag(data, 'username'), shop: xmlTag(data, 'shop_id'), amount: xmlTag(data, 'order_cash_amount'), ship: xmlTag(data, 'order_ship_date'), validity: xmlTag(data, 'validity_time') }).toEqual({
      username: 'SB_Shop_Demo',
      shop: '11495',
      amount: '145000',
      ship: '23/11/2026',
      validity: '20261124090000',
    });
    expect(xmlTag(data, 'notify_url')).toBe('https://order.example.vn/api/v2/payment-gateway/payoo-notify/');
  });

  it('should refuse an order/create answer with a wrong checksum', async () => {
    const { client, warnings } = recordingPayoo(() => ({ result: 'success', order: { payment_url: 'https://evil.example/' }, checksum: 'AB'.repeat(64) }));
    await expect(client.createPayment(input)).rejects.toBeInstanceOf(GatewayError);
    expect(warnings.join()).toMatch(/bad checksum/);
  });

  it('should call the Business API with its header credentials and signed RequestData, and verify ResponseData', async () => {
    const { client, sent } = recordingPayoo((path) => {
      const responseData = JSON.stringify(path.endsWith('/GetOrderInfo') ? { ResponseCode: 0, OrderStatus: 1, MoneyAmount: 145000, PaymentTransactionId: 'T1' } : { ResponseCode: 0, ResponseMessage: 'Success' });
      return { ResponseData: responseData, Signature: sampleSha512(responseData) };
    });
    expect(await client.status({ providerOrderId: input.providerOrderId, requestId: 's', createdAt: input.createdAt })).toMatchObject({ state: 'paid', transId: 'T1', amount: 145000 });
    expect(await client.refund({ providerOrderId: input.providerOrderId, transId: 'T1', requestId: 'refund-1', amount: 145000, description: 'Refund', paidAt: input.createdAt })).toMatchObject({ state: 'completed' });
    expect(sent.map((s) => new URL(s.url).pathname)).toEqual(['/BusinessRestAPI.svc/GetOrderInfo', '/BusinessRestAPI.svc/Refund']);
    for (const request of sent) {
      const body = JSON.parse(request.body) as { RequestData: string; Signature: string };
      expect(body.Signature).toBe(sampleSha512(body.RequestData));
      expect(request.headers).toMatchObject({ APIUsername: PAYOO_SAMPLE.apiUsername, APIPassword: PAYOO_SAMPLE.apiPassword, APISignature: PAYOO_SAMPLE.apiSignature });
    }
    expect(JSON.parse((JSON.parse(sent[0].body) as { RequestData: string }).RequestData)).toEqual({ OrderId: input.providerOrderId, ShopId: '11495', PurchaseDate: '20261123' });
  });

  it('should refuse a Business API answer whose Signature does not verify', async () => {
    const { client } = recordingPayoo(() => ({ ResponseData: JSON.stringify({ ResponseCode: 0, OrderStatus: 1 }), Signature: sampleSha512('something else') }));
    await expect(client.status({ providerOrderId: 'x', requestId: 's', createdAt: input.createdAt })).rejects.toBeInstanceOf(GatewayError);
  });

  it("should verify a notification as the sample does: NotifyData = base64 {ResponseData, Signature = SHA-512(key + ResponseData + Payoo's IP)}", () => {
    const { client } = recordingPayoo(() => ({}));
    const responseData = JSON.stringify({ OrderNo: input.providerOrderId, PaymentStatus: 1, MoneyAmount: 145000, PaymentTransactionId: 'T9' });
    const notify = (signature: string, data = responseData) => ({ NotifyData: Buffer.from(JSON.stringify({ ResponseData: data, Signature: signature })).toString('base64') });
    expect(client.verifyNotification(notify(sampleSha512(responseData + PAYOO_SAMPLE.sandboxIp)))).toMatchObject({ providerOrderId: input.providerOrderId, state: 'paid', amount: 145000, transId: 'T9' });
    // signed without the IP, from another IP, or with the data changed: refused
    expect(client.verifyNotification(notify(sampleSha512(responseData)))).toBeNull();
    expect(client.verifyNotification(notify(sampleSha512(responseData + '10.0.0.1')))).toBeNull();
    expect(client.verifyNotification(notify(sampleSha512(responseData + PAYOO_SAMPLE.sandboxIp), responseData.replace('145000', '1000')))).toBeNull();
    expect(client.verifyNotification({ NotifyData: 'not base64 json' })).toBeNull();
  });

  it('should verify the return query: checksum = SHA-512(key + session.order_no.status)', () => {
    const { client } = recordingPayoo(() => ({}));
    const query = { session: 'session-1', order_no: input.providerOrderId, status: '-1', errorcode: '-1', errormsg: 'Cancelled' };
    const checksum = sampleSha512(`${query.session}.${query.order_no}.${query.status}`);
    expect(client.verifyReturn({ ...query, checksum })).toMatchObject({ state: 'cancelled', resultCode: -1 });
    expect(client.verifyReturn({ ...query, status: '1', checksum })).toBeNull();
  });
});
