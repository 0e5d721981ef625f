import { useLingui } from '@lingui/react/macro';
import * as styles from './ui.css';

interface StepperProps {
  /** What is counted, for the buttons' accessible names. */
  label: string;
  value: number;
  onDecrease: () => void;
  onIncrease: () => void;
  canDecrease: boolean;
  canIncrease: boolean;
}

/** − value + with accessible names; the caller decides when each button is enabled. */
export function Stepper({ label, value, onDecrease, onIncrease, canDecrease, canIncrease }: StepperProps) {
  const { t } = useLingui();
  return (
    <span className={styles.stepper} role="group" aria-label={label}>
      <button type="button" className={styles.stepperButton} aria-label={t`Fewer ${label}`} disabled={!canDecrease} onClick={onDecrease}>
        −
      </button>
      <output className={styles.stepperValue} aria-label={t`Quantity of ${label}`}>
        {value}
      </output>
      <button type="button" className={styles.stepperButton} aria-label={t`More ${label}`} disabled={!canIncrease} onClick={onIncrease}>
        +
      </button>
    </span>
  );
}
