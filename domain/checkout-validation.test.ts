import { describe, expect, it } from 'vitest';
import { emoneyTypeOf, isValidTaxCode, paymentMethodOf, validateCheckout, type CheckoutForm, type CheckoutRules } from './checkout-validation';

const rules: CheckoutRules = { addressManage: true, takeaway: false, futureDelivery: true, loggedIn: false };
const form: CheckoutForm = {
  name: 'Nguyễn Văn A',
  phone: '0901234567',
  email: null,
  pickUpAtStore: false,
  deliveryTo: '42 Nguyễn Huệ, Quận 1',
  date: '2026-11-23',
  time: '12:00',
  paymentMethod: 'cash',
};

describe('checkout validation', () => {
  it('should accept a complete form and normalise the phone to +84', () => {
    const result = validateCheckout(form, rules);
    expect(result.errors).toEqual({});
    expect(result.valid).toBe(true);
    expect(result.phone).toBe('+84901234567');
  });

  it('should require name, phone, time and payment method', () => {
    const result = validateCheckout({ pickUpAtStore: true }, { ...rules, futureDelivery: false });
    expect(result.errors).toEqual({ name: 'required', phone: 'required', time: 'required', paymentMethod: 'required' });
  });

  it('should enforce the length limits', () => {
    const result = validateCheckout(
      { ...form, name: 'x'.repeat(41), phone: '0'.repeat(21), email: `${'a'.repeat(250)}@b.vn`, instructions: 'x'.repeat(256) },
      rules,
    );
    expect(result.errors).toMatchObject({ name: 'too_long', phone: 'too_long', email: 'too_long', instructions: 'too_long' });
    expect(validateCheckout({ ...form, name: 'x'.repeat(40), instructions: 'x'.repeat(255) }, rules).valid).toBe(true);
  });

  it('should accept a missing e-mail but refuse an invalid one', () => {
    expect(validateCheckout({ ...form, email: '' }, rules).errors.email).toBeUndefined();
    expect(validateCheckout({ ...form, email: 'not-an-email' }, rules).errors.email).toBe('invalid_email');
    expect(validateCheckout({ ...form, phone: '12345' }, rules).errors.phone).toBe('invalid_phone');
  });

  it('should require a recipient for a logged-in customer with address management, and an address for delivery', () => {
    expect(validateCheckout({ ...form, customerAddressId: null, deliveryTo: '' }, { ...rules, loggedIn: true }).errors.customerAddressId).toBe('required');
    // The address confirmed on home is the recipient; no saved address is asked for.
    expect(validateCheckout({ ...form, customerAddressId: null }, { ...rules, loggedIn: true }).errors.customerAddressId).toBeUndefined();
    expect(validateCheckout({ ...form, customerAddressId: 3 }, { ...rules, loggedIn: true }).valid).toBe(true);
    expect(validateCheckout({ ...form, deliveryTo: '' }, rules).errors.deliveryTo).toBe('required');
    expect(validateCheckout({ ...form, deliveryTo: '' }, { ...rules, takeaway: true }).errors.deliveryTo).toBeUndefined();
    expect(validateCheckout({ ...form, deliveryTo: '', pickUpAtStore: true }, rules).errors.deliveryTo).toBeUndefined();
  });

  it('should require the date only when future delivery is enabled', () => {
    expect(validateCheckout({ ...form, date: null }, rules).errors.date).toBe('required');
    expect(validateCheckout({ ...form, date: null }, { ...rules, futureDelivery: false }).errors.date).toBeUndefined();
  });

  it('should require both receiver name and phone once one is given', () => {
    expect(validateCheckout({ ...form, receiverName: 'Trần B' }, rules).errors.receiverPhone).toBe('required');
    const ok = validateCheckout({ ...form, receiverName: 'Trần B', receiverPhone: '84912345678' }, rules);
    expect(ok.valid).toBe(true);
    expect(ok.receiverPhone).toBe('+84912345678');
  });

  it('should map payment methods and e-money types both ways', () => {
    expect(validateCheckout({ ...form, paymentMethod: 'visa' }, rules).errors.paymentMethod).toBe('invalid_method');
    for (const method of ['cash', 'momo', 'payoo'] as const) expect(paymentMethodOf(emoneyTypeOf(method))).toBe(method);
  });
});

describe('validateCheckout: e-invoice', () => {
  const invoice = (fields: Partial<CheckoutForm>) => validateCheckout({ ...form, paymentMethod: 'cash', useEinvoice: true, taxCode: '0312345678', ...fields }, rules);

  it('should accept a 10-digit tax code with an optional -NNN branch', () => {
    expect(invoice({}).errors).toEqual({});
    expect(invoice({ taxCode: '0312345678-001' }).valid).toBe(true);
    expect(isValidTaxCode(' 0312345678001 ')).toBe(true);
  });

  it('should refuse a missing or malformed tax code and over-long e-invoice fields', () => {
    expect(invoice({ taxCode: '' }).errors).toEqual({ taxCode: 'required' });
    expect(invoice({ taxCode: '12345' }).errors).toEqual({ taxCode: 'invalid_tax_code' });
    expect(invoice({ companyName: 'x'.repeat(256), receiptName: 'y'.repeat(101), receiptEmail: 'not-mail' }).errors).toEqual({
      companyName: 'too_long',
      receiptName: 'too_long',
      receiptEmail: 'invalid_email',
    });
  });

  it('should not look at e-invoice fields without an e-invoice', () => {
    expect(validateCheckout({ ...form, paymentMethod: 'cash', useEinvoice: false, taxCode: '12' }, rules).valid).toBe(true);
  });
});
