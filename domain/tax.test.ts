import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_VAT_RATE, TAX_TYPE_INCLUDED, TAX_TYPE_NONE, TAX_TYPE_OUTSIDE } from './constants';
import { effectiveTaxRate, includedVatOf, outsideVat, taxOf } from './tax';

describe('effectiveTaxRate', () => {
  it('should prefer the item rate, then the store tax, then the default', () => {
    expect(effectiveTaxRate(5, 8)).toBe(5);
    expect(effectiveTaxRate(undefined, 8)).toBe(8);
    expect(effectiveTaxRate(null, null)).toBe(DEFAULT_VAT_RATE);
    expect(effectiveTaxRate(undefined)).toBe(10);
  });

  it('should accept 0 and numeric strings but not empty or negative values', () => {
    expect(effectiveTaxRate(0, 8)).toBe(0);
    expect(effectiveTaxRate('8', 10)).toBe(8);
    expect(effectiveTaxRate('', '8')).toBe(8);
    expect(effectiveTaxRate(-1, 'x')).toBe(10);
  });
});

describe('taxOf', () => {
  it('should add outside VAT rounded half up', () => {
    expect(taxOf(45000, TAX_TYPE_OUTSIDE, 10)).toEqual({ vat: 4500, includedVat: 0 });
    expect(taxOf(105, TAX_TYPE_OUTSIDE, 10)).toEqual({ vat: 11, includedVat: 0 });
    expect(taxOf(15000, TAX_TYPE_OUTSIDE, 8)).toEqual({ vat: 1200, includedVat: 0 });
  });

  it('should extract included VAT as price minus the rounded net price', () => {
    // 55,000 / 1.1 = 50,000
    expect(taxOf(55000, TAX_TYPE_INCLUDED, 10)).toEqual({ vat: 0, includedVat: 5000 });
    // 45,000 / 1.08 = 41,666.67 -> 41,667
    expect(taxOf(45000, TAX_TYPE_INCLUDED, 8)).toEqual({ vat: 0, includedVat: 3333 });
  });

  it('should tax nothing for type 0 or an unknown type', () => {
    expect(taxOf(45000, TAX_TYPE_NONE, 10)).toEqual({ vat: 0, includedVat: 0 });
    expect(taxOf(45000, 7, 10)).toEqual({ vat: 0, includedVat: 0 });
  });

  it('should keep taxes whole, non-negative and bounded', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(0, 5, 8, 8.5, 10, 100),
        (amount, rate) => {
          const vat = outsideVat(amount, rate);
          const included = includedVatOf(amount, rate);
          expect(Number.isInteger(vat) && Number.isInteger(included)).toBe(true);
          expect(Math.abs(vat - (amount * rate) / 100)).toBeLessThanOrEqual(0.5);
          expect(included).toBeGreaterThanOrEqual(0);
          expect(included).toBeLessThanOrEqual(amount);
          expect(Math.abs(included - (amount - amount / (1 + rate / 100)))).toBeLessThanOrEqual(0.5 + 1e-6);
        },
      ),
    );
  });
});
