import { createHmac } from 'node:crypto';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import type { Fetch } from '../payments/http';
import {
  createLalamoveCourier,
  LALAMOVE_STATUSES,
  lalamoveAuthorization,
  lalamoveRawSignature,
  lalamoveSignature,
  lalamoveWebhookSignature,
  shippingStatusOf,
  verifyLalamoveAuthorization,
  verifyLalamoveWebhook,
} from './lalamove';

/**
 * developers.lalamove.com, "Authentication" → "Signature", example in JavaScript: the secret and the time it uses,
 * and `${time}\r\n${method}\r\n${path}\r\n\r\n${body}` signed with HMAC-SHA256 hex; the token is `KEY:time:SIGNATURE`
 * after `hmac ` (the same in github.com/lalamove/api-examples php/quotation.php: hash_hmac("sha256", …), and in the
 * official Node SDK, github.com/lalamove/delivery-nodejs-sdk src/auth.ts: CryptoJS.HmacSHA256(rawSignature, secret)).
 */
const DOCUMENT = {
  secret: 'MCwCAQACBQDDym2lAgMBAAECBDHB',
  time: '1545880607433',
  method: 'POST',
  path: '/v3/quotations',
  body: '{"data":{"serviceType":"MOTORCYCLE","language":"vi_VN","stops":[{"coordinates":{"lat":"10.7769","lng":"106.7009"},"address":"1 Lê Duẩn, Bến Nghé, Quận 1"},{"coordinates":{"lat":"10.7626","lng":"106.6602"},"address":"268 Lý Thường Kiệt, Quận 10"}]}}',
};

describe('Lalamove API v3 signing', () => {
  it('should build the raw signature and the HMAC-SHA256 hex exactly as the documentation does', () => {
    const raw = lalamoveRawSignature(DOCUMENT.time, DOCUMENT.method, DOCUMENT.path, DOCUMENT.body);
    expect(raw).toBe(`1545880607433\r\nPOST\r\n/v3/quotations\r\n\r\n${DOCUMENT.body}`);
    // computed apart from this code, by OpenSSL over the same bytes:
    // printf '1545880607433\r\nPOST\r\n/v3/quotations\r\n\r\n%s' "$BODY" | openssl dgst -sha256 -hmac "$SECRET"
    const expected = 'd83c611dbc5c844b4255be9d1bfafa9b9b785b2da3094bf770d2b9e03df57817';
    expect(lalamoveSignature(DOCUMENT.secret, DOCUMENT.time, DOCUMENT.method, DOCUMENT.path, DOCUMENT.body)).toBe(expected);
    expect(createHmac('sha256', DOCUMENT.secret).update(raw).digest('hex')).toBe(expected);
    expect(lalamoveSignature(DOCUMENT.secret, '1', 'GET', '/v3/orders/1', '')).toBe('b25397e87dff48100a8e0a3a8dfb1853f7aa0b0df925ac9b0046db5f98d9a98c');
    expect(lalamoveAuthorization('pk_test_key', DOCUMENT.secret, DOCUMENT.time, DOCUMENT.method, DOCUMENT.path, DOCUMENT.body)).toBe(`hmac pk_test_key:1545880607433:${expected}`);
    // a GET signs an empty body: the raw signature ends with the blank line
    expect(lalamoveRawSignature('1', 'GET', '/v3/orders/1', '')).toBe('1\r\nGET\r\n/v3/orders/1\r\n\r\n');
  });

  it('should accept a request signed with the key and refuse any change to it', () => {
    const credentials = { apiKey: 'pk_test_key', secret: DOCUMENT.secret };
    const header = lalamoveAuthorization(credentials.apiKey, credentials.secret, DOCUMENT.time, 'POST', DOCUMENT.path, DOCUMENT.body);
    const request = { method: 'POST', path: DOCUMENT.path, body: DOCUMENT.body };
    expect(verifyLalamoveAuthorization(header, credentials, request)).toBe(true);
    expect(verifyLalamoveAuthorization(header, credentials, { ...request, body: DOCUMENT.body.replace('10.7769', '10.7770') })).toBe(false);
    expect(verifyLalamoveAuthorization(header, credentials, { ...request, path: '/v3/orders' })).toBe(false);
    expect(verifyLalamoveAuthorization(header, { ...credentials, apiKey: 'pk_other' }, request)).toBe(false);
    expect(verifyLalamoveAuthorization(undefined, credentials, request)).toBe(false);
  });

  it('should verify a webhook signed over its data, and refuse a forged one', () => {
    const credentials = { apiKey: 'pk_test_key', secret: DOCUMENT.secret };
    const data = { order: { orderId: '3380034187458797614', status: 'PICKED_UP', driverId: '80557' }, updatedAt: '2026-11-23T03:10:00.00Z' };
    const path = '/api/v2/courier/lalamove-webhook/';
    const body = { apiKey: 'pk_test_key', timestamp: 1763867400, signature: lalamoveWebhookSignature(DOCUMENT.secret, '1763867400', path, data), eventType: 'ORDER_STATUS_CHANGED', data };
    expect(verifyLalamoveWebhook(body, credentials, path)).toBe(true);
    expect(verifyLalamoveWebhook({ ...body, data: { ...data, order: { ...data.order, status: 'COMPLETED' } } }, credentials, path)).toBe(false);
    expect(verifyLalamoveWebhook({ ...body, apiKey: 'pk_other' }, credentials, path)).toBe(false);
  });
});

