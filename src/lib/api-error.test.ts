import { describe, expect, it } from 'vitest';
import { isGatewayUnresponsive } from './api-error';

describe('isGatewayUnresponsive', () => {
  it('should read a timeout, a lost connection and the gateway error as a gateway that does not respond (SPEC §8)', () => {
    expect(['TIMEOUT', 'NETWORK_ERROR', 'PAYMENT_GATEWAY_ERROR'].map(isGatewayUnresponsive)).toEqual([true, true, true]);
    expect(['ALREADY_PAID', 'VALIDATION_ERROR', null, undefined].map(isGatewayUnresponsive)).toEqual([false, false, false, false]);
  });
});
