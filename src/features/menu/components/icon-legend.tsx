import { useLingui } from '@lingui/react/macro';
import { createContext, useContext } from 'react';
import * as styles from '../menu.css';

/**
 * Opens the legend of the menu's label and allergen icons: a phone shows a card's labels as icons only, and a
 * customer with an allergy must be able to tell what each one means from the card itself. The dialog itself is
 * icon-legend-dialog.tsx, loaded when it is first opened: the dialog library stays out of the menu's chunk, which a
 * visit to /checkout without an entry passes through on its way home.
 */
export const IconLegendContext = createContext<(() => void) | null>(null);

/** The small button beside a card's icons that opens the legend. */
export function IconLegendButton() {
  const { t } = useLingui();
  const open = useContext(IconLegendContext);
  if (!open) return null;
  return (
    <button
      type="button"
      className={styles.legendButton}
      onClick={open}
      aria-label={t`What these icons mean`}
      title={t`What these icons mean`}
    >
      <span aria-hidden="true">?</span>
    </button>
  );
}
