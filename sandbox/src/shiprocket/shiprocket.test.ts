import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { shiprocketSandboxClient } from './client.js';
import type { TrackingData } from './service.js';

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let client: ReturnType<typeof shiprocketSandboxClient>;
let token: string;

const {
  SHIPROCKET_EMAIL: EMAIL,
  SHIPROCKET_PASSWORD: PASSWORD,
  SHIPPING_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
} = SANDBOX_DEFAULTS;

beforeAll(async () => {
  receiver = await startWebhookReceiver();
  sandbox = await startSandbox(
    loadSandboxConfig({
      PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'silent',
      API_URL: receiver.url,
      SHIPROCKET_ADVANCE_SECONDS: '0',
    }),
  );
  client = shiprocketSandboxClient(sandbox.url);
  token = (await login()).body.token as string;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(() => client.outage(false));

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown, bearer = token) {
  const response = await fetch(`${sandbox.url}/shiprocket/v1/external${path}`, {
    method,
    headers: {
      ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const login = (email: string = EMAIL, password: string = PASSWORD) =>
  call<Record<string, unknown>>('POST', '/auth/login', { email, password }, '');

let orderCounter = 0;
const adhoc = (overrides: Record<string, unknown> = {}) => ({
  order_id: `sutra-order-${++orderCounter}-${Date.now()}`,
  order_date: '2026-05-19 11:00',
  pickup_location: 'Primary',
  billing_customer_name: 'Asha',
  billing_last_name: 'Rao',
  billing_address: '14 Johari Bazaar Road',
  billing_city: 'Jaipur',
  billing_pincode: '302003',
  billing_state: 'Rajasthan',
  billing_country: 'India',
  billing_email: 'asha@example.in',
  billing_phone: '9876543210',
  shipping_is_billing: true,
  order_items: [{ name: 'Navy Suit', sku: 'SUIT-NAVY-40', units: 1, selling_price: 12999 }],
  payment_method: 'Prepaid',
  sub_total: 12999,
  length: 40,
  breadth: 30,
  height: 8,
  weight: 1.2,
  ...overrides,
});

type TrackAnswer = Record<string, { tracking_data: TrackingData }>[];

describe('Shiprocket login', () => {
  it('answers a token for the configured email and password, and refuses others', async () => {
    const ok = await login();
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({ email: EMAIL, token: expect.any(String), company_id: expect.any(Number) });
    expect(await login(EMAIL, 'wrong')).toEqual({
      status: 400,
      body: { message: 'Invalid email and password combination', status_code: 400 },
    });
  });

  it('refuses API calls without a valid token', async () => {
    expect(await call('POST', '/orders/create/adhoc', adhoc(), '')).toEqual({
      status: 401,
      body: { message: 'Unauthenticated.', status_code: 401 },
    });
    expect((await call('GET', '/courier/track?order_id=1', undefined, 'forged')).status).toBe(401);
  });
});

describe('adhoc orders and tracking', () => {
  it('creates an order (NEW) and answers it again, not twice, for the same order_id', async () => {
    const body = adhoc();
    const created = await call<Record<string, unknown>>('POST', '/orders/create/adhoc', body);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      order_id: expect.any(Number),
      channel_order_id: body.order_id,
      shipment_id: expect.any(Number),
      status: 'NEW',
      status_code: 1,
      awb_code: null,
      courier_name: null,
    });
    const again = await call('POST', '/orders/create/adhoc', body);
    expect(again.body).toEqual(created.body);
    expect(await client.shipments(body.order_id)).toHaveLength(1);
  });

  it('validates the adhoc order with Shiprocket’s 422 answer', async () => {
    const bad = await call<{ message: string; errors: Record<string, string[]>; status_code: number }>(
      'POST',
      '/orders/create/adhoc',
      adhoc({ billing_pincode: '30200', order_items: [], billing_phone: undefined, shipping_is_billing: false }),
    );
    expect(bad.status).toBe(422);
    expect(bad.body.message).toBe('Oops! Invalid Data.');
    expect(Object.keys(bad.body.errors).sort()).toEqual(['billing_phone', 'billing_pincode', 'order_items']);
    const noShipping = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/orders/create/adhoc',
      adhoc({ shipping_is_billing: false }),
    );
    expect(noShipping.status).toBe(422);
    expect(noShipping.body.errors.shipping_address).toEqual(['The shipping address field is required.']);
  });

  it('tracks by order id, keyed by it, through every status; posts a status webhook with the token each time', async () => {
    const body = adhoc();
    const { order_id: id } = (await call<{ order_id: number }>('POST', '/orders/create/adhoc', body)).body;
    const track = async () => {
      const answer = await call<TrackAnswer>('GET', `/courier/track?order_id=${id}`);
      expect(answer.status).toBe(200);
      expect(answer.body).toHaveLength(1);
      expect(Object.keys(answer.body[0] ?? {})).toEqual([String(id)]);
      return answer.body[0]?.[String(id)]?.tracking_data as TrackingData;
    };
    const fresh = await track();
    expect(fresh).toMatchObject({ track_status: 0, track_url: '', etd: null });
    expect(fresh.shipment_track[0]).toMatchObject({ current_status: 'NEW', awb_code: '', courier_name: '', edd: null });

    const before = receiver.received.length;
    const statuses: string[] = [];
    for (let step = 0; step < 4; step++) {
      const moved = await client.advance(id);
      statuses.push(moved.status);
      expect(moved.webhook?.status).toBe(200);
    }
    expect(statuses).toEqual(['PROCESSING', 'READY_TO_SHIP', 'SHIPPED', 'DELIVERED']);

    const delivered = await track();
    const [line] = delivered.shipment_track;
    expect(delivered.track_status).toBe(1);
    expect(line).toMatchObject({
      current_status: 'DELIVERED',
      courier_name: 'Delhivery Surface',
      awb_code: expect.stringMatching(/^SR\d{10}$/),
      delivered_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/),
      edd: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
    });
    expect(delivered.shipment_track_activities.map((a) => a['sr-status-label'])).toEqual([
      'DELIVERED',
      'SHIPPED',
      'READY_TO_SHIP',
      'PROCESSING',
      'NEW',
    ]);
    expect(delivered.track_url).toBe(`${sandbox.url}/sandbox/shiprocket/tracking/${line?.awb_code}`);
    const page = await fetch(delivered.track_url);
    expect(await page.text()).toContain(`Tracking ${line?.awb_code}`);

    const byAwb = await call<{ tracking_data: TrackingData }>('GET', `/courier/track/awb/${line?.awb_code}`);
    expect(byAwb.body.tracking_data.shipment_track[0]?.current_status).toBe('DELIVERED');

    const hooks = receiver.received.slice(before);
    expect(hooks).toHaveLength(4);
    for (const hook of hooks) {
      expect(hook.path).toBe('/API/v1/shipping/webhook');
      expect(hook.headers['x-api-key']).toBe(WEBHOOK_TOKEN);
    }
    const last = JSON.parse(hooks[3]?.body ?? '{}');
    expect(last).toMatchObject({
      order_id: body.order_id,
      sr_order_id: id,
      current_status: 'DELIVERED',
      shipment_status: 'DELIVERED',
      current_status_id: 7,
      awb: line?.awb_code,
      courier_name: 'Delhivery Surface',
    });
    expect(last.current_timestamp).toMatch(/^\d{2} \d{2} \d{4} \d{2}:\d{2}:\d{2}$/);

    await expect(client.advance(id)).rejects.toThrow(/409.*already DELIVERED/);
  });

  it('jumps to CANCELLED on request, and answers 404 for unknown orders', async () => {
    const { order_id: id } = (await call<{ order_id: number }>('POST', '/orders/create/adhoc', adhoc())).body;
    expect((await client.advance(id, 'CANCELLED')).status).toBe('CANCELLED');
    expect((await call('GET', '/courier/track?order_id=999')).status).toBe(404);
    await expect(client.advance(999)).rejects.toThrow(/404/);
  });
});

describe('statuses off the clock’s flow', () => {
  const trackStatus = async (id: number) => {
    const answer = await call<TrackAnswer>('GET', `/courier/track?order_id=${id}`);
    return answer.body[0]?.[String(id)]?.tracking_data as TrackingData;
  };

  it('plays out for delivery and a return to origin, with Shiprocket’s ids, the AWB and the pickup', async () => {
    const { order_id: id } = (await call<{ order_id: number }>('POST', '/orders/create/adhoc', adhoc())).body;
    expect((await client.advance(id, 'OUT_FOR_DELIVERY')).status).toBe('OUT_FOR_DELIVERY');
    const out = await trackStatus(id);
    expect(out).toMatchObject({ track_status: 1, shipment_status: 17 });
    expect(out.shipment_track[0]).toMatchObject({
      current_status: 'OUT_FOR_DELIVERY',
      awb_code: expect.stringMatching(/^SR\d{10}$/),
      pickup_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2} /),
      delivered_date: null,
    });
    // Out for delivery leads to delivery.
    expect((await client.advance(id)).status).toBe('DELIVERED');
    expect((await trackStatus(id)).shipment_status).toBe(7);

    const { order_id: rto } = (await call<{ order_id: number }>('POST', '/orders/create/adhoc', adhoc())).body;
    await client.advance(rto, 'SHIPPED');
    const initiated = await client.advance(rto, 'RTO_INITIATED');
    expect(initiated.status).toBe('RTO_INITIATED');
    expect(JSON.parse(receiver.received.at(-1)?.body ?? '{}')).toMatchObject({
      current_status: 'RTO_INITIATED',
      current_status_id: 9,
      is_return: 1,
    });
    expect((await client.advance(rto)).status).toBe('RTO_DELIVERED');
    expect((await trackStatus(rto)).shipment_status).toBe(10);
    await expect(client.advance(rto)).rejects.toThrow(/409.*already RTO_DELIVERED/);
  });

  it('holds status webhooks while paused: the shipment moves, the webhook waits to be sent', async () => {
    const { order_id: id } = (await call<{ order_id: number }>('POST', '/orders/create/adhoc', adhoc())).body;
    const before = receiver.received.length;
    await client.pauseWebhooks(true);
    try {
      const moved = await client.advance(id, 'DELIVERED');
      expect(moved.webhook).toBeNull();
      expect((await trackStatus(id)).shipment_track[0]?.current_status).toBe('DELIVERED');
      expect(receiver.received.length).toBe(before);
    } finally {
      await client.pauseWebhooks(false);
    }
    const [held] = await client.webhooks({ subject: String(id), event: 'shipment.DELIVERED' });
    expect((await client.sendWebhook(held?.id ?? '')).status).toBe(200);
    expect(receiver.received.length).toBe(before + 1);
  });
});

