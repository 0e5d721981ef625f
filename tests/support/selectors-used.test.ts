import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : [file];
  });
}

const appSources = filesUnder(path.join(root, 'src'))
  .filter((file) => /\.(ts|tsx)$/.test(file) && !/\.test\.tsx?$/.test(file))
  .map((file) => readFileSync(file, 'utf8'));
const selectorFiles = filesUnder(path.join(root, 'machines')).filter((file) => file.endsWith(`${path.sep}selectors.ts`));

describe('machine selectors', () => {
  it.each(selectorFiles.map((file) => [path.relative(root, file), file] as const))('should all be used by the app: %s', (_, file) => {
    const names = [...readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!);
    const unused = names.filter((name) => !appSources.some((source) => new RegExp(`\\b${name}\\b`).test(source)));
    expect(unused, 'remove a selector the app does not use, or use it where a view reads state.context inline').toEqual([]);
  });
});
