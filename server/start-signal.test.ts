import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { startCommand, startRunnerFor } from '../tests/support/start-command';

/**
 * `npm start` runs the server in one process (node --import tsx), which receives the operator's SIGTERM itself. tsx's
 * command line relays the signal to a child and kills it outright when it has not answered within 30 ms: a busy
 * server then exited 143 without closing its connections (seen in CI's workers.test under load).
 */
describe('npm start and SIGTERM', () => {
  it('should let a server whose event loop is busy stop by its own SIGTERM handler, exit 0', async () => {
    const { root, executable } = startCommand();
    const server = spawn(executable, startRunnerFor('tests/support/busy-on-sigterm.ts'), { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => server.once('exit', resolve));
    await expect.poll(() => output, { timeout: 20_000, interval: 50 }).toContain('ready');
    // well inside a busy slice
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(output).toContain('stopped on SIGTERM');
  }, 30_000);
});
