import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { razorpaySandboxClient } from '../razorpay/client.js';
import type { RazorpayOrder } from '../razorpay/entities.js';
import { type RunningSandbox, startSandbox } from '../server.js';
import { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.js';

export const {
  RAZORPAY_KEY_ID: KEY_ID,
  RAZORPAY_KEY_SECRET: KEY_SECRET,
  RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
} = SANDBOX_DEFAULTS;
export const basic = (id: string = KEY_ID, secret: string = KEY_SECRET) =>
  `Basic ${Buffer.from(`${id}:${secret}`).toString('base64')}`;
export const hmac = (secret: string, data: string) => createHmac('sha256', secret).update(data).digest('hex');

/**
 * What the Razorpay sandbox's tests share: a running sandbox whose webhooks go to a test receiver, started by
 * `useRazorpaySandbox()` in a test file (it registers the file's hooks), and helpers that call its REST API.
 */

/** Set once the sandbox has started. */
export let sandbox: RunningSandbox;
export let receiver: WebhookReceiver;
export let client: ReturnType<typeof razorpaySandboxClient>;

/** Starts the sandbox and a webhook receiver before the file's tests (webhooks on, answered 200 before each). */
export function useRazorpaySandbox(): void {
  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    sandbox = await startSandbox(
      loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent', API_URL: receiver.url }),
    );
    client = razorpaySandboxClient(sandbox.url);
  });
  afterAll(async () => {
    await sandbox.close();
    await receiver.close();
  });
  beforeEach(async () => {
    await client.pauseWebhooks(false);
    receiver.answerWith(200);
  });
}

export async function api<T = Record<string, unknown>>(method: string, path: string, body?: unknown, auth = basic()) {
  const response = await fetch(`${sandbox.url}/razorpay${path}`, {
    method,
    headers: { authorization: auth, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? null : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

export const createOrder = async (amount = 129_900, receipt = 'rcpt-1') => {
  const { status, body } = await api<RazorpayOrder>('POST', '/v1/orders', {
    amount,
    currency: 'INR',
    receipt,
    notes: { checkoutId: 'c-1' },
  });
  expect(status).toBe(200);
  return body;
};
