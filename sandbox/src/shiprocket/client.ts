import type { WebhookDelivery, WebhookEvent } from '../webhook-outbox.js';
import type { CourierPlan } from './serviceability.js';
import type { ServiceabilityAsk } from './serviceability-desk.js';
import type { ShipmentStatus } from './statuses.js';

export interface AdvanceAnswer {
  order_id: number;
  status: ShipmentStatus;
  awb_code: string | null;
  /** The api's reply to the status webhook; null while webhooks are paused. */
  webhook: WebhookDelivery | null;
}

export interface SandboxShipment {
  order_id: number;
  shipment_id: number;
  channel_order_id: string;
  /** A return order (a pickup from the buyer back to the seller). */
  is_return: boolean;
  status: ShipmentStatus;
  awb_code: string | null;
  courier_name: string | null;
  destination: string;
  payment_method: 'Prepaid' | 'COD';
  /** Rupees the courier collects at the door (0 when prepaid). */
  cod_amount: number;
  /** The units the parcel holds. */
  units: number;
  created_at: string;
}

/** Drives the Shiprocket sandbox's controls over HTTP (tests of other packages use it). */
export interface ShiprocketSandboxClient {
  /** Moves a shipment one status on (or to `status`) and answers once the api replied to the webhook. */
  advance(shiprocketOrderId: string | number, status?: ShipmentStatus): Promise<AdvanceAnswer>;
  /** Turns the outage switch on or off. */
  outage(on: boolean): Promise<void>;
  /** Shipments, newest first; `channelOrderId` is the store's order id. */
  shipments(channelOrderId?: string): Promise<SandboxShipment[]>;
  webhooks(filter?: { event?: string; subject?: string }): Promise<WebhookEvent[]>;
  /** Holds new status webhooks (recorded, not sent; `sendWebhook` sends one) or lets them go again. */
  pauseWebhooks(on: boolean): Promise<void>;
  /** Makes courier serviceability alone fail: `error` answers 500, `timeout` holds requests; false = works again. */
  serviceabilityOutage(on: boolean, mode?: 'error' | 'timeout'): Promise<void>;
  /** Fixes the "now" serviceability counts delivery dates from; null = the real clock. */
  serviceabilityClock(now: Date | null): Promise<void>;
  /** Answers one pincode with these couriers instead of its range's; null = its range's again. */
  serviceabilityCouriers(deliveryPostcode: string, couriers: CourierPlan[] | null): Promise<void>;
  /** The serviceability requests received, oldest first (for one delivery pincode when given). */
  serviceabilityRequests(deliveryPostcode?: string): Promise<ServiceabilityAsk[]>;
  sendWebhook(id: string): Promise<WebhookDelivery>;
}

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function shiprocketSandboxClient(sandboxUrl: string): ShiprocketSandboxClient {
  const base = `${sandboxUrl}/sandbox/shiprocket`;
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  return {
    advance: async (id, status) =>
      json<AdvanceAnswer>(await post(`/orders/${id}/advance`, status ? { status } : {}), 'advance'),
    outage: async (on) => {
      await json(await post('/outage', { on }), 'outage');
    },
    shipments: async (channelOrderId) => {
      const query = channelOrderId ? `?channel_order_id=${encodeURIComponent(channelOrderId)}` : '';
      return json<SandboxShipment[]>(await fetch(`${base}/orders${query}`), 'shipments');
    },
    webhooks: async (filter = {}) => {
      const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
      return json<WebhookEvent[]>(await fetch(`${base}/webhooks?${query}`), 'webhooks');
    },
    pauseWebhooks: async (on) => {
      await json(await post('/webhooks/pause', { on }), 'pause');
    },
    serviceabilityOutage: async (on, mode) => {
      await json(await post('/serviceability/outage', mode ? { on, mode } : { on }), 'serviceability outage');
    },
    serviceabilityClock: async (now) => {
      await json(await post('/serviceability/clock', { now: now ? now.toISOString() : null }), 'serviceability clock');
    },
    serviceabilityCouriers: async (deliveryPostcode, couriers) => {
      await json(
        await post('/serviceability/couriers', { delivery_postcode: deliveryPostcode, couriers }),
        'serviceability couriers',
      );
    },
    serviceabilityRequests: async (deliveryPostcode) => {
      const query = deliveryPostcode ? `?delivery_postcode=${encodeURIComponent(deliveryPostcode)}` : '';
      return json<ServiceabilityAsk[]>(
        await fetch(`${base}/serviceability/requests${query}`),
        'serviceability requests',
      );
    },
    sendWebhook: async (id) =>
      (await json<{ delivery: WebhookDelivery }>(await post(`/webhooks/${encodeURIComponent(id)}/send`, {}), 'send'))
        .delivery,
  };
}
