import { describe, expect, it } from 'vitest';
import { parsePersistedCart } from './actors';

describe('parsePersistedCart', () => {
  it('should read what persistCart wrote', () => {
    const cart = { lines: [], orderId: '12', orderSubmitted: true };
    expect(parsePersistedCart(JSON.stringify(cart))).toEqual(cart);
  });

  it('should give null for nothing, garbage or another shape', () => {
    expect(parsePersistedCart(null)).toBeNull();
    expect(parsePersistedCart('not json')).toBeNull();
    expect(parsePersistedCart('4')).toBeNull();
    expect(parsePersistedCart('{"foods":[]}')).toBeNull();
  });

  it('should default the order fields', () => {
    expect(parsePersistedCart('{"lines":[]}')).toEqual({ lines: [], orderId: null, orderSubmitted: false });
  });
});
