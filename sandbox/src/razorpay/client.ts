import type { WebhookDelivery, WebhookEvent } from '../webhook-outbox.js';
import type { RazorpayError } from './entities.js';
import type { CardInput, CheckoutSuccess } from './service.js';
import { TEST_CARDS } from './test-cards.js';

export interface PayOptions {
  /** The key id checkout was opened with. */
  key: string;
  card?: Partial<CardInput>;
  email?: string;
  contact?: string;
  /** Leave the payment authorized (not captured), as for an account that captures its payments itself. */
  authorizeOnly?: boolean;
}

export interface UpiPayOptions {
  key: string;
  /** The payer's UPI id: `success@razorpay` pays, `failure@razorpay` is declined. */
  vpa: string;
  email?: string;
  contact?: string;
  authorizeOnly?: boolean;
}

/** A QR / intent payment waiting for the payer's app. */
export interface UpiIntentStarted {
  payment_id: string;
  /** `upi://pay?pa=…&pn=…&am=…&cu=INR&tr=<order id>` */
  intent_url: string;
  qr: { size: number; rows: string[] };
}

export type PayOutcome = { ok: true; result: CheckoutSuccess } | { ok: false; status: number; error: RazorpayError };

/** Drives the Razorpay sandbox over HTTP, as checkout.js and a tester would (tests of other packages use it). */
export interface RazorpaySandboxClient {
  /** Pays a Razorpay order with a test card (the successful one unless `card.number` says otherwise). */
  pay(orderId: string, options: PayOptions): Promise<PayOutcome>;
  /** Pays a Razorpay order by UPI collect, as the dialog does (answers once the test UPI id has). */
  payUpi(orderId: string, options: UpiPayOptions): Promise<PayOutcome>;
  /** Starts a QR / intent payment, as the dialog does when the payer picks QR or a UPI app. */
  startUpiIntent(
    orderId: string,
    options: { key: string; email?: string; contact?: string },
  ): Promise<UpiIntentStarted>;
  /** Approves or declines a QR / intent payment, as the sandbox dialog's buttons do for the payer's app. */
  answerUpiIntent(paymentId: string, approve: boolean, options?: { authorizeOnly?: boolean }): Promise<PayOutcome>;
  /** Webhooks sent, newest first; `subject` is a Razorpay order id. */
  webhooks(filter?: { event?: string; subject?: string }): Promise<WebhookEvent[]>;
  /** Holds (true) or releases (false) new webhooks. */
  pauseWebhooks(on: boolean): Promise<void>;
  /** Delivers a recorded webhook now (first delivery or replay) and answers the api's reply. */
  sendWebhook(id: string): Promise<WebhookDelivery>;
  /** Makes every Razorpay API call answer 503 (true) or work again (false). */
  outage(on: boolean): Promise<void>;
  /** New refunds are processed at once (`processed`) or stay `pending` until `settleRefund`. */
  refundMode(mode: 'processed' | 'pending'): Promise<void>;
  /** Settles a pending refund as the bank would (its webhook goes out). */
  settleRefund(refundId: string, status: 'processed' | 'failed'): Promise<void>;
}

const nextYear = () => String((new Date().getFullYear() + 1) % 100).padStart(2, '0');

async function json<T>(response: Response, what: string): Promise<T> {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export function razorpaySandboxClient(sandboxUrl: string): RazorpaySandboxClient {
  const post = (path: string, body: unknown) =>
    fetch(`${sandboxUrl}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
  const outcome = async (response: Response): Promise<PayOutcome> => {
    const body = (await response.json()) as CheckoutSuccess | { error: RazorpayError };
    if (response.ok) return { ok: true, result: body as CheckoutSuccess };
    return { ok: false, status: response.status, error: (body as { error: RazorpayError }).error };
  };
  return {
    payUpi: async (orderId, { key, vpa, email, contact, authorizeOnly }) =>
      outcome(
        await post('/sandbox/razorpay/pay', {
          key,
          order_id: orderId,
          method: 'upi',
          vpa,
          email,
          contact,
          ...(authorizeOnly ? { authorize_only: true } : {}),
        }),
      ),
    startUpiIntent: async (orderId, { key, email, contact }) =>
      json<UpiIntentStarted>(
        await post('/sandbox/razorpay/upi/intent', { key, order_id: orderId, email, contact }),
        'UPI intent',
      ),
    answerUpiIntent: async (paymentId, approve, { authorizeOnly } = {}) =>
      outcome(
        await post(`/sandbox/razorpay/upi/intent/${encodeURIComponent(paymentId)}`, {
          approve,
          ...(authorizeOnly ? { authorize_only: true } : {}),
        }),
      ),
    pay: async (orderId, { key, card, email, contact, authorizeOnly }) => {
      const response = await post('/sandbox/razorpay/pay', {
        key,
        order_id: orderId,
        card: { number: TEST_CARDS.success, expiry: `12/${nextYear()}`, cvv: '123', name: 'Test Buyer', ...card },
        email,
        contact,
        ...(authorizeOnly ? { authorize_only: true } : {}),
      });
      return outcome(response);
    },
    webhooks: async (filter = {}) => {
      const query = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]);
      return json<WebhookEvent[]>(await fetch(`${sandboxUrl}/sandbox/razorpay/webhooks?${query}`), 'webhooks');
    },
    pauseWebhooks: async (on) => {
      await json(await post('/sandbox/razorpay/webhooks/pause', { on }), 'pause');
    },
    sendWebhook: async (id) => {
      const answer = await json<{ delivery: WebhookDelivery }>(
        await post(`/sandbox/razorpay/webhooks/${encodeURIComponent(id)}/send`, {}),
        'send',
      );
      return answer.delivery;
    },
    outage: async (on) => {
      await json(await post('/sandbox/razorpay/outage', { on }), 'outage');
    },
    refundMode: async (mode) => {
      await json(await post('/sandbox/razorpay/refunds/mode', { mode }), 'refund mode');
    },
    settleRefund: async (refundId, status) => {
      await json(await post(`/sandbox/razorpay/refunds/${encodeURIComponent(refundId)}/settle`, { status }), 'settle');
    },
  };
}
