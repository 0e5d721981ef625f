import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../lib/i18n';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');

interface Entry {
  id: string;
  str: string;
  references: string[];
}

function unquote(line: string): string {
  return JSON.parse(line.slice(line.indexOf('"'))) as string;
}

/** Minimal .po reader: msgid/msgstr with continuation lines and `#:` references. */
function readCatalog(locale: string): Entry[] {
  return CATALOG_NAMES.flatMap((name) => readCatalogFile(locale, name));
}

/** The app's catalog, the policy pages' own and the sandbox inspector's (lingui.config.ts). */
const CATALOG_NAMES = ['messages', 'policies', 'inspector'] as const;

function readCatalogFile(locale: string, name: string): Entry[] {
  const text = readFileSync(path.join(here, 'locales', locale, `${name}.po`), 'utf8');
  const entries: Entry[] = [];
  for (const block of text.split(/\n\s*\n/)) {
    let field: 'id' | 'str' | null = null;
    const entry: Entry = { id: '', str: '', references: [] };
    for (const line of block.split('\n')) {
      if (line.startsWith('#:')) entry.references.push(...line.slice(2).trim().split(/\s+/));
      else if (line.startsWith('msgid ')) {
        field = 'id';
        entry.id = unquote(line);
      } else if (line.startsWith('msgstr ')) {
        field = 'str';
        entry.str = unquote(line);
      } else if (line.startsWith('"') && field) entry[field] += unquote(line);
    }
    if (entry.id) entries.push(entry);
  }
  return entries;
}

/** Variables (`{name}` or `{name, plural, …}`) and tags (`<0>`) a translation must keep. */
function placeholders(message: string): string[] {
  const variables = [...message.matchAll(/\{(\w+)[,}]/g)].map((match) => `{${match[1]}}`);
  const tags = [...message.matchAll(/<\/?\d+\/?>/g)].map((match) => match[0]);
  return [...new Set([...variables, ...tags])].sort();
}

const catalogs = Object.fromEntries(LOCALES.map((locale) => [locale, readCatalog(locale)]));

describe('message catalogs', () => {
  it('should hold the same messages in every locale', () => {
    const ids = (locale: string) => catalogs[locale].map((entry) => entry.id).sort();
    expect(ids('vi')).toEqual(ids('en'));
    expect(ids('ja')).toEqual(ids('en'));
    expect(catalogs.en.length).toBeGreaterThan(0);
  });

  it.each(LOCALES)('should translate every message in %s', (locale) => {
    const untranslated = catalogs[locale].filter((entry) => entry.str.trim() === '').map((entry) => entry.id);
    expect(untranslated).toEqual([]);
  });

  it.each(LOCALES)('should keep the variables and tags of every message in %s', (locale) => {
    const broken = catalogs[locale]
      .filter((entry) => placeholders(entry.str).join() !== placeholders(entry.id).join())
      .map((entry) => entry.id);
    expect(broken).toEqual([]);
  });

  it('should translate policy text rather than copy the English', () => {
    const copied = (locale: string) =>
      catalogs[locale].filter((entry) => entry.id.length > 40 && entry.str === entry.id).map((entry) => entry.id);
    expect(copied('vi')).toEqual([]);
    expect(copied('ja')).toEqual([]);
  });

  it('should name the hotline in Vietnamese in the app, as its notices do ("đường dây nóng", not "Hotline")', () => {
    // the footer's heading said "Hotline" over the status page's "Đường dây nóng: 1900 8012" (policies keep their own wording)
    const english = catalogs.vi
      .filter(
        (entry) =>
          entry.references.some((reference) => reference.startsWith('src/')) &&
          !entry.references.some((reference) => reference.includes('policies')),
      )
      .filter((entry) => /hotline/i.test(entry.str.replace(/\{\w+\}/g, '')))
      .map((entry) => entry.str);
    expect(english).toEqual([]);
  });

  it('should only refer to source files that exist (run `npm run extract` after moving code)', () => {
    const missing = catalogs.en
      .flatMap((entry) => entry.references)
      .map((reference) => reference.replace(/:\d+$/, ''))
      .filter((file) => !existsSync(path.join(root, file)));
    expect(missing).toEqual([]);
  });
});
