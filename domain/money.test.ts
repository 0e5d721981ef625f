import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { divideRoundHalfUp, formatDong } from './money';

const parseDong = (text: string) => Number(text.replace(/,/g, ''));

describe('formatDong', () => {
  it('should group thousands with commas', () => {
    expect(formatDong(15000)).toBe('15,000');
    expect(formatDong(1234567)).toBe('1,234,567');
    expect(formatDong(999)).toBe('999');
    expect(formatDong(1000)).toBe('1,000');
  });

  it('should show 0 for empty or non-finite values', () => {
    expect(formatDong(null)).toBe('0');
    expect(formatDong(undefined)).toBe('0');
    expect(formatDong(Number.NaN)).toBe('0');
    expect(formatDong(Number.POSITIVE_INFINITY)).toBe('0');
    expect(formatDong(0)).toBe('0');
    expect(formatDong(-0)).toBe('0');
  });

  it('should cut decimals instead of rounding', () => {
    expect(formatDong(15999.99)).toBe('15,999');
    expect(formatDong(0.9)).toBe('0');
    expect(formatDong(-1500.7)).toBe('-1,500');
  });

  it('should never use exponent notation for large amounts', () => {
    expect(formatDong(1e21)).toBe('1,000,000,000,000,000,000,000');
  });

  it('should parse back to the truncated value', () => {
    fc.assert(
      fc.property(fc.double({ min: -1e15, max: 1e15, noNaN: true }), (value) => {
        expect(parseDong(formatDong(value))).toBe(Math.trunc(value) || 0);
      }),
    );
  });

  it('should put a separator every three digits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(formatDong(value)).toMatch(/^\d{1,3}(,\d{3})*$/);
      }),
    );
  });
});

describe('divideRoundHalfUp', () => {
  it('should round halves up', () => {
    expect(divideRoundHalfUp(105, 10)).toBe(11);
    expect(divideRoundHalfUp(104, 10)).toBe(10);
    expect(divideRoundHalfUp(1, 2)).toBe(1);
  });

  it('should stay within half a unit of the exact ratio', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.integer({ min: 1, max: 1e6 }), (n, d) => {
        const q = divideRoundHalfUp(n, d);
        expect(Number.isInteger(q)).toBe(true);
        expect(2 * q * d - 2 * n).toBeLessThanOrEqual(d);
        expect(2 * n - 2 * q * d).toBeLessThan(d);
      }),
    );
  });
});
