import { spawn, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { keepAliveLoad, startProcess } from '../tests/support/keep-alive-load';
import { startCommand } from '../tests/support/start-command';
import { openDatabase, type Database } from './db/database';

const { root, executable, args: startArgs } = startCommand();
const serverUrl = process.env.TEST_DATABASE_URL;

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** WORKERS=N npm start: N processes through node:cluster on one PostgreSQL. */
describe('several server processes', () => {
  it('should refuse WORKERS above 1 on the embedded database, in a sentence', () => {
    const result = spawnSync(executable, startArgs, {
      cwd: root,
      env: { PATH: process.env.PATH, WORKERS: '2', SKIP_BUILD: '1', PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('WORKERS > 1 needs DATABASE_URL');
    expect(result.stderr).not.toMatch(/\n\s+at /);
  });

  describe.skipIf(!serverUrl)('on PostgreSQL', () => {
    const name = `ordering_workers_${randomUUID().replaceAll('-', '')}`;
    let admin: Database;
    beforeAll(async () => {
      admin = await openDatabase({ databaseUrl: serverUrl });
      await admin.exec(`create database ${name}`);
    });
    afterAll(async () => {
      await admin.exec(`drop database if exists ${name} with (force)`);
      await admin.close();
    });

    it('should start three workers together on a new database, answer from them and stop them all on SIGTERM', async () => {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const port = await freePort();
      const primary = spawn(executable, startArgs, {
        cwd: root,
        env: { PATH: process.env.PATH, WORKERS: '3', SKIP_BUILD: '1', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: url.toString() },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      primary.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      primary.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
      const exited = new Promise<number | null>((resolve) => primary.once('exit', resolve));
      try {
        await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toContain('Ready on');
        expect(output).toContain('3 processes');
        // each worker prints its own line, which may come after the primary's
        await expect.poll(() => output.match(/Worker \d+ listening/g)?.length ?? 0, { timeout: 10_000 }).toBe(3);
        // the startup lock: one worker migrated and seeded, the others found nothing left to do
        expect(output.match(/demo data seeded/g)).toHaveLength(1);
        expect(output.match(/ 0 migration\(s\) applied\)/g)).toHaveLength(2);
        const answer = await fetch(`http://127.0.0.1:${port}/api/delivery/get-all-store`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ brand_id: 1 }),
        });
        expect(answer.status).toBe(200);
        expect(((await answer.json()) as { data: { store: unknown[] } }).data.store.length).toBeGreaterThan(0);
      } finally {
        primary.kill('SIGTERM');
      }
      expect(await exited).toBe(0);
      // a backend leaves pg_stat_activity a moment after its client hangs up; a worker that outlived the primary would hold its connections for good
      const openConnections = async () =>
        (await admin.query<{ connections: number }>('select count(*)::int as connections from pg_stat_activity where datname = $1', [name]))[0].connections;
      await expect.poll(openConnections, { timeout: 10_000, interval: 200 }).toBe(0);
    }, 120_000);

    /** Three workers on the database the test above seeded, started and listening. */
    async function threeWorkers() {
      const url = new URL(serverUrl!);
      url.pathname = `/${name}`;
      const port = await freePort();
      const primary = startProcess(executable, startArgs, root, {
        PATH: process.env.PATH,
        WORKERS: '3',
        SKIP_BUILD: '1',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATABASE_URL: url.toString(),
      });
      await expect.poll(primary.output, { timeout: 90_000, interval: 250 }).toContain('Ready on');
      await expect.poll(() => primary.output().match(/Worker \d+ listening/g)?.length ?? 0, { timeout: 10_000 }).toBe(3);
      return { primary, port };
    }

    // three processes beside a full test run on 2 cores sometimes take the held requests too late for the stop to
    // begin while all are held (keepAliveLoad throws); a fresh start is then a fair second try
    it('should answer the requests in flight, close idle keep-alive connections and stop every worker within 10 s', { timeout: 120_000, retry: 2 }, async () => {
      const { primary, port } = await threeWorkers();
      try {
        const load = await keepAliveLoad(port, { idle: 3, held: 3, holdMs: 7_500 });
        const signalled = performance.now();
        primary.child.kill('SIGTERM');
        expect((await load.answers).map((answer) => answer.status)).toEqual([200, 200, 200]);
        const { code, at } = await primary.exited;
        expect(code).toBe(0);
        expect(at - signalled).toBeLessThan(10_000);
        expect(load.idleSockets()).toBe(0);
        load.destroy();
      } finally {
        primary.child.kill('SIGKILL');
      }
    });

    it('should stop the other workers and exit non-zero when a worker is killed', async () => {
      const { primary } = await threeWorkers();
      try {
        const [victim] = primary.output().match(/Worker (\d+) listening/)!.slice(1).map(Number);
        process.kill(victim, 'SIGKILL');
        const { code } = await primary.exited;
        // a process manager that restarts on failure restarts the service
        expect(code).toBe(1);
        expect(primary.output()).toContain(`Worker ${victim} exited with SIGKILL; stopping.`);
      } finally {
        primary.child.kill('SIGKILL');
      }
    }, 120_000);
  });
});
