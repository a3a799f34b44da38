import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, ownBuyerId } from '../auth/bearer.js';
import { RATE_LIMITS, type RateLimiter } from '../auth/rate-limits.js';
import { errorSchema } from '../http/schemas.js';
import type { OrderDeps } from '../orders/deps.js';
import { handlePaymentWebhook } from './payment-webhook.js';
import { priceCart, toCheckoutPriceJson } from './quote.js';
import {
  priceAnswerSchema,
  priceQuerySchema,
  startCheckoutAnswerSchema,
  startCheckoutBodySchema,
  webhookAnswerSchema,
} from './schemas.js';
import { CHECKOUT_READY, startCheckout } from './service.js';

const tags = ['checkout'];
const security = [{ bearerAuth: [] }];

/** The summary's price (GET /checkout/price), POST /payment/order and Razorpay's POST /payment/webhook. */
export const checkoutRoutes =
  ({ deps, auth, limits }: { deps: OrderDeps; auth: BearerAuth; limits: RateLimiter }): FastifyPluginAsyncZod =>
  async (app) => {
    app.get(
      '/checkout/price',
      {
        schema: {
          tags,
          summary:
            "Price the buyer's cart as Complete Purchase would (coupon, points, delivery) without starting a payment: what the summary shows",
          security,
          querystring: priceQuerySchema,
          response: { 200: priceAnswerSchema, 400: errorSchema, 401: errorSchema, 404: errorSchema },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        const priced = await priceCart(deps, buyerId, request.query);
        return { success: true as const, result: toCheckoutPriceJson(priced, request.query.delivery) };
      },
    );

    app.post(
      '/payment/order',
      {
        schema: {
          tags,
          summary:
            "Price the buyer's cart (coupon, points, delivery) and create the Razorpay order to pay; answers checkout.js's options",
          security,
          body: startCheckoutBodySchema,
          response: {
            201: startCheckoutAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
            409: errorSchema,
            429: errorSchema,
            503: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
        preHandler: limits.limit(RATE_LIMITS.paymentOrderPerBuyer),
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const checkout = await startCheckout(deps, buyerId, request.body);
        return reply
          .status(201)
          .send({ status: true as const, success: true as const, message: CHECKOUT_READY, result: checkout });
      },
    );

    // Razorpay signs the raw bytes: this route keeps the body as text and parses it after checking the signature.
    await app.register(async (raw) => {
      raw.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => done(null, body));
      raw.withTypeProvider<ZodTypeProvider>().post(
        '/payment/webhook',
        {
          schema: {
            tags,
            summary:
              "Razorpay's webhook (X-Razorpay-Signature over the raw body): places paid orders whose browser never came back",
            headers: z.object({
              'x-razorpay-signature': z.string().optional(),
              'x-razorpay-event-id': z.string().optional(),
            }),
            body: z.string().describe('The event, as Razorpay sent it'),
            response: { 200: webhookAnswerSchema, 400: errorSchema, 503: errorSchema },
          },
        },
        async (request) => ({
          status: true as const,
          message: await handlePaymentWebhook(deps, request.body, {
            signature: request.headers['x-razorpay-signature'],
            eventId: request.headers['x-razorpay-event-id'],
          }),
        }),
      );
    });
  };
