import { describe, expect, it } from 'vitest';
import { isCachedMenuRead, postReadCacheKey } from './service-worker-routes';

describe('what the service worker keeps', () => {
  it('should keep the menu, category, store and settings reads the menu page makes', () => {
    for (const path of ['get-master-menu', 'get-master-category', 'get-master-class', 'get-menu-detail-with-topping', 'get-all-store']) {
      expect(isCachedMenuRead('/api', 'POST', `/api/delivery/${path}`), path).toBe(true);
    }
    expect(isCachedMenuRead('/api', 'GET', '/api/v2/variable/')).toBe(true);
    expect(isCachedMenuRead('/api', 'GET', '/api/v2/banners/')).toBe(true);
  });

  it('should never keep writes, orders, payments, sessions, accounts or the sandbox', () => {
    const never: [string, string][] = [
      ['POST', '/api/delivery/insert-delivery-info'],
      ['POST', '/api/delivery/update-delivery-info'],
      ['POST', '/api/delivery/get-delivery-info-by-order-no'],
      ['POST', '/api/delivery/get-order-history'],
      ['POST', '/api/v2/payment-gateway/check-payment/'],
      ['POST', '/api/v2/login/'],
      ['GET', '/api/v2/customer/7/profile/'],
      ['GET', '/api/v2/address/'],
      ['GET', '/api/v2/promotion/my-promotion/'],
      ['PUT', '/api/delivery/get-master-menu'],
      ['DELETE', '/api/v2/variable/'],
      ['GET', '/sandbox/sms'],
      ['GET', '/delivery/get-master-menu'],
    ];
    for (const [method, path] of never) expect(isCachedMenuRead('/api', method, path), `${method} ${path}`).toBe(false);
  });

  it('should key a POST read by its body, so that each store and language has its own entry', () => {
    const url = 'http://localhost/api/delivery/get-master-menu';
    const vi = postReadCacheKey(url, JSON.stringify({ storecd: 'S1', language: 'vi' }));
    const ja = postReadCacheKey(url, JSON.stringify({ storecd: 'S1', language: 'ja' }));
    expect(vi).not.toBe(ja);
    expect(new URL(vi).pathname).toBe('/api/delivery/get-master-menu');
    expect(JSON.parse(new URL(vi).searchParams.get('body')!)).toEqual({ storecd: 'S1', language: 'vi' });
  });
});
