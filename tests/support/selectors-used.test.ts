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
/** Each machine folder's `selectors.ts`. */
const selectorFiles = filesUnder(path.join(root, 'machines')).filter((file) => path.basename(file) === 'selectors.ts');
/** Machines read each other through selectors too (the ordering system reads the session and the cart). */
const machineSourcesOutside = (selectorFile: string) =>
  filesUnder(path.join(root, 'machines'))
    .filter((file) => /\.ts$/.test(file) && !/\.test\.ts$/.test(file) && !/test-support|fixtures/.test(file) && path.dirname(file) !== path.dirname(selectorFile))
    .map((file) => readFileSync(file, 'utf8'));

describe('machine selectors', () => {
  it.each(selectorFiles.map((file) => [path.relative(root, file), file] as const))('should all be used by the app or another machine: %s', (_, file) => {
    const names = [...readFileSync(file, 'utf8').matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]!);
    const readers = [...appSources, ...machineSourcesOutside(file)];
    const unused = names.filter((name) => !readers.some((source) => new RegExp(`\\b${name}\\b`).test(source)));
    expect(unused, 'remove a selector the app does not use, or use it where a view reads state.context inline').toEqual([]);
  });
});
