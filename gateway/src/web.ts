import { existsSync } from 'node:fs';
import path from 'node:path';
import httpProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import type { PostedForm } from '@sutra/rules';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import pLimit from 'p-limit';

/** Answers a page of the store (see pages/page-route.ts); `form`, when it answers a form posted without the app. */
export type PageHandler = (
  request: FastifyRequest,
  reply: FastifyReply,
  form?: { posted: PostedForm; status: number },
) => Promise<unknown>;

/**
 * How many pages one process renders at a time, and how many may wait for a turn. A render is mostly CPU (React,
 * between a few in-process GraphQL calls), so more at once would not finish sooner: each would only hold its React tree
 * and Apollo cache in memory longer. Past the waiting line, a page goes out as the app shell, which the browser
 * renders itself: a slower first paint under a surge, never a failed page, and memory the process can count on.
 */
export const RENDER_LIMITS = { concurrent: 4, waiting: 64 } as const;

/** Media the gateway sends on byte for byte: already compressed, so never compressed again on the way out. */
const SENT_AS_IS = /^(image\/(jpeg|png|webp|gif|avif)|video\/)/;

/**
 * The api's ETag is strong (the file's content hash); the gateway may brotli or gzip a drawing (SVG) on the way out,
 * and a strong tag names exact bytes, so such an answer carries the tag weakened (`W/"…"`). A browser revalidating
 * sends it back, and the api compares weakly: still a 304.
 */
export function weakenEtagIfReencoded<H extends Record<string, unknown>>(headers: H): H {
  const { etag } = headers;
  const type = String(headers['content-type'] ?? '');
  if (typeof etag !== 'string' || etag.startsWith('W/') || SENT_AS_IS.test(type)) return headers;
  return { ...headers, etag: `W/${etag}` };
}

/**
 * Serves the browser's one origin besides /graphql: `/media/*` proxied to the api (long-cached files), the built
 * web app with hashed assets cached for a year, and every page route — rendered on the server by `renderPage`, or,
 * without the server renderer (a build without it), the app shell the browser renders itself.
 */
export async function registerWeb(
  app: FastifyInstance,
  options: {
    apiUrl: string;
    webDist: string;
    renderPage?: PageHandler | undefined;
    renderLimits?: { concurrent: number; waiting: number };
    /** Counts a render for the request's client; false once its renders for now are spent (see `rate-limits.ts`). */
    mayRender?: (request: FastifyRequest) => Promise<boolean>;
  },
): Promise<PageHandler | undefined> {
  await app.register(httpProxy, {
    upstream: options.apiUrl,
    prefix: '/media',
    rewritePrefix: '/media',
    httpMethods: ['GET', 'HEAD'],
    // If-None-Match and Range go to the api, and its 304, 206, ETag and Cache-Control come back as they are.
    replyOptions: { rewriteHeaders: weakenEtagIfReencoded },
  });

  const indexFile = path.join(options.webDist, 'index.html');
  if (!existsSync(indexFile)) {
    app.log.warn(`No built web app at ${options.webDist}: run \`pnpm build\` (pnpm start does it for you).`);
    app.get('/', async (_request, reply) =>
      reply.type('text/plain').send('The Sutra web app is not built yet. Run `pnpm build`, then reload.'),
    );
    return undefined;
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
  const renders = pLimit(options.renderLimits?.concurrent ?? RENDER_LIMITS.concurrent);
  const maxWaiting = options.renderLimits?.waiting ?? RENDER_LIMITS.waiting;
  const sendPage: PageHandler = async (request, reply, form) => {
    const { renderPage } = options;
    if (!renderPage) return sendShell(reply);
    // A client past its renders gets the app shell (no call to the api); the browser renders the page itself.
    if (options.mayRender && !(await options.mayRender(request))) {
      request.log.warn({ url: request.url }, 'client past its page renders: sent the app shell');
      return sendShell(reply);
    }
    if (renders.pendingCount >= maxWaiting) {
      request.log.warn({ url: request.url, rendering: renders.activeCount }, 'renders queued full: sent the app shell');
      return sendShell(reply);
    }
    return renders(() => renderPage(request, reply, form));
  };
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
  return sendPage;
}
