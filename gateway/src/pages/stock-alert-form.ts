import { sameSitePath } from '@sutra/rules';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refuse } from '../rest/refuse.js';
import { isSameOriginPost } from './form-origin.js';
import type { ExecuteAs } from './page-route.js';

/** The path a "Notify me" form posts to when the app is not running. */
export const STOCK_ALERT_FORM_PATH = '/stock-alerts';

/** How the product page is told what came of a "Notify me" posted without the app (`?stockAlert=`). */
export const STOCK_ALERT_OUTCOMES = ['asked', 'in_stock', 'invalid', 'limited', 'failed'] as const;
export type StockAlertOutcome = (typeof STOCK_ALERT_OUTCOMES)[number];

const FORM_TYPE = 'application/x-www-form-urlencoded';
const BODY_LIMIT = 4 * 1024;

const stockAlertForm = z.object({
  sizeId: z.string().max(64),
  contact: z.string().max(300),
  /** The product page the form is on (with its chosen colour and size), where the answer goes back to. */
  back: z.string().max(2048),
});

const ASK = `mutation FormAskStockAlert($input: StockAlertInput!) { askStockAlert(input: $input) { sizeId } }`;

function outcomeOf(errors: readonly { extensions?: Record<string, unknown> }[] | undefined): StockAlertOutcome {
  if (!errors?.length) return 'asked';
  const first = errors[0]?.extensions ?? {};
  if (first.reason === 'in_stock') return 'in_stock';
  if (first.code === 'RATE_LIMITED') return 'limited';
  if (first.code === 'BAD_USER_INPUT') return 'invalid';
  return 'failed';
}

/**
 * `POST /stock-alerts`: "Notify me" on a sold-out size is a real form, so it works before the app runs or without
 * JavaScript. It runs the same GraphQL operation the app sends (the api's limits count the shopper's address, by the
 * trusted-proxy rule) and answers `303` back to the product page, whose `?stockAlert=<outcome>&alertSize=<id>` the
 * page reads to say what happened under the form. A post from another site is refused before anything is read.
 */
export async function registerStockAlertForm(
  app: FastifyInstance,
  options: { execute: ExecuteAs; publicUrl: string },
): Promise<void> {
  const publicOrigin = new URL(options.publicUrl).origin;
  await app.register(async (forms) => {
    forms.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: BODY_LIMIT }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    forms.post(STOCK_ALERT_FORM_PATH, async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!isSameOriginPost(request, publicOrigin))
        return refuse(reply, 403, 'forbidden', 'This form can only be sent from the store’s own pages.');
      if (!String(request.headers['content-type'] ?? '').startsWith(FORM_TYPE))
        return refuse(reply, 415, 'invalid_input', 'Send the form as application/x-www-form-urlencoded.');
      const form = stockAlertForm.safeParse(request.body);
      if (!form.success) return refuse(reply, 400, 'invalid_input', 'This form could not be read. Please try again.');
      const { sizeId, contact, back } = form.data;
      const result = await options.execute(
        { ip: request.ip },
        { query: ASK, variables: { input: { sizeId, contact } }, operationName: 'FormAskStockAlert' },
      );
      const target = new URL(sameSitePath(back, options.publicUrl) ?? '/', publicOrigin);
      target.searchParams.set('stockAlert', outcomeOf(result.errors));
      target.searchParams.set('alertSize', sizeId);
      return reply.redirect(`${target.pathname}${target.search}`, 303);
    });
  });
}
