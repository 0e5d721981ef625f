import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n';
import { useCheckoutMessages } from './messages';
import { createTestRoot } from '../../../tests/support/react-root';

const view = createTestRoot();
const shown: Array<ReturnType<typeof useCheckoutMessages>> = [];

function Messages() {
  shown.push(useCheckoutMessages());
  return null;
}

beforeEach(async () => {
  await activateLocale('en');
  shown.length = 0;
  await view.render(
    <I18nProvider i18n={i18n}>
      <Messages />
    </I18nProvider>,
  );
});

describe('useCheckoutMessages', () => {
  it('should translate the field errors, messages and promotion reasons, the same texts on every render of a language', async () => {
    await view.render(
      <I18nProvider i18n={i18n}>
        <Messages />
      </I18nProvider>,
    );
    const [first, second] = shown;
    expect(first!.fieldError.required).toBe('This field is required.');
    expect(first!.message.serveTimeMissing).toBe('Please choose a delivery time.');
    expect(first!.promotionReason('minimum_total')).toBe("The order total is below the promotion's minimum.");
    expect(second).toBe(first);
  });

  it('should translate them again in the language chosen next', async () => {
    await act(async () => activateLocale('vi'));
    expect(shown.at(-1)!.fieldError.required).toBe('Vui lòng nhập trường này.');
  });
});
