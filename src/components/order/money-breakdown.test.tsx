import { I18nProvider } from '@lingui/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { EMPTY_BREAKDOWN, moneyBreakdown, type MoneyBreakdown as Breakdown } from '../../../domain/breakdown';
import { activateLocale, i18n } from '../../lib/i18n';
import { MoneyBreakdown } from './money-breakdown';
import { createTestRoot } from '../../../tests/support/react-root';

const view = createTestRoot();

async function render(breakdown: Breakdown) {
  await view.render(
    <I18nProvider i18n={i18n}>
      <MoneyBreakdown breakdown={breakdown} totalTestId="total" />
    </I18nProvider>,
  );
  // Prices hold a no-break space before the sign; compare them as a reader sees them.
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ') ?? null;
  const terms = [...view.container.querySelectorAll('dt')].map(text);
  const amounts = [...view.container.querySelectorAll('dd')].map(text);
  return { rows: terms.map((term, i) => [term, amounts[i]]), note: text(view.container.querySelector('p')) };
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('MoneyBreakdown', () => {
  it('should show every line of the breakdown, the discounts as minus, and the total they add up to', async () => {
    const { rows } = await render(moneyBreakdown({ subTotal: 207000, vat: 16560, deliveryFee: 15000, itemDiscount: 15000, billDiscount: 35000, feeDiscount: 15000 }));
    expect(rows).toEqual([
      ['Subtotal', '207,000 ₫'],
      ['VAT (added)', '12,560 ₫'],
      ['Delivery fee', '15,000 ₫'],
      ['Item discount', '−15,000 ₫'],
      ['Bill discount', '−35,000 ₫'],
      ['Delivery fee discount', '−15,000 ₫'],
      ['Total', '169,560 ₫'],
    ]);
    expect(view.container.querySelector('[data-testid="total"]')?.textContent).toBe('169,560\u00a0₫');
  });

  it('should leave out discounts that are 0 and show VAT once, as its tax type charges it', async () => {
    /** stuckb 1, tax added outside the price: one VAT line, no note. */
    const added = await render(moneyBreakdown({ subTotal: 130000, vat: 13000, deliveryFee: 15000 }));
    expect(added.rows).toEqual([
      ['Subtotal', '130,000 ₫'],
      ['VAT (added)', '13,000 ₫'],
      ['Delivery fee', '15,000 ₫'],
      ['Total', '158,000 ₫'],
    ]);
    expect(added.note).toBeNull();
    /** stuckb 2, tax inside the price: no VAT line (never "VAT 0 ₫"), one note. */
    const included = await render(moneyBreakdown({ subTotal: 130000, vat: 0, includedVat: 9630, deliveryFee: 15000 }));
    expect(included.rows.map(([term]) => term)).toEqual(['Subtotal', 'Delivery fee', 'Total']);
    expect(included.note).toBe('VAT included in the prices: 9,630 ₫');
    /** stuckb 0, no tax: neither. */
    const none = await render(moneyBreakdown({ subTotal: 130000, vat: 0, deliveryFee: 15000 }));
    expect(none.rows.map(([term]) => term)).toEqual(['Subtotal', 'Delivery fee', 'Total']);
    expect(none.note).toBeNull();
  });

  it('should total 0 with no fee line for an empty cart', async () => {
    const empty = await render(EMPTY_BREAKDOWN);
    expect(empty.rows).toEqual([
      ['Subtotal', '0 ₫'],
      ['Total', '0 ₫'],
    ]);
    expect(empty.note).toBeNull();
  });
});
