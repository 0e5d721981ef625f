/**
 * Draws the app's home-screen icons into public/icons (run with `npx tsx scripts/make-app-icons.ts`; the PNGs are
 * committed): a white bowl with steam on the brand red. The maskable ones keep the drawing inside the central 80 %
 * circle that every launcher's mask leaves visible. PNG is written with node:zlib alone.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';
import { MANIFEST_THEME_COLOR } from '../server/web-manifest';

const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
const RED = rgb(MANIFEST_THEME_COLOR);
const WHITE = [255, 255, 255];

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k += 1) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
const crc32 = (bytes: Buffer) => {
  let c = 0xffffffff;
  for (const byte of bytes) c = crcTable[(c ^ byte) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
};
const chunk = (type: string, data: Buffer) => {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
};

/** Whether the drawing covers (x, y), in units of the drawing's own box (0..1 each way). */
function inBowl(x: number, y: number): boolean {
  // the bowl: the lower half of a disc, with a rim
  const bowl = y >= 0.55 && y <= 0.9 && (x - 0.5) ** 2 + (y - 0.55) ** 2 <= 0.4 ** 2;
  const rim = y >= 0.5 && y < 0.56 && x >= 0.08 && x <= 0.92;
  // three wisps of steam
  const steam = [0.32, 0.5, 0.68].some((cx) => y >= 0.12 && y <= 0.42 && Math.abs(x - (cx + 0.04 * Math.sin(y * 18))) <= 0.028);
  return bowl || rim || steam;
}

function icon(size: number, drawingShare: number): Buffer {
  const rows: Buffer[] = [];
  const margin = (1 - drawingShare) / 2;
  for (let py = 0; py < size; py += 1) {
    const row = Buffer.alloc(1 + size * 4);
    for (let px = 0; px < size; px += 1) {
      // 4x4 samples per pixel: smooth edges
      let covered = 0;
      for (let sy = 0; sy < 4; sy += 1)
        for (let sx = 0; sx < 4; sx += 1) {
          const x = ((px + (sx + 0.5) / 4) / size - margin) / drawingShare;
          const y = ((py + (sy + 0.5) / 4) / size - margin) / drawingShare;
          if (x >= 0 && x <= 1 && y >= 0 && y <= 1 && inBowl(x, y)) covered += 1;
        }
      const share = covered / 16;
      for (let i = 0; i < 3; i += 1) row[1 + px * 4 + i] = Math.round(RED[i]! * (1 - share) + WHITE[i]! * share);
      row[1 + px * 4 + 3] = 255;
    }
    rows.push(row);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 6, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows), { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

for (const size of [192, 512]) {
  writeFileSync(`public/icons/icon-${size}.png`, icon(size, 0.72));
  // the maskable safe zone is the central circle of 80 % diameter: the drawing's box fits inside it
  writeFileSync(`public/icons/maskable-${size}.png`, icon(size, 0.52));
}
