import { describe, expect, it } from 'vitest';
import { formatKm, formatPrice } from './format';

describe('formatPrice', () => {
  it('should group thousands and add the dong sign', () => {
    expect(formatPrice(1234567.9)).toBe('1,234,567 ₫');
    expect(formatPrice(null)).toBe('0 ₫');
  });
});

describe('formatKm', () => {
  it('should show km with one decimal, dropping .0', () => {
    expect(formatKm(2345)).toBe('2.3');
    expect(formatKm(8000)).toBe('8');
  });
});
