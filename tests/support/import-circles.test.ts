import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The folders whose files may not import each other in a loop (server/ is checked by its own layers). */
const CHECKED = ['src', 'domain', 'machines'];

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = path.join(dir, name);
    return statSync(file).isDirectory() ? filesUnder(file) : /\.tsx?$/.test(name) ? [file] : [];
  });
}

const CANDIDATES = ['', '.ts', '.tsx', '.d.ts', '/index.ts', '/index.tsx'];

/** The files a source names by relative path: imports, re-exports, `import()` and `typeof import()`, type-only ones too. */
export function importsOf(file: string, source: string, exists: (file: string) => boolean): string[] {
  const { importedFiles } = ts.preProcessFile(source, true, true);
  const specifiers = new Set(importedFiles.map((imported) => imported.fileName));
  for (const match of source.matchAll(/\bimport\(\s*'([^']+)'\s*\)/g)) specifiers.add(match[1]!);
  return [...specifiers]
    .filter((specifier) => specifier.startsWith('.'))
    .flatMap((specifier) => {
      const base = path.resolve(path.dirname(file), specifier);
      const found = CANDIDATES.map((suffix) => base + suffix).find(exists);
      return found ? [found] : [];
    });
}

/** Every group of files that import each other in a loop (strongly connected components of more than one file, or a file importing itself). */
export function circlesOf(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const circles: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const members: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      members.push(member);
    } while (member !== node);
    if (members.length > 1 || (graph.get(node) ?? []).includes(node)) circles.push(members.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return circles;
}

describe('import circles', () => {
  it(`should find no files that import each other in a loop under ${CHECKED.join('/, ')}/`, () => {
    const files = CHECKED.flatMap((folder) => filesUnder(path.join(root, folder)));
    const isFile = (file: string) => existsSync(file) && statSync(file).isFile();
    const graph = new Map(files.map((file) => [file, importsOf(file, readFileSync(file, 'utf8'), isFile)]));
    const circles = circlesOf(graph).map((circle) => circle.map((file) => path.relative(root, file)));
    expect(circles).toEqual([]);
  });

  it('should find a loop through a dynamic import and a type-only import, and nothing in a chain', () => {
    const a = path.join(root, 'src/a.ts');
    const exists = (file: string) => ['src/a.ts', 'src/b.tsx', 'src/c/index.ts'].includes(path.relative(root, file));
    expect(importsOf(a, "import type { B } from './b';\nconst c = () => import('./c');\nimport x from 'react';\n", exists)).toEqual([
      path.join(root, 'src/b.tsx'),
      path.join(root, 'src/c/index.ts'),
    ]);
    expect(circlesOf(new Map([['a', ['b']], ['b', ['c']], ['c', ['a']], ['d', ['a']]]))).toEqual([['a', 'b', 'c']]);
    expect(circlesOf(new Map([['a', ['b']], ['b', ['c']], ['c', []]]))).toEqual([]);
    expect(circlesOf(new Map([['a', ['a']]]))).toEqual([['a']]);
  });
});
