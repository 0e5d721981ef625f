import { describe, expect, it } from 'vitest';
import { parseGatewayReturn } from './return-query';

describe('parseGatewayReturn', () => {
  it('should read a MoMo return with the order number without its attempt', () => {
    const parsed = parseGatewayReturn('?partnerCode=MOMO&orderId=2501010001-2&resultCode=1006&signature=x');
    expect(parsed).toMatchObject({ provider: 'momo', code: 1006, orderNo: '2501010001' });
    expect(parsed?.query.signature).toBe('x');
  });

  it('should read a Payoo return', () => {
    expect(parseGatewayReturn('?session=s&order_no=2501010001-1&status=-1&checksum=c')).toMatchObject({
      provider: 'payoo',
      code: -1,
      orderNo: '2501010001',
    });
  });

  it('should answer null without a provider query', () => {
    expect(parseGatewayReturn('')).toBeNull();
    expect(parseGatewayReturn('?orderNo=1')).toBeNull();
  });
});
