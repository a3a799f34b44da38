import replyFrom from '@fastify/reply-from';
import type { FastifyInstance } from 'fastify';
import { bearerToken } from '../context.js';
import { SESSION_COOKIE } from '../pages/session-cookie.js';
import { refuse } from '../rest/refuse.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const KINDS = ['invoice', 'credit-note'] as const;
/** The api's own words, so the shopper reads the same whichever service refused. */
const LOGIN_REQUIRED = 'Please log in to continue.';
const ORDER_NOT_FOUND = 'Order not found';
const UNAVAILABLE = 'The store is having trouble right now. Please try again in a moment.';

/** Where the browser downloads an order's invoice or credit note, on the store's own origin. */
export const invoicePdfPath = (orderId: string, kind: 'invoice' | 'credit-note'): string =>
  `/orders/${orderId}/${kind}.pdf`;

/**
 * `GET /orders/:id/invoice.pdf` and `/orders/:id/credit-note.pdf`: the api's PDF, streamed through as it comes, so
 * a plain link on the order's page downloads it from the store's own origin.
 *
 * Authorized by a bearer header when there is one, else by the session cookie the gateway renders the buyer's pages
 * with — a link cannot carry a bearer header, and the page that shows the link was rendered with that cookie. Reading
 * the cookie here, unlike on /graphql, is safe because the route only reads: a forged cross-site request can at most
 * make the buyer's own browser download the buyer's own invoice, whose bytes the forging page cannot read (no CORS),
 * and the cookie is SameSite=Lax, so other sites' subrequests do not carry it. The api checks the token and the
 * order's owner again; another buyer's order answers its 404. No token at all answers 401 (a signed-out browser
 * following an old link gets the api's message, not a login redirect, since the PDF opens outside the app).
 * The answer keeps the api's `Content-Disposition: attachment` and is never cached (`private, no-store`).
 */
export async function registerInvoicePdfRoutes(app: FastifyInstance, options: { apiUrl: string }): Promise<void> {
  await app.register(async (scope) => {
    await scope.register(replyFrom, {
      base: options.apiUrl,
      undici: { connections: 16, headersTimeout: 30_000, bodyTimeout: 30_000 },
    });
    for (const kind of KINDS) {
      scope.get<{ Params: { id: string } }>(invoicePdfPath(':id', kind), (request, reply) => {
        const token = bearerToken(request) ?? (request.cookies[SESSION_COOKIE] || undefined);
        reply.header('cache-control', 'private, no-store');
        if (!token) return refuse(reply, 401, 'login_required', LOGIN_REQUIRED);
        if (!UUID.test(request.params.id)) return refuse(reply, 404, 'not_found', ORDER_NOT_FOUND);
        return reply.from(`/API/v1/orders/${request.params.id}/${kind}.pdf`, {
          // Only what the api needs travels on (no cookies or other headers of the shopper's browser).
          rewriteRequestHeaders: (req) => ({
            authorization: `Bearer ${token}`,
            accept: 'application/pdf, application/json',
            'x-forwarded-for': req.ip,
          }),
          rewriteHeaders: (headers) => ({
            ...Object.fromEntries(
              ['content-type', 'content-length', 'content-disposition']
                .filter((name) => headers[name] !== undefined)
                .map((name) => [name, headers[name]]),
            ),
            'cache-control': 'private, no-store',
          }),
          onError: (errorReply, { error }) => {
            errorReply.log.warn({ err: error }, 'invoice PDF from the api failed');
            return refuse(errorReply, 503, 'unavailable', UNAVAILABLE);
          },
        });
      });
    }
  });
}
