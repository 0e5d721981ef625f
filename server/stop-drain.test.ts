import { mkdtempSync, rmSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { openDatabase } from './db/database';
import { freePort, keepAliveLoad, startProcess } from '../tests/support/keep-alive-load';
import { startCommand } from '../tests/support/start-command';

const { root, executable, args } = startCommand();
/** What SIGTERM may take, as an orchestrator allows before SIGKILL. */
const STOP_WITHIN_MS = 10_000;

/** A data directory holding the migrated and seeded template database (a fresh one takes a minute to seed). */
async function seededDataDir(): Promise<string> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'ordering-stop-'));
  const template = inject('pgliteTemplate');
  if (template) await (await openDatabase({ dataDir, loadDataDir: new Blob([await readFile(template)]) })).close();
  return dataDir;
}

/**
 * `npm start` stopped by SIGTERM while browsers hold keep-alive connections: idle ones, and ones with a request in
 * flight. The requests are answered, every connection closes, and the process exits 0 within 10 s (a connection
 * answered during the stop used to stay open for the 72 s keep-alive timeout).
 */
describe('SIGTERM with keep-alive connections, one process', () => {
  it('should answer the requests in flight, close the idle connections and exit 0 within 10 s', async () => {
    const dataDir = await seededDataDir();
    const port = await freePort();
    const server = startProcess(executable, args, root, { PATH: process.env.PATH, SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
    try {
      await expect.poll(server.output, { timeout: 90_000, interval: 250 }).toContain('Ready on');
      const load = await keepAliveLoad(port, { idle: 3, held: 3, holdMs: 6_000 });
      expect(load.idleSockets()).toBe(3);
      const signalled = performance.now();
      server.child.kill('SIGTERM');
      const answers = await load.answers;
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const { code, at } = await server.exited;
      expect(code).toBe(0);
      expect(at - signalled).toBeLessThan(STOP_WITHIN_MS);
      // the server closed the idle ones: the agent holds none open
      expect(load.idleSockets()).toBe(0);
      load.destroy();
    } finally {
      server.child.kill('SIGKILL');
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
