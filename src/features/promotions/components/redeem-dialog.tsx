import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { Link } from 'wouter';
import { availablePointsSelector, pointCostSelector, redeemDialogSelector, redeemErrorSelector } from '../../../../machines/loyalty-redeem/selectors';
import * as ui from '../../../components/ui/ui.css';
import { paths } from '../../../config/paths';
import { formatNumber } from '../../../lib/format';
import { usePromotionMessages } from '../messages';
import { RedeemContext } from '../provider';

/** SPEC §8: redeem success, not enough points and redeem errors, each in a dialog the machine opens. */
export function RedeemDialog({ ownedScreenOn }: { ownedScreenOn: boolean }) {
  const { t } = useLingui();
  const redeem = RedeemContext.useActorRef();
  const dialog = RedeemContext.useSelector(redeemDialogSelector);
  const error = RedeemContext.useSelector(redeemErrorSelector);
  const cost = formatNumber(RedeemContext.useSelector(pointCostSelector));
  const available = formatNumber(RedeemContext.useSelector(availablePointsSelector));
  const { redeemError } = usePromotionMessages();
  const close = () => redeem.send({ type: 'dialog.close' });
  const title =
    dialog === 'redeemed' ? t`Thank you! Promotion has been redeemed successfully!` : dialog === 'notEnoughPoints' ? t`Not enough points` : t`The promotion was not redeemed`;
  return (
    <Dialog.Root open={dialog !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} role={dialog === 'redeemed' ? 'dialog' : 'alertdialog'}>
          <Dialog.Title>{title}</Dialog.Title>
          <Dialog.Description>
            {dialog === 'redeemed' ? (
              <Trans>The promotion is in your promotions now; use it at checkout. You have {available} points left.</Trans>
            ) : dialog === 'notEnoughPoints' ? (
              <Trans>
                This promotion needs {cost} points; you have {available} points.
              </Trans>
            ) : (
              redeemError(error)
            )}
          </Dialog.Description>
          <div className={ui.dialogActions}>
            {dialog === 'redeemed' && ownedScreenOn ? (
              <Link href={paths.yourPromotion} className={ui.button.secondary}>
                {t`Your promotions`}
              </Link>
            ) : null}
            <Dialog.Close className={ui.button.primary}>{t`OK`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
