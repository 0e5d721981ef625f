import { useLingui } from '@lingui/react/macro';
import type { AccountErrorKey } from '../../../domain/account-validation';
import * as styles from './form.css';

/** The localized text of a domain/account-validation error key. */
export function useAccountErrorText() {
  const { t } = useLingui();
  return (error: AccountErrorKey, limits: { min?: number; max?: number } = {}): string => {
    const { min = 0, max = 0 } = limits;
    switch (error) {
      case 'required':
        return t`This field is required.`;
      case 'too_long':
        return t`At most ${max} characters.`;
      case 'too_short':
        return t`At least ${min} characters.`;
      case 'invalid_phone':
        return t`Enter a Vietnamese phone number (10 digits, optionally with +84).`;
      case 'invalid_email':
        return t`Enter a valid e-mail address.`;
      case 'mismatch':
        return t`The passwords do not match.`;
      case 'not_accepted':
        return t`Please accept the terms to continue.`;
      case 'same_as_current':
        return t`The new password must differ from the current one.`;
      case 'invalid_date':
        return t`Enter the date as DD-MM-YYYY.`;
    }
  };
}

/** A field's error line, shown once the field was touched. */
export function AccountFieldError({
  id,
  error,
  show,
  min,
  max,
}: {
  id: string;
  error: AccountErrorKey | undefined;
  show: boolean;
  min?: number;
  max?: number;
}) {
  const text = useAccountErrorText();
  if (!error || !show) return null;
  return (
    <p id={id} className={styles.fieldError}>
      {text(error, { min, max })}
    </p>
  );
}
