import { useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { lazy, Suspense, useState } from 'react';
import { qrScanMachine } from '../../../../machines/loyalty-qr-scan/machine';
import { canOpenScannerSelector, isScannerOpenSelector } from '../../../../machines/loyalty-qr-scan/selectors';
import { isMemberSelector } from '../../../../machines/session/selectors';
import { inspection } from '../../../lib/inspection';
import { logActorFailure } from '../../../lib/logger';
import { visuallyHidden } from '../../../styles/utilities.css';
import * as styles from '../components/qr-scanner.css';
import { qrScanImplementations } from '../scanner/actors';
import { SessionContext } from '../../../app/session/context';
import { useSettings } from '../../../app/settings/provider';

const QrScannerDialog = lazy(() => import('../components/qr-scanner-dialog'));

function QrIcon() {
  return (
    <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
      <path d="M3 8V3h5M16 3h5v5M21 16v5h-5M8 21H3v-5" strokeLinecap="round" strokeLinejoin="round" />
      <rect x="7" y="7" width="4" height="4" />
      <rect x="13" y="13" width="4" height="4" />
      <path d="M13 7h4v3M7 13v4h3" />
    </svg>
  );
}

function QrScanner() {
  const { t } = useLingui();
  const session = SessionContext.useActorRef();
  const [logic] = useState(() => qrScanMachine.provide({ actors: qrScanImplementations, actions: { logActorFailure } }));
  const actor = useActorRef(logic, { input: { session }, ...inspection() });
  const open = useSelector(actor, isScannerOpenSelector);
  // drawn for the kept session being refreshed at start (isMemberSelector); the machine opens once it is in hand
  const canOpen = useSelector(actor, canOpenScannerSelector);
  return (
    <>
      <button type="button" className={styles.scannerButton} aria-haspopup="dialog" disabled={!open && !canOpen} onClick={() => actor.send({ type: 'scanner.open' })}>
        <QrIcon />
        <span className={visuallyHidden}>{t`Scan a QR code`}</span>
      </button>
      {open ? (
        <Suspense fallback={null}>
          <QrScannerDialog actor={actor} />
        </Suspense>
      ) : null}
    </>
  );
}

/** The header's QR scanner button: a member and useQrcode on (SPEC §2 Header); its own chunk, the dialog another. */
export default function QrScannerButton() {
  const { useQrcode } = useSettings();
  const member = SessionContext.useSelector(isMemberSelector);
  return useQrcode && member ? <QrScanner /> : null;
}
