import type { QrScanEvent } from '../../../../machines/loyalty-qr-scan/machine';
import { cameraPreview } from './camera-preview';
import { readQrFromPicture } from './read-qr';

/** How often a video frame is looked at for a QR code. */
const SCAN_INTERVAL_MS = 250;

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(source: CanvasImageSource): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

/** BarcodeDetector's name of the QR format. */
const QR_FORMAT = 'qr_code';

/** The platform's BarcodeDetector where it reads QR codes, else jsQR on each frame. */
async function frameReader(video: HTMLVideoElement): Promise<() => Promise<string | null>> {
  const Detector = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  const formats = Detector ? await Detector.getSupportedFormats().catch(() => []) : [];
  if (Detector && formats.includes(QR_FORMAT)) {
    const detector = new Detector({ formats: [QR_FORMAT] });
    return async () => (await detector.detect(video))[0]?.rawValue ?? null;
  }
  return () => readQrFromPicture(video, video.videoWidth, video.videoHeight);
}

/**
 * Starts the back camera, shows its preview and reports each new QR text it sees; answers the
 * function that stops it. Throws when there is no camera or the customer refuses it.
 */
export async function startCamera(send: (event: QrScanEvent) => void): Promise<() => void> {
  if (!navigator.mediaDevices?.getUserMedia) throw new Error('NotFoundError');
  const stream = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' }, audio: false });
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    stopped = true;
    clearTimeout(timer);
    stream.getTracks().forEach((track) => track.stop());
    cameraPreview.set(null);
  };
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.playsInline = true;
    video.srcObject = stream;
    await video.play();
    const read = await frameReader(video);
    cameraPreview.set(video);
    send({ type: 'camera.ready' });
    let last: string | null = null;
    const tick = async () => {
      const text = await read().catch(() => null);
      if (stopped) return;
      // the same code stays in view for many frames: report it once
      if (text && text !== last) send({ type: 'code.detected', text });
      last = text ?? last;
      timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    };
    timer = setTimeout(() => void tick(), SCAN_INTERVAL_MS);
    return stop;
  } catch (error) {
    stop();
    throw error;
  }
}
