import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { refuse } from '../../rest/refuse.js';
import { ByteLimit, MAX_UPLOAD_REQUEST_BYTES } from '../../support/upload.js';
import { ADMIN_CACHE_CONTROL } from '../server.js';
import { staffToken } from '../session-cookie.js';

/**
 * The catalogue's files, which do not travel through `/admin/graphql` (its body limit is 64 KiB; a CSV of 10,000 rows
 * is a few MB, a picture up to 5 MB): streamed to and from the api's admin routes as they come, the gateway never
 * holding a whole file.
 *
 * - `GET  /admin/files/products.csv` → `GET /API/v1/admin/products.csv` (every product, one row per SKU);
 * - `POST /admin/files/products/import?dryRun=true|false` (a `text/csv` body) → `POST /API/v1/admin/products/import`;
 * - `POST /admin/files/products/:productId/variants/:variantId/pictures?version=` (multipart, one `file`) → the api's
 *   picture upload, which makes the renditions;
 * - `GET  /admin/files/orders/:orderId/invoice.pdf` and `…/credit-note.pdf` → the order's tax documents.
 *
 * The staff cookie is the credential, sent on as `Authorization: Bearer`; the api decides who may. A write must also
 * carry `X-Sutra-Admin: 1`, a header no HTML form can send and no other site's script may without a CORS preflight
 * the gateway never grants, as Apollo's CSRF check does for `/admin/graphql`; the cookie is SameSite=Strict besides.
 */
export const ADMIN_FILES_PREFIX = '/admin/files';
export const ADMIN_WRITE_HEADER = 'x-sutra-admin';
/**
 * The api's own body limit for an import (`IMPORT_BODY_LIMIT` of its product routes): up to 20,000 rows, each
 * repeating its product's fields (a long description included).
 */
export const MAX_IMPORT_BYTES = 16 * 1024 * 1024;

const LOGIN_REQUIRED = 'Please sign in to the admin to continue.';
const NOT_A_SCRIPT = 'This request must come from the admin app.';
const TOO_LARGE = 'The file is larger than the store takes.';
const UNAVAILABLE = 'The store is having trouble right now. Please try again in a moment.';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const definedOnly = (headers: Record<string, string | string[] | undefined>): Record<string, string | string[]> =>
  Object.fromEntries(Object.entries(headers).filter((entry): entry is [string, string | string[]] => !!entry[1]));

export async function registerAdminFiles(app: FastifyInstance, options: { apiUrl: string; answerTimeoutMs: number }) {
  await app.register(async (scope) => {
    await scope.register(replyFrom, {
      base: options.apiUrl,
      undici: { connections: 8, headersTimeout: options.answerTimeoutMs, bodyTimeout: options.answerTimeoutMs },
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    /** Streams the request on to `apiPath`, cut off past `maxBytes`; the api's answer comes back as it is. */
    const forward = (request: FastifyRequest, reply: FastifyReply, apiPath: string, maxBytes: number) => {
      reply.header('cache-control', ADMIN_CACHE_CONTROL);
      const token = staffToken(request);
      if (!token) return refuse(reply, 401, 'login_required', LOGIN_REQUIRED);
      const write = request.method !== 'GET';
      if (write && request.headers[ADMIN_WRITE_HEADER] !== '1') return refuse(reply, 403, 'forbidden', NOT_A_SCRIPT);
      const limit = new ByteLimit(maxBytes);
      if (write) {
        if (Number(request.headers['content-length']) > maxBytes) {
          reply.header('connection', 'close');
          return refuse(reply, 413, 'too_large', TOO_LARGE);
        }
        const body = request.body as NodeJS.ReadableStream | undefined;
        if (body) {
          body.on('error', (error) => limit.destroy(error));
          body.pipe(limit);
          request.body = limit;
        }
      }
      return reply.from(apiPath, {
        // Only what the api needs travels on: no cookie or other header of the browser's.
        rewriteRequestHeaders: (req, headers) =>
          definedOnly({
            'content-type': write ? headers['content-type'] : undefined,
            'content-length': write ? headers['content-length'] : undefined,
            'transfer-encoding': write ? headers['transfer-encoding'] : undefined,
            authorization: `Bearer ${token}`,
            accept: headers.accept ?? '*/*',
            'x-forwarded-for': req.ip,
          }),
        rewriteHeaders: (headers) => ({
          ...Object.fromEntries(
            ['content-type', 'content-length', 'content-disposition', 'retry-after']
              .filter((name) => headers[name] !== undefined)
              .map((name) => [name, headers[name]]),
          ),
          'cache-control': ADMIN_CACHE_CONTROL,
        }),
        onError: (errorReply, { error }) => {
          if (limit.exceeded) {
            errorReply.header('connection', 'close');
            return refuse(errorReply, 413, 'too_large', TOO_LARGE);
          }
          errorReply.log.warn({ err: error }, 'admin file route to the api failed');
          return refuse(errorReply, 503, 'unavailable', UNAVAILABLE);
        },
      });
    };

    scope.get(`${ADMIN_FILES_PREFIX}/products.csv`, (request, reply) =>
      forward(request, reply, '/API/v1/admin/products.csv', 0),
    );
    scope.get<{ Params: { orderId: string; document: string } }>(
      `${ADMIN_FILES_PREFIX}/orders/:orderId/:document`,
      (request, reply) => {
        const { orderId, document } = request.params;
        if (!UUID.test(orderId) || (document !== 'invoice.pdf' && document !== 'credit-note.pdf')) {
          return refuse(reply, 404, 'not_found', 'No such document.');
        }
        return forward(request, reply, `/API/v1/admin/orders/${orderId}/${document}`, 0);
      },
    );
    scope.post<{ Querystring: { dryRun?: string } }>(
      `${ADMIN_FILES_PREFIX}/products/import`,
      { config: { upload: true } },
      (request, reply) => {
        const dryRun = request.query.dryRun === 'false' ? 'false' : 'true';
        return forward(request, reply, `/API/v1/admin/products/import?dryRun=${dryRun}`, MAX_IMPORT_BYTES);
      },
    );
    scope.post<{ Params: { productId: string; variantId: string }; Querystring: { version?: string } }>(
      `${ADMIN_FILES_PREFIX}/products/:productId/variants/:variantId/pictures`,
      { config: { upload: true } },
      (request, reply) => {
        const { productId, variantId } = request.params;
        const version = Number(request.query.version);
        if (!UUID.test(productId) || !UUID.test(variantId) || !Number.isInteger(version) || version < 1) {
          return refuse(reply, 404, 'not_found', 'No such product colour.');
        }
        const path = `/API/v1/admin/products/${productId}/variants/${variantId}/pictures?version=${version}`;
        return forward(request, reply, path, MAX_UPLOAD_REQUEST_BYTES);
      },
    );
  });
}
