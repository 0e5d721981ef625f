import { I18nProvider } from '@lingui/react';
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n';
import { useCheckoutMessages } from './messages';

// React's act() environment flag for a test runner without Testing Library.
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
const shown: Array<ReturnType<typeof useCheckoutMessages>> = [];

function Messages() {
  shown.push(useCheckoutMessages());
  return null;
}

beforeEach(async () => {
  await activateLocale('en');
  shown.length = 0;
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  await act(async () =>
    root.render(
      <I18nProvider i18n={i18n}>
        <Messages />
      </I18nProvider>,
    ),
  );
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('useCheckoutMessages', () => {
  it('should translate the field errors, messages and promotion reasons, the same texts on every render of a language', async () => {
    await act(async () =>
      root.render(
        <I18nProvider i18n={i18n}>
          <Messages />
        </I18nProvider>,
      ),
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
