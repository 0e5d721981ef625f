import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

describe('openapi/schema.d.ts', () => {
  it('should match what openapi-typescript generates from openapi/ordering.yaml (run npm run generate:api)', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'schema-'));
    try {
      const fresh = path.join(dir, 'schema.d.ts');
      execFileSync(process.execPath, ['node_modules/openapi-typescript/bin/cli.js', 'openapi/ordering.yaml', '-o', fresh], { stdio: 'pipe' });
      expect(readFileSync('openapi/schema.d.ts', 'utf8') === readFileSync(fresh, 'utf8')).toBe(true);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);
});
