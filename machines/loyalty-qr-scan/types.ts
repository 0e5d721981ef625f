import type { operations } from '../../openapi/schema';
import type { SessionActor } from '../session/watch';
import type { Json } from '../shared/api-error';

/** scan-event-qrcode's answer, as the contract types it. */
export type ScanAnswer = Json<operations['scanEventQrcode']['responses'][200]>;

export interface QrScanContext {
  /** The event code being checked (without the pmt prefix). */
  code: string | null;
  /** Why the server refused the code (scan-event-qrcode's reason). */
  reason: string | null;
  /** The error code of a failed call (shown as is, SPEC §7). */
  errorCode: string | null;
  /** What the scanner tells the customer while it keeps looking. */
  notice: 'notAPromotionCode' | 'noCodeInImage' | 'unreadableImage' | null;
  /** Whether this device's camera started; false once it could not. */
  cameraWorks: boolean;
  /** Whether the session is in hand (logged in), which the check of a code needs. */
  loggedIn: boolean;
  /** The session actor watched for it (input). */
  session: SessionActor | null;
}

export interface QrScanInput {
  /** The app's session actor, watched for being logged in; null reports nothing (the graph paths send session.change). */
  session: SessionActor | null;
}

export type QrScanEvent =
  | { type: 'session.change'; loggedIn: boolean }
  | { type: 'scanner.open' }
  | { type: 'scanner.close' }
  | { type: 'camera.ready' }
  | { type: 'camera.unavailable' }
  | { type: 'code.detected'; text: string }
  | { type: 'file.open' }
  | { type: 'file.selected'; file: Blob }
  | { type: 'scan.again' };
