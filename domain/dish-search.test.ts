import { describe, expect, it } from 'vitest';
import { matchesDishName } from './dish-search';

describe('matchesDishName', () => {
  it('should find a Vietnamese name typed without diacritics', () => {
    expect(matchesDishName('Phở bò', 'pho bo')).toBe(true);
    expect(matchesDishName('Phở bò tái', 'PHO BO')).toBe(true);
    expect(matchesDishName('Bánh mì đặc biệt', 'banh mi dac')).toBe(true);
  });

  it('should find a name typed with diacritics, in any word order, and by a part of a word', () => {
    expect(matchesDishName('Phở bò', 'phở')).toBe(true);
    expect(matchesDishName('Phở bò tái', 'tai pho')).toBe(true);
    expect(matchesDishName('Gỏi cuốn', 'cuo')).toBe(true);
  });

  it('should leave out a dish missing any word typed', () => {
    expect(matchesDishName('Phở gà', 'pho bo')).toBe(false);
    expect(matchesDishName('Bún chả', 'pho')).toBe(false);
  });

  it('should match every dish when nothing (or only spaces and punctuation) is typed', () => {
    expect(matchesDishName('Phở bò', '')).toBe(true);
    expect(matchesDishName('Phở bò', '  , ')).toBe(true);
  });

  it('should match names in English and Japanese as typed', () => {
    expect(matchesDishName('Beef pho', 'beef')).toBe(true);
    expect(matchesDishName('牛肉のフォー', 'フォー')).toBe(true);
    expect(matchesDishName('牛肉のフォー', '鶏')).toBe(false);
  });
});
