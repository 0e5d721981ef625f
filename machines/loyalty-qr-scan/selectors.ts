import type { SnapshotFrom } from 'xstate';
import type { qrScanMachine } from './machine';

type Snapshot = SnapshotFrom<typeof qrScanMachine>;

/** What the scanner shows, one step of its flow at a time. */
export type ScannerStep = 'closed' | 'startingCamera' | 'scanning' | 'noCamera' | 'choosingFile' | 'readingFile' | 'checking' | 'added' | 'refused' | 'failed';

export const isScannerOpenSelector = (s: Snapshot) => !s.matches('closed');
/** Whether the header's button opens the scanner now (a session in hand). */
export const canOpenScannerSelector = (s: Snapshot) => s.can({ type: 'scanner.open' });

export const scannerStepSelector = (s: Snapshot): ScannerStep => {
  if (s.matches({ camera: 'starting' })) return 'startingCamera';
  if (s.matches({ camera: 'scanning' })) return 'scanning';
  if (s.matches('cameraUnavailable')) return 'noCamera';
  if (s.matches('fileFallback')) return 'choosingFile';
  if (s.matches('decodingFile')) return 'readingFile';
  if (s.matches('checking')) return 'checking';
  if (s.matches('added')) return 'added';
  if (s.matches('refused')) return 'refused';
  if (s.matches('failed')) return 'failed';
  return 'closed';
};

/** What the scanner tells the customer while it keeps looking (a member code, an image without a code). */
export const scanNoticeSelector = (s: Snapshot) => s.context.notice;

/** The event code being checked or last checked, without its pmt prefix. */
export const scannedCodeSelector = (s: Snapshot) => s.context.code;

/** Why the server refused the code (scan-event-qrcode's reason). */
export const refusalReasonSelector = (s: Snapshot) => s.context.reason;

/** The error code of a check that failed. */
export const scanErrorCodeSelector = (s: Snapshot) => s.context.errorCode;

export const isScanBusySelector = (s: Snapshot) => s.hasTag('busy');
