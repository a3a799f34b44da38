import { Transform, type TransformCallback } from 'node:stream';
import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { refuse } from '../rest/refuse.js';

/** Where the browser uploads a return image, on the store's own origin. */
export const UPLOAD_PATH = '/upload/image';

/** The api's image limit (api/src/support/limits.ts): 5 MB. */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
/**
 * The most a whole upload request may carry: one image at the limit plus its multipart framing (boundaries, part
 * headers, a few small fields). Larger requests are cut off here, before the api sees the rest.
 */
export const MAX_UPLOAD_REQUEST_BYTES = MAX_IMAGE_BYTES + 64 * 1024;

/** The api's own words for these refusals, so the shopper reads the same whichever service refused. */
export const LOGIN_REQUIRED = 'Please log in to continue.';
export const IMAGE_TOO_LARGE = 'Images can be at most 5 MB';
const UNAVAILABLE = 'The store is having trouble right now. Please try again in a moment.';

const definedOnly = (headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string | string[]] => !!entry[1]));

/** The stream's own failure when an upload passes its limit; never shown: the proxy answers 413 in the api's shape. */
class UploadTooLarge extends Error {
  override readonly name = 'UploadTooLarge';
}

/** Passes bytes through until `limit` is passed, then fails (and remembers that it was the limit). */
export class ByteLimit extends Transform {
  private seen = 0;
  exceeded = false;

  constructor(private readonly limit: number) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    this.seen += chunk.length;
    if (this.seen > this.limit) {
      this.exceeded = true;
      callback(new UploadTooLarge(`upload passed ${this.limit} bytes`));
      return;
    }
    callback(null, chunk);
  }
}

/**
 * `POST /upload/image`: the browser's image upload, streamed to the api's `POST /API/v1/uploadImg` as it arrives
 * (the gateway never holds a whole file). A request without a bearer token is refused here; the api checks the token
 * itself before reading a byte. Requests declaring, or turning out to carry, more than one image at the limit are
 * cut off with 413. The api's answer (`data[0]` is the image's location) comes back as it is.
 */
export async function registerUpload(
  app: FastifyInstance,
  options: {
    apiUrl: string;
    /** How long the api may take to answer: it answers once the whole image has arrived, on a slow link too. */
    answerTimeoutMs: number;
  },
) {
  await app.register(async (scope) => {
    await scope.register(replyFrom, {
      base: options.apiUrl,
      undici: { connections: 32, headersTimeout: options.answerTimeoutMs, bodyTimeout: options.answerTimeoutMs },
    });
    // Whatever the body is, it travels on as a stream (the api tells a non-multipart body so).
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    // Its body may take UPLOAD_TIMEOUT_MS to arrive (a photo on a slow phone link), not REQUEST_TIMEOUT_MS.
    scope.post(UPLOAD_PATH, { config: { upload: true } }, (request, reply) => {
      if (!/^Bearer\s+\S+/i.test(request.headers.authorization ?? ''))
        return refuse(reply, 401, 'login_required', LOGIN_REQUIRED);
      const declared = Number(request.headers['content-length']);
      if (declared > MAX_UPLOAD_REQUEST_BYTES) {
        reply.header('connection', 'close');
        return refuse(reply, 413, 'too_large', IMAGE_TOO_LARGE);
      }
      const limit = new ByteLimit(MAX_UPLOAD_REQUEST_BYTES);
      const body = request.body as NodeJS.ReadableStream | undefined;
      if (body) {
        body.on('error', (error) => limit.destroy(error));
        body.pipe(limit);
        request.body = limit;
      }
      return reply.from('/API/v1/uploadImg', {
        // Only what the api needs travels on (no cookies or other headers of the shopper's browser).
        rewriteRequestHeaders: (req, headers) =>
          definedOnly({
            'content-type': headers['content-type'],
            'content-length': headers['content-length'],
            'transfer-encoding': headers['transfer-encoding'],
            authorization: headers.authorization,
            accept: 'application/json',
            // The shopper's address, for the api's per-address rules (the gateway trusts its load balancer's).
            'x-forwarded-for': req.ip,
          }),
        onError: (errorReply, { error }) => {
          if (limit.exceeded) {
            errorReply.header('connection', 'close');
            return refuse(errorReply, 413, 'too_large', IMAGE_TOO_LARGE);
          }
          errorReply.log.warn({ err: error }, 'image upload to the api failed');
          return refuse(errorReply, 503, 'unavailable', UNAVAILABLE);
        },
      });
    });
  });
}
