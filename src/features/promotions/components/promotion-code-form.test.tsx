import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '../../../lib/i18n';
import { enterPromotionCode } from '../api';
import { PromotionCodeForm } from './promotion-code-form';
import { createTestRoot } from '../../../../tests/support/react-root';

vi.mock('../api', () => ({ enterPromotionCode: vi.fn() }));

async function submitCode(code: string) {
  await view.render(
    <I18nProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
        <PromotionCodeForm />
      </QueryClientProvider>
    </I18nProvider>,
  );
  const input = view.container.querySelector('input')!;
  await act(async () => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, code);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  });
  await act(async () => view.container.querySelector<HTMLButtonElement>('button[type="submit"]')!.click());
}

const alertText = () => view.container.querySelector('[role="alert"]')?.textContent;

beforeAll(async () => {
  await activateLocale('en');
});

afterEach(() => {
  vi.mocked(enterPromotionCode).mockReset();
});

const view = createTestRoot();

describe('PromotionCodeForm', () => {
  it('should show the check-promotion error when the server cannot save the promotion (SPEC §8 "Promotion save failure")', async () => {
    vi.mocked(enterPromotionCode).mockRejectedValueOnce({ status: 500, code: 'COMMON_ERROR', message: 'The server failed.' });
    await submitCode('CHAOBAN');
    await vi.waitFor(() => expect(alertText()).toBe('The promotion could not be saved. Please check the code and try again.'));
    expect(enterPromotionCode).toHaveBeenCalledWith('CHAOBAN', expect.anything());
    /** The code stays in the box to correct or send again. */
    expect(view.container.querySelector('input')!.value).toBe('CHAOBAN');
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
