/** The largest side, in pixels, a picture is scaled down to before jsQR looks for a code in it. */
const MAX_DECODE_SIDE = 1024;

/** The QR text in a picture (an image file or a video frame), read by jsQR from a canvas; null when none. */
export async function readQrFromPicture(picture: CanvasImageSource & { width?: number; height?: number }, width: number, height: number): Promise<string | null> {
  if (width === 0 || height === 0) return null;
  const scale = Math.min(1, MAX_DECODE_SIDE / Math.max(width, height));
  const w = Math.max(1, Math.round(width * scale));
  const h = Math.max(1, Math.round(height * scale));
  const canvas = document.createElement('canvas');
  canvas.width = w;
  canvas.height = h;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) return null;
  context.drawImage(picture, 0, 0, w, h);
  const { data } = context.getImageData(0, 0, w, h);
  const { default: jsQR } = await import('jsqr');
  return jsQR(data, w, h)?.data ?? null;
}

/** The QR text of an image file; it throws when the file is not an image. */
export async function decodeImageFile(file: Blob): Promise<{ text: string | null }> {
  const bitmap = await createImageBitmap(file);
  try {
    return { text: await readQrFromPicture(bitmap, bitmap.width, bitmap.height) };
  } finally {
    bitmap.close();
  }
}
