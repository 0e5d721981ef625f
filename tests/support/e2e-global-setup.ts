import { readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const STALE_AFTER_MS = 60 * 60 * 1000;

/** Removes e2e databases of earlier runs (older than an hour) so /tmp does not fill up. */
export default function removeStaleE2eData(): void {
  const current = process.env.E2E_DATA_DIR;
  const tmp = os.tmpdir();
  for (const name of readdirSync(tmp)) {
    const dir = path.join(tmp, name);
    if (!name.startsWith('ordering-e2e-') || dir === current) continue;
    try {
      if (Date.now() - statSync(dir).mtimeMs > STALE_AFTER_MS) rmSync(dir, { recursive: true, force: true });
    } catch {
      // another run may be removing it at the same time
    }
  }
}
