/**
 * `npm run qa:paths`: writes the QA paths of every machine for /sandbox/qa and as Markdown
 * checklists, and prints the counts. Runs through vite-node: the wording uses Lingui macros.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { generateQaPaths, qaLocales, qaPathsMarkdown } from '../tests/paths/qa-paths';

const root = path.resolve(import.meta.dirname, '..');
const document = generateQaPaths();
writeFileSync(path.join(root, 'server/sandbox/qa-paths.json'), `${JSON.stringify(document)}\n`);
mkdirSync(path.join(root, 'docs/qa'), { recursive: true });
for (const locale of qaLocales)
  writeFileSync(path.join(root, `docs/qa/qa-paths.${locale}.md`), qaPathsMarkdown(document, locale));
console.table(Object.fromEntries(document.machines.map((m) => [m.name, m.counts])));
