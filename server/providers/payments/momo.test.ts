import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { MOMO_DOCUMENT_IPN, MOMO_SAMPLE, momoDocumentIpnRawSignature, momoSampleRawSignature } from './fixtures/provider-documents';
import type { Fetch } from './http';
import { createMomoClient, MOMO_FIELDS, momoSign, momoSignAnswer } from './momo';
import { GatewayError } from './types';

const secrets = { partnerCode: MOMO_SAMPLE.partnerCode, accessKey: MOMO_SAMPLE.accessKey, secretKey: MOMO_SAMPLE.secretKey };
const sampleHmac = (raw: string) => createHmac('sha256', MOMO_SAMPLE.secretKey).update(raw).digest('hex');

/** A MoMo that records what it was sent and answers what the test says. */
function recordingMomo(answer: (path: string, body: Record<string, unknown>) => unknown) {
  const sent: Array<{ url: string; body: Record<string, unknown> }> = [];
  const fetcher: Fetch = async (url, init) => {
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    sent.push({ url, body });
    return new Response(JSON.stringify(answer(new URL(url).pathname, body)), { status: 200, headers: { 'content-type': 'application/json' } });
  };
  const warnings: string[] = [];
  const client = createMomoClient({ secrets, endpoint: 'https://test-payment.momo.vn', ipnUrl: MOMO_SAMPLE.request.ipnUrl, mode: 'live', fetch: fetcher, warn: (m) => warnings.push(m) });
  return { client, sent, warnings };
}

