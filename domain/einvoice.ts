/**
 * The e-invoice's tax-code rules (SPEC §5 "E-invoice", §9 useEinvoiceType): which codes are
 * looked up in the tax register, and what a new code does to the company already filled.
 */
import type { EinvoiceType } from './settings';

/**
 * True when the tax code can name a company: a code of only zeros and dashes (or none) is not
 * looked up, the register has no such company.
 * @example isTaxCodeLookable('0123456789') // true
 * @example isTaxCodeLookable(' 000-000 ') // false
 */
export const isTaxCodeLookable = (taxCode: string) => !/^[0-]*$/.test(taxCode.trim());

/** The company fields of the e-invoice. */
export interface InvoiceCompany {
  companyName: string;
  companyAddress: string;
}

/**
 * The e-invoice fields after the customer typed a new tax code. With REF the company comes from
 * the lookup, and a company looked up for another code is not this code's: it is cleared. With
 * FORM the customer's own company stays.
 * @example taxCodeChange('REF', '0123') // { taxCode: '0123', companyName: '', companyAddress: '' }
 */
export function taxCodeChange(type: EinvoiceType | undefined, taxCode: string): { taxCode: string } & Partial<InvoiceCompany> {
  return type === 'REF' ? { taxCode, companyName: '', companyAddress: '' } : { taxCode };
}
