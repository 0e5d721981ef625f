import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');

/**
 * `npm start`'s command from package.json as [executable, ...arguments], with this Node as the executable, so the
 * server tests start the server the way an operator or a process manager does.
 */
export function startCommand(): { root: string; executable: string; args: string[] } {
  const { scripts } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8')) as { scripts: { start: string } };
  const [program, ...args] = scripts.start.trim().split(/\s+/);
  if (program !== 'node') throw new Error(`npm start runs ${program}, not node: the server tests start it as node`);
  return { root, executable: process.execPath, args };
}

/** `npm start`'s runner (node and its flags) with another script in place of server/start.ts. */
export function startRunnerFor(script: string): string[] {
  const { args } = startCommand();
  const at = args.indexOf('server/start.ts');
  if (at < 0) throw new Error('npm start does not run server/start.ts');
  return [...args.slice(0, at), script, ...args.slice(at + 1)];
}
