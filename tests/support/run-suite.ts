/**
 * npm test: every check, ordered for a 2-core machine. tsc and ESLint are single-threaded, so they run beside each
 * other and beside the SPA build that Playwright serves (E2E_PREBUILT=1: its webServer does not build again); vitest
 * then has both cores; the PostgreSQL run (mostly waiting on the database server, one worker) goes beside
 * Playwright, whose browsers wait on pages and timers. A stage fails the run when any of its commands fails; the
 * remaining stages are not started. Each stage's wall time and the CPU time (user + sys) of its commands are printed
 * at the end.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

interface Command {
  name: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  /** Output kept until the command ends, so that commands run side by side do not interleave their lines. */
  buffered?: boolean;
}

const npm = (script: string, env?: NodeJS.ProcessEnv, buffered = false): Command => ({
  name: script,
  args: ['npm', 'run', '--silent', script],
  env,
  buffered,
});

const stages: Command[][] = [
  [npm('typecheck', undefined, true), npm('lint', undefined, true), npm('build', undefined, true)],
  [npm('test:unit')],
  [npm('test:pg', { TEST_PG_WORKERS: '1' }, true), npm('test:e2e', { E2E_PREBUILT: '1' })],
];

/** CPU seconds (user + sys) of this process's children that have ended (Linux; 0 elsewhere). */
function childrenCpuSeconds(): number {
  try {
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    // fields after the command name start at the 3rd field: cutime and cstime are the 16th and 17th
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return 0;
  }
}

function run(command: Command): Promise<{ command: Command; code: number; seconds: number }> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command.args[0]!, command.args.slice(1), {
      env: { ...process.env, ...command.env },
      stdio: command.buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = (performance.now() - started) / 1000;
      if (command.buffered) {
        process.stdout.write(`\n── ${command.name} (${seconds.toFixed(0)} s) ──\n`);
        process.stdout.write(Buffer.concat(output));
      }
      resolve({ command, code: code ?? (signal ? 1 : 0), seconds });
    });
  });
}

const summary: string[] = [];
const suiteStarted = performance.now();
let failed: string[] = [];
for (const stage of stages) {
  const started = performance.now();
  const cpuBefore = childrenCpuSeconds();
  const results = await Promise.all(stage.map(run));
  const wall = (performance.now() - started) / 1000;
  const cpu = childrenCpuSeconds() - cpuBefore;
  const names = results.map(({ command, seconds }) => `${command.name} ${seconds.toFixed(0)} s`).join(', ');
  summary.push(`${wall.toFixed(0).padStart(5)} s wall, ${cpu.toFixed(0).padStart(5)} s CPU  ${names}`);
  failed = results.filter(({ code }) => code !== 0).map(({ command, code }) => `${command.name} (exit ${code})`);
  if (failed.length > 0) break;
}
summary.push(`${((performance.now() - suiteStarted) / 1000).toFixed(0).padStart(5)} s wall in all`);
process.stdout.write(`\nnpm test stages:\n${summary.map((line) => `  ${line}`).join('\n')}\n`);
if (failed.length > 0) {
  process.stderr.write(`npm test failed: ${failed.join(', ')}\n`);
  process.exit(1);
}
