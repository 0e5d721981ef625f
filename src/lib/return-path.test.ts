import { describe, expect, it } from 'vitest';
import { isSessionCheckPath, loginPath, registerPath, resetPasswordPath, returnPathOf } from './return-path';

describe('returnPathOf', () => {
  it('should read an in-app path from the from parameter', () => {
    expect(returnPathOf('?from=%2Fcheckout')).toBe('/checkout');
    expect(returnPathOf('from=/my-cart/')).toBe('/my-cart/');
  });

  it('should refuse other origins and missing values', () => {
    expect(returnPathOf('')).toBeNull();
    expect(returnPathOf('?from=https%3A%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?from=%2F%2Fevil.example')).toBeNull();
    expect(returnPathOf('?from=%2F%5Cevil.example')).toBeNull();
  });
});

describe('identity paths', () => {
  it('should keep where to come back to, but not home or the identity screens', () => {
    expect(loginPath('/checkout')).toBe('/login/?from=%2Fcheckout');
    expect(loginPath('/')).toBe('/login/');
    expect(loginPath('/register?usernameProp=1')).toBe('/login/');
    expect(loginPath()).toBe('/login/');
  });

  it('should pass the unknown phone to register as usernameProp', () => {
    expect(registerPath('+84901234567')).toBe('/register?usernameProp=%2B84901234567');
    expect(registerPath('0901234567', '/checkout')).toBe('/register?usernameProp=0901234567&from=%2Fcheckout');
    expect(resetPasswordPath('0901234567')).toBe('/reset-password?username=0901234567');
  });

  it('should check the session at home and at checkout only', () => {
    expect(isSessionCheckPath('/')).toBe(true);
    expect(isSessionCheckPath('/checkout')).toBe(true);
    expect(isSessionCheckPath('/checkout/?x=1')).toBe(true);
    expect(isSessionCheckPath('/my-cart/')).toBe(false);
    expect(isSessionCheckPath('/login/')).toBe(false);
  });
});
