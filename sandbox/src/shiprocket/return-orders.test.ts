import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { startWebhookReceiver, type WebhookReceiver } from '../test/webhook-receiver.js';
import { shiprocketSandboxClient } from './client.js';
import type { TrackingData } from './service.js';
import { RETURN_FLOW } from './statuses.js';

let sandbox: RunningSandbox;
let receiver: WebhookReceiver;
let client: ReturnType<typeof shiprocketSandboxClient>;
let token: string;

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
  const login = await call('POST', '/auth/login', {
    email: SANDBOX_DEFAULTS.SHIPROCKET_EMAIL,
    password: SANDBOX_DEFAULTS.SHIPROCKET_PASSWORD,
  });
  token = login.body.token as string;
});
afterAll(async () => {
  await sandbox.close();
  await receiver.close();
});
beforeEach(() => client.outage(false));

async function call<T = Record<string, unknown>>(method: string, path: string, body?: unknown) {
  const response = await fetch(`${sandbox.url}/shiprocket/v1/external${path}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

let counter = 0;
const returnOrder = (overrides: Record<string, unknown> = {}) => ({
  order_id: `R${Date.now()}-${String(++counter).padStart(8, '0')}`,
  order_date: '2026-05-19 11:00',
  pickup_customer_name: 'Asha',
  pickup_last_name: 'Rao',
  pickup_address: '14 Johari Bazaar Road',
  pickup_city: 'Jaipur',
  pickup_state: 'Rajasthan',
  pickup_country: 'India',
  pickup_pincode: '302003',
  pickup_email: 'asha@example.in',
  pickup_phone: '9876543210',
  shipping_customer_name: 'Sutra',
  shipping_last_name: 'Menswear',
  shipping_address: 'Sutra Atelier, 21 Prithviraj Road',
  shipping_city: 'Jaipur',
  shipping_state: 'Rajasthan',
  shipping_country: 'India',
  shipping_pincode: '302001',
  shipping_phone: '9829041414',
  order_items: [{ name: 'Navy Suit', sku: 'SUIT-NAVY-40', units: 1, selling_price: 12999 }],
  payment_method: 'Prepaid',
  sub_total: 12999,
  length: 35,
  breadth: 30,
  height: 8,
  weight: 0.8,
  ...overrides,
});

describe('return orders', () => {
  it('books a return order as RETURN PENDING, and the same order_id again answers the same order', async () => {
    const body = returnOrder();
    const first = await call('POST', '/orders/create/return', body);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ status: 'RETURN PENDING', order_id: expect.any(Number) });
    const again = await call('POST', '/orders/create/return', body);
    expect(again.body.order_id).toBe(first.body.order_id);
    const listed = await client.shipments(body.order_id);
    expect(listed).toHaveLength(1);
    expect(listed[0]).toMatchObject({ is_return: true, status: 'RETURN PENDING' });
  });

  it("refuses a return order without the buyer's pickup address, with Shiprocket's 422 field errors", async () => {
    const refused = await call<{ errors: Record<string, string[]> }>(
      'POST',
      '/orders/create/return',
      returnOrder({ pickup_pincode: undefined, pickup_address: '' }),
    );
    expect(refused.status).toBe(422);
    expect(Object.keys(refused.body.errors)).toEqual(expect.arrayContaining(['pickup_pincode', 'pickup_address']));
  });

  it('walks the return road with an AWB from the pickup on, a return webhook each step, and tracking to match', async () => {
    const body = returnOrder();
    const booked = await call('POST', '/orders/create/return', body);
    const id = booked.body.order_id as number;
    const before = receiver.received.length;
    for (const status of RETURN_FLOW.slice(1)) {
      const moved = await client.advance(id);
      expect(moved.status).toBe(status);
      expect(moved.webhook?.status).toBe(200);
    }
    const hooks = receiver.received.slice(before).map((h) => JSON.parse(h.body) as Record<string, unknown>);
    expect(hooks.map((h) => h.current_status)).toEqual(RETURN_FLOW.slice(1));
    expect(hooks.every((h) => h.is_return === 1 && h.order_id === body.order_id)).toBe(true);
    expect(hooks.at(-1)?.awb).toMatch(/^SR\d+$/);
    const tracked = await call<Record<string, { tracking_data: TrackingData }>[]>(
      'GET',
      `/courier/track?order_id=${id}`,
    );
    const data = tracked.body[0]?.[String(id)]?.tracking_data;
    expect(data?.shipment_track[0]?.current_status).toBe('RETURN DELIVERED');
    expect(data?.shipment_track[0]?.delivered_date).not.toBeNull();
    expect((await client.advance(id).catch((e: unknown) => e)) instanceof Error).toBe(true);
  });

  it('answers 503 to a return order while the outage switch is on, and books it once it is off', async () => {
    const body = returnOrder();
    await client.outage(true);
    expect((await call('POST', '/orders/create/return', body)).status).toBe(503);
    expect(await client.shipments(body.order_id)).toHaveLength(0);
    await client.outage(false);
    expect((await call('POST', '/orders/create/return', body)).status).toBe(200);
  });
});
