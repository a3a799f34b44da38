import { mkdirSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { RENDITIONS_FOLDER, Renditions, renditionRequestOf } from './renditions.js';

const PREFIX = '/media/';

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
      prefix: PREFIX,
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

/**
 * The decoded path a `/media/` URL names, relative to the media folder; null when it would leave the folder (a 404,
 * like any file that is not there), undefined when it cannot be decoded (the static route refuses it itself).
 */
export function mediaPathOf(url: string, root: string): string | null | undefined {
  const pathname = url.split('?', 1)[0] ?? '';
  if (!pathname.startsWith(PREFIX)) return undefined;
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname.slice(PREFIX.length));
  } catch {
    return undefined;
  }
  const absolute = path.resolve(root, decoded);
  if (!absolute.startsWith(root + path.sep)) return null;
  return path.relative(root, absolute).split(path.sep).join('/');
}
