import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { webhookControls } from '../webhook-controls.js';
import { errorAnswer } from './entities.js';
import type { RazorpayService } from './service.js';

const text = z.string().max(200);
const payBody = z.object({
  key: text,
  order_id: text,
  card: z.object({ number: text, expiry: text, cvv: text, name: text.optional() }),
  email: text.optional(),
  contact: text.optional(),
  authorize_only: z.boolean().optional(),
});
const outageBody = z.object({ on: z.boolean() });

/** checkout.js runs on the store's origin and posts here, so this one route answers any origin. */
const allowAnyOrigin = (reply: FastifyReply) =>
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'POST, OPTIONS')
    .header('access-control-allow-headers', 'content-type')
    .header('access-control-max-age', '600');

/**
 * Razorpay's sandbox controls, under `/sandbox/razorpay`:
 * - `POST /pay {key, order_id, card: {number, expiry, cvv, name}, email, contact}` pays an order with a test card,
 *   exactly as the checkout dialog does (it posts here): answers the handler's three fields, or Razorpay's error;
 *   `authorize_only: true` leaves the payment authorized, for the merchant to capture;
 * - `POST /outage {on}` makes every Razorpay API call answer 503 (or work again);
 * - `/webhooks`: list, pause and (re)send the payment webhooks (see `webhookControls`).
 */
export const razorpayControls =
  (razorpay: RazorpayService): FastifyPluginAsync =>
  async (app) => {
    app.options('/pay', async (_request, reply) => allowAnyOrigin(reply).status(204).send());
    app.post('/pay', async (request, reply) => {
      allowAnyOrigin(reply);
      const body = payBody.safeParse(request.body);
      if (!body.success) {
        return reply
          .status(400)
          .send(errorAnswer({ description: 'Send key, order_id and card {number, expiry, cvv}' }));
      }
      const { key, order_id, card, email, contact, authorize_only } = body.data;
      const paid = razorpay.pay({ key, orderId: order_id, card, email, contact, authorizeOnly: authorize_only });
      if (!paid.ok) return reply.status(paid.status).send(paid.body);
      return paid.result;
    });

    app.post('/outage', async (request, reply) => {
      const body = outageBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"on": true} or {"on": false}' });
      razorpay.store.outage = body.data.on;
      return { outage: razorpay.store.outage };
    });

    await app.register(webhookControls(razorpay.outbox), { prefix: '/webhooks' });
  };
