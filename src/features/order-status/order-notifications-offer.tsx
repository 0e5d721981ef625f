import { Trans, useLingui } from '@lingui/react/macro';
import {
  hasDisableFailedSelector,
  notificationsErrorSelector,
  notificationsViewSelector,
} from '../../../machines/order-notifications/selectors';
import * as ui from '../../components/ui/ui.css';
import { useStateMarker } from '../../lib/state-marker';
import { OrderNotificationsContext, OrderNotificationsProvider } from './notifications-provider';

function NotificationsOffer() {
  const { t } = useLingui();
  const actor = OrderNotificationsContext.useActorRef();
  const marker = useStateMarker('order-notifications', actor);
  const view = OrderNotificationsContext.useSelector(notificationsViewSelector);
  const disableFailed = OrderNotificationsContext.useSelector(hasDisableFailedSelector);
  const error = OrderNotificationsContext.useSelector(notificationsErrorSelector);
  if (view === 'hidden') return <span hidden {...marker} />;
  const dismiss = (
    <button type="button" className={ui.button.secondary} onClick={() => actor.send({ type: 'notifications.dismiss' })}>
      <Trans>Not now</Trans>
    </button>
  );
  return (
    <section className={ui.card} aria-label={t`Order notifications`} data-testid="order-notifications" {...marker}>
      {view === 'on' ? (
        <>
          <p role="status">
            <Trans>
              Notifications are on: we will tell you when your order is accepted, ready, on the way, delivered or
              cancelled.
            </Trans>
          </p>
          {disableFailed ? (
            <p role="alert" className={ui.alert.error}>
              <Trans>Notifications could not be turned off. Please try again.</Trans>
            </p>
          ) : null}
          <div className={ui.dialogActions}>
            <button
              type="button"
              className={ui.button.ghost}
              onClick={() => actor.send({ type: 'notifications.disable' })}
            >
              <Trans>Turn off notifications</Trans>
            </button>
          </div>
        </>
      ) : view === 'refused' ? (
        <>
          <p role="status">
            <Trans>
              Notifications are blocked for this site. To be told how your order is going, allow them in your browser
              settings.
            </Trans>
          </p>
          <div className={ui.dialogActions}>{dismiss}</div>
        </>
      ) : view === 'failed' ? (
        <>
          <p role="alert" className={ui.alert.error}>
            {error?.code === 'FEATURE_OFF' ? (
              <Trans>Order notifications are not available at the moment.</Trans>
            ) : (
              <Trans>Notifications could not be turned on. Please try again.</Trans>
            )}
          </p>
          <div className={ui.dialogActions}>
            <button
              type="button"
              className={ui.button.primary}
              onClick={() => actor.send({ type: 'notifications.retry' })}
            >
              <Trans>Try again</Trans>
            </button>
            {dismiss}
          </div>
        </>
      ) : (
        <>
          <p>
            <Trans>
              Get a notification on this device when your order is accepted, ready, on the way, delivered or cancelled.
            </Trans>
          </p>
          <div className={ui.dialogActions}>
            <button
              type="button"
              className={ui.button.primary}
              disabled={view === 'busy'}
              onClick={() => actor.send({ type: 'notifications.enable' })}
            >
              <Trans>Turn on notifications</Trans>
            </button>
            {view === 'busy' ? null : dismiss}
          </div>
        </>
      )}
    </section>
  );
}

/**
 * Offers notifications of the order's status where a customer follows an order they placed or own (never before an
 * order), as the install offer does.
 */
export function OrderNotificationsOffer({ orderNo }: { orderNo: string }) {
  return (
    <OrderNotificationsProvider orderNo={orderNo}>
      <NotificationsOffer />
    </OrderNotificationsProvider>
  );
}
