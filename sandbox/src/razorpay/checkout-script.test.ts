import { createHmac } from 'node:crypto';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { type HTMLButtonElement, type HTMLElement, type HTMLInputElement, Window } from 'happy-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadSandboxConfig } from '../config.js';
import { type RunningSandbox, startSandbox } from '../server.js';

/** checkout.js in a browser-like page on the store's origin (happy-dom), paying through the real sandbox. */

interface RazorpayInstance {
  open(): void;
  close(): void;
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
  // The page is served from the sandbox's origin: happy-dom cannot load a cross-origin classic script, so the script
  // is fetched over HTTP and run inline (its pay call then goes to the page's origin, the sandbox). The cross-origin
  // preflight checkout.js needs on the store's origin is tested in card-payments.test.ts.
  window = new Window({
    url: `${sandbox.url}/checkout`,
    settings: { enableJavaScriptEvaluation: true, suppressInsecureJavaScriptEnvironmentWarning: true },
  });
  document = window.document;
  document.body.innerHTML = '<button id="buy">Complete Purchase</button>';
  const response = await fetch(`${sandbox.url}/razorpay/v1/checkout.js`);
  expect(response.headers.get('content-type')).toMatch(/^application\/javascript/);
  const script = document.createElement('script');
  script.textContent = await response.text();
  document.head.appendChild(script);
});
afterEach(async () => {
  await window.happyDOM.close();
});

const Razorpay = () => (window as unknown as { Razorpay: RazorpayConstructor }).Razorpay;

function newOrder(amount = 249_900): string {
  const created = sandbox.razorpay.createOrder({ amount, currency: 'INR', receipt: 'script-test' });
  if (!created.ok) throw new Error('order not created');
  return created.order.id;
}

function openCheckout(orderId: string, extra: Record<string, unknown> = {}) {
  const calls = { handler: [] as unknown[], failed: [] as unknown[], dismissed: 0 };
  const rzp = new (Razorpay())({
    key: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID,
    amount: 249_900,
    currency: 'INR',
    order_id: orderId,
    name: 'Sutra',
    description: 'Order of 2 items',
    prefill: { name: 'Asha Rao', email: 'asha@example.in', contact: '9876543210' },
    handler: (response: unknown) => calls.handler.push(response),
    modal: { ondismiss: () => (calls.dismissed += 1) },
    ...extra,
  });
  rzp.on('payment.failed', (response) => calls.failed.push(response));
  const opener = document.getElementById('buy') as unknown as HTMLElement;
  opener.focus();
  rzp.open();
  return { rzp, calls, opener };
}

const dialog = () => document.querySelector('[role="dialog"]') as unknown as HTMLElement | null;
const input = (name: string) => dialog()?.querySelector(`input[name="${name}"]`) as unknown as HTMLInputElement;
const button = (text: string) =>
  [...(dialog()?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes(text)) as unknown as
    | HTMLButtonElement
    | undefined;
const key = (key: string, shiftKey = false) =>
  (document.activeElement ?? document.body).dispatchEvent(
    new window.KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true }),
  );

async function payWith(number: string) {
  input('number').value = number;
  input('expiry').value = '12/39';
  input('cvv').value = '123';
  button('Pay')?.click();
  await window.happyDOM.waitUntilComplete();
  for (let i = 0; i < 50 && dialog()?.getAttribute('aria-busy') === 'true'; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('checkout.js', () => {
  it('defines window.Razorpay and refuses to start without a key', () => {
    expect(typeof Razorpay()).toBe('function');
    expect(() => new (Razorpay())({ amount: 100 })).toThrow('No key passed');
  });

  it('opens a labelled modal dialog with the amount in rupees, focus on the card number', () => {
    openCheckout(newOrder());
    const d = dialog();
    expect(d?.getAttribute('aria-modal')).toBe('true');
    const title = document.getElementById(d?.getAttribute('aria-labelledby') ?? '');
    expect(title?.textContent).toBe('Sutra');
    expect(document.getElementById(d?.getAttribute('aria-describedby') ?? '')?.textContent).toBe('Order of 2 items');
    expect(d?.textContent).toContain('₹2,499.00');
    expect(d?.textContent).toContain('Paying as asha@example.in · 9876543210');
    expect(document.activeElement).toBe(input('number'));
    for (const name of ['number', 'expiry', 'cvv', 'name']) {
      const field = input(name);
      expect(document.querySelector(`label[for="${field.id}"]`), name).not.toBeNull();
    }
    expect(input('name').value).toBe('Asha Rao');
    expect(d?.querySelector('[role="alert"]')).not.toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    openCheckout(newOrder());
    // The controls that can take focus: those of the shown method's panel, not the hidden one's.
    const focusable = [...(dialog()?.querySelectorAll('button, input') ?? [])].filter(
      (control) => !control.closest('[hidden]'),
    ) as unknown as HTMLElement[];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    last?.focus();
    key('Tab');
    expect(document.activeElement).toBe(first);
    key('Tab', true);
    expect(document.activeElement).toBe(last);
  });

  it('cancels on Escape: closes, calls modal.ondismiss and gives focus back', () => {
    const { calls, opener } = openCheckout(newOrder());
    key('Escape');
    expect(dialog()).toBeNull();
    expect(calls.dismissed).toBe(1);
    expect(calls.handler).toEqual([]);
    expect(document.activeElement).toBe(opener);
  });

  it('pays with 4111 1111 1111 1111: closes and hands the handler a signature the key secret verifies', async () => {
    const orderId = newOrder();
    const { calls } = openCheckout(orderId);
    await payWith('4111 1111 1111 1111');
    expect(dialog()).toBeNull();
    expect(calls.dismissed).toBe(0);
    expect(calls.handler).toHaveLength(1);
    const result = calls.handler[0] as Record<string, string>;
    expect(result.razorpay_order_id).toBe(orderId);
    expect(result.razorpay_payment_id).toMatch(/^pay_/);
    const expected = createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET)
      .update(`${orderId}|${result.razorpay_payment_id}`)
      .digest('hex');
    expect(result.razorpay_signature).toBe(expected);
    expect(sandbox.razorpay.store.orders.get(orderId)?.status).toBe('paid');
  });

  it('fires payment.failed with Razorpay’s error for 4000 0000 0000 0002 and shows the error', async () => {
    const orderId = newOrder();
    const { calls } = openCheckout(orderId);
    await payWith('4000 0000 0000 0002');
    expect(calls.handler).toEqual([]);
    expect(calls.failed).toHaveLength(1);
    expect(calls.failed[0]).toMatchObject({
      error: {
        code: 'BAD_REQUEST_ERROR',
        reason: 'payment_failed',
        source: 'bank',
        step: 'payment_authorization',
        metadata: { order_id: orderId, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toMatch(/declined/);
  });

  it('closes on a failure when retry is off, and checks the card form before paying', async () => {
    const { calls } = openCheckout(newOrder(), { retry: { enabled: false } });
    input('number').value = '12';
    button('Pay')?.click();
    expect(dialog()?.querySelector('[role="alert"]')?.textContent).toBe('Enter a valid card number.');
    expect(input('number').getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(input('number'));
    await payWith('4000000000000002');
    expect(calls.failed).toHaveLength(1);
    expect(dialog()).toBeNull();
  });
});
