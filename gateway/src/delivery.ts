import { constants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import fastifyEtag from '@fastify/etag';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/**
 * Brotli's quality for answers compressed per request (pages, GraphQL, proxied media): 4 compresses a page about as
 * well as gzip -9 in a fraction of the time; the built assets are compressed once at build time at quality 11.
 */
export const ON_THE_FLY_BROTLI_QUALITY = 4;
export const ON_THE_FLY_GZIP_LEVEL = 6;

/**
 * How every answer of the gateway travels: a weak ETag over the uncompressed body (weak, since the same body goes out
 * in several encodings) so a browser revalidating a page or a GraphQL GET gets a 304 without the body; then brotli
 * or gzip by the request's `Accept-Encoding` for answers of at least 1 KiB, with `Vary: Accept-Encoding`. Files the
 * static route finds precompressed (`.br`, `.gz` beside each built asset) already carry their `Content-Encoding` and
 * are sent untouched. Register before any route: the hooks run in this order, the ETag first.
 */
export async function registerDelivery(app: FastifyInstance): Promise<void> {
  await app.register(fastifyEtag, { weak: true });
  await app.register(fastifyCompress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: COMPRESS_THRESHOLD_BYTES,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI_QUALITY } },
    zlibOptions: { level: ON_THE_FLY_GZIP_LEVEL },
  });
}
