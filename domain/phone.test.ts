import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { digitsOnly, isValidPhone, maskPhone, nationalPhone, normalisePhone, phoneForLookup } from './phone';

describe('phone', () => {
  it.each([
    ['0901234567', '+84901234567'],
    ['84901234567', '+84901234567'],
    ['+84901234567', '+84901234567'],
    ['840901234567', '+84901234567'],
    ['+840901234567', '+84901234567'],
    [' 090 123 4567 ', '+84901234567'],
    ['090-123.4567', '+84901234567'],
    ['(+84) 90 123 4567', '+84901234567'],
  ])('should normalise %s to %s', (input, expected) => {
    expect(normalisePhone(input)).toBe(expected);
  });

  it.each(['', '090123456', '09012345678', '0001234567', '+85901234567', '84001234567', '+84 90 123 456a', '1901234567', '++84901234567'])(
    'should refuse %j',
    (input) => {
      expect(normalisePhone(input)).toBeNull();
      expect(isValidPhone(input)).toBe(false);
    },
  );

  it('should convert a 12-character phone to international form before the existence check', () => {
    expect(phoneForLookup('840901234567')).toBe('+84901234567');
    expect(phoneForLookup('+84901234567')).toBe('+84901234567');
    expect(phoneForLookup('0901234567')).toBe('0901234567');
    expect(phoneForLookup('84090123456x')).toBe('84090123456x');
  });

  it('should keep digits only, as the inputs do on key-up', () => {
    expect(digitsOnly('+84 90-123a4567')).toBe('84901234567');
  });

  it('should give the national form and a masked form', () => {
    expect(nationalPhone('+84901234567')).toBe('0901234567');
    expect(nationalPhone('abc')).toBeNull();
    expect(maskPhone('0901234567')).toBe('+8490*****67');
    expect(maskPhone('12345')).toBe('*****');
  });

  it('should be idempotent and agree on every form of the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), fc.stringMatching(/^[0-9]{8}$/), (first, rest) => {
        const subscriber = `${first}${rest}`;
        const forms = [`0${subscriber}`, `84${subscriber}`, `+84${subscriber}`, `840${subscriber}`];
        const normalised = forms.map(normalisePhone);
        expect(new Set(normalised)).toEqual(new Set([`+84${subscriber}`]));
        expect(normalisePhone(normalised[0]!)).toBe(normalised[0]);
        expect(nationalPhone(normalised[0]!)).toBe(`0${subscriber}`);
      }),
    );
  });
});
