// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { clearCheckoutEntry, isCheckoutEntryAllowed, markCheckoutEntry } from './checkout-entry';

describe('checkout entry', () => {
  afterEach(() => clearCheckoutEntry());

  it("should tell the server by a session cookie that the checkout was opened from the cart, and forget it with the tab's entry", () => {
    markCheckoutEntry('/my-cart?from=button');
    expect(isCheckoutEntryAllowed()).toBe(true);
    expect(document.cookie).toContain('checkout_entry=1');
    clearCheckoutEntry();
    expect(isCheckoutEntryAllowed()).toBe(false);
    expect(document.cookie).not.toContain('checkout_entry');
  });
});
