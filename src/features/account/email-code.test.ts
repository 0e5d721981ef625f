import { describe, expect, it } from 'vitest';
import { normaliseEmailCode } from './email-code';

describe('normaliseEmailCode', () => {
  it('should keep letters and digits in upper case, at most 6', () => {
    expect(normaliseEmailCode(' ab-12c9 ')).toBe('AB12C9');
    expect(normaliseEmailCode('abcdefgh')).toBe('ABCDEF');
    expect(normaliseEmailCode('--')).toBe('');
  });
});
