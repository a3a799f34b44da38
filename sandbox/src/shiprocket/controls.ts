import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { webhookControls } from '../webhook-controls.js';
import type { ShiprocketService } from './service.js';
import { courierPlanSchema } from './serviceability.js';
import { ALL_STATUSES } from './statuses.js';
import { renderTrackingPage } from './tracking-page.js';

const advanceBody = z.object({ status: z.enum(ALL_STATUSES).optional() }).optional();
const outageBody = z.object({ on: z.boolean() });
const serviceabilityOutageBody = z.object({ on: z.boolean(), mode: z.enum(['error', 'timeout']).optional() });
const clockBody = z.object({ now: z.iso.datetime({ offset: true }).nullable() });
const couriersBody = z.object({
  delivery_postcode: z.string().regex(/^[1-9]\d{5}$/),
  couriers: z.array(courierPlanSchema).nullable(),
});

/**
 * Shiprocket's sandbox controls, under `/sandbox/shiprocket`:
 * - `POST /orders/<shiprocketOrderId>/advance` moves a shipment one status on (NEW → PROCESSING → READY_TO_SHIP →
 *   SHIPPED → DELIVERED; a return order RETURN PENDING → RETURN PICKUP GENERATED → RETURN OUT FOR PICKUP →
 *   RETURN PICKED UP → RETURN IN TRANSIT → RETURN DELIVERED), or to `{"status": "CANCELLED"}` etc., posts the status
 *   webhook and answers once the api has replied to it;
 * - `POST /outage {on}` makes every Shiprocket API call answer 503 (or work again);
 * - `POST /serviceability/outage {on, mode}` makes courier serviceability alone fail: `mode` `error` (the default)
 *   answers 500 at once, `timeout` holds each request 30 s (or until switched off) and then answers 504;
 * - `POST /serviceability/clock {now}` fixes the "now" serviceability counts delivery dates from (an ISO date-time),
 *   or `{"now": null}` for the real clock again;
 * - `POST /serviceability/couriers {delivery_postcode, couriers}` answers that pincode with these couriers (wire field
 *   names: `courier_company_id`, `courier_name`, `is_surface`, `estimated_delivery_days`, `cod`, optional `etd` and
 *   `blocked`) instead of its range's, or its range's again with `"couriers": null`;
 * - `GET /serviceability/requests` lists the serviceability requests received, oldest first
 *   (`?delivery_postcode=` for one pincode), so tests can count what reached "Shiprocket";
 * - `GET /orders` lists the shipments, return orders too (`is_return`) (`?channel_order_id=` for one store order);
 * - `GET /tracking/<awb>` is the page `track_url` opens;
 * - `/webhooks`: list, pause and (re)send the status webhooks.
 */
export const shiprocketControls =
  (shiprocket: ShiprocketService): FastifyPluginAsync =>
  async (app) => {
    app.post<{ Params: { id: string } }>('/orders/:id/advance', async (request, reply) => {
      const body = advanceBody.safeParse(request.body ?? undefined);
      if (!body.success) {
        return reply.status(400).send({ message: `status must be one of ${ALL_STATUSES.join(', ')}` });
      }
      const id = /^\d+$/.test(request.params.id) ? Number(request.params.id) : Number.NaN;
      const moved = shiprocket.advance(id, body.data?.status);
      if (!moved.ok) return reply.status(moved.status).send(moved.body);
      const webhook = await moved.delivered;
      return {
        order_id: moved.shipment.orderId,
        status: moved.shipment.status,
        awb_code: moved.shipment.awbCode,
        webhook,
      };
    });

    app.post('/outage', async (request, reply) => {
      const body = outageBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"on": true} or {"on": false}' });
      shiprocket.store.outage = body.data.on;
      return { outage: shiprocket.store.outage };
    });

    app.post('/serviceability/outage', async (request, reply) => {
      const body = serviceabilityOutageBody.safeParse(request.body);
      if (!body.success) {
        return reply.status(400).send({ message: 'Send {"on": true, "mode": "error" or "timeout"} or {"on": false}' });
      }
      shiprocket.serviceability.setFailure(body.data.on ? (body.data.mode ?? 'error') : 'off');
      return { failure: shiprocket.serviceability.failure };
    });

    app.post('/serviceability/clock', async (request, reply) => {
      const body = clockBody.safeParse(request.body);
      if (!body.success) return reply.status(400).send({ message: 'Send {"now": "<ISO date-time>"} or {"now": null}' });
      shiprocket.serviceability.clock = body.data.now ? new Date(body.data.now) : undefined;
      return { now: shiprocket.serviceability.now().toISOString(), fixed: body.data.now !== null };
    });

    app.post('/serviceability/couriers', async (request, reply) => {
      const body = couriersBody.safeParse(request.body);
      if (!body.success) {
        return reply
          .status(400)
          .send({ message: 'Send {"delivery_postcode": "<pincode>", "couriers": [...] or null}' });
      }
      const { delivery_postcode: pincode, couriers } = body.data;
      if (couriers) shiprocket.serviceability.plans.set(pincode, couriers);
      else shiprocket.serviceability.plans.delete(pincode);
      return { delivery_postcode: pincode, planned: couriers !== null };
    });

    app.get<{ Querystring: { delivery_postcode?: string } }>('/serviceability/requests', async (request) => {
      const wanted = request.query.delivery_postcode;
      return shiprocket.serviceability.asks.filter((a) => !wanted || a.delivery_postcode === wanted);
    });

    app.get<{ Querystring: { channel_order_id?: string } }>('/orders', async (request) => {
      const wanted = request.query.channel_order_id;
      return [...shiprocket.store.shipments.values()]
        .filter((s) => !wanted || s.channelOrderId === wanted)
        .reverse()
        .map((s) => ({
          order_id: s.orderId,
          shipment_id: s.shipmentId,
          channel_order_id: s.channelOrderId,
          is_return: s.isReturn,
          status: s.status,
          awb_code: s.awbCode,
          courier_name: s.courierName,
          destination: s.destination,
          payment_method: s.paymentMethod,
          cod_amount: s.codAmount,
          units: s.units,
          created_at: s.createdAt.toISOString(),
        }));
    });

    app.get<{ Params: { awb: string } }>('/tracking/:awb', async (request, reply) => {
      const shipment = shiprocket.store.byAwb(request.params.awb);
      if (!shipment) return reply.status(404).type('text/plain').send('No shipment with that AWB');
      return reply.type('text/html; charset=utf-8').send(renderTrackingPage(shipment));
    });

    await app.register(webhookControls(shiprocket.outbox), { prefix: '/webhooks' });
  };
