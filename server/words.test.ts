import { describe, expect, it } from 'vitest';
import { WORDS, type Words } from './words';

const VIETNAMESE_DIACRITIC = /[àáảãạăằắẳẵặâầấẩẫậđèéẻẽẹêềếểễệìíỉĩịòóỏõọôồốổỗộơờớởỡợùúủũụưừứửữựỳýỷỹỵ]/i;
const JAPANESE = /[\u3040-\u30ff\u4e00-\u9fff]/;

/** What each worded function is asked with here (names without diacritics, so that the English stays plain). */
const SAMPLES: Record<string, unknown[]> = {
  fullNameTooLong: [100],
  contactNameTooLong: [40],
  tooManyAddresses: [10],
  dishNotOnMenu: ['PHO001'],
  dishesNotFound: [['PHO001', 'BUN001']],
  orderConfirmedAlready: ['261123000001'],
  outOfRange: [4500],
  noDeliveryHub: [4500],
  pickupUnavailable: ['Store 1'],
  deliveryUnavailable: ['Store 1'],
  deliveryAreaRestricted: ['Ward 1'],
  orderTotalTooLarge: [100_000_000],
  promotionCannotApply: ['PMT-BILL10'],
  qrCodeUnknown: [['cus', 'pmt']],
};

/** Every text of the catalogue by its path. */
function everyWords(node: unknown, path: string): Array<[string, Words]> {
  if (typeof node === 'function') {
    const sample = SAMPLES[path];
    if (!sample) throw new Error(`${path}: give it a sample in SAMPLES`);
    return [[path, (node as (...args: unknown[]) => Words)(...sample)]];
  }
  const record = node as Record<string, unknown>;
  if (typeof record.vi === 'string' && typeof record.en === 'string' && typeof record.ja === 'string') return [[path, record as Words]];
  return Object.entries(record).flatMap(([key, value]) => everyWords(value, path ? `${path}.${key}` : key));
}

describe("the server's words", () => {
  it('should word every refusal a customer reads in Vietnamese, English and Japanese', () => {
    const all = everyWords(WORDS, '');
    expect(all.length).toBeGreaterThan(80);
    for (const [path, words] of all) {
      expect(words.vi, path).toMatch(VIETNAMESE_DIACRITIC);
      expect(words.ja, path).toMatch(JAPANESE);
      expect(words.en, path).not.toMatch(JAPANESE);
      expect(words.en, path).not.toMatch(VIETNAMESE_DIACRITIC);
      expect(new Set([words.vi, words.en, words.ja]).size, path).toBe(3);
    }
  });

  it('should write figures as each language does', () => {
    expect(WORDS.orderTotalTooLarge(100_000_000)).toEqual({
      vi: 'Tổng giá trị một đơn hàng tối đa 100.000.000 ₫.',
      en: 'An order may total at most 100,000,000 ₫.',
      ja: '1回のご注文の合計は100,000,000 ₫までです。',
    });
    expect(WORDS.outOfRange(4500).vi).toContain('4,5 km');
    expect(WORDS.outOfRange(4500).en).toContain('4.5 km');
  });
});
