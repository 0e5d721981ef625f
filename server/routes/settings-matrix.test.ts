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
const SWITCHED: string[] = ['useEinvoice', 'useEinvoiceType', 'tax', 'useFeatureAdressInput', 'nextDeliveryTimeInterval', 'useDeliveryClient', 'useDefaultBrand'];

describe('settings matrix: each §9 setting the server reads, flipped at run time', () => {
  let server: TestServer;
  const call = caller(() => server);
  beforeAll(async () => {
    server = await startTestServer({ clock });
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    clock.set(MONDAY_0900);
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
    {
      setting: 'nextDeliveryTimeInterval',
      observe: async () => {
        // Monday 09:00: a scheduled 12:00 is 180 minutes ahead
        await setting('nextDeliveryTimeInterval', '240');
        expect(await refusal(orderInfo())).toMatchObject({ code: 'TOO_SOON', field: 'info.servsTime', details: { reason: 'before_next_interval' } });
        await setting('nextDeliveryTimeInterval', '180');
        const info = orderInfo();
        const { id } = await insertOrder(call, info);
        expect((await confirmOrder(call, id, info)).data.status).toBe('SUCCESS');
      },
    },
    {
      setting: 'useDeliveryClient',
      observe: async () => {
        /** An ASAP cash delivery walked through the order clock's steps (2, 3, 15, 5 and 20 minutes). */
        async function walkedDelivery() {
          clock.set(MONDAY_0900);
          const info = orderInfo({ isASAP: true, servsTime: '2026-11-23 10:00' });
          const order = await insertOrder(call, info);
          // the sandbox courier would find no driver: only a courier delivery can run into it
          await server.app.inject({ method: 'POST', url: `/sandbox/orders/${order.id}/courier-outcome`, payload: { outcome: 'no_driver' }, headers: { accept: 'application/json' } });
          await confirmOrder(call, order.id, info);
          const read = () => call('POST', '/api/delivery/get-delivery-info-by-order-no', { order_no: order.orderNo });
          const shipping: string[] = [];
          for (const minutes of [2, 3, 15, 5, 20]) {
            clock.advance(minutes);
            shipping.push((await read()).deliveryShippingData.status);
          }
          const { info: stored } = (await read()).data;
          const booked = await server.db.query('select booking_id from courier_booking where order_id = $1', [order.id]);
          return { shipping, status: stored.status as string, reason: stored.cancel_reason_code as number | null, booked: booked.length > 0 };
        }
        // on (seeded): the courier is booked, finds no driver and the order is cancelled with reason 99
        expect(await walkedDelivery()).toMatchObject({ booked: true, status: 'canceled', reason: 99 });
        // off: the store's own riders, never booked, moved by the timed lifecycle to completed
        await setting('useDeliveryClient', 'false');
        expect(await walkedDelivery()).toEqual({
          shipping: ['ready_delivery', 'finding_partner', 'partner_pickup', 'delivering', 'completed'],
          status: 'completed',
          reason: null,
          booked: false,
        });
      },
    },
    {
      setting: 'useDefaultBrand',
      observe: async () => {
        const defaults = async () => (await call('GET', '/api/delivery/get_default_brand_and_default_store')).data as { brand: { code: string } | null; store: { code: string } };
        expect((await defaults()).brand?.code).toBe('BNSG');
        // off: the server names no default brand; the app asks for the brand it was configured with
        await setting('useDefaultBrand', 'false');
        expect(await defaults()).toMatchObject({ brand: null, store: { code: 'S001' } });
      },
    },
  ];

  it.each(rows)('should honour $setting', async ({ observe }) => {
    await observe();
  });
});
