import { useLingui } from '@lingui/react/macro';
import * as styles from './progress-bar.css';

/** Thin indeterminate bar pinned to the top of the viewport while something loads. */
export function ProgressBar({ label }: { label?: string }) {
  const { t } = useLingui();
  return (
    <div className={styles.track} role="progressbar" aria-label={label ?? t`Loading`} aria-busy="true">
      <div className={styles.bar} />
    </div>
  );
}
