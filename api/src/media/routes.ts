import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RENDITIONS_FOLDER, Renditions, renditionRequestOf } from './renditions.js';
import { MEDIA_PREFIX, mediaPathOf } from './service.js';

/**
 * Serves `/media/*` (product images, banners, uploads) from the data directory. Files never change once written
 * (new content gets a new name), so they are cached for a year; `nosniff` stops a browser from guessing types.
 * `/media/<path>.jpg` and `.webp` also answer raster renditions of `<path>.svg` (see `renditions.ts`): they are
 * rendered before the file is looked up, then served from the renditions folder like any other file.
 */
export async function registerMedia(app: FastifyInstance, dir: string): Promise<void> {
  const root = path.resolve(dir);
  const renditionsRoot = path.join(root, RENDITIONS_FOLDER);
  mkdirSync(renditionsRoot, { recursive: true });
  const renditions = new Renditions(root);

  await app.register(async (media) => {
    media.addHook('onRequest', async (request, reply) => {
      const relative = mediaPathOf(request.url, root);
      if (relative === null) return reply.callNotFound();
      const rendition = relative === undefined ? undefined : renditionRequestOf(relative);
      if (relative && rendition) await renditions.ensure(relative, rendition);
    });

    await media.register(fastifyStatic, {
      // A missing file is looked for again among the renditions, under the same relative path.
      root: [root, renditionsRoot],
      prefix: MEDIA_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      maxAge: '365d',
      immutable: true,
      setHeaders: (res) => {
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    });
  });
}
