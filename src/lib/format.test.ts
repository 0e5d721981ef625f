import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatDayChoice, formatKm, formatNumber, formatPrice, keepAmountsWhole } from './format';

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
  it('should show km with at most one decimal in the language\'s number format', () => {
    expect(formatKm(2345, 'en')).toBe('2.3');
    expect(formatKm(8000, 'en')).toBe('8');
    expect(formatKm(800, 'vi')).toBe('0,8');
    expect(formatKm(800, 'ja')).toBe('0.8');
  });
});

describe('one date and time format per language', () => {
  it('should write an order list\'s serve time, a dialog\'s time and a date alike in each language', () => {
    for (const [locale, written] of [['vi', '29-11-2026 12:15'], ['en', '2026-11-29 12:15'], ['ja', '2026-11-29 12:15']] as const) {
      expect(formatDateTime('2026-11-29 12:15', locale)).toBe(written);
      expect(formatDateTime('2026-11-29T12:15:00+07:00', locale)).toBe(written);
      expect(written.startsWith(formatDate('2026-11-29', locale))).toBe(true);
    }
  });
});

describe('formatDayChoice', () => {
  it('should name today and tomorrow in each language, later days by their weekday', () => {
    expect(formatDayChoice('2026-11-29', '2026-11-29', 'en')).toBe('Today · 2026-11-29');
    expect(formatDayChoice('2026-11-30', '2026-11-29', 'en')).toBe('Tomorrow · 2026-11-30');
    expect(formatDayChoice('2026-11-29', '2026-11-29', 'vi')).toBe('Hôm nay · 29-11-2026');
    expect(formatDayChoice('2026-11-30', '2026-11-29', 'vi')).toBe('Ngày mai · 30-11-2026');
    expect(formatDayChoice('2026-11-29', '2026-11-29', 'ja')).toBe('今日 · 2026-11-29');
    expect(formatDayChoice('2026-11-30', '2026-11-29', 'ja')).toBe('明日 · 2026-11-30');
    // 1 December 2026 is a Tuesday
    expect(formatDayChoice('2026-12-01', '2026-11-29', 'en')).toBe('Tuesday · 2026-12-01');
    expect(formatDayChoice('2026-12-01', '2026-11-29', 'vi')).toBe('Thứ Ba · 01-12-2026');
    expect(formatDayChoice('2026-12-01', '2026-11-29', 'ja')).toBe('火曜日 · 2026-12-01');
  });
});

describe('keepAmountsWhole', () => {
  it('should keep each amount and its dong sign on one line, whatever spaces the text had', () => {
    expect(keepAmountsWhole('Free delivery, up to 20,000 ₫')).toBe('Free delivery, up to 20,000\u00a0₫');
    expect(keepAmountsWhole('Giảm 15.000 ₫ cho 2 tô, tối đa 30.000  ₫')).toBe('Giảm 15.000\u00a0₫ cho 2 tô, tối đa 30.000\u00a0₫');
  });
});
