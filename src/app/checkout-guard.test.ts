// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { markCheckoutEntry } from '../lib/checkout-entry';
import { writePendingPayment } from '../lib/pending-payment';
import { checkoutEntryRedirect } from './checkout-guard';

describe('checkout entry redirect', () => {
  afterEach(() => window.sessionStorage.clear());

  it('should send a direct visit to the menu', () => {
    expect(checkoutEntryRedirect()).toBe('/main-menu');
  });

  it('should send a visit from a screen that does not open the checkout to the menu', () => {
    markCheckoutEntry('/delivery-policy');
    expect(checkoutEntryRedirect()).toBe('/main-menu');
  });

  it('should open the checkout from the cart', () => {
    markCheckoutEntry('/my-cart/');
    expect(checkoutEntryRedirect()).toBeNull();
  });

  it('should open the checkout when a payment is waiting, whatever the entry', () => {
    writePendingPayment({ orderId: 7, orderNo: '261124000007', paymentMethod: 'momo' });
    expect(checkoutEntryRedirect()).toBeNull();
  });
});
