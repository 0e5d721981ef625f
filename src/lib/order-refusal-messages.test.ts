import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { components } from '../../openapi/schema';
import { GENERIC_REFUSAL, orderRefusalMessage } from './order-refusal-messages';

type ErrorCode = components['schemas']['Error']['code'];

/** Every code update-delivery-info refuses a confirmation with, as the contract lists them. */
const CONFIRMATION_CODES: ErrorCode[] = [
  'OUT_OF_HOURS',
  'SERVE_TIME_MISSED',
  'TOO_SOON',
  'SERVE_TIME_OFF_GRID',
  'SERVE_TIME_IN_BREAK',
  'NO_SLOT_TODAY',
  'LAST_ORDER_PASSED',
  'DELIVERY_UNAVAILABLE',
  'PICKUP_UNAVAILABLE',
  'DELIVERY_POSITION_REQUIRED',
  'ADDRESS_NOT_FOUND',
  'OUT_OF_RANGE',
  'QUANTITY_LIMIT',
  'TOPPING_REQUIRED',
  'TOPPING_CHOICE_TWICE',
  'TOPPING_NOT_OF_DISH',
  'TOPPING_LIMIT',
  'EMPTY_ORDER',
  'ORDER_CLOSED',
  'VALIDATION_ERROR',
  'TAX_CODE_NOT_FOUND',
  'EINVOICE_OFF',
  'FEATURE_OFF',
  'ANONYMOUS_NOT_ALLOWED',
];

/** The request fields a FEATURE_OFF refusal of the confirmation names (domain/feature-switches). */
const FEATURE_OFF_FIELDS = ['info.emoneyType', 'ticket_used.promotions', 'info.pickUpAtStore'];

/** msgid → msgstr of one locale's catalog. */
function catalog(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../i18n/locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const entries = [...text.matchAll(/msgid "((?:[^"\\]|\\.)*)"\nmsgstr "((?:[^"\\]|\\.)*)"/g)];
  return new Map(entries.map(([, id, str]) => [JSON.parse(`"${id}"`) as string, JSON.parse(`"${str}"`) as string]));
}

describe('orderRefusalMessage', () => {
  it('should word every refusal code of the confirmation', () => {
    for (const code of CONFIRMATION_CODES) expect(orderRefusalMessage({ code }), code).not.toBe(GENERIC_REFUSAL);
    expect(new Set(CONFIRMATION_CODES.map((code) => orderRefusalMessage({ code }).message)).size).toBe(CONFIRMATION_CODES.length);
  });

  it('should word a validation error by its field and a refusal by its reason', () => {
    const taxCode = orderRefusalMessage({ code: 'VALIDATION_ERROR', field: 'info.eInvoiceInfo.receiptTaxCode' });
    expect(taxCode.message).toMatch(/tax code/);
    expect(orderRefusalMessage({ code: 'VALIDATION_ERROR', field: 'info.unknown' })).toBe(orderRefusalMessage({ code: 'VALIDATION_ERROR' }));
    const lastOrder = orderRefusalMessage({ code: 'OUT_OF_HOURS', field: 'info.servsTime', details: { reason: 'after_last_order' } });
    expect(lastOrder.message).toMatch(/last order/);
    expect(orderRefusalMessage({ code: 'SOMETHING_ELSE' })).toBe(GENERIC_REFUSAL);
  });

  it('should word a switched-off feature by the field that chose it', () => {
    const worded = FEATURE_OFF_FIELDS.map((field) => orderRefusalMessage({ code: 'FEATURE_OFF', field }));
    expect(worded.map((m) => m.message)).toEqual([expect.stringMatching(/payment method/), expect.stringMatching(/Promotions/), expect.stringMatching(/pickup/)]);
    expect(orderRefusalMessage({ code: 'FEATURE_OFF', field: 'somewhere' })).toBe(orderRefusalMessage({ code: 'FEATURE_OFF' }));
  });

  it('should have a real translation of each message in vi and ja, and the English in en', () => {
    const refusals = [
      ...CONFIRMATION_CODES.map((code) => ({ code })),
      { code: 'VALIDATION_ERROR', field: 'info.eInvoiceInfo.receiptTaxCode' },
      { code: 'OUT_OF_HOURS', details: { reason: 'closed_day' } },
      ...FEATURE_OFF_FIELDS.map((field) => ({ code: 'FEATURE_OFF', field })),
    ];
    const [vi, ja, en] = ['vi', 'ja', 'en'].map(catalog);
    for (const descriptor of refusals.map(orderRefusalMessage)) {
      const english = descriptor.message!;
      expect(en.get(english), english).toBe(english);
      for (const translated of [vi.get(english), ja.get(english)]) {
        expect(translated, english).toBeTruthy();
        expect(translated, english).not.toBe(english);
      }
    }
  });
});
