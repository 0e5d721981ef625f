// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, browserLocale, DEFAULT_LOCALE, i18n, initialLocale } from './i18n';

const emptyCatalog = vi.fn(async () => ({}));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  emptyCatalog.mockClear();
});

describe('locale persistence', () => {
  it('should start in Japanese when nothing is stored and the browser speaks none of the three', () => {
    expect(DEFAULT_LOCALE).toBe('ja');
    expect(initialLocale(['fr-FR', 'de'])).toBe('ja');
    expect(initialLocale([])).toBe('ja');
  });

  it("should start in the browser's language on a first visit when it is vi, en or ja", () => {
    expect(initialLocale(['vi-VN', 'en-US'])).toBe('vi');
    expect(initialLocale(['fr-FR', 'en-GB'])).toBe('en');
    expect(browserLocale(['JA'])).toBe('ja');
  });

  it("should keep the chosen language over the browser's", async () => {
    await activateLocale('ja', emptyCatalog);
    expect(initialLocale(['vi-VN'])).toBe('ja');
  });

  it('should remember the chosen locale and set <html lang>', async () => {
    await activateLocale('vi', emptyCatalog);
    expect(i18n.locale).toBe('vi');
    expect(document.documentElement.lang).toBe('vi');
    expect(localStorage.getItem('locale')).toBe('vi');
    expect(initialLocale()).toBe('vi');
  });

  it('should load only the catalog of the chosen locale, once', async () => {
    await activateLocale('en', emptyCatalog);
    await activateLocale('en', emptyCatalog);
    expect(emptyCatalog).toHaveBeenCalledTimes(1);
    expect(emptyCatalog).toHaveBeenCalledWith('en');
  });

  it('should ignore an unsupported stored locale', () => {
    localStorage.setItem('locale', 'fr');
    expect(initialLocale(['fr-FR'])).toBe('ja');
    expect(initialLocale(['en-US'])).toBe('en');
  });

  it('should keep working when storage throws', async () => {
    const setItem = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    await expect(activateLocale('ja', emptyCatalog)).resolves.toBeUndefined();
    expect(document.documentElement.lang).toBe('ja');
    setItem.mockRestore();
  });
});
