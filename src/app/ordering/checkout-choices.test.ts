import { describe, expect, it } from 'vitest';
import type { KeyValueStore } from '../../adapters/storage';
import { readCheckoutChoices, writeCheckoutChoices } from './checkout-choices';

const memory = (): KeyValueStore => {
  const values = new Map<string, string>();
  return { get: (key) => values.get(key) ?? null, set: (key, value) => void values.set(key, value), remove: (key) => void values.delete(key) };
};

describe("a member's checkout choices kept on the device", () => {
  it('should read back what the member placed the order with, per member, and nothing for a guest', () => {
    const store = memory();
    writeCheckoutChoices({ customerId: 7, paymentMethod: 'momo', termsVersion: '2025-01-01' }, store);
    expect(readCheckoutChoices(7, store)).toEqual({ paymentMethod: 'momo', termsVersion: '2025-01-01' });
    expect(readCheckoutChoices(8, store)).toBeNull();
    expect(readCheckoutChoices(null, store)).toBeNull();
  });

  it('should drop what is not a payment method or a version', () => {
    const store = memory();
    store.set('checkoutChoices:7', JSON.stringify({ paymentMethod: 'bitcoin', termsVersion: 3 }));
    expect(readCheckoutChoices(7, store)).toEqual({ paymentMethod: null, termsVersion: null });
    store.set('checkoutChoices:7', '{not json');
    expect(readCheckoutChoices(7, store)).toBeNull();
  });
});
