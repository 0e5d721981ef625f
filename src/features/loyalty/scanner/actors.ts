import { fromCallback, fromPromise, type EventObject } from 'xstate';
import type { ScanAnswer } from '../../../../machines/loyalty-qr-scan/machine';
import { api } from '../../../lib/api-client';

/**
 * The scanner's effects. The camera and the QR decoder are imported when first used, so neither
 * is fetched before the scanner opens.
 */
export const qrScanImplementations = {
  camera: fromCallback<EventObject>(({ sendBack }) => {
    let stop: (() => void) | null = null;
    let left = false;
    import('./camera')
      .then(({ startCamera }) => startCamera(sendBack))
      .then((stopCamera) => (left ? stopCamera() : (stop = stopCamera)))
      .catch(() => {
        if (!left) sendBack({ type: 'camera.unavailable' });
      });
    return () => {
      left = true;
      stop?.();
    };
  }),
  decodeImage: fromPromise<{ text: string | null }, { file: Blob }>(async ({ input }) => (await import('./read-qr')).decodeImageFile(input.file)),
  submitCode: fromPromise<ScanAnswer, { code: string }>(
    async ({ input, signal }) => (await api.POST('/v2/promotion/scan-event-qrcode/', { body: { code: input.code }, signal })).data!,
  ),
};
