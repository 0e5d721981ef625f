/**
 * The import graph of a folder's own TypeScript files, read with TypeScript's own scanner (type-only imports,
 * re-exports and `import()` included; strings and comments are not imports), and the circles in it.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** File (relative to `root`) → the files of the graph it imports. */
export type ImportGraph = Map<string, string[]>;

const SKIPPED = new Set(['node_modules', 'dist', '.data']);

/** The `.ts` files under `folder` (relative to `root`), tests left out: a test imports what it tests, never back. */
export function sourceFilesUnder(root: string, folder: string): string[] {
  const at = path.join(root, folder);
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : sourceFilesUnder(root, relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') && !entry.name.endsWith('.test.ts') ? [relative] : [];
  });
}

/** The module specifiers `source` imports or re-exports, `import type` and `import()` included. */
export function importedSpecifiers(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The file a relative specifier of `from` names, as the bundler resolves it, or null (a package, or no such file). */
function resolveRelative(root: string, from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = path.join(path.dirname(from), specifier);
  const candidates = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), base.replace(/\.js$/, '.ts')];
  return candidates.find((candidate) => candidate.endsWith('.ts') && existsSync(path.join(root, candidate))) ?? null;
}

/** The graph of `files` (relative to `root`): each file's imports among them. */
export function importGraph(root: string, files: string[]): ImportGraph {
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const specifiers = importedSpecifiers(readFileSync(path.join(root, file), 'utf8'));
      const targets = specifiers.map((specifier) => resolveRelative(root, file, specifier)).filter((target): target is string => target !== null && known.has(target));
      return [file, [...new Set(targets)]];
    }),
  );
}

/**
 * The circles of a graph: each set of files that import each other, directly or round a loop (the strongly connected
 * components of more than one file, and a file that imports itself), each sorted, in a stable order.
 */
export function importCircles(graph: ImportGraph): string[][] {
  // Tarjan's algorithm, iterative so that a deep chain of imports cannot overflow the stack
  const index = new Map<string, number>();
  const lowLink = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const circles: string[][] = [];
  let next = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { file: string; edge: number }[] = [{ file: start, edge: 0 }];
    index.set(start, next);
    lowLink.set(start, next++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1]!;
      const targets = graph.get(frame.file) ?? [];
      if (frame.edge < targets.length) {
        const target = targets[frame.edge++]!;
        if (!index.has(target)) {
          index.set(target, next);
          lowLink.set(target, next++);
          stack.push(target);
          onStack.add(target);
          work.push({ file: target, edge: 0 });
        } else if (onStack.has(target)) {
          lowLink.set(frame.file, Math.min(lowLink.get(frame.file)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      const parent = work[work.length - 1];
      if (parent) lowLink.set(parent.file, Math.min(lowLink.get(parent.file)!, lowLink.get(frame.file)!));
      if (lowLink.get(frame.file) !== index.get(frame.file)) continue;
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop()!;
        onStack.delete(member);
        component.push(member);
      } while (member !== frame.file);
      const selfImport = component.length === 1 && (graph.get(frame.file) ?? []).includes(frame.file);
      if (component.length > 1 || selfImport) circles.push(component.sort());
    }
  }
  return circles.sort((a, b) => a[0]!.localeCompare(b[0]!));
}
