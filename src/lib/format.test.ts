import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatKm, formatNumber, formatPrice, formatServeTime } from './format';

describe('formatPrice', () => {
  it('should group thousands as the interface language does and add the dong sign, never breaking before it', () => {
    expect(formatPrice(65000, 'vi')).toBe('65.000\u00a0₫');
    expect(formatPrice(65000, 'en')).toBe('65,000\u00a0₫');
    expect(formatPrice(65000, 'ja')).toBe('65,000\u00a0₫');
    expect(formatPrice(1234567.9, 'en')).toBe('1,234,567\u00a0₫');
  });

  it('should show 0 for an empty amount and cut decimals', () => {
    expect(formatPrice(null, 'vi')).toBe('0\u00a0₫');
    expect(formatNumber(Number.NaN, 'en')).toBe('0');
    expect(formatNumber(15999.99, 'vi')).toBe('15.999');
    expect(formatNumber(-1500.7, 'en')).toBe('-1,500');
    expect(formatNumber(-0.4, 'en')).toBe('0');
  });
});

describe('formatDate', () => {
  it('should write Vietnamese dates DD-MM-YYYY and keep YYYY-MM-DD in English and Japanese', () => {
    expect(formatDate('2026-03-09', 'vi')).toBe('09-03-2026');
    expect(formatDate('2026-03-09', 'en')).toBe('2026-03-09');
    expect(formatDate('2026-03-09', 'ja')).toBe('2026-03-09');
    expect(formatDateTime('2026-03-09 10:30', 'vi')).toBe('09-03-2026 10:30');
    expect(formatDateTime('2026-03-09T10:30:00+07:00', 'en')).toBe('2026-03-09 10:30');
  });
});

describe('formatKm', () => {
  it('should show km with one decimal, dropping .0', () => {
    expect(formatKm(2345)).toBe('2.3');
    expect(formatKm(8000)).toBe('8');
  });
});

describe('formatServeTime', () => {
  it('should write the serve time as YYYY, MMM DD | hh:mm with the month in the interface language', () => {
    expect(formatServeTime('2026-03-09 10:30', 'en')).toBe('2026, Mar 09 | 10:30');
    expect(formatServeTime('2026-03-09T10:30:00+07:00', 'ja')).toBe('2026, 3月 09 | 10:30');
    expect(formatServeTime('2026-03-09 10:30', 'vi')).toMatch(/^2026, (thg|tháng) 3 09 \| 10:30$/i);
  });

  it('should fall back to the date and time when the value has another shape', () => {
    expect(formatServeTime('2026-03-09', 'vi')).toBe('09-03-2026');
  });
});
