import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type BearerAuth, buyerOf, ownBuyerId } from '../auth/bearer.js';
import { unauthorized } from '../http/errors.js';
import { errorSchema } from '../http/schemas.js';
import { receiveReturnPickupUpdate } from '../returns/pickup-status.js';
import type { OrderDeps } from './deps.js';
import { placeCodCheckout, placeCoveredCheckout } from './place-covered-order.js';
import { ORDER_PLACED, placeOrderForBuyer } from './place-order.js';
import {
  orderAnswerSchema,
  orderListAnswerSchema,
  orderQuerySchema,
  orderTrackingAnswerSchema,
  orderTrackingQuerySchema,
  placeCoveredOrderBodySchema,
  placeOrderAnswerSchema,
  placeOrderBodySchema,
  shippingWebhookBodySchema,
} from './schemas.js';
import { getOrder, listOrders } from './service.js';
import { receiveShippingUpdate } from './shipping-status.js';
import { trackOrders } from './tracking.js';

const tags = ['orders'];
const security = [{ bearerAuth: [] }];

export const WEBHOOK_TOKEN_INVALID = 'Invalid webhook token';

/** What the status webhook answers (always 200: Shiprocket has nothing better to send; unconfirmed endings are kept). */
export const SHIPPING_WEBHOOK_ANSWERS = {
  updated: 'Order updated',
  unchanged: 'Nothing to change',
  'unknown-order': 'Unknown order',
  unconfirmed: 'Waiting for Shiprocket tracking to confirm this status',
} as const;

const sameToken = (expected: string, received: string | string[] | undefined): boolean => {
  if (typeof received !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(received);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** POST /order, GET /order (spec section 7) and Shiprocket's status webhook. */
/** The answer to a placement, paid or covered: the same order for a replay (200) as for the first call (201). */
const placedAnswer = <Order>(order: Order) => ({
  status: true as const,
  success: true as const,
  message: ORDER_PLACED,
  result: order,
});

export const orderRoutes =
  ({
    deps,
    auth,
    shippingWebhookToken,
  }: {
    deps: OrderDeps;
    auth: BearerAuth;
    shippingWebhookToken: string;
  }): FastifyPluginAsyncZod =>
  async (app) => {
    app.post(
      '/order',
      {
        schema: {
          tags,
          summary:
            'Place the order a Razorpay payment paid for: the signature must verify for the checkout’s stored Razorpay order, and Razorpay must confirm the payment (this order, this amount, captured); the same payment answers the same order',
          security,
          body: placeOrderBodySchema,
          response: {
            200: placeOrderAnswerSchema,
            201: placeOrderAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
            409: errorSchema,
            503: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
      },
      async (request, reply) => {
        const buyerId = ownBuyerId(request, request.body.buyerId);
        const { razorpay_order_id, razorpay_payment_id, razorpay_signature } = request.body;
        const placed = await placeOrderForBuyer(deps, buyerId, {
          razorpayOrderId: razorpay_order_id,
          razorpayPaymentId: razorpay_payment_id,
          razorpaySignature: razorpay_signature,
        });
        return reply.status(placed.created ? 201 : 200).send(placedAnswer(placed.order));
      },
    );

    // Checkouts placed without a payment: covered wholly by coupon and points, or paid in cash on delivery. Both take
    // only the checkout's id and answer like POST /order.
    const unpaid = [
      {
        path: '/order/covered',
        place: placeCoveredCheckout,
        summary:
          'Place a checkout that coupon and points cover wholly (priced at ₹0 by POST /payment/order), without a payment; a checkout with an amount to pay is refused; the same checkout answers the same order',
      },
      {
        path: '/order/cod',
        place: placeCodCheckout,
        summary:
          'Place a cash-on-delivery checkout (started with paymentMethod cod, where cash on delivery was offered), without a payment: the courier collects the total; the same checkout answers the same order',
      },
    ];
    for (const { path, place, summary } of unpaid) {
      app.post(
        path,
        {
          schema: {
            tags,
            summary,
            security,
            body: placeCoveredOrderBodySchema,
            response: {
              200: placeOrderAnswerSchema,
              201: placeOrderAnswerSchema,
              400: errorSchema,
              401: errorSchema,
              404: errorSchema,
              409: errorSchema,
            },
          },
          onRequest: auth.requireBuyer,
        },
        async (request, reply) => {
          const buyerId = ownBuyerId(request, request.body.buyerId);
          const placed = await place(deps, buyerId, request.body.checkoutId);
          return reply.status(placed.created ? 201 : 200).send(placedAnswer(placed.order));
        },
      );
    }

    app.get(
      '/order',
      {
        schema: {
          tags,
          summary: "One of the buyer's orders (with id), or their orders newest first, a page at a time",
          security,
          querystring: orderQuerySchema,
          response: {
            200: z.union([orderAnswerSchema, orderListAnswerSchema]),
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => {
        const buyerId = ownBuyerId(request, request.query.buyerId);
        const { id, productItemId, limit, cursor } = request.query;
        if (id) return { success: true as const, result: await getOrder(deps.db, buyerId, id, productItemId) };
        return { success: true as const, ...(await listOrders(deps.db, buyerOf(request).id, { limit, cursor })) };
      },
    );

    app.get(
      '/order/tracking',
      {
        schema: {
          tags,
          summary:
            "Live Shiprocket tracking of some of the buyer's orders, each shipment asked once; an order not the buyer's answers 404 like a missing one, and a shipment Shiprocket cannot answer for now answers unavailable",
          security,
          querystring: orderTrackingQuerySchema,
          response: {
            200: orderTrackingAnswerSchema,
            400: errorSchema,
            401: errorSchema,
            404: errorSchema,
          },
        },
        onRequest: auth.requireBuyer,
      },
      async (request) => ({
        success: true as const,
        result: await trackOrders(deps, buyerOf(request).id, request.query.ids),
      }),
    );

    app.post(
      '/shipping/webhook',
      {
        schema: {
          tags,
          summary:
            "Shiprocket's status webhook (x-api-key must be the shipping webhook token): updates orderStatus; a delivery, cancellation or return only once Shiprocket's tracking shows it",
          headers: z.object({ 'x-api-key': z.string().optional() }),
          body: shippingWebhookBodySchema,
          response: {
            200: z.object({ status: z.literal(true), message: z.string() }),
            400: errorSchema,
            401: errorSchema,
          },
        },
        onRequest: async (request) => {
          if (!sameToken(shippingWebhookToken, request.headers['x-api-key']))
            throw unauthorized('webhook_unauthenticated', WEBHOOK_TOKEN_INVALID);
        },
      },
      async (request) => {
        const { order_id, sr_order_id, current_status } = request.body;
        // A return pickup's statuses come to the same webhook, named by the return order's id.
        const returned =
          order_id === undefined
            ? null
            : await receiveReturnPickupUpdate(deps, {
                channelOrderId: String(order_id),
                currentStatus: current_status,
                awb: typeof request.body.awb === 'string' ? request.body.awb : undefined,
                courier: typeof request.body.courier_name === 'string' ? request.body.courier_name : undefined,
              });
        if (returned) return { status: true as const, message: SHIPPING_WEBHOOK_ANSWERS[returned] };
        const result = await receiveShippingUpdate(deps, {
          orderNumber: order_id === undefined ? undefined : String(order_id),
          shiprocketOrderId: sr_order_id === undefined ? undefined : String(sr_order_id),
          currentStatus: current_status,
        });
        return { status: true as const, message: SHIPPING_WEBHOOK_ANSWERS[result] };
      },
    );
  };
