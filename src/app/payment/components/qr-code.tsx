import qrcode from 'qrcode-generator';
import { useMemo } from 'react';
import { isQrImage } from '../wallet-app';

/* eslint-disable lingui/no-unlocalized-strings -- an error-correction level and a MIME prefix, not UI text */
/** Error correction of the payment QR code. */
const ERROR_LEVEL = 'M';
const SVG_DATA_URL = 'data:image/svg+xml;charset=utf-8,';
/* eslint-enable lingui/no-unlocalized-strings */

/** The gateway's QR image, or an SVG QR code of `value` (its own chunk: only the QR modal loads the generator). */
export default function QrCode({ value, label }: { value: string; label: string }) {
  const src = useMemo(() => {
    if (isQrImage(value)) return value;
    const code = qrcode(0, ERROR_LEVEL);
    code.addData(value);
    code.make();
    return `${SVG_DATA_URL}${encodeURIComponent(code.createSvgTag({ cellSize: 4, margin: 2, scalable: true }))}`;
  }, [value]);
  return <img src={src} alt={label} width={220} height={220} />;
}
