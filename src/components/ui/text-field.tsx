import type { InputHTMLAttributes, ReactNode } from 'react';
import type { AccountErrorKey } from '../../../domain/account-validation';
import { AccountFieldError } from './account-field-error';
import * as styles from './form.css';

/** The props TextField hands to its input (its own and the computed id, class and aria attributes). */
export type TextFieldInputProps = InputHTMLAttributes<HTMLInputElement> & { id: string };

export type TextFieldError = {
  /** The field's current domain/account-validation error, if any. */
  key: AccountErrorKey | undefined;
  /** Whether the error may be shown (the field was touched). */
  show: boolean;
  /** Limits interpolated into the error text. */
  min?: number;
  max?: number;
  /** Point the input's aria-describedby at the error line while it is shown. */
  describe?: boolean;
};

type TextFieldProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  label: ReactNode;
  /** A line under the input (not wired to aria-describedby). */
  hint?: ReactNode;
  /** The error line (AccountFieldError, id `${id}-error`); with it the input gets aria-invalid. */
  error?: TextFieldError;
  /** Renders another input (e.g. PhoneInput) with the computed props instead of a plain <input>. */
  renderInput?: (props: TextFieldInputProps) => ReactNode;
};

/** An account-screen field: label, input, optional hint and the field's error line. */
export function TextField({ id, label, hint, error, renderInput, ...inputProps }: TextFieldProps) {
  const errorId = [id, 'error'].join('-');
  const invalid = Boolean(error?.show && error.key);
  const props: TextFieldInputProps = {
    ...inputProps,
    id,
    className: inputProps.className ?? styles.input,
    ...(error
      ? {
          'aria-invalid': invalid,
          'aria-describedby': error.describe && invalid ? errorId : inputProps['aria-describedby'],
        }
      : {}),
  };
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {renderInput ? renderInput(props) : <input {...props} />}
      {hint ? <p className={styles.hint}>{hint}</p> : null}
      {error ? <AccountFieldError id={errorId} error={error.key} show={error.show} min={error.min} max={error.max} /> : null}
    </div>
  );
}
