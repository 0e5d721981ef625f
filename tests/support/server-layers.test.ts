/**
 * The server's layers hold as docs/architecture.md draws them: its files import each other in one direction only,
 * with no circle. Each check is also shown a violating sample, so that a check that finds nothing is seen to look.
 */
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
