import type { Queryable } from '../db/database';

/** A company of the e-invoice register, as the tax-code lookup answers it. */
export type Company = {
  company_name: string;
  company_address: string;
};

/** True for a tax code the lookup never runs for (SPEC §5: only a non-zero code is looked up). */
export const isZeroTaxCode = (code: string): boolean => /^[0-]*$/.test(code.trim());

/** The company registered under `code` (dashes ignored), or undefined. */
export async function companyByTaxCode(db: Queryable, code: string): Promise<Company | undefined> {
  if (isZeroTaxCode(code)) return undefined;
  const [company] = await db.query<Company>(
    "select company_name, company_address from company where tax_code = $1 or replace(tax_code, '-', '') = replace($1, '-', '')",
    [code.trim()],
  );
  return company;
}
