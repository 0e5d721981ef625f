import { describe, expect, it } from 'vitest';
import { isTaxCodeLookable, taxCodeChange } from './einvoice';

describe('isTaxCodeLookable', () => {
  it('should look up a code with a non-zero digit, trimmed', () => {
    expect(isTaxCodeLookable('0123456789')).toBe(true);
    expect(isTaxCodeLookable(' 0100109106-001 ')).toBe(true);
  });

  it('should not look up an empty code or one of only zeros and dashes', () => {
    for (const code of ['', '   ', '0000000000', '000-000', '-']) expect(isTaxCodeLookable(code)).toBe(false);
  });
});

describe('taxCodeChange', () => {
  it('should clear the looked-up company with REF', () => {
    expect(taxCodeChange('REF', '0123')).toEqual({ taxCode: '0123', companyName: '', companyAddress: '' });
  });

  it("should keep the customer's company with FORM or no type", () => {
    expect(taxCodeChange('FORM', '0123')).toEqual({ taxCode: '0123' });
    expect(taxCodeChange(undefined, '0123')).toEqual({ taxCode: '0123' });
  });
});
