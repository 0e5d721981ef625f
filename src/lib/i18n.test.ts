// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, DEFAULT_LOCALE, i18n, initialLocale } from './i18n';

const emptyCatalog = vi.fn(async () => ({}));

beforeEach(() => {
  localStorage.clear();
  document.documentElement.lang = '';
  emptyCatalog.mockClear();
});

describe('locale persistence', () => {
  it('should start in Japanese when nothing is stored', () => {
    expect(DEFAULT_LOCALE).toBe('ja');
    expect(initialLocale()).toBe('ja');
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
    expect(initialLocale()).toBe('ja');
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
