import { useLingui } from '@lingui/react/macro';
import * as styles from './sold-out-stamp.css';

/** The sold-out mark of a dish card, its detail and a cart line, in the interface language. */
export function SoldOutStamp({ className }: { className?: string }) {
  const { t } = useLingui();
  const label = t`Sold out`;
  return (
    <span role="img" aria-label={label} className={className ? `${styles.stamp} ${className}` : styles.stamp}>
      <span aria-hidden="true">{label}</span>
    </span>
  );
}
