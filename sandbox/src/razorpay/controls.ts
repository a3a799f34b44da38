import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { z } from 'zod';
import { webhookControls } from '../webhook-controls.js';
import { errorAnswer } from './entities.js';
import type { RazorpayService } from './service.js';

const text = z.string().max(200);
const payer = { key: text, order_id: text, email: text.optional(), contact: text.optional() };
const payBody = z.union([
  z.object({
    ...payer,
    method: z.literal('card').optional(),
    card: z.object({ number: text, expiry: text, cvv: text, name: text.optional() }),
    authorize_only: z.boolean().optional(),
  }),
  z.object({ ...payer, method: z.literal('upi'), vpa: text, authorize_only: z.boolean().optional() }),
]);
const intentBody = z.object(payer);
const intentAnswerBody = z.object({ approve: z.boolean(), authorize_only: z.boolean().optional() });
const paymentParams = z.object({ id: text });
const outageBody = z.object({ on: z.boolean() });
const refundModeBody = z.object({ mode: z.enum(['processed', 'pending']) });
const settleBody = z.object({ status: z.enum(['processed', 'failed']) });

/** checkout.js runs on the store's origin and posts here, so this one route answers any origin. */
const allowAnyOrigin = (reply: FastifyReply) =>
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-allow-methods', 'POST, OPTIONS')
    .header('access-control-allow-headers', 'content-type')
    .header('access-control-max-age', '600');

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Razorpay's sandbox controls, under `/sandbox/razorpay`:
 * - `POST /pay {key, order_id, card: {number, expiry, cvv, name}, email, contact}` pays an order with a test card,
 *   exactly as the checkout dialog does (it posts here): answers the handler's three fields, or Razorpay's error;
 *   `authorize_only: true` leaves the payment authorized, for the merchant to capture; `{key, order_id, method: 'upi',
 *   vpa}` pays by UPI collect instead, answering after the payer's app would have (`RAZORPAY_UPI_APPROVAL_MS`);
 * - `POST /upi/intent {key, order_id, email, contact}` starts a QR / intent payment: `{payment_id, intent_url, qr}`;
 * - `POST /upi/intent/:id {approve, authorize_only}` answers it as the payer's app would, like `/pay`;
 * - `POST /outage {on}` makes every Razorpay API call answer 503 (or work again);
 * - `POST /refunds/mode {mode}`: new refunds are processed at once (`processed`, the default) or stay `pending`;
 * - `POST /refunds/:id/settle {status}` settles a pending refund as `processed` or `failed` (its webhook goes out);
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
          .send(
            errorAnswer({ description: 'Send key, order_id and card {number, expiry, cvv}, or method "upi" and vpa' }),
          );
      }
      const { key, order_id, email, contact, authorize_only } = body.data;
      if (body.data.method === 'upi') {
        const started = razorpay.upi.startCollect({ key, orderId: order_id, vpa: body.data.vpa, email, contact });
        if (!started.ok) return reply.status(started.status).send(started.body);
        await delay(razorpay.config.upiApprovalMs);
        const answered = razorpay.upi.answerCollect(started.payment.id, { authorizeOnly: authorize_only });
        if (!answered.ok) return reply.status(answered.status).send(answered.body);
        return answered.result;
      }
      const { card } = body.data;
      const paid = razorpay.pay({ key, orderId: order_id, card, email, contact, authorizeOnly: authorize_only });
      if (!paid.ok) return reply.status(paid.status).send(paid.body);
      return paid.result;
    });

    app.options('/upi/intent', async (_request, reply) => allowAnyOrigin(reply).status(204).send());
    app.post('/upi/intent', async (request, reply) => {
      allowAnyOrigin(reply);
      const body = intentBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send(errorAnswer({ description: 'Send key and order_id' }));
      const { key, order_id, email, contact } = body.data;
      const started = razorpay.upi.startIntent({ key, orderId: order_id, email, contact });
      if (!started.ok) return reply.status(started.status).send(started.body);
      return { payment_id: started.payment.id, intent_url: started.intentUrl, qr: started.qr };
    });

    app.options('/upi/intent/:id', async (_request, reply) => allowAnyOrigin(reply).status(204).send());
    app.post('/upi/intent/:id', async (request, reply) => {
      allowAnyOrigin(reply);
      const params = paymentParams.safeParse(request.params);
      const body = intentAnswerBody.safeParse(request.body);
      if (!params.success || !body.success) {
        return reply.status(400).send(errorAnswer({ description: 'Send {"approve": true} or {"approve": false}' }));
      }
      const answered = razorpay.upi.answerIntent(params.data.id, {
        approve: body.data.approve,
        authorizeOnly: body.data.authorize_only,
      });
      if (!answered.ok) return reply.status(answered.status).send(answered.body);
      return answered.result;
    });

    app.post('/outage', async (request, reply) => {
      const body = outageBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"on": true} or {"on": false}' });
      razorpay.store.outage = body.data.on;
      return { outage: razorpay.store.outage };
    });

    app.post('/refunds/mode', async (request, reply) => {
      const body = refundModeBody.safeParse(request.body);
      if (!body.success)
        return reply.status(400).send({ message: 'Send {"mode": "processed"} or {"mode": "pending"}' });
      razorpay.refunds.mode = body.data.mode;
      return { mode: razorpay.refunds.mode };
    });

    app.post('/refunds/:id/settle', async (request, reply) => {
      const params = paymentParams.safeParse(request.params);
      const body = settleBody.safeParse(request.body);
      if (!params.success || !body.success) {
        return reply.status(400).send({ message: 'Send {"status": "processed"} or {"status": "failed"}' });
      }
      const settled = razorpay.refunds.settle(params.data.id, body.data.status);
      if ('ok' in settled) return reply.status(settled.status).send(settled.body);
      return settled;
    });

    await app.register(webhookControls(razorpay.outbox), { prefix: '/webhooks' });
  };
