import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { HandlerContext } from '../routes/handlers';
import { sandboxPage } from './page';
import { qaLanguageOf } from './qa-words';

/** Where `vite build` writes the inspector page (vite.config.ts, inspectorPage), inside the SPA's dist. */
export const INSPECTOR_DIR = 'sandbox-inspector';

/**
 * /sandbox/inspector: the developers' statechart inspector, a page of its own built beside the
 * SPA. Registered with the rest of the sandbox, so production (sandbox off) has no such page.
 */
export async function registerInspector(sandbox: FastifyInstance, context: HandlerContext) {
  const root = path.join(context.config.distDir, INSPECTOR_DIR);
  const page = path.join(root, 'sandbox-inspector.html');
  sandbox.get('/inspector', async (request, reply) => {
    // `?lang=` chooses the tester's language as on /sandbox/qa (the same cookie), which the page's script reads
    const lang = qaLanguageOf(request, reply);
    if (!existsSync(page)) {
      return reply
        .code(404)
        .type('text/html')
        .send(sandboxPage('Inspector', '<p>The inspector is not built: run <code>npm run build</code>.</p>'));
    }
    return reply
      .type('text/html')
      .header('cache-control', 'no-cache')
      .send((await readFile(page, 'utf8')).replace(/<html lang="\w+">/, `<html lang="${lang}">`));
  });
  if (existsSync(root)) {
    await sandbox.register(fastifyStatic, {
      root: path.join(root, 'assets'),
      prefix: '/inspector/assets/',
      decorateReply: false,
      preCompressed: true,
      cacheControl: false,
      setHeaders(res) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }
}
