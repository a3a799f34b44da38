import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const ADMIN_ASSETS_PREFIX = '/admin/assets/';

/**
 * The staff's app at `/admin`: its own build (`web/dist-admin/`, from `web/admin/`), apart from the store's, so no
 * store page can load a byte of it. Its hashed files are cached for a year; its pages are the app's shell, rendered in
 * the browser (the server renders no admin page), and kept by no cache. `/admin/graphql` is a route of its own.
 */
export async function registerAdminPages(app: FastifyInstance, options: { adminDist: string }): Promise<void> {
  const indexFile = path.join(options.adminDist, 'index.html');
  if (!existsSync(indexFile)) {
    const notBuilt = (_request: unknown, reply: FastifyReply) =>
      reply
        .status(503)
        .header('cache-control', 'no-store')
        .type('text/plain')
        .send('The Sutra admin is not built. Run `pnpm --filter @sutra/web build:admin`, then reload.');
    app.get('/admin', notBuilt);
    app.get('/admin/*', notBuilt);
    app.log.warn(`No built admin app at ${options.adminDist}: run \`pnpm --filter @sutra/web build:admin\`.`);
    return;
  }
  const shell = readFileSync(indexFile, 'utf8');
  await app.register(fastifyStatic, {
    root: path.join(options.adminDist, 'assets'),
    prefix: ADMIN_ASSETS_PREFIX,
    decorateReply: false,
    index: false,
    preCompressed: true,
    // Left on, the plugin would overwrite the Cache-Control below with its own `public, max-age=0`.
    cacheControl: false,
    setHeaders: (res) => {
      res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });
  const sendShell = (_request: unknown, reply: FastifyReply) =>
    reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(shell);
  app.get('/admin', sendShell);
  app.get('/admin/*', sendShell);
}
