/**
 * The SPEC §9 switches the server honours at confirmation, flipped at run time through /sandbox/settings
 * (one row per setting): the server decides from its own settings and data, whatever the client sends.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SETTING_DEFAULTS } from '../../domain/settings';
import { fixedClock, startTestServer } from '../../tests/support/server-harness';
import { caller, confirmOrder, insertOrder, MONDAY_0900, orderInfo, type TestServer } from './checkout-fixtures';

const clock = fixedClock(MONDAY_0900);

/** Vinamilk in the seeded tax register (server/db/seed-data/companies.ts). */
const VINAMILK = { taxCode: '0300588569', name: 'Công ty Cổ phần Sữa Việt Nam' };
const UNREGISTERED_TAX_CODE = '0399999999';
/** The settings these rows flip, put back to their defaults before each row. */
const SWITCHED: string[] = ['useEinvoice', 'useEinvoiceType', 'tax', 'useFeatureAdressInput'];

describe('settings matrix: each §9 setting the server reads, flipped at run time', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    for (const { code, value } of SETTING_DEFAULTS) if (SWITCHED.includes(code)) await setting(code, String(value));
  });

  const setting = (code: string, value: string) =>
    server.app.inject({ method: 'POST', url: `/sandbox/settings/${code}`, payload: { value }, headers: { accept: 'application/json' } });

  const invoiceOrder = (invoice: Record<string, string>) => orderInfo({ isUseEinvoice: true, eInvoiceInfo: { receiptName: 'Nguyễn Văn A', ...invoice } });

  /** Confirms `info` and answers the stored order's invoice fields. */
  async function confirmedInvoice(info: Record<string, unknown>) {
    const { id } = await insertOrder(call, info);
    expect((await confirmOrder(call, id, info)).data.status).toBe('SUCCESS');
    const read = await call('POST', '/api/delivery/get-delivery-info-by-id', { id });
    return read.data.info as { is_extract_invoice: boolean; delivery_invoice_tax_code: string; company_name: string | null; company_address: string | null };
  }

  async function refusal(info: Record<string, unknown>) {
    const { id } = await insertOrder(call, info);
    return confirmOrder(call, id, info, { status: 400 });
  }

  const rows: { setting: string; observe: () => Promise<void> }[] = [
    {
      setting: 'useEinvoice',
      observe: async () => {
        await setting('useEinvoice', 'false');
        expect(await refusal(invoiceOrder({ receiptTaxCode: VINAMILK.taxCode, receiptCompanyName: VINAMILK.name }))).toMatchObject({ code: 'EINVOICE_OFF', field: 'info.isUseEinvoice' });
        await setting('useEinvoice', 'true');
        expect((await confirmedInvoice(invoiceOrder({ receiptTaxCode: VINAMILK.taxCode, receiptCompanyName: VINAMILK.name }))).is_extract_invoice).toBe(true);
      },
    },
    {
      setting: 'useEinvoiceType',
      observe: async () => {
        await setting('useEinvoiceType', 'FORM');
        // FORM: the customer types the company; without it the order is refused, and what is typed is kept
        expect(await refusal(invoiceOrder({ receiptTaxCode: UNREGISTERED_TAX_CODE }))).toMatchObject({ code: 'VALIDATION_ERROR', field: 'info.eInvoiceInfo.receiptCompanyName' });
        const typed = await confirmedInvoice(invoiceOrder({ receiptTaxCode: UNREGISTERED_TAX_CODE, receiptCompanyName: 'Công ty Mới', receiptTaxAddress: '1 Lê Lợi' }));
        expect(typed).toMatchObject({ delivery_invoice_tax_code: UNREGISTERED_TAX_CODE, company_name: 'Công ty Mới', company_address: '1 Lê Lợi' });

        await setting('useEinvoiceType', 'REF');
        // REF: the company is the register's for the tax code; a code it does not know is "Tax code not found"
        expect(await refusal(invoiceOrder({ receiptTaxCode: UNREGISTERED_TAX_CODE, receiptCompanyName: 'Công ty Mới' }))).toMatchObject({
          code: 'TAX_CODE_NOT_FOUND',
          field: 'info.eInvoiceInfo.receiptTaxCode',
        });
        const lied = await confirmedInvoice(invoiceOrder({ receiptTaxCode: VINAMILK.taxCode, receiptCompanyName: 'Công ty Giả', receiptTaxAddress: 'nowhere' }));
        expect(lied.company_name).toBe(VINAMILK.name);
        expect(lied.company_address).not.toBe('nowhere');
        // the client sent no company at all: the register supplies it
        expect((await confirmedInvoice(invoiceOrder({ receiptTaxCode: VINAMILK.taxCode }))).company_name).toBe(VINAMILK.name);
      },
    },
    {
      setting: 'tax',
      observe: async () => {
        const taxOf = async (storeCode: string) => (await call('POST', '/api/sys-conts/get-tax', { store_code: storeCode })).data.tax as number;
        // S002 sets no tax of its own: the setting is its rate; S001's own 8 overrides it
        expect(await taxOf('S002')).toBe(10);
        await setting('tax', '9');
        expect(await taxOf('S002')).toBe(9);
        expect(await taxOf('S001')).toBe(8);
      },
    },
    {
      setting: 'useFeatureAdressInput',
      observe: async () => {
        const storedNote = async () => {
          const info = orderInfo({ deliveryNote: 'Tòa B, tầng 5' });
          const { id } = await insertOrder(call, info);
          await confirmOrder(call, id, info);
          return (await call('POST', '/api/delivery/get-delivery-info-by-id', { id })).data.info.delivery_address_note as string | null;
        };
        expect(await storedNote()).toBe('Tòa B, tầng 5');
        // off, the checkout offers no address details, and a client that sends them anyway has them dropped
        await setting('useFeatureAdressInput', 'false');
        expect(await storedNote()).toBeNull();
      },
    },
  ];

  it.each(rows)('should honour $setting', async ({ observe }) => {
    await observe();
  });
});
