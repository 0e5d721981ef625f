import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isDayMonthYear,
  validateProfileForm,
  checkProfileName,
  checkAccountPhone,
  checkLoginPassword,
  emptyRegisterForm,
  isOtpCode,
  isRegisterFormValid,
  validateRegisterForm,
  validateResetPassword,
  validateUpdatePassword,
  type RegisterForm,
} from './account-validation';

const valid: RegisterForm = {
  phone: '0901234567',
  fullName: 'Nguyễn Văn An',
  email: '',
  password: 'secret1',
  passwordConfirm: 'secret1',
  tos: true,
};

describe('account validation', () => {
  it('should leave the terms of an empty register form unticked', () => {
    expect(emptyRegisterForm('0901234567')).toEqual({ ...valid, fullName: '', password: '', passwordConfirm: '', tos: false });
  });

  it('should accept a complete register form with or without an email', () => {
    expect(validateRegisterForm(valid)).toEqual({});
    expect(isRegisterFormValid({ ...valid, email: 'an@example.vn' })).toBe(true);
  });

  it.each<[Partial<RegisterForm>, Partial<Record<keyof RegisterForm, string>>]>([
    [{ phone: '' }, { phone: 'required' }],
    [{ phone: '0901234' }, { phone: 'invalid_phone' }],
    [{ phone: '+840901234567' }, { phone: 'too_long' }],
    [{ fullName: '  ' }, { fullName: 'required' }],
    [{ fullName: 'a'.repeat(41) }, { fullName: 'too_long' }],
    [{ email: 'not-an-email' }, { email: 'invalid_email' }],
    [{ email: `${'a'.repeat(90)}@example.vn` }, { email: 'too_long' }],
    [{ password: '12345', passwordConfirm: '12345' }, { password: 'too_short' }],
    [{ password: 'a'.repeat(41), passwordConfirm: 'a'.repeat(41) }, { password: 'too_long' }],
    [{ passwordConfirm: 'secret2' }, { passwordConfirm: 'mismatch' }],
    [{ passwordConfirm: '' }, { passwordConfirm: 'required' }],
    [{ tos: false }, { tos: 'not_accepted' }],
  ])('should refuse %j with %j', (change, errors) => {
    expect(validateRegisterForm({ ...valid, ...change })).toEqual(errors);
    expect(isRegisterFormValid({ ...valid, ...change })).toBe(false);
  });

  it('should accept the 40-character limits exactly', () => {
    expect(validateRegisterForm({ ...valid, fullName: 'a'.repeat(40), password: 'b'.repeat(40), passwordConfirm: 'b'.repeat(40) })).toEqual({});
    expect(validateRegisterForm({ ...valid, password: 'b'.repeat(6), passwordConfirm: 'b'.repeat(6) })).toEqual({});
  });

  it('should accept login and register phones of at most 12 characters', () => {
    expect(checkAccountPhone('+84901234567')).toBeUndefined();
    expect(checkAccountPhone('840901234567')).toBeUndefined();
    expect(checkAccountPhone('0901234567')).toBeUndefined();
    expect(checkAccountPhone('1901234567')).toBe('invalid_phone');
  });

  it('should require a login password of at most 40 characters', () => {
    expect(checkLoginPassword('')).toBe('required');
    expect(checkLoginPassword('x')).toBeUndefined();
    expect(checkLoginPassword('x'.repeat(41))).toBe('too_long');
  });

  it('should accept exactly 6 digits as an OTP', () => {
    fc.assert(fc.property(fc.stringMatching(/^[0-9]{6}$/), (code) => isOtpCode(code)));
    fc.assert(
      fc.property(
        fc.string().filter((s) => !/^[0-9]{6}$/.test(s)),
        (code) => !isOtpCode(code),
      ),
    );
    expect(['12345', '1234567', '12345a', ' 123456', '１２３４５６'].map(isOtpCode)).toEqual([false, false, false, false, false]);
  });

  it('should check the new password and its confirmation on reset', () => {
    expect(validateResetPassword({ password: 'secret1', passwordConfirm: 'secret1' })).toEqual({});
    expect(validateResetPassword({ password: 'short', passwordConfirm: 'other' })).toEqual({
      password: 'too_short',
      passwordConfirm: 'mismatch',
    });
  });

  it('should check the new password against the current one on update', () => {
    expect(validateUpdatePassword({ password: 'secret1', newPassword: 'secret2', newPasswordConfirm: 'secret2' })).toEqual({});
    expect(validateUpdatePassword({ password: 'secret1', newPassword: 'secret1', newPasswordConfirm: 'secret1' })).toEqual({
      newPassword: 'same_as_current',
    });
    expect(validateUpdatePassword({ password: '123', newPassword: 'secret2', newPasswordConfirm: 'x' })).toEqual({
      password: 'too_short',
      newPasswordConfirm: 'mismatch',
    });
  });
});

describe('validateProfileForm', () => {
  const valid = { fullName: 'Nguyễn Văn A', email: '', dateOfBirth: '', gender: '' as const };

  it('should accept a name alone, the other fields being optional', () => {
    expect(validateProfileForm(valid)).toEqual({});
  });

  it('should require a name of at most 100 characters', () => {
    expect(validateProfileForm({ ...valid, fullName: '  ' })).toEqual({ fullName: 'required' });
    expect(validateProfileForm({ ...valid, fullName: 'a'.repeat(100) })).toEqual({});
    expect(validateProfileForm({ ...valid, fullName: 'a'.repeat(101) })).toEqual({ fullName: 'too_long' });
  });

  it('should check the e-mail and the date of birth when given', () => {
    expect(validateProfileForm({ ...valid, email: 'nope' })).toEqual({ email: 'invalid_email' });
    expect(validateProfileForm({ ...valid, dateOfBirth: '1990-01-31' })).toEqual({ dateOfBirth: 'invalid_date' });
    expect(validateProfileForm({ ...valid, email: 'a@b.vn', dateOfBirth: '31-01-1990' })).toEqual({});
  });

  it('should accept real calendar dates only', () => {
    expect(isDayMonthYear('29-02-2024')).toBe(true);
    expect(isDayMonthYear('29-02-2023')).toBe(false);
    expect(isDayMonthYear('31-04-2024')).toBe(false);
    expect(isDayMonthYear('00-01-2024')).toBe(false);
    expect(isDayMonthYear('01-13-2024')).toBe(false);
  });
});

describe('checkProfileName', () => {
  it('should refuse a name of spaces and one over 100 characters, and take a trimmed one', () => {
    expect(checkProfileName('   ')).toBe('required');
    expect(checkProfileName('\t\u3000 ')).toBe('required');
    expect(checkProfileName('a'.repeat(101))).toBe('too_long');
    expect(checkProfileName(`  ${'a'.repeat(100)}  `)).toBeUndefined();
    expect(checkProfileName('Cúc')).toBeUndefined();
  });
});