describe('MoMo client (AIO v2) against the official sample and documents', () => {
  it("should sign the create request exactly as MoMo's Node.js sample does", async () => {
    const r = MOMO_SAMPLE.request;
    const { client, sent } = recordingMomo((_path, body) => ({
      partnerCode: 'MOMO', orderId: body.orderId, requestId: body.requestId, amount: 50000, responseTime: 1, message: 'Successful.', resultCode: 0,
      payUrl: 'https://test-payment.momo.vn/v2/gateway/pay?t=abc', deeplink: 'momo://app?action=payWithApp&t=abc', qrCodeUrl: '2|99|0912345678|||0|0|50000',
    }));
    const created = await client.createPayment({ providerOrderId: r.orderId, requestId: r.requestId, amount: 50000, orderInfo: r.orderInfo, returnUrl: r.redirectUrl, lang: 'en', createdAt: new Date(0) });
    expect(sent[0].url).toBe('https://test-payment.momo.vn/v2/gateway/api/create');
    expect(sent[0].body.signature).toBe(sampleHmac(momoSampleRawSignature(r, MOMO_SAMPLE.accessKey, MOMO_SAMPLE.partnerCode)));
    expect(sent[0].body).toMatchObject({ partnerCode: 'MOMO', requestType: 'captureWallet', ipnUrl: r.ipnUrl, redirectUrl: r.redirectUrl, amount: 50000, lang: 'en' });
    expect(created).toEqual({ payUrl: 'https://test-payment.momo.vn/v2/gateway/pay?t=abc', deeplink: 'momo://app?action=payWithApp&t=abc', qrCodeUrl: '2|99|0912345678|||0|0|50000' });
  });

  it('should refuse a create answer whose signature does not verify, and say so in the log', async () => {
    const { client, warnings } = recordingMomo((_path, body) => ({ partnerCode: 'MOMO', orderId: body.orderId, amount: 50000, resultCode: 0, payUrl: 'https://evil.example/pay', signature: 'f'.repeat(64) }));
    await expect(client.createPayment({ providerOrderId: 'o1', requestId: 'r1', amount: 50000, orderInfo: 'x', returnUrl: 'https://x/r', lang: 'vi', createdAt: new Date(0) })).rejects.toBeInstanceOf(GatewayError);
    expect(warnings.join()).toMatch(/bad signature/);
  });

  it('should sign query and refund with the documented fields (momo-wallet/java QueryTransactionStatus, RefundTransaction)', async () => {
    const { client, sent } = recordingMomo((path, body) =>
      path.endsWith('/query')
        ? momoAnswer({ partnerCode: 'MOMO', orderId: body.orderId, requestId: body.requestId, amount: 50000, transId: 4088878653, resultCode: 0, message: 'Successful.', payType: 'qr', extraData: '', responseTime: 2 })
        : momoAnswer({ partnerCode: 'MOMO', orderId: body.orderId, requestId: body.requestId, amount: 50000, transId: 4088878999, resultCode: 0, message: 'Successful.', responseTime: 3 }),
    );
    const status = await client.status({ providerOrderId: 'MOMO1700000000000', requestId: 'r', createdAt: new Date(0) });
    expect(status).toMatchObject({ state: 'paid', transId: '4088878653', amount: 50000 });
    const query = sent[0].body;
    expect(query.signature).toBe(sampleHmac(`accessKey=${MOMO_SAMPLE.accessKey}&orderId=${String(query.orderId)}&partnerCode=MOMO&requestId=${String(query.requestId)}`));

    const refund = await client.refund({ providerOrderId: 'MOMO1700000000000', transId: '4088878653', requestId: 'refund-1', amount: 50000, description: 'Refund', paidAt: new Date(0) });
    expect(refund).toEqual({ state: 'completed', resultCode: 0, message: 'Successful.' });
    expect(sent[1].body.signature).toBe(
      sampleHmac(`accessKey=${MOMO_SAMPLE.accessKey}&amount=50000&description=Refund&orderId=MOMO1700000000000&partnerCode=MOMO&requestId=refund-1&transId=4088878653`),
    );
  });

  it('should refuse an unsigned or tampered query answer rather than read a payment as paid', async () => {
    const unsigned = recordingMomo((_p, body) => ({ partnerCode: 'MOMO', orderId: body.orderId, resultCode: 0, amount: 50000 }));
    await expect(unsigned.client.status({ providerOrderId: 'o', requestId: 'r', createdAt: new Date(0) })).rejects.toBeInstanceOf(GatewayError);
    const tampered = recordingMomo((_p, body) => ({ ...momoAnswer({ partnerCode: 'MOMO', orderId: body.orderId, resultCode: 1006, amount: 50000 }), resultCode: 0 }));
    await expect(tampered.client.status({ providerOrderId: 'o', requestId: 'r', createdAt: new Date(0) })).rejects.toBeInstanceOf(GatewayError);
  });

  it("should refuse the document's IPN as it is (signed with a key that is not ours)", () => {
    const { client, warnings } = recordingMomo(() => ({}));
    expect(client.verifyNotification({ ...MOMO_DOCUMENT_IPN, partnerCode: 'MOMO' })).toBeNull();
    expect(warnings).toHaveLength(1);
  });

  it("should read the document's IPN, signed again by the documented formula with the sample's keys", () => {
    const { client } = recordingMomo(() => ({}));
    const ipn = { ...MOMO_DOCUMENT_IPN, partnerCode: 'MOMO' };
    const signed = { ...ipn, signature: sampleHmac(momoDocumentIpnRawSignature(ipn, MOMO_SAMPLE.accessKey)) };
    expect(signed.signature).toBe(momoSign(secrets, MOMO_FIELDS.result, ipn));
    expect(client.verifyNotification(signed)).toEqual({ providerOrderId: ipn.orderId, state: 'paid', resultCode: 0, transId: '4088878653', amount: 1000, message: 'Successful.' });
    expect(client.verifyNotification({ ...signed, amount: 100 })).toBeNull();
    expect(client.verifyReturn(Object.fromEntries(Object.entries({ ...signed, resultCode: 1006 }).map(([k, v]) => [k, String(v)])))).toBeNull();
  });

  it('should give up on a gateway that does not answer in time', async () => {
    const hanging: Fetch = (_url, init) => new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(new DOMException('timeout', 'TimeoutError'))));
    const client = createMomoClient({ secrets, endpoint: 'https://test-payment.momo.vn', ipnUrl: 'x', mode: 'live', fetch: (url, init) => hanging(url, { ...init, signal: AbortSignal.timeout(10) }) });
    await expect(client.status({ providerOrderId: 'o', requestId: 'r', createdAt: new Date(0) })).rejects.toThrow(/no answer/);
  });
});

function momoAnswer(answer: Record<string, unknown>) {
  return { ...answer, signature: momoSignAnswer(secrets, answer) };
}
