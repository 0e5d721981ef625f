import { Trans, useLingui } from '@lingui/react/macro';
import * as Dialog from '@radix-ui/react-dialog';
import { useSelector } from '@xstate/react';
import { useCallback, useSyncExternalStore, type ChangeEvent } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { qrScanMachine } from '../../../../machines/loyalty-qr-scan/machine';
import {
  isScanBusySelector,
  refusalReasonSelector,
  scanErrorCodeSelector,
  scanNoticeSelector,
  scannedCodeSelector,
  scannerStepSelector,
} from '../../../../machines/loyalty-qr-scan/selectors';
import * as ui from '../../../components/ui/ui.css';
import { visuallyHidden } from '../../../styles/utilities.css';
import { cameraPreview } from '../scanner/camera-preview';
import * as styles from './qr-scanner.css';

export type QrScanActor = ActorRefFrom<typeof qrScanMachine>;

/** The refusals of scan-event-qrcode, worded; an unknown one is shown by its code. */
function useRefusalText(reason: string | null): string {
  const { t } = useLingui();
  const known: Record<string, string> = {
    not_found: t`This QR code is not a promotion code we know.`,
    not_started: t`This promotion has not started yet.`,
    expired: t`This promotion has ended.`,
    already_claimed: t`You have already received this promotion.`,
    sold_out: t`This promotion has run out.`,
  };
  const code = reason ?? '';
  return known[code] ?? t`The code was refused (${code}).`;
}

/** The camera's live picture, attached where the dialog shows it. */
function CameraPreview() {
  const video = useSyncExternalStore(cameraPreview.subscribe, cameraPreview.get);
  const attach = useCallback(
    (slot: HTMLDivElement | null) => {
      if (slot && video) slot.replaceChildren(video);
    },
    [video],
  );
  return <div ref={attach} className={styles.preview} aria-hidden="true" />;
}

/** Asks the machine whether a chosen file would be taken now (the file itself does not matter). */
const CHOOSE_FILE_PROBE = { type: 'file.selected', file: new Blob() } as const;

/** The image-file way in (no camera, or the customer prefers a photo): choosing a file reads it at once. */
function ImageFileInput({ actor }: { actor: QrScanActor }) {
  const { t } = useLingui();
  const open = useSelector(actor, (state) => state.can({ type: 'file.open' }) || state.can(CHOOSE_FILE_PROBE));
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (actor.getSnapshot().can({ type: 'file.open' })) actor.send({ type: 'file.open' });
    actor.send({ type: 'file.selected', file });
  };
  return (
    // the browser's own file button speaks the browser's language: the label is the button
    <label className={`${ui.button.secondary} ${styles.fileButton}`} aria-disabled={!open}>
      <input className={visuallyHidden} type="file" accept="image/*" disabled={!open} onChange={choose} />
      {t`Choose an image of the QR code`}
    </label>
  );
}

function ScanAgain({ actor }: { actor: QrScanActor }) {
  const { t } = useLingui();
  return (
    <button type="button" className={ui.button.primary} onClick={() => actor.send({ type: 'scan.again' })}>
      {t`Scan another code`}
    </button>
  );
}

function ScannerBody({ actor }: { actor: QrScanActor }) {
  const { t } = useLingui();
  const step = useSelector(actor, scannerStepSelector);
  const notice = useSelector(actor, scanNoticeSelector);
  const code = useSelector(actor, scannedCodeSelector) ?? '';
  const refusal = useRefusalText(useSelector(actor, refusalReasonSelector));
  const errorCode = useSelector(actor, scanErrorCodeSelector) ?? '';
  const notices = {
    notAPromotionCode: t`This QR code is not a promotion code.`,
    noCodeInImage: t`No promotion QR code was found in this image.`,
    unreadableImage: t`This file could not be read as an image.`,
  };
  if (step === 'added')
    return (
      <>
        <p role="status" className={ui.alert.info} data-testid="scan-result">
          <Trans>Promotion added! You will find it in your promotions.</Trans>
        </p>
        <ScanAgain actor={actor} />
      </>
    );
  if (step === 'refused' || step === 'failed')
    return (
      <>
        <p role="alert" className={ui.alert.error} data-testid="scan-result">
          {step === 'refused' ? refusal : t`The code could not be checked (error ${errorCode}). Please try again.`}
        </p>
        <ScanAgain actor={actor} />
      </>
    );
  return (
    <>
      {step === 'scanning' ? <CameraPreview /> : null}
      <p role="status" className={styles.status}>
        {step === 'startingCamera'
          ? t`Starting the camera…`
          : step === 'scanning'
            ? t`Point the camera at a promotion QR code.`
            : step === 'noCamera'
              ? t`No camera can be used here. Choose a photo of the QR code instead.`
              : step === 'readingFile'
                ? t`Reading the image…`
                : step === 'checking'
                  ? t`Checking the code ${code}…`
                  : t`Choose a photo of the promotion QR code.`}
      </p>
      {notice ? <p className={ui.alert.info}>{notices[notice]}</p> : null}
      {step === 'checking' ? null : <ImageFileInput actor={actor} />}
    </>
  );
}

/** The header's QR scanner (SPEC §2 Header QR scanner): camera, or an image file where there is none. */
export default function QrScannerDialog({ actor }: { actor: QrScanActor }) {
  const { t } = useLingui();
  const step = useSelector(actor, scannerStepSelector);
  const busy = useSelector(actor, isScanBusySelector);
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : actor.send({ type: 'scanner.close' }))}>
      <Dialog.Portal>
        <Dialog.Overlay className={ui.overlay} />
        <Dialog.Content className={ui.dialog} aria-describedby={undefined} aria-busy={busy} data-step={step}>
          <Dialog.Title>
            <Trans>Scan a promotion QR code</Trans>
          </Dialog.Title>
          <ScannerBody actor={actor} />
          <div className={ui.dialogActions}>
            <Dialog.Close className={ui.button.ghost}>{t`Close`}</Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
