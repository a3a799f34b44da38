import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../http/schemas.js';
import { codConfirmationAnswerSchema, codTokenBodySchema, orderIdParamsSchema } from './admin/schemas.js';
import { type CodAnswerDeps, cancelByLink } from './cod-answers.js';
import { confirmByLink } from './cod-confirmation.js';
import type { CodConfirmationLinks } from './cod-links.js';

const codCancellationAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({ orderId: z.string(), orderNumber: z.string() }),
});

/**
 * The buyer's answer to a cash-on-delivery order by the links mailed or texted when it was placed: confirm it, or
 * cancel it. Public: the link's signature is the proof (one order, one answer, an expiry), not a login. Each link
 * opens a page whose button sends the POST, so a scanner following links confirms or cancels nothing.
 */
export const codConfirmationRoutes =
  ({ deps, links }: { deps: CodAnswerDeps; links: CodConfirmationLinks }): FastifyPluginAsyncZod =>
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
    app.post(
      '/orders/:id/cod-cancellation',
      {
        schema: {
          tags: ['orders'],
          summary:
            "Cancels an unconfirmed cash-on-delivery order with the token of the buyer's texted link; 409 `cod_already_confirmed` once confirmed, `already_cancelled` the second time",
          params: orderIdParamsSchema,
          body: codTokenBodySchema,
          response: { 200: codCancellationAnswerSchema, 400: errorSchema, 404: errorSchema, 409: errorSchema },
        },
      },
      async (request) => ({
        success: true as const,
        result: await cancelByLink(deps, links, request.params.id, request.body.token),
      }),
    );
  };
