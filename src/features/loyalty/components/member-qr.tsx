import qrcode from 'qrcode-generator';
import { useMemo } from 'react';

/* eslint-disable lingui/no-unlocalized-strings -- an error-correction level and a MIME prefix, not UI text */
/** The member QR's error correction (SPEC §2 Membership: level H). */
const ERROR_LEVEL = 'H';
const SVG_DATA_URL = 'data:image/svg+xml;charset=utf-8,';
/* eslint-enable lingui/no-unlocalized-strings */

/** The member QR's size in CSS pixels (SPEC §2 Membership). */
export const MEMBER_QR_SIZE = 175;

/** The member code (`cus` + id) as an SVG QR code, with a spoken name. */
export function MemberQr({ value, label }: { value: string; label: string }) {
  const src = useMemo(() => {
    const code = qrcode(0, ERROR_LEVEL);
    code.addData(value);
    code.make();
    return `${SVG_DATA_URL}${encodeURIComponent(code.createSvgTag({ cellSize: 4, margin: 0, scalable: true }))}`;
  }, [value]);
  return <img src={src} alt={label} width={MEMBER_QR_SIZE} height={MEMBER_QR_SIZE} data-testid="member-qr" data-value={value} />;
}
