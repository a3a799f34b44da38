import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { forbidden } from '../http/errors.js';
import { etagMatches, rangeOf } from './conditional.js';
import { Renditions, renditionRequestOf } from './renditions.js';
import { cacheControlOf, MEDIA_PREFIX, mediaPathOf } from './service.js';
import { type ByteRange, etagOf, type MediaFile, type MediaInfo, type MediaStore } from './store.js';

/**
 * Serves `/media/*` (product images, banners, the hero video, uploads) from the media store, the same way from either
 * store: a strong ETag (the content hash, the same on every replica) with `If-None-Match` answered 304, one byte range
 * (`Range`, which browsers use for video), the type told by the stored name with `nosniff`, and a Cache-Control by
 * folder (`cacheControlOf`). `/media/<path>.jpg` and `.webp` also answer raster renditions of `<path>.svg` (see
 * `renditions.ts`), made on the first request and stored. Anything else answers 404; a folder, 403.
 */
export async function registerMedia(app: FastifyInstance, store: MediaStore): Promise<void> {
  const renditions = new Renditions(store);

  app.get(`${MEDIA_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
    const file = mediaPathOf(request.url);
    if (file === null) return reply.callNotFound();
    if (file.endsWith('/')) throw forbidden('Folders are not listed');
    const rendition = renditionRequestOf(file);
    // A stored file of the asked name is served as it is (an upload may be a .jpg); else the rendition, if any.
    const served =
      rendition && !(await store.head(file)) && (await renditions.ensure(rendition)) ? rendition.stored : file;
    return sendStored(store, served, request, reply);
  });
}

async function sendStored(store: MediaStore, file: string, request: FastifyRequest, reply: FastifyReply) {
  const ifNoneMatch = request.headers['if-none-match'];
  const rangeHeader = request.headers.range;
  let info: MediaInfo | undefined;
  let range: ByteRange | 'unsatisfiable' | undefined;
  if (ifNoneMatch || rangeHeader) {
    // Only the facts first: a revalidation answers 304 without reading the bytes.
    info = await store.head(file);
    if (!info) return reply.callNotFound();
    setHeaders(reply, file, info);
    if (ifNoneMatch && etagMatches(ifNoneMatch, etagOf(info))) return reply.status(304).send();
    const ifRange = request.headers['if-range'];
    if (rangeHeader && (!ifRange || ifRange === etagOf(info))) range = rangeOf(rangeHeader, info.size);
  }
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .header('content-range', `bytes */${info?.size ?? 0}`)
      .send();
  }
  const stored: MediaFile | undefined = await store.get(file, range);
  if (!stored) return reply.callNotFound();
  setHeaders(reply, file, stored);
  if (range) {
    reply.status(206).header('content-range', `bytes ${range.start}-${range.end}/${stored.size}`);
  }
  return reply.header('content-length', stored.bytes.length).send(stored.bytes);
}

function setHeaders(reply: FastifyReply, file: string, info: MediaInfo): void {
  reply
    .type(info.contentType)
    .header('etag', etagOf(info))
    .header('cache-control', cacheControlOf(file))
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff');
}
