import type { operations } from '../../openapi/schema';
import type { Json } from '../shared/api-error';

/** getCustomerInfoByTaxCode: the trimmed tax code. */
export type FetchCompanyInput = operations['getCustomerInfoByTaxCode']['parameters']['query'];
/** The company the tax register names (`data.data`). */
export type FetchCompanyOutput = Json<operations['getCustomerInfoByTaxCode']['responses'][200]>['data']['data'];

export interface TaxCodeLookupInput {
  /** The tax code of the draft when the checkout starts the lookup. */
  taxCode?: string;
}

export interface TaxCodeLookupContext {
  /** The tax code as typed, kept in step with the checkout's draft by `taxCode.change`. */
  taxCode: string;
}

export type TaxCodeLookupEvent =
  /** The customer typed another tax code: a lookup of the old one is cancelled, its result forgotten. */
  | { type: 'taxCode.change'; taxCode: string }
  | { type: 'taxCode.lookUp' };

/** What the lookup tells its parent (the checkout, which owns the draft). */
export interface CompanyFoundEvent {
  type: 'company.found';
  taxCode: string;
  companyName: string;
  companyAddress: string;
}
