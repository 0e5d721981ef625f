import { describe, expect, it } from 'vitest';
import { countCartItems } from './cart-count';

describe('countCartItems', () => {
  it('should count 0 when nothing or garbage is stored', () => {
    expect(countCartItems(null)).toBe(0);
    expect(countCartItems('not json')).toBe(0);
    expect(countCartItems('-3')).toBe(0);
  });

  it('should read a plain count', () => {
    expect(countCartItems('4')).toBe(4);
  });

  it('should sum line quantities of a cart object or a line list', () => {
    expect(countCartItems(JSON.stringify({ foods: [{ quantity: 2 }, { quantity: 3 }] }))).toBe(5);
    expect(countCartItems(JSON.stringify([{ quantity: 1 }, {}]))).toBe(2);
  });
});
