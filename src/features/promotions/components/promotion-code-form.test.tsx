import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../../lib/i18n';
import { enterPromotionCode } from '../api';
import { PromotionCodeForm } from './promotion-code-form';

vi.mock('../api', () => ({ enterPromotionCode: vi.fn() }));

// React's act() environment flag for a test runner without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

async function submitCode(code: string) {
  await act(async () => {
    root.render(
      <I18nProvider i18n={i18n}>
        <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
          <PromotionCodeForm />
        </QueryClientProvider>
      </I18nProvider>,
    );
  });
  const input = container.querySelector('input')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

const alertText = () => container.querySelector('[role="alert"]')?.textContent;

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
  vi.mocked(enterPromotionCode).mockReset();
});

describe('PromotionCodeForm', () => {
  it('should show the check-promotion error when the server cannot save the promotion (SPEC §8 "Promotion save failure")', async () => {
    vi.mocked(enterPromotionCode).mockRejectedValueOnce({ status: 500, code: 'COMMON_ERROR', message: 'The server failed.' });
    await submitCode('CHAOBAN');
    await vi.waitFor(() => expect(alertText()).toBe('The promotion could not be saved. Please check the code and try again.'));
    expect(enterPromotionCode).toHaveBeenCalledWith('CHAOBAN', expect.anything());
    /** The code stays in the box to correct or send again. */
    expect(container.querySelector('input')!.value).toBe('CHAOBAN');
  });

  it("should word a refusal by the server's reason", async () => {
    vi.mocked(enterPromotionCode).mockRejectedValueOnce({
      status: 409,
      code: 'PROMOTION_NOT_AVAILABLE',
      field: 'code',
      details: { reason: 'already_claimed' },
    });
    await submitCode('CHAOBAN');
    await vi.waitFor(() => expect(alertText()).toBe('You have already added this promotion.'));
  });
});
