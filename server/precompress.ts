import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Files worth compressing: text formats; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|po)$/;
/** Below this size the encoded copy saves less than its headers cost. */
const MIN_BYTES = 1024;

/**
 * Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip, level 9) beside every compressible
 * file under `dir`, for @fastify/static's `preCompressed` to serve; a copy that would not be smaller is skipped.
 * `skip` names folders of `dir` that are never served (the server's renderer of first screens).
 * @returns the files written, relative to `dir`
 */
export function precompressDirectory(dir: string, skip: readonly string[] = []): string[] {
  const written: string[] = [];
  const visit = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) {
        if (!(folder === dir && skip.includes(entry.name))) visit(file);
        continue;
      }
      if (!COMPRESSIBLE.test(entry.name) || statSync(file).size < MIN_BYTES) continue;
      const source = readFileSync(file);
      const encoded = [
        ['.br', brotliCompressSync(source, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length } })],
        ['.gz', gzipSync(source, { level: 9 })],
      ] as const;
      for (const [extension, bytes] of encoded) {
        if (bytes.length >= source.length) continue;
        writeFileSync(file + extension, bytes);
        written.push(path.relative(dir, file + extension));
      }
    }
  };
  visit(dir);
  return written;
}
