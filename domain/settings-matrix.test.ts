/**
 * The settings matrix: each SPEC §9 setting whose rule lives in domain/, flipped from its
 * seeded default through the one parser (parseSettings), and the effect its rule shows. The server's
 * own rows are server/routes/settings-matrix.test.ts; each row of docs/traceability.md
 * names the test of its setting.
 */
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { validateCheckout, type CheckoutForm } from './checkout-validation';
import { deliveryFeeFor } from './delivery-fee';
import { isPromotionCodeOn } from './promotion-settings';
import { deliversByCourier } from './courier';
import { brandCodeFor, brandFor, DEFAULT_SETTINGS, menuLanguage, parseSettings, type Settings } from './settings';
import { deliveryRadiusMetres } from './store-choice';
import { effectiveTaxRate, storeVatRate } from './tax';
import { scheduledSlotsForDay, selectableDates, serveTimeProblem, type StoreSchedule } from './time-slots';

const flipped = (code: keyof Settings, value: string): Settings => parseSettings([{ code, value }]);

const MONDAY_0900 = Temporal.Instant.from('2026-11-23T02:00:00Z');
const FOUR_KM = 4_000;
/** Monday 10:07 in Hồ Chí Minh City: ASAP (30 minutes to prepare) is 10:45. */
const MONDAY_1007 = Temporal.Instant.from('2026-11-23T03:07:00Z');
const openAllDay: StoreSchedule = { start_time: '10:00', end_time: '21:00', openDays: ['20261123'] };
const SERVER_DEFAULT_BRAND = { code: 'DEFAULT' };
const CONFIGURED_BRAND = 'BNSG';
const invoiceForm: CheckoutForm = {
  name: 'Nguyễn Văn A',
  phone: '0901234567',
  pickUpAtStore: true,
  date: '2026-11-23',
  time: '12:00',
  paymentMethod: 'cash',
  useEinvoice: true,
  taxCode: '0300588569',
};
const formRules = { addressManage: false, takeaway: false, futureDelivery: true, loggedIn: false };

/** One row per setting: what its rule answers with the seeded default, and with the value flipped. */
const rows: { setting: keyof Settings; flipTo: string; effect: (settings: Settings) => unknown; whenDefault: unknown; whenFlipped: unknown }[] = [
  { setting: 'useLanguageDelivery', flipTo: 'false', effect: (s) => menuLanguage(s, 'ja'), whenDefault: 'ja', whenFlipped: 'vi' },
  { setting: 'tax', flipTo: '9', effect: (s) => effectiveTaxRate(undefined, storeVatRate(null, s)), whenDefault: 10, whenFlipped: 9 },
  { setting: 'useEPromotion', flipTo: 'false', effect: (s) => isPromotionCodeOn(s), whenDefault: true, whenFlipped: false },
  { setting: 'useFeatureDeliveryFee', flipTo: 'false', effect: (s) => deliveryFeeFor(FOUR_KM, {}, s), whenDefault: 20_500, whenFlipped: 0 },
  { setting: 'useDeliveryFeeV1', flipTo: 'true', effect: (s) => deliveryFeeFor(FOUR_KM, {}, s), whenDefault: 20_500, whenFlipped: 15_000 },
  { setting: 'fee', flipTo: '12000', effect: (s) => deliveryFeeFor(FOUR_KM, {}, { ...s, useDeliveryFeeV1: true }), whenDefault: 15_000, whenFlipped: 12_000 },
  { setting: 'useFutureDeliveryInXDays', flipTo: '2', effect: (s) => selectableDates(MONDAY_0900, s.useFutureDeliveryInXDays).length, whenDefault: 7, whenFlipped: 2 },
  { setting: 'deliveryRadiusKm', flipTo: '5', effect: (s) => deliveryRadiusMetres(s), whenDefault: 10_000, whenFlipped: 5_000 },
  {
    setting: 'nextDeliveryTimeInterval',
    flipTo: '30',
    // the first slot offered for a scheduled order, and whether the server refuses 10:45
    effect: (s) => [
      scheduledSlotsForDay('2026-11-23', openAllDay, MONDAY_1007, 30, s.nextDeliveryTimeInterval)[0],
      serveTimeProblem(openAllDay, '2026-11-23', '10:45', MONDAY_1007, 30, s.nextDeliveryTimeInterval),
    ],
    whenDefault: ['11:15', 'before_next_interval'],
    whenFlipped: ['10:45', null],
  },
  { setting: 'useDeliveryClient', flipTo: 'false', effect: (s) => deliversByCourier(s), whenDefault: true, whenFlipped: false },
  { setting: 'useDefaultBrand', flipTo: 'false', effect: (s) => brandCodeFor(s, SERVER_DEFAULT_BRAND, CONFIGURED_BRAND), whenDefault: 'DEFAULT', whenFlipped: 'BNSG' },
  // the header's and the page title's name follow the same rule (src/app/brand-name-provider.tsx)
  {
    setting: 'useDefaultBrand',
    flipTo: 'false',
    effect: (s) => brandFor(s, { ...SERVER_DEFAULT_BRAND, name: 'Phở Phố Cổ' }, { code: CONFIGURED_BRAND, name: 'Bếp Nhà Sài Gòn' }).name,
    whenDefault: 'Phở Phố Cổ',
    whenFlipped: 'Bếp Nhà Sài Gòn',
  },
];

describe('settings matrix: each §9 setting of a domain rule, flipped', () => {
  it.each(rows)('should honour $setting (flipped to $flipTo)', ({ setting, flipTo, effect, whenDefault, whenFlipped }) => {
    expect(effect(DEFAULT_SETTINGS)).toEqual(whenDefault);
    expect(effect(flipped(setting, flipTo))).toEqual(whenFlipped);
  });

  it('should require the e-invoice company with either useEinvoiceType (typed for FORM, looked up for REF; the server row tells them apart)', () => {
    for (const type of ['FORM', 'REF']) {
      expect(validateCheckout(invoiceForm, { ...formRules, einvoiceType: flipped('useEinvoiceType', type).useEinvoiceType }).errors.companyName).toBe('required');
      expect(validateCheckout({ ...invoiceForm, companyName: 'Công ty Cổ phần Sữa Việt Nam' }, { ...formRules, einvoiceType: 'REF' }).valid).toBe(true);
    }
  });
});
