import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { ALLERGY_CODES, STATUS_CODES } from '../../../../domain/menu-icons';
import * as ui from '../../../components/ui/ui.css';
import * as styles from '../menu.css';
import { ALLERGY_LABELS, STATUS_LABELS } from './menu-labels';

/** SPEC §2's label (menu_status 1-6) and allergen (01-10) icons, each with its name in the interface language. */
export function IconLegendDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t, i18n } = useLingui();
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>
            <Trans>What the icons mean</Trans>
          </Dialog.Title>
          <Dialog.Description>
            <Trans>Ask the store when an allergy matters: dishes are made in one kitchen.</Trans>
          </Dialog.Description>
          <h3 className={styles.legendHeading}>
            <Trans>Labels</Trans>
          </h3>
          <ul className={styles.legendList} aria-label={t`Labels`}>
            {STATUS_CODES.map((code) => (
              <li key={code} className={styles.legendItem}>
                <span className={styles.statusIcon[code]} aria-hidden="true" />
                {i18n._(STATUS_LABELS[code]!)}
              </li>
            ))}
          </ul>
          <h3 className={styles.legendHeading}>
            <Trans>Allergens and ingredients</Trans>
          </h3>
          <ul className={styles.legendList} aria-label={t`Allergens and ingredients`}>
            {ALLERGY_CODES.map((code) => (
              <li key={code} className={styles.legendItem}>
                <span className={styles.allergyIcon[code]} aria-hidden="true" />
                {i18n._(ALLERGY_LABELS[code]!)}
              </li>
            ))}
          </ul>
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.primary}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
