import { describe, expect, it } from 'vitest';
import { bannerTarget, orderSearchTarget } from './home-helpers';

describe('orderSearchTarget', () => {
  it('should open the cart with an order still being put together, to take its dishes back', () => {
    expect(orderSearchTarget('orderStart', 'A1')).toBe('/my-cart/?resume=A1');
    expect(orderSearchTarget('ordering', 'BN 1/2')).toBe('/my-cart/?resume=BN%201%2F2');
  });

  it('should open the delivery status otherwise', () => {
    expect(orderSearchTarget('cooking', 'BN 1/2')).toBe('/delivery-status?orderNo=BN%201%2F2');
  });
});

describe('bannerTarget', () => {
  it('should prefer the redirect URL and tell external ones apart', () => {
    expect(bannerTarget({ id: 1, images: [], redirect_url: 'https://x.vn/a', product_code: 'PHO001' })).toEqual({
      href: 'https://x.vn/a',
      external: true,
    });
    expect(bannerTarget({ id: 1, images: [], redirect_url: '/delivery-policy' })).toEqual({
      href: '/delivery-policy',
      external: false,
    });
  });

  it('should open the dish of a product code, or nothing', () => {
    expect(bannerTarget({ id: 1, images: [], product_code: 'PHO003' })?.href).toBe('/detail?product_code=PHO003');
    expect(bannerTarget({ id: 1, images: [], redirect_url: ' ', product_code: null })).toBeNull();
  });
});
