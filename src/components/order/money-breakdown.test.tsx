import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EMPTY_BREAKDOWN, moneyBreakdown, type MoneyBreakdown as Breakdown } from '../../../domain/breakdown';
import { activateLocale, i18n } from '../../lib/i18n';
import { MoneyBreakdown } from './money-breakdown';

// React's act() environment flag for a test runner without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

async function render(breakdown: Breakdown) {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <MoneyBreakdown breakdown={breakdown} totalTestId="total" />
      </I18nProvider>,
    );
  });
  // Prices hold a no-break space before the sign; compare them as a reader sees them.
  const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ') ?? null;
  const terms = [...container.querySelectorAll('dt')].map(text);
  const amounts = [...container.querySelectorAll('dd')].map(text);
  return { rows: terms.map((term, i) => [term, amounts[i]]), note: text(container.querySelector('p')) };
}

beforeAll(async () => {
  await activateLocale('en');
});

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('MoneyBreakdown', () => {
  it('should show every line of the breakdown, the discounts as minus, and the total they add up to', async () => {
    const { rows } = await render(moneyBreakdown({ subTotal: 207000, vat: 16560, deliveryFee: 15000, itemDiscount: 15000, billDiscount: 35000, feeDiscount: 15000 }));
    expect(rows).toEqual([
      ['Subtotal', '207,000 ₫'],
      ['VAT', '12,560 ₫'],
      ['Delivery fee', '15,000 ₫'],
      ['Item discount', '−15,000 ₫'],
      ['Bill discount', '−35,000 ₫'],
      ['Delivery fee discount', '−15,000 ₫'],
      ['Total', '169,560 ₫'],
    ]);
    expect(container.querySelector('[data-testid="total"]')?.textContent).toBe('169,560\u00a0₫');
  });

  it('should leave out discounts that are 0, note the included VAT, and show 0 for an empty cart', async () => {
    const included = await render(moneyBreakdown({ subTotal: 130000, vat: 0, includedVat: 9630, deliveryFee: 15000 }));
    expect(included.rows.map(([term]) => term)).toEqual(['Subtotal', 'VAT', 'Delivery fee', 'Total']);
    expect(included.note).toBe('Included VAT: 9,630 ₫');
    const empty = await render(EMPTY_BREAKDOWN);
    expect(empty.rows.at(-1)).toEqual(['Total', '0 ₫']);
    expect(empty.note).toBeNull();
  });
});
