import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import {
  type HTMLAnchorElement,
  type HTMLButtonElement,
  type HTMLElement,
  type HTMLInputElement,
  Window,
} from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';

/** checkout.js's method choice and UPI panel in a browser-like page (happy-dom), paying through the real sandbox. */

interface RazorpayInstance {
  open(): void;
  on(event: string, callback: (response: unknown) => void): void;
}
type RazorpayConstructor = new (options: Record<string, unknown>) => RazorpayInstance;

let sandbox: RunningSandbox;
let window: Window;
let document: Window['document'];

beforeAll(async () => {
  sandbox = await startSandbox(loadSandboxConfig({ PORT: '0', SMTP_PORT: '0', LOG_LEVEL: 'silent' }));
});
afterAll(() => sandbox.close());

beforeEach(async () => {
  // As in checkout-script.test.ts: the page is on the sandbox's origin and the script is run inline.
  window = new Window({
    url: `${sandbox.url}/checkout`,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  document = window.document;
  document.body.innerHTML = '<button id="buy">Complete Purchase</button>';
  const script = document.createElement('script');
  script.textContent = await (await fetch(`${sandbox.url}/razorpay/v1/checkout.js`)).text();
  document.head.appendChild(script);
});
afterEach(async () => {
  await window.happyDOM.close();
});

function newOrder(amount = 149_900): string {
  const created = sandbox.razorpay.createOrder({ amount, currency: 'INR', receipt: 'upi-script-test' });
  if (!created.ok) throw new Error('order not created');
  return created.order.id;
}

function openCheckout(orderId: string, extra: Record<string, unknown> = {}) {
  const calls = { handler: [] as Record<string, string>[], failed: [] as unknown[], dismissed: 0 };
  const Razorpay = (window as unknown as { Razorpay: RazorpayConstructor }).Razorpay;
  const rzp = new Razorpay({
    key: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID,
    amount: 149_900,
    currency: 'INR',
    order_id: orderId,
    name: 'Sutra',
    prefill: { email: 'asha@example.in', contact: '9876543210' },
    handler: (response: Record<string, string>) => calls.handler.push(response),
    modal: { ondismiss: () => (calls.dismissed += 1) },
    ...extra,
  });
  rzp.on('payment.failed', (response) => calls.failed.push(response));
  (document.getElementById('buy') as unknown as HTMLElement).focus();
  rzp.open();
  return calls;
}

const dialog = () => document.querySelector('[role="dialog"]') as unknown as HTMLElement | null;
const tab = (name: string) =>
  [...(dialog()?.querySelectorAll('[role="tab"]') ?? [])].find((t) => t.textContent === name) as unknown as HTMLElement;
const panelOf = (t: HTMLElement) =>
  document.getElementById(t.getAttribute('aria-controls') ?? '') as HTMLElement | null;
const upiPanel = () => panelOf(tab('UPI')) as HTMLElement;
const button = (text: string) =>
  [...upiPanel().querySelectorAll('button')].find((b) => b.textContent?.startsWith(text)) as unknown as
    | HTMLButtonElement
    | undefined;
const vpaInput = () => upiPanel().querySelector('input[name="vpa"]') as unknown as HTMLInputElement;
const alerts = () => [...upiPanel().querySelectorAll('[role="alert"]')].map((a) => a.textContent).join('');
const statuses = () => [...upiPanel().querySelectorAll('[role="status"]')].map((a) => a.textContent).join('');
const key = (name: string) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new window.KeyboardEvent('keydown', { key: name, bubbles: true, cancelable: true }),
  );

/** Waits (bounded) until `done` holds: the sandbox answers a collect only after the payer's app would have. */
async function until(done: () => boolean, what: string) {
  for (let waited = 0; !done(); waited += 20) {
    if (waited > 10_000) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the method choice', () => {
  it('is a labelled tab list, Card first; clicks and arrow keys switch the panel shown', () => {
    openCheckout(newOrder());
    const list = dialog()?.querySelector('[role="tablist"]');
    expect(list?.getAttribute('aria-label')).toBe('Payment method');
    const [card, upi] = [tab('Card'), tab('UPI')];
    expect(card.getAttribute('aria-selected')).toBe('true');
    expect(upi.getAttribute('aria-selected')).toBe('false');
    expect([card.tabIndex, upi.tabIndex]).toEqual([0, -1]);
    expect(panelOf(card)?.hidden).toBe(false);
    expect(upiPanel().hidden).toBe(true);
    expect(upiPanel().getAttribute('role')).toBe('tabpanel');
    expect(upiPanel().getAttribute('aria-labelledby')).toBe(upi.id);

    upi.click();
    expect(upi.getAttribute('aria-selected')).toBe('true');
    expect(upiPanel().hidden).toBe(false);
    expect(panelOf(card)?.hidden).toBe(true);
    expect(document.querySelector(`label[for="${vpaInput().id}"]`)?.textContent).toContain('UPI ID');

    upi.focus();
    key('ArrowLeft');
    expect(document.activeElement).toBe(card);
    expect(card.getAttribute('aria-selected')).toBe('true');
    key('End');
    expect(document.activeElement).toBe(upi);
    expect(upiPanel().hidden).toBe(false);
  });
});

describe('UPI collect', () => {
  it('checks the UPI id before sending it: an inline error, the field marked and focused, nothing paid', () => {
    const orderId = newOrder();
    openCheckout(orderId);
    tab('UPI').click();
    vpaInput().value = 'asha.rao';
    button('Pay')?.click();
    expect(alerts()).toBe('Enter a valid UPI ID, like name@bank.');
    expect(vpaInput().getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(vpaInput());
    expect(sandbox.razorpay.store.paymentsOf(orderId)).toEqual([]);
  });

  it('success@razorpay: waits for the app with the dialog busy, then closes and hands over a signed payment', async () => {
    const orderId = newOrder();
    const calls = openCheckout(orderId);
    tab('UPI').click();
    vpaInput().value = 'success@razorpay';
    button('Pay')?.click();
    expect(statuses()).toContain('Approve the payment request sent to success@razorpay in your UPI app');
    expect(dialog()?.getAttribute('aria-busy')).toBe('true');
    expect(vpaInput().disabled).toBe(true);
    await until(() => dialog() === null, 'the dialog to close');
    expect(calls.handler).toHaveLength(1);
    const [result] = calls.handler;
    expect(result?.razorpay_order_id).toBe(orderId);
    const expected = createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET)
      .update(`${orderId}|${result?.razorpay_payment_id}`)
      .digest('hex');
    expect(result?.razorpay_signature).toBe(expected);
    expect(sandbox.razorpay.store.payments.get(result?.razorpay_payment_id ?? '')).toMatchObject({
      method: 'upi',
      vpa: 'success@razorpay',
      status: 'captured',
      email: 'asha@example.in',
    });
  });

  it('failure@razorpay: fires payment.failed with Razorpay’s UPI error and closes when retry is off', async () => {
    const orderId = newOrder();
    const calls = openCheckout(orderId, { retry: { enabled: false } });
    tab('UPI').click();
    vpaInput().value = 'failure@razorpay';
    button('Pay')?.click();
    await until(() => dialog() === null, 'the dialog to close');
    expect(calls.handler).toEqual([]);
    expect(calls.failed).toEqual([
      {
        error: expect.objectContaining({
          code: 'BAD_REQUEST_ERROR',
          source: 'customer',
          step: 'payment_authentication',
          reason: 'payment_cancelled',
          metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
        }),
      },
    ]);
  });

  it('a well-formed id that is not a test id is refused in the dialog, with no payment and no failure event', async () => {
    const orderId = newOrder();
    const calls = openCheckout(orderId);
    tab('UPI').click();
    vpaInput().value = 'asha.rao@okaxis';
    button('Pay')?.click();
    await until(() => alerts() !== '', 'the refusal');
    expect(alerts()).toContain('This sandbox only takes its test UPI ids');
    expect(document.activeElement).toBe(vpaInput());
    expect(calls.failed).toEqual([]);
    expect(sandbox.razorpay.store.paymentsOf(orderId)).toEqual([]);
  });
});

describe('UPI QR / intent', () => {
  async function showQr() {
    tab('UPI').click();
    button('Show QR code')?.click();
    await until(() => upiPanel().querySelector('svg') !== null, 'the QR code');
  }

  it('draws the order’s QR code with a upi://pay app link; the sandbox’s approve button pays', async () => {
    const orderId = newOrder(149_900);
    const calls = openCheckout(orderId);
    await showQr();
    const svg = upiPanel().querySelector('svg');
    expect(svg?.getAttribute('role')).toBe('img');
    expect(svg?.getAttribute('aria-label')).toBe('UPI QR code to pay ₹1,499.00');
    expect(svg?.querySelector('path')?.getAttribute('d')).toMatch(/^(M\d+ \d+h1v1h-1z)+$/);
    const link = upiPanel().querySelector('a') as unknown as HTMLAnchorElement;
    expect(link.textContent).toBe('Pay with a UPI app');
    const intent = new URL(link.getAttribute('href') ?? '');
    expect(intent.protocol).toBe('upi:');
    expect(Object.fromEntries(intent.searchParams)).toMatchObject({ am: '1499.00', cu: 'INR', tr: orderId });
    expect(statuses()).toContain('Waiting for your UPI app');
    expect(document.activeElement?.textContent).toBe('Scan a QR code or use a UPI app');

    button('Sandbox: approve payment')?.click();
    await until(() => dialog() === null, 'the dialog to close');
    expect(calls.handler).toHaveLength(1);
    expect(sandbox.razorpay.store.payments.get(calls.handler[0]?.razorpay_payment_id ?? '')).toMatchObject({
      method: 'upi',
      vpa: 'success@razorpay',
      status: 'captured',
    });
  });

  it('the sandbox’s decline button fails the payment: payment.failed, the error shown, and a new QR code on offer', async () => {
    const orderId = newOrder();
    const calls = openCheckout(orderId);
    await showQr();
    button('Sandbox: decline payment')?.click();
    await until(() => alerts() !== '', 'the failure');
    expect(calls.failed).toHaveLength(1);
    expect(calls.failed[0]).toMatchObject({ error: { reason: 'payment_cancelled', metadata: { order_id: orderId } } });
    expect(alerts()).toContain('declined in the UPI app');
    expect(upiPanel().querySelector('svg')).toBeNull();
    expect(document.activeElement).toBe(button('Show QR code'));
    expect(calls.handler).toEqual([]);
  });
});