describe('Lalamove statuses and the order lifecycle', () => {
  it("should map every documented status to SPEC's shipping statuses", () => {
    expect(Object.keys(LALAMOVE_STATUSES).sort()).toEqual(['ASSIGNING_DRIVER', 'CANCELED', 'COMPLETED', 'EXPIRED', 'ON_GOING', 'PICKED_UP', 'REJECTED']);
    expect(shippingStatusOf('ASSIGNING_DRIVER', 'finding_partner')).toBe('finding_partner');
    expect(shippingStatusOf('ON_GOING', 'partner_pickup')).toBe('partner_pickup');
    expect(shippingStatusOf('PICKED_UP', 'delivering')).toBe('delivering');
    expect(shippingStatusOf('COMPLETED', 'completed')).toBe('completed');
    expect(shippingStatusOf('EXPIRED', 'partner_pickup')).toBe('expired');
    expect(shippingStatusOf('REJECTED', 'partner_pickup')).toBe('rejected');
    expect(shippingStatusOf('CANCELED', 'partner_pickup')).toBe('request_cancelled');
    // a cancellation once the driver had the food is a failed delivery; once it was due at the door, a return
    expect(shippingStatusOf('CANCELED', 'delivering')).toBe('failed');
    expect(shippingStatusOf('CANCELED', 'completed')).toBe('returned');
    expect(shippingStatusOf('TELEPORTED', 'delivering')).toBeNull();
  });
});

describe('Lalamove client', () => {
  it('should quote, place, read, cancel and ask for the driver with signed requests and the Market header', async () => {
    const credentials = { apiKey: 'pk_test_key', secret: 'sk_test_secret' };
    const seen: Array<{ method: string; path: string; body: string; headers: Record<string, string> }> = [];
    const fetcher: Fetch = async (url, init) => {
      const { pathname } = new URL(url);
      const headers = init.headers as Record<string, string>;
      const body = typeof init.body === 'string' ? init.body : '';
      seen.push({ method: String(init.method), path: pathname, body, headers });
      expect(verifyLalamoveAuthorization(headers.authorization, credentials, { method: String(init.method), path: pathname, body })).toBe(true);
      if (pathname === '/v3/quotations') return Response.json({ data: { quotationId: '1514140994227007571', stops: [{ stopId: '1514140994235396207' }, { stopId: '1514140994235396208' }] } });
      if (pathname === '/v3/orders') return Response.json({ data: { orderId: '107900701184', status: 'ASSIGNING_DRIVER', driverId: '' } });
      if (init.method === 'DELETE') return new Response(null, { status: 204 });
      if (pathname.endsWith('/drivers/80557')) return Response.json({ data: { driverId: '80557', name: 'David', phone: '+84901111222', plateNumber: '59X1-12345' } });
      return Response.json({ data: { orderId: '107900701184', status: 'ON_GOING', driverId: '80557' } });
    };
    const client = createLalamoveCourier({ endpoint: 'https://rest.sandbox.lalamove.com', credentials, mode: 'live', market: 'VN', serviceType: 'MOTORCYCLE', fetch: fetcher, now: () => 1763867400000 });
    const at = Temporal.Instant.from('2026-11-23T03:00:00Z');
    const booked = await client.book({
      orderNo: 'D2611230001',
      storeCode: 'S001',
      pickup: { lat: 10.7769, lng: 106.7009, address: '1 Lê Duẩn, Quận 1', name: 'Store 1' },
      dropoff: { lat: 10.7626, lng: 106.6602 },
      dropoffAddress: '268 Lý Thường Kiệt, Quận 10',
      recipient: { name: 'An', phone: '+84901000001', remarks: 'Gate B' },
      at,
    });
    expect(booked).toEqual({ bookingId: '107900701184' });
    expect(seen[0]).toMatchObject({ method: 'POST', path: '/v3/quotations' });
    expect(seen[0].headers.market).toBe('VN');
    expect(seen[0].headers.authorization).toMatch(/^hmac pk_test_key:1763867400000:[0-9a-f]{64}$/);
    expect(JSON.parse(seen[0].body).data).toMatchObject({ serviceType: 'MOTORCYCLE', stops: [{ coordinates: { lat: '10.7769', lng: '106.7009' } }, { address: '268 Lý Thường Kiệt, Quận 10' }] });
    expect(JSON.parse(seen[1].body).data).toMatchObject({
      quotationId: '1514140994227007571',
      sender: { stopId: '1514140994235396207' },
      recipients: [{ stopId: '1514140994235396208', name: 'An', phone: '+84901000001', remarks: 'Gate B' }],
      metadata: { orderNo: 'D2611230001' },
    });

    expect(await client.status({ bookingId: '107900701184', stage: 'partner_pickup', at })).toEqual({ status: 'partner_pickup', driverName: 'David', driverPhone: '+84901111222' });
    expect(seen.at(-2)).toMatchObject({ method: 'GET', path: '/v3/orders/107900701184', body: '' });
    // the sandbox-only stage header never goes to Lalamove
    expect(seen.at(-2)!.headers).not.toHaveProperty('x-sandbox-stage');
    expect(seen.at(-1)).toMatchObject({ method: 'GET', path: '/v3/orders/107900701184/drivers/80557' });
    await client.cancel({ bookingId: '107900701184', at });
    expect(seen.at(-1)).toMatchObject({ method: 'DELETE', path: '/v3/orders/107900701184', body: '' });
  });
});
