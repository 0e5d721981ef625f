/**
 * The server's layers hold as docs/architecture.md draws them: routes hold no SQL (services do), its files import
 * each other in one direction only, with no circle, and services are handed the sandbox's overrides instead of
 * reaching for them. Each check is also shown a violating sample, so that a check that finds nothing is seen to look.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { importCircles, importGraph, importedSpecifiers, sourceFilesUnder, type ImportGraph } from './import-graph';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A string that begins as an SQL statement does (select … from, insert into, update … set, delete from, or a with
 * before them), its keywords all lower or all upper case: a message such as "Select a store from the list" is not one.
 */
const SQL_STATEMENTS = [
  /^\s*(?:with\b[\s\S]*?)?(?:select\b[\s\S]*\bfrom\b|insert\s+into\b|update\s+[\w.]+\s+set\b|delete\s+from\b)/,
  /^\s*(?:WITH\b[\s\S]*?)?(?:SELECT\b[\s\S]*\bFROM\b|INSERT\s+INTO\b|UPDATE\s+[\w.]+\s+SET\b|DELETE\s+FROM\b)/,
];
const readsAsSql = (text: string) => SQL_STATEMENTS.some((statement) => statement.test(text));
/** Methods of the database port (server/db/database.ts) that run statements. */
const DATABASE_CALLS = new Set(['query', 'transaction', 'exec']);

/**
 * Where `source` runs SQL itself: a call of the database port's query, transaction or exec (`db.query(`,
 * `tx.query<…>(`), an `sql` tagged template, or a string or template that reads as a statement. Comments are not
 * code, so prose in them ("update the order") is never taken for SQL.
 */
export function sqlIn(source: string, fileName = 'x.ts'): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const at = (node: ts.Node, what: string) => found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression) && DATABASE_CALLS.has(node.expression.name.text)) {
      at(node, `${node.expression.getText()}(…)`);
    } else if (ts.isTaggedTemplateExpression(node) && node.tag.getText() === 'sql') {
      at(node, 'sql`…`');
    } else if ((ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) && readsAsSql(node.text)) {
      at(node, node.text.slice(0, 60));
    } else if (ts.isTemplateExpression(node)) {
      const text = [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(' ');
      if (readsAsSql(text)) at(node, text.slice(0, 60));
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Test code (a file that imports vitest) may set its data up with SQL; it is not a route. */
const isTestCode = (source: string) => importedSpecifiers(source).includes('vitest');

describe('SQL in server/routes', () => {
  it('should be found in no route file: routes adapt the contract, services run the statements', () => {
    const routes = sourceFilesUnder(root, 'server/routes');
    expect(routes.length).toBeGreaterThan(10);
    const found = Object.fromEntries(
      routes
        .map((file) => [file, readFileSync(path.join(root, file), 'utf8')] as const)
        .filter(([, source]) => !isTestCode(source))
        .map(([file, source]) => [file, sqlIn(source, file)] as const)
        .filter(([, statements]) => statements.length > 0),
    );
    expect(found).toEqual({});
  });

  it('should name each statement of a route that runs SQL, and nothing in its comments or messages', () => {
    const route = [
      'export function otherHandlers({ db }) {',
      '  return {',
      '    async getBanners() {',
      "      // select a store's banners from the database, then update the answer",
      "      if (!db) throw new Error('Select a store from the list, then update the cart.');",
      "      await tx.query<{ id: number }>('select id from banner');",
      '      await db.transaction(async () => {});',
      '      await sql`delete from banner`;',
      '      const row = `insert into banner (id) values (${1})`;',
      "      return db.query('UPDATE setting SET value = $1', []);",
      '    },',
      '  };',
      '}',
    ].join('\n');
    expect(sqlIn(route)).toEqual([
      '6: tx.query(…)',
      '6: select id from banner',
      '7: db.transaction(…)',
      '8: sql`…`',
      '8: delete from banner',
      '9: insert into banner (id) values ( )',
      '10: db.query(…)',
      '10: UPDATE setting SET value = $1',
    ]);
    expect(isTestCode("import { expect } from 'vitest';\n")).toBe(true);
  });
});

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
