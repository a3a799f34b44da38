import { mkdirSync } from 'node:fs';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves `/media/*` (product images, banners, uploads) from the data directory. Files never change once written
 * (new content gets a new name), so they are cached for a year; `nosniff` stops a browser from guessing types.
 */
export async function registerMedia(app: FastifyInstance, dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  await app.register(fastifyStatic, {
    root: dir,
    prefix: '/media/',
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
}