describe('outage switch', () => {
  it('makes every Shiprocket call answer 503 until switched off', async () => {
    await client.outage(true);
    expect((await login()).status).toBe(503);
    expect((await call('POST', '/orders/create/adhoc', adhoc())).status).toBe(503);
    expect((await call('GET', '/courier/track?order_id=1')).body).toEqual({
      message: 'Service Unavailable',
      status_code: 503,
    });
    await client.outage(false);
    expect((await call('POST', '/orders/create/adhoc', adhoc())).status).toBe(200);
  });
});

describe('the development clock', () => {
  it('advances shipments on its own every SHIPROCKET_ADVANCE_SECONDS', async () => {
    const clocked = await startSandbox(
      loadSandboxConfig({
        PORT: '0',
        SMTP_PORT: '0',
        LOG_LEVEL: 'silent',
        API_URL: receiver.url,
        SHIPROCKET_ADVANCE_SECONDS: '0.05',
      }),
    );
    try {
      const created = clocked.shiprocket.createOrder(adhoc());
      if (!created.ok) throw new Error('not created');
      const deadline = Date.now() + 5000;
      while (clocked.shiprocket.store.shipments.get(created.body.order_id)?.status !== 'DELIVERED') {
        if (Date.now() > deadline) throw new Error('the clock did not deliver the shipment');
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(clocked.shiprocket.store.shipments.get(created.body.order_id)?.activities).toHaveLength(5);
    } finally {
      await clocked.close();
    }
  });
});

describe('courier AWB assignment', () => {
  type Created = { order_id: number; shipment_id: number };
  type Assigned = { awb_assign_status: number; response: { data: Record<string, unknown> } };
  const track = async (id: number) =>
    (await call<TrackAnswer>('GET', `/courier/track?order_id=${id}`)).body[0]?.[String(id)]?.tracking_data;
  // Ladakh: surface couriers take 8 days from Jaipur, Delhivery Air 5 (pincode-zones.ts).
  const ladakh = { shipping_is_billing: true, billing_city: 'Leh', billing_state: 'Ladakh', billing_pincode: '194101' };

  it('books the courier asked for, with its estimated delivery counted from the order date, and keeps it', async () => {
    const created = (
      await call<Created>('POST', '/orders/create/adhoc', adhoc({ ...ladakh, order_date: '2026-11-28 00:10' }))
    ).body;
    const assigned = await call<Assigned>('POST', '/courier/assign/awb', {
      shipment_id: created.shipment_id,
      courier_id: 10,
    });
    expect(assigned.status).toBe(200);
    expect(assigned.body).toMatchObject({
      awb_assign_status: 1,
      response: { data: { courier_company_id: 10, courier_name: 'Delhivery Air', shipment_id: created.shipment_id } },
    });
    // 00:10 in India on 28 November (18:40 UTC on the 27th), plus Delhivery Air's 5 days.
    expect((await track(created.order_id))?.shipment_track[0]).toMatchObject({
      courier_name: 'Delhivery Air',
      edd: '2026-12-03 12:00:00',
    });
    // The same courier asked again answers the same AWB; another is refused.
    const again = await call<Assigned>('POST', '/courier/assign/awb', {
      shipment_id: created.shipment_id,
      courier_id: 10,
    });
    expect(again.body.response.data.awb_code).toBe(assigned.body.response.data.awb_code);
    expect(
      (await call('POST', '/courier/assign/awb', { shipment_id: created.shipment_id, courier_id: 43 })).status,
    ).toBe(400);
    for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED'] as const)
      await client.advance(created.order_id, status);
    expect((await track(created.order_id))?.shipment_track[0]).toMatchObject({
      courier_name: 'Delhivery Air',
      awb_code: assigned.body.response.data.awb_code,
      edd: '2026-12-03 12:00:00',
    });
  });

  it('refuses a courier that does not serve the pincode (no air courier within the city), and an unknown shipment', async () => {
    const created = (await call<Created>('POST', '/orders/create/adhoc', adhoc())).body;
    expect(await call('POST', '/courier/assign/awb', { shipment_id: created.shipment_id, courier_id: 10 })).toEqual({
      status: 400,
      body: { message: 'Selected courier is not serviceable for pincode 302003.', status_code: 400 },
    });
    expect((await call('POST', '/courier/assign/awb', { shipment_id: 1 })).status).toBe(404);
    // Without a courier: Shiprocket's recommended one.
    const recommended = await call<Assigned>('POST', '/courier/assign/awb', { shipment_id: created.shipment_id });
    expect(recommended.body.response.data).toMatchObject({ courier_company_id: 43, courier_name: 'Delhivery Surface' });
  });
});
