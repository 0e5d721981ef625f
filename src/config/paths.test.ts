import { describe, expect, it } from 'vitest';
import { buildPath, detailPath, editLinePath, paths, routePattern } from './paths';

describe('routePattern', () => {
  it('should match a path with and without a trailing slash', () => {
    expect(routePattern(paths.privacyPolicy).test('/privacy-policy')).toBe(true);
    expect(routePattern(paths.privacyPolicy).test('/privacy-policy/')).toBe(true);
    expect(routePattern(paths.myCart).test('/my-cart')).toBe(true);
    expect(routePattern(paths.myCart).test('/my-cart/')).toBe(true);
  });

  it('should match only the root for home', () => {
    expect(routePattern(paths.home).test('/')).toBe(true);
    expect(routePattern(paths.home).test('')).toBe(true);
    expect(routePattern(paths.home).test('/x')).toBe(false);
  });

  it('should not match a longer path', () => {
    expect(routePattern(paths.checkout).test('/checkout/more')).toBe(false);
  });

  it('should match an optional parameter present or left out (/order-detail?orderNo= and /order-detail/<no>)', () => {
    expect('/order-detail/000123'.match(routePattern(paths.orderDetail))?.groups).toEqual({ orderNo: '000123' });
    expect(routePattern(paths.orderDetail).test('/order-detail')).toBe(true);
    expect(routePattern(paths.orderDetail).test('/order-detail/')).toBe(true);
    expect(routePattern(paths.orderDetail).test('/order-detail/1/2')).toBe(false);
    expect(buildPath('orderDetail', { orderNo: '000123' })).toBe('/order-detail/000123');
    expect(buildPath('orderDetail')).toBe('/order-detail');
  });

  it('should capture named parameters', () => {
    expect('/redeem-promotion/42/'.match(routePattern(paths.redeemPromotion))?.groups).toEqual({ promotionId: '42' });
  });
});

describe('buildPath', () => {
  it('should fill and encode parameters', () => {
    expect(buildPath('redeemPromotion', { promotionId: 'a b' })).toBe('/redeem-promotion/a%20b');
  });
});

describe('detailPath', () => {
  it('should link to the detail with the encoded product code', () => {
    expect(detailPath('PHO 1')).toBe('/detail?product_code=PHO%201');
  });
});

describe('editLinePath', () => {
  it('should name the dish and the cart line to change, both encoded', () => {
    const url = editLinePath('PHO 1', 'PHO 1_mT&1');
    expect(url).toBe('/detail?product_code=PHO%201&line=PHO%201_mT%261');
    expect(Object.fromEntries(new URLSearchParams(url.split('?')[1]))).toEqual({ product_code: 'PHO 1', line: 'PHO 1_mT&1' });
  });
});
