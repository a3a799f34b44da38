import { existsSync } from 'node:fs';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Answers a page of the store (see pages/page-route.ts). */
export type PageHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/**
 * Serves the browser's one origin besides /graphql: `/media/*` proxied to the api (long-cached files), the built
 * web app with hashed assets cached for a year, and every page route — rendered on the server by `renderPage`, or,
 * without the server renderer (a build without it), the app shell the browser renders itself.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: { apiUrl: string; webDist: string; renderPage?: PageHandler | undefined },
) {
  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
  });

  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${options.webDist}: run \`pnpm build\` (pnpm start does it for you).`);
    app.get('/', async (_request, reply) =>
      reply.type('text/plain').send('The Sutra web app is not built yet. Run `pnpm build`, then reload.'),
    );
    return;
  }

  await app.register(fastifyStatic, {
    root: options.webDist,
    index: false,
    // The build writes brotli and gzip copies beside each asset (web/precompress.ts): sent by `Accept-Encoding`.
    preCompressed: true,
    // Left on, the plugin would overwrite the Cache-Control chosen below with its own `public, max-age=0`.
    cacheControl: false,
    setHeaders: (res, filePath) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      // The same URL answers brotli, gzip or plain bytes by the request's Accept-Encoding: caches must key on it.
      res.setHeader('Vary', 'Accept-Encoding');
    },
  });

  const sendShell = (reply: FastifyReply) => reply.header('Cache-Control', 'no-cache').sendFile('index.html');
  const sendPage = (request: FastifyRequest, reply: FastifyReply) =>
    options.renderPage ? options.renderPage(request, reply) : sendShell(reply);
  app.get('/', sendPage);

  // Every other GET that wants a page: the app's routes decide what it is (an unknown one is the not-found page).
  app.setNotFoundHandler((request, reply) => {
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !request.url.startsWith('/graphql') &&
      !request.url.startsWith('/assets/') &&
      !request.url.startsWith('/media/');
    if (!wantsPage) return reply.status(404).send({ message: 'Not found' });
    return sendPage(request, reply);
  });
}
