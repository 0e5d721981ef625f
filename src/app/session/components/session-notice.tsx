import { Trans, useLingui } from '@lingui/react/macro';
import { noticeSelector } from '../../../../machines/session/selectors';
import * as ui from '../../../components/ui/ui.css';
import { SessionContext } from '../context';

/** Why the customer was logged out (SPEC §8: session expired; insufficient order), until dismissed. */
export function SessionNotice() {
  const { t } = useLingui();
  const notice = SessionContext.useSelector(noticeSelector);
  const session = SessionContext.useActorRef();
  if (!notice) return null;
  return (
    <div className={ui.alert.info} role="status">
      <p>
        {notice === 'sessionExpired' ? (
          <Trans>Your session has expired. Please log in again.</Trans>
        ) : (
          <Trans>We could not process orders for this account, so you have been logged out. Please contact the hotline.</Trans>
        )}
      </p>
      <button type="button" className={ui.button.ghost} onClick={() => session.send({ type: 'notice.dismiss' })}>
        {t`Dismiss`}
      </button>
    </div>
  );
}
