import { fromCallback, fromPromise, type EventObject } from 'xstate';
import { isLoggedInSelector } from '../session/selectors';
import { watchSessionActor } from '../session/watch';
import { notImplemented } from '../shared/not-implemented';
import type { ScanAnswer, QrScanEvent } from './types';

/**
 * The camera while the scanner looks: the app's callback starts it, sends camera.ready (or
 * camera.unavailable) and code.detected, and stops it in its cleanup, when the state is left.
 */
export const qrScanActors = {
  camera: fromCallback<EventObject>(notImplemented('camera')),
  /** Reads the QR text of an image file; null when it holds none. */
  decodeImage: fromPromise<{ text: string | null }, { file: Blob }>(notImplemented('decodeImage')),
  /** POST v2/promotion/scan-event-qrcode/ with the scanned text. */
  submitCode: fromPromise<ScanAnswer, { code: string }>(notImplemented('submitCode')),
  /** Reports whether the session actor is logged in (`session.change`) now and whenever it changes. */
  watchSession: watchSessionActor<QrScanEvent>((snapshot) => ({
    type: 'session.change',
    loggedIn: isLoggedInSelector(snapshot),
  })),
};
