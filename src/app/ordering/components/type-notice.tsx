import { Trans, useLingui } from '@lingui/react/macro';
import { typeNoticeSelector } from '../../../../machines/fulfilment/selectors';
import * as ui from '../../../components/ui/ui.css';
import { FulfilmentContext } from '../context';

/** SPEC §8: the chosen store lacks the asked type, so the type switched. */
export function TypeNotice() {
  const { t } = useLingui();
  const actor = FulfilmentContext.useActorRef();
  const notice = FulfilmentContext.useSelector(typeNoticeSelector);
  if (!notice) return null;
  return (
    <div className={ui.alert.info} role="status">
      <p>
        {notice === 'offDelivery' ? (
          <Trans>This store does not deliver. Your order was switched to pickup at the store.</Trans>
        ) : (
          <Trans>This store does not offer pickup. Your order was switched to delivery.</Trans>
        )}
      </p>
      <button type="button" className={ui.button.ghost} onClick={() => actor.send({ type: 'notice.dismiss' })}>
        {t`OK`}
      </button>
    </div>
  );
}
