import type { InputHTMLAttributes } from 'react';
import { keepPhoneCharacters } from '../../lib/phone-input';
import * as styles from './form.css';

type PhoneInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'type'> & {
  value: string;
  onValueChange: (value: string) => void;
  /** SPEC §5 maximum length (12 at login and register, 20 at checkout). */
  maxLength: number;
};

/** A phone field that keeps digits (and a leading '+') on key-up and on paste. */
export function PhoneInput({ value, onValueChange, maxLength, className, ...props }: PhoneInputProps) {
  return (
    <input
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete="tel"
      className={className ?? styles.input}
      maxLength={maxLength}
      value={value}
      onChange={(event) => onValueChange(event.target.value.slice(0, maxLength))}
      onKeyUp={(event) => {
        const kept = keepPhoneCharacters(event.currentTarget.value);
        if (kept !== event.currentTarget.value) onValueChange(kept);
      }}
      onBlur={(event) => {
        const kept = keepPhoneCharacters(event.currentTarget.value);
        if (kept !== event.currentTarget.value) onValueChange(kept);
        props.onBlur?.(event);
      }}
    />
  );
}
