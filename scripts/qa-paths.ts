/**
 * `npm run qa:paths`: writes the QA paths of every machine for /sandbox/qa and as Markdown
 * checklists, writes the counts into docs/qa.md, and prints them. Runs through vite-node: the wording uses Lingui macros.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateQaPaths, qaLocales, qaPathsMarkdown, withQaCounts } from '../tests/paths/qa-paths';

const root = path.resolve(import.meta.dirname, '..');
const document = generateQaPaths();
writeFileSync(path.join(root, 'server/sandbox/qa-paths.json'), `${JSON.stringify(document)}\n`);
mkdirSync(path.join(root, 'docs/qa'), { recursive: true });
for (const locale of qaLocales)
  writeFileSync(path.join(root, `docs/qa/qa-paths.${locale}.md`), qaPathsMarkdown(document, locale));
// the docs state the counts between markers; a test fails when they differ from these
const docs = path.join(root, 'docs/qa.md');
writeFileSync(docs, withQaCounts(readFileSync(docs, 'utf8'), document));
console.table(Object.fromEntries(document.machines.map((m) => [m.name, m.counts])));
