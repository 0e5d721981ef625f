import { describe, expect, it } from 'vitest';
import { keepPhoneCharacters } from './phone-input';

describe('keepPhoneCharacters', () => {
  it('should keep digits only', () => {
    expect(keepPhoneCharacters('09a0 1-2.3')).toBe('090123');
    expect(keepPhoneCharacters('abc')).toBe('');
  });

  it('should keep a leading plus for the international form only', () => {
    expect(keepPhoneCharacters('+84901234567')).toBe('+84901234567');
    expect(keepPhoneCharacters('84+90')).toBe('8490');
    expect(keepPhoneCharacters(' +84')).toBe('+84');
  });
});
