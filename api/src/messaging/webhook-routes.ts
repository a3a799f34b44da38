import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { MessagingConfig } from '../config.js';
import { badRequest, forbidden, unauthorized } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import { sameSecretText, twilioSignature, whatsAppSignature } from './signatures.js';
import {
  receiveSmsStatus,
  receiveWhatsAppWebhook,
  smsStatusSchema,
  type WebhookDeps,
  whatsAppWebhookSchema,
} from './webhook-events.js';

export const MESSAGE_WEBHOOK_SIGNATURE_INVALID = 'Invalid webhook signature';
export const MESSAGE_WEBHOOK_BODY_INVALID = 'Invalid webhook body';
export const WHATSAPP_VERIFY_TOKEN_INVALID = 'The verify token is not this store’s.';

const tags = ['Messages'];
const answerSchema = z.object({ status: z.literal(true), message: z.string() });

/**
 * The providers' webhooks: WhatsApp's statuses and quick replies (`X-Hub-Signature-256` over the raw body, and the
 * subscription check), and Twilio's SMS status callbacks (`X-Twilio-Signature` over the URL called and the form's
 * fields). Unsigned or forged deliveries are refused (401 `webhook_unauthenticated`) before anything is read.
 */
export function messageWebhookRoutes(deps: WebhookDeps & { config: MessagingConfig }): FastifyPluginAsyncZod {
  const { config } = deps;
  return async (app) => {
    app.get(
      '/webhooks/whatsapp',
      {
        schema: {
          tags,
          summary: "WhatsApp's webhook subscription check: echoes hub.challenge when hub.verify_token is the store's",
          querystring: z.object({
            'hub.mode': z.string().optional(),
            'hub.verify_token': z.string().optional(),
            'hub.challenge': z.string().max(200).optional(),
          }),
          response: { 200: z.string(), 403: errorSchema },
        },
      },
      async (request, reply) => {
        const query = request.query;
        if (
          query['hub.mode'] !== 'subscribe' ||
          !sameSecretText(config.whatsapp.verifyToken, query['hub.verify_token'])
        ) {
          throw forbidden(WHATSAPP_VERIFY_TOKEN_INVALID);
        }
        return reply.type('text/plain').send(query['hub.challenge'] ?? '');
      },
    );

    // Both providers sign the bytes (or the fields) they sent: these routes keep the body as text, check, then parse.
    await app.register(async (plain) => {
      plain.addContentTypeParser(
        ['application/json', 'application/x-www-form-urlencoded'],
        { parseAs: 'string' },
        (_request, body, done) => done(null, body),
      );
      const raw = plain.withTypeProvider<ZodTypeProvider>();

      raw.post(
        '/webhooks/whatsapp',
        {
          schema: {
            tags,
            summary:
              "WhatsApp Cloud API's webhook (X-Hub-Signature-256 over the raw body): message statuses and quick replies",
            headers: z.object({ 'x-hub-signature-256': z.string().optional() }),
            body: z.string().describe('The event, as Meta sent it'),
            response: { 200: answerSchema, 400: errorSchema, 401: errorSchema },
          },
        },
        async (request) => {
          const rawBody = request.body;
          const signature = request.headers['x-hub-signature-256'];
          if (!sameSecretText(whatsAppSignature(config.whatsapp.appSecret, rawBody), signature)) {
            throw unauthorized('webhook_unauthenticated', MESSAGE_WEBHOOK_SIGNATURE_INVALID);
          }
          let event: z.infer<typeof whatsAppWebhookSchema>;
          try {
            event = whatsAppWebhookSchema.parse(JSON.parse(rawBody));
          } catch {
            throw badRequest('invalid_input', MESSAGE_WEBHOOK_BODY_INVALID);
          }
          return { status: true as const, message: await receiveWhatsAppWebhook(deps, event) };
        },
      );

      raw.post(
        '/webhooks/sms',
        {
          schema: {
            tags,
            summary: "Twilio's SMS status callback (X-Twilio-Signature over the URL and the fields): delivery statuses",
            headers: z.object({ 'x-twilio-signature': z.string().optional() }),
            body: z.string().describe('The callback, form-encoded as Twilio sent it'),
            response: { 200: answerSchema, 400: errorSchema, 401: errorSchema },
          },
        },
        async (request) => {
          const fields = Object.fromEntries(new URLSearchParams(request.body));
          // Twilio signs the URL it called: the configured public origin, else the one this request came in at
          // (its scheme and host as the trusted proxies tell them).
          const origin = config.apiPublicUrl ?? `${request.protocol}://${request.host}`;
          const expected = twilioSignature(config.sms.authToken, `${origin}${request.url}`, fields);
          if (!sameSecretText(expected, request.headers['x-twilio-signature'])) {
            throw unauthorized('webhook_unauthenticated', MESSAGE_WEBHOOK_SIGNATURE_INVALID);
          }
          const status = smsStatusSchema.safeParse(fields);
          if (!status.success) throw badRequest('invalid_input', MESSAGE_WEBHOOK_BODY_INVALID);
          await receiveSmsStatus(deps.db, status.data);
          return { status: true as const, message: `SMS ${status.data.MessageStatus}` };
        },
      );
    });
  };
}
