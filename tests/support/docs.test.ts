/**
 * The documentation holds together: the README stays a front door, every relative link in the Markdown resolves to a
 * file of the repository, and no file cites a tracker entry or a working session (the word "issue" or "session"
 * followed by a number) that the repository does not contain: a comment says why in the code's own terms, and
 * history lives in git.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The README is a front door: what the product is, how to run and test it, its configuration, links into docs/. */
export const README_MAX_LINES = 200;

/** Folders whose sources and comments are checked for tracker references, with the root's own files. */
const SOURCE_FOLDERS = ['src', 'domain', 'machines', 'server', 'tests', 'scripts', 'bench', 'openapi', 'docs', '.ci'];
const CHECKED = /\.(ts|tsx|js|mjs|cjs|yaml|yml|sql|md|html|css)$|^run$/;
const SKIPPED = new Set(['node_modules', 'dist', '.data', '.git']);

function filesUnder(folder: string, accept: (name: string) => boolean): string[] {
  const at = path.join(root, folder);
  if (!existsSync(at)) return [];
  return readdirSync(at, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED.has(entry.name) ? [] : filesUnder(relative, accept);
    return accept(entry.name) ? [relative] : [];
  });
}

const rootFiles = readdirSync(root).filter((name) => statSync(path.join(root, name)).isFile() && CHECKED.test(name));
const markdown = [
  'README.md',
  'CONTRIBUTING.md',
  ...filesUnder('docs', (name) => name.endsWith('.md')),
];

/**
 * The word "issue" or "session", any case, then a number, with or without `#`. "session" alone, `qa_session`, a
 * Lingui id or "the session's token" are not references.
 */
export const trackerReference = /\b(?:issue|session)\s+#?\d+/gi;

/** Relative link targets of a Markdown text: `[text](target)` and `src`/`href` attributes, outside code. */
export function relativeLinks(text: string): string[] {
  const prose = text.replace(/^```[\s\S]*?^```/gm, '').replace(/`[^`\n]*`/g, '');
  const targets = [
    ...[...prose.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]!),
    ...[...prose.matchAll(/\b(?:src|href)="([^"]+)"/g)].map((match) => match[1]!),
  ];
  return targets.filter((target) => !/^(?:[a-z][a-z0-9+.-]*:|#|\/\/)/i.test(target));
}

describe('documentation', () => {
  it(`should keep README.md at ${README_MAX_LINES} lines at most`, () => {
    const lines = readFileSync(path.join(root, 'README.md'), 'utf8').trimEnd().split('\n').length;
    expect(lines).toBeLessThanOrEqual(README_MAX_LINES);
  });

  it('should resolve every relative link in README.md, CONTRIBUTING.md and docs/ to a file that exists', () => {
    expect(markdown.length).toBeGreaterThan(10);
    const broken = markdown.flatMap((file) =>
      relativeLinks(readFileSync(path.join(root, file), 'utf8'))
        .map((target) => ({ target, at: path.resolve(path.dirname(path.join(root, file)), decodeURI(target.split('#')[0]!.split('?')[0]!)) }))
        .filter(({ at }) => !existsSync(at))
        .map(({ target }) => `${file}: ${target}`),
    );
    expect(broken).toEqual([]);
  });

  it('should find the links a Markdown text makes, outside code, and leave out absolute and in-page ones', () => {
    const text = [
      'See [the design](docs/architecture.md#layers) and [money](decisions/money-and-tax.md "Money").',
      '<img src="docs/screenshots/a.png" width="300"> [site](https://example.com) [top](#top) [mail](mailto:x@y.z)',
      '`[not a link](nowhere.md)`',
      '```',
      '[in a block](nowhere-either.md)',
      '```',
    ].join('\n');
    expect(relativeLinks(text)).toEqual([
      'docs/architecture.md#layers',
      'decisions/money-and-tax.md',
      'docs/screenshots/a.png',
    ]);
  });

  it('should cite no issue or session number in sources, comments, tests or docs', () => {
    const files = [...rootFiles, ...SOURCE_FOLDERS.flatMap((folder) => filesUnder(folder, (name) => CHECKED.test(name)))];
    expect(files.length).toBeGreaterThan(300);
    const found = files.flatMap((file) =>
      readFileSync(path.join(root, file), 'utf8')
        .split('\n')
        .flatMap((line, index) => [...line.matchAll(trackerReference)].map((match) => `${file}:${index + 1}: ${match[0]}`)),
    );
    expect(found).toEqual([]);
  });

  it('should tell a tracker reference from the word alone', () => {
    const cite = (word: string, number: string) => `${word} ${number}`;
    const cited = [cite('issue', '17'), cite('Issue', '#12'), cite('Session', '34'), `(${cite('session', '2')}: the bench)`];
    const plain = ['the session', 'a session token', 'qa_session 3', 'msg`Session expired`', 'issues', 'issue7x', 'session-1'];
    expect(cited.map((text) => text.match(trackerReference)?.length ?? 0)).toEqual([1, 1, 1, 1]);
    expect(plain.filter((text) => new RegExp(trackerReference.source, 'i').test(text))).toEqual([]);
  });
});
