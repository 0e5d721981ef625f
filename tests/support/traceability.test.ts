import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const NOT_YET = 'not yet';

interface Row {
  row: string;
  where: string;
  test: string;
}

/** The rows of docs/traceability.md's table: its lines that start with `|`, less the header and the rule. */
export function traceabilityRows(document: string): Row[] {
  return document
    .split('\n')
    .filter((line) => line.startsWith('|') && !/^\|\s*-/.test(line) && !line.startsWith('| SPEC row'))
    .map((line) => {
      const [row = '', where = '', test = ''] = line.split('|').slice(1, -1).map((cell) => cell.trim());
      return { row, where, test };
    });
}

/** The test files a row's test cell names (in backticks). */
export const namedTests = (cell: string) => [...cell.matchAll(/`([^`]+)`/g)].map((match) => match[1]!);

const rows = traceabilityRows(readFileSync(path.join(root, 'docs/traceability.md'), 'utf8'));

describe('docs/traceability.md', () => {
  it('should list every SPEC §8 row and §9 setting it traces', () => {
    expect(rows.filter((r) => r.row.startsWith('§8')).length).toBeGreaterThanOrEqual(45);
    expect(rows.filter((r) => r.row.startsWith('§9')).length).toBeGreaterThanOrEqual(27);
  });

  it('should name, for each row, test files that exist or say "not yet"', () => {
    const problems = rows.flatMap(({ row, test }) => {
      if (test === NOT_YET) return [];
      const files = namedTests(test);
      if (files.length === 0) return [`${row}: names no test and is not marked "${NOT_YET}"`];
      return files.filter((file) => !existsSync(path.join(root, file))).map((file) => `${row}: ${file} does not exist`);
    });
    expect(problems).toEqual([]);
  });

  it('should tell a bad row apart from a pending one', () => {
    const sample = traceabilityRows('# Traceability\n\nText.\n\n| SPEC row | Where | Test |\n|---|---|---|\n| §8 A | x | not yet |\n| §8 B | y | |\n| §8 C | z | `nowhere.test.ts` |\n');
    expect(sample.map((r) => [r.row, r.test === NOT_YET, namedTests(r.test)])).toEqual([
      ['§8 A', true, []],
      ['§8 B', false, []],
      ['§8 C', false, ['nowhere.test.ts']],
    ]);
  });

  for (const { row } of rows.filter((r) => r.test === NOT_YET)) it.todo(`pending: ${row}`);
});
