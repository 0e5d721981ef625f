import { describe, expect, it } from 'vitest';
import { apiFailureOf, hasErrorCode } from './api-error';

describe('apiFailureOf', () => {
  it('should read the contract fields of a rejected call and drop malformed ones', () => {
    expect(apiFailureOf({ status: 409, code: 'INVALID_ORDER', message: 'changed', details: { a: 1 } })).toEqual({
      status: 409,
      code: 'INVALID_ORDER',
      message: 'changed',
      details: { a: 1 },
    });
    expect(apiFailureOf({ code: 7, details: null })).toEqual({});
    expect(apiFailureOf(new TypeError('Failed to fetch'))).toEqual({ message: 'Failed to fetch' });
    expect(apiFailureOf(undefined)).toEqual({});
    expect(hasErrorCode({ code: 'ERROR_CUSTOMER' }, 'ERROR_CUSTOMER')).toBe(true);
    expect(hasErrorCode('ERROR_CUSTOMER', 'ERROR_CUSTOMER')).toBe(false);
  });
});
