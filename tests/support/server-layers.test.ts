/**
 * The server's layers hold as docs/architecture.md draws them: its files import each other in one direction only,
 * with no circle, and services are handed the sandbox's overrides instead of reaching for them. Each check is also
 * shown a violating sample, so that a check that finds nothing is seen to look.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, importedSpecifiers, sourceFilesUnder, type ImportGraph } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('import circles among server files', () => {
  it('should find none', () => {
    const graph = importGraph(root, sourceFilesUnder(root, 'server'));
    expect(graph.size).toBeGreaterThan(100);
    expect(importCircles(graph)).toEqual([]);
  });

  it('should find a circle of type-only imports and a longer loop, and nothing in a chain', () => {
    expect(importedSpecifiers("import type { A } from './a';\nexport * from './b';\nconst c = () => import('./c');\n// import d from './d'\n")).toEqual([
      './a',
      './b',
      './c',
    ]);
    const graph: ImportGraph = new Map([
      ['handlers.ts', ['account-routes.ts']],
      ['account-routes.ts', ['handlers.ts', 'services.ts']],
      ['services.ts', ['db.ts']],
      ['db.ts', []],
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['self.ts', ['self.ts']],
    ]);
    expect(importCircles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts'], ['account-routes.ts', 'handlers.ts'], ['self.ts']]);
    expect(importCircles(new Map([['routes.ts', ['services.ts']], ['services.ts', ['db.ts']], ['db.ts', []]]))).toEqual([]);
  });
});

/** The files of `graph` under `from` that import a file under `to`, each with what it imports there. */
function importsInto(graph: ImportGraph, from: string, to: string): Record<string, string[]> {
  const inside = (file: string, folder: string) => file.startsWith(`${folder}/`);
  return Object.fromEntries(
    [...graph]
      .filter(([file]) => inside(file, from))
      .map(([file, targets]) => [file, targets.filter((target) => inside(target, to))] as const)
      .filter(([, targets]) => targets.length > 0),
  );
}

/** Whether a source keeps state per request itself (the way a service would read overrides it was not handed). */
const keepsRequestState = (source: string) => /\bAsyncLocalStorage\b|['"]node:async_hooks['"]/.test(source);

describe('the sandbox seen from the services', () => {
  const graph = importGraph(root, sourceFilesUnder(root, 'server'));

  it('should be imported by no file under server/services, server/providers or server/db', () => {
    for (const layer of ['server/services', 'server/providers', 'server/db']) expect(importsInto(graph, layer, 'server/sandbox')).toEqual({});
  });

  it('should leave request-scoped state to the sandbox: no service keeps any', () => {
    const services = sourceFilesUnder(root, 'server/services');
    expect(services.length).toBeGreaterThan(10);
    expect(services.filter((file) => keepsRequestState(readFileSync(path.join(root, file), 'utf8')))).toEqual([]);
  });

  it('should name a service that imports the sandbox, and one that keeps request state', () => {
    const sample: ImportGraph = new Map([
      ['server/services/settings.ts', ['server/sandbox/overrides.ts', 'server/context.ts']],
      ['server/app.ts', ['server/sandbox/overrides.ts', 'server/services/settings.ts']],
      ['server/sandbox/overrides.ts', ['server/context.ts']],
      ['server/context.ts', []],
    ]);
    expect(importsInto(sample, 'server/services', 'server/sandbox')).toEqual({ 'server/services/settings.ts': ['server/sandbox/overrides.ts'] });
    expect(keepsRequestState("import { AsyncLocalStorage } from 'node:async_hooks';\nconst store = new AsyncLocalStorage();\n")).toBe(true);
    expect(keepsRequestState('export const readSettings = (db, overrides) => overrides();\n')).toBe(false);
  });
});
