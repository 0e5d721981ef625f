import {
  DEFAULT_VAT_RATE,
  TAX_TYPE_INCLUDED,
  TAX_TYPE_OUTSIDE,
  type TaxType,
} from './constants';
import { divideRoundHalfUp } from './money';

/** Tax of one amount: `vat` is added outside the price, `includedVat` is inside it. */
export interface TaxAmounts {
  vat: number;
  includedVat: number;
}

/** A rate as the data may carry it: a number, a numeric string, or nothing. */
export type RateInput = number | string | null | undefined;

/** Rates are kept to 1/100 of a percent so that the arithmetic stays in integers. */
const RATE_SCALE = 100;
const PERCENT = 100;

function parseRate(rate: RateInput): number | undefined {
  if (rate === null || rate === undefined) return undefined;
  if (typeof rate === 'string' && rate.trim() === '') return undefined;
  const value = typeof rate === 'number' ? rate : Number(rate);
  return Number.isFinite(value) && value >= 0 ? value : undefined;
}

/**
 * The VAT rate (percent) that applies to an item. Precedence: the item's own tax_rate when
 * given, else the store's tax when given, else {@link DEFAULT_VAT_RATE}. "Given" means a
 * finite number >= 0 (0 is a valid rate); null, undefined, '' and negative values are not.
 *
 * @example effectiveTaxRate(undefined, 8) // 8
 */
export function effectiveTaxRate(itemRate: RateInput, storeTax?: RateInput): number {
  return parseRate(itemRate) ?? parseRate(storeTax) ?? DEFAULT_VAT_RATE;
}

/**
 * The VAT rate of a store (SPEC §9 VAT): its own tax when given, else the `tax` setting (default 10).
 * Items without a rate of their own are taxed at it; get-tax answers it.
 * @example storeVatRate(null, { tax: 10 }) // 10
 */
export function storeVatRate(storeTax: RateInput, settings: { tax: number }): number {
  return parseRate(storeTax) ?? parseRate(settings.tax) ?? DEFAULT_VAT_RATE;
}

function scaledRate(ratePercent: number): number {
  return Math.round(Math.max(0, ratePercent) * RATE_SCALE);
}

/** VAT added outside a price: round half up of amount x rate / 100, in whole dong. */
export function outsideVat(amount: number, ratePercent: number): number {
  return divideRoundHalfUp(amount * scaledRate(ratePercent), PERCENT * RATE_SCALE);
}

/**
 * VAT contained in a tax-included price: amount - round half up of amount / (1 + rate / 100).
 * Never more than the amount.
 */
export function includedVatOf(amount: number, ratePercent: number): number {
  const base = PERCENT * RATE_SCALE;
  return amount - divideRoundHalfUp(amount * base, base + scaledRate(ratePercent));
}

/**
 * Tax of an amount (whole dong, >= 0) by tax type: stuckb 0 none, 1 outside, 2 included.
 * Unknown tax types are taxed as none.
 */
export function taxOf(amount: number, stuckb: TaxType | number, ratePercent: number): TaxAmounts {
  if (stuckb === TAX_TYPE_OUTSIDE) return { vat: outsideVat(amount, ratePercent), includedVat: 0 };
  if (stuckb === TAX_TYPE_INCLUDED) return { vat: 0, includedVat: includedVatOf(amount, ratePercent) };
  return { vat: 0, includedVat: 0 };
}
