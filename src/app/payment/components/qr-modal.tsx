import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { lazy, Suspense } from 'react';
import {
  isQrModalOpenSelector,
  qrCodeSelector,
  qrContentSelector,
  qrDeeplinkSelector,
  qrFailureSelector,
} from '../../../../machines/payment/selectors';
import * as ui from '../../../components/ui/ui.css';
import { PaymentContext } from '../provider';
import { isPhoneBrowser } from '../wallet-app';
import * as styles from './payment.css';
import { useHotline } from '../../settings/provider';

const QrCode = lazy(() => import('./qr-code'));

/** The QR payment modal: the gateway's QR (or the payment URL as one), polled every 2 s; failure shows the hotline. */
export function QrModal() {
  const { t } = useLingui();
  const payment = PaymentContext.useActorRef();
  const open = PaymentContext.useSelector(isQrModalOpenSelector);
  const content = PaymentContext.useSelector(qrContentSelector);
  const code = PaymentContext.useSelector(qrCodeSelector);
  const deeplink = PaymentContext.useSelector(qrDeeplinkSelector);
  const failure = PaymentContext.useSelector(qrFailureSelector);
  const hotline = useHotline().display;
  return (
    <Dialog.Root open={open} onOpenChange={(next) => (next ? undefined : payment.send({ type: 'qr.close' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog}>
          <Dialog.Title>
            <Trans>Pay with a QR code</Trans>
          </Dialog.Title>
          {failure ? (
            <Dialog.Description role="alert" className={ui.alert.error}>
              <Trans>
                The payment was not received in time. If you were charged, please call our hotline {hotline}.
              </Trans>
            </Dialog.Description>
          ) : (
            <>
              <Dialog.Description>
                <Trans>
                  Scan the code with your wallet app. This window closes by itself once the payment is received.
                </Trans>
              </Dialog.Description>
              {content && code ? (
                <div className={styles.qr}>
                  <Suspense fallback={<span>{t`Loading the QR code…`}</span>}>
                    <QrCode value={code} label={t`QR code of the payment`} />
                  </Suspense>
                  {deeplink && isPhoneBrowser(navigator) ? (
                    <a href={deeplink} className={ui.button.primary}>
                      <Trans>Open the wallet app</Trans>
                    </a>
                  ) : null}
                  <a href={content} target="_blank" rel="noreferrer">
                    <Trans>Open the payment page</Trans>
                  </a>
                </div>
              ) : null}
              <p role="status">
                <Trans>Waiting for the payment…</Trans>
              </p>
            </>
          )}
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.ghost}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
