import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { beforeAll, describe, expect, it } from 'vitest';
import { activateLocale, i18n } from '../../lib/i18n';
import { TextField } from './text-field';
import { createTestRoot } from '../../../tests/support/react-root';

const view = createTestRoot();

async function render(node: ReactNode) {
  await view.render(<I18nProvider i18n={i18n}>{node}</I18nProvider>);
  const input = view.container.querySelector('input');
  if (!input) throw new Error('no input rendered');
  return input;
}

beforeAll(async () => {
  await activateLocale('en');
});

describe('TextField', () => {
  it('should label the input and pass its props through without aria attributes when it has no error', async () => {
    const input = await render(<TextField id="f-name" label="Name" name="name" maxLength={5} readOnly value="x" />);
    expect(view.container.querySelector('label')?.htmlFor).toBe('f-name');
    expect(input.id).toBe('f-name');
    expect(input.maxLength).toBe(5);
    expect(input.readOnly).toBe(true);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(view.container.querySelector('p')).toBeNull();
  });

  it('should mark the input valid while the error is not shown yet', async () => {
    const input = await render(<TextField id="f" label="Name" error={{ key: 'required', show: false, describe: true }} />);
    expect(input.getAttribute('aria-invalid')).toBe('false');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(view.container.querySelector('#f-error')).toBeNull();
  });

  it('should show the error and describe the input by it when asked', async () => {
    const input = await render(<TextField id="f" label="Name" error={{ key: 'required', show: true, describe: true }} />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe('f-error');
    expect(view.container.querySelector('#f-error')?.textContent).toBe('This field is required.');
  });

  it('should show the error without aria-describedby unless asked', async () => {
    const input = await render(<TextField id="f" label="Name" error={{ key: 'too_long', show: true, max: 3 }} />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.hasAttribute('aria-describedby')).toBe(false);
    expect(view.container.querySelector('#f-error')?.textContent).toBe('At most 3 characters.');
  });

  it('should hand the computed props to a custom input', async () => {
    const input = await render(
      <TextField
        id="f"
        label="Phone"
        hint="A hint"
        error={{ key: 'required', show: true, describe: true }}
        renderInput={(props) => <input {...props} type="tel" />}
      />,
    );
    expect(input.type).toBe('tel');
    expect(input.id).toBe('f');
    expect(input.getAttribute('aria-describedby')).toBe('f-error');
    expect(view.container.textContent).toContain('A hint');
  });
});
