import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../http/schemas.js';
import { codConfirmationAnswerSchema, codTokenBodySchema, orderIdParamsSchema } from './admin/schemas.js';
import { confirmByLink } from './cod-confirmation.js';
import type { CodConfirmationLinks } from './cod-links.js';
import type { OrderDeps } from './deps.js';

/**
 * The buyer's confirmation of a cash-on-delivery order by the link mailed when it was placed. Public: the link's
 * signature is the proof (one order, one purpose, an expiry), not a login. The mailed link opens a page whose button
 * sends this POST, so a mail scanner following links confirms nothing.
 */
export const codConfirmationRoutes =
  ({ deps, links }: { deps: OrderDeps; links: CodConfirmationLinks }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/orders/:id/cod-confirmation',
      {
        schema: {
          tags: ['orders'],
          summary:
            "Confirms a cash-on-delivery order with the token of the buyer's mailed link; confirming twice is harmless",
          params: orderIdParamsSchema,
          body: codTokenBodySchema,
          response: { 200: codConfirmationAnswerSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await confirmByLink(deps, links, request.params.id, request.body.token),
      }),
    );
  };
