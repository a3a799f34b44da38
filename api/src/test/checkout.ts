import {
  loadSandboxConfig,
  type RazorpaySandboxClient,
  type RunningSandbox,
  razorpaySandboxClient,
  type ShiprocketSandboxClient,
  shiprocketSandboxClient,
  startSandbox,
} from '@sutra/sandbox';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { eq } from 'drizzle-orm';
import type { CheckoutJson } from '../checkout/checkout-json.js';
import { orders } from '../db/schema.js';
import type { OrderJson } from '../orders/order-json.js';
import { refundRejectedCheckout, retryDueWork } from '../orders/shipments.js';
import { checkDueStatuses } from '../orders/status-checks.js';
import { Razorpay } from '../providers/razorpay.js';
import { Shiprocket } from '../providers/shiprocket.js';
import { type Answer, call, type SignedInBuyer, TEST_JWT_SECRET } from './accounts.js';
import { freePort } from './api-process.js';
import { grantPoints } from './points.js';
import { type RazorpayProxy, startRazorpayProxy } from './razorpay-proxy.js';
import { signedInStaff } from './staff.js';
import { createTestApi, type TestApi } from './test-api.js';

export interface CheckoutHarness {
  api: TestApi;
  /** Between the api and the sandbox's Razorpay: passes everything on unless a test says otherwise. */
  razorpayProxy: RazorpayProxy;
  /** Where the api listens, so the sandbox's webhooks reach it. */
  apiUrl: string;
  sandbox: RunningSandbox;
  razorpay: RazorpaySandboxClient;
  shiprocket: ShiprocketSandboxClient;
  /** One round of the api's retry worker (shipments, refunds), as if `at` were now. */
  retry(at?: Date): Promise<{ shipments: number; refunds: number }>;
  /** The worker's refund of one rejected checkout, as a round that claimed it runs it. */
  refundCheckout(checkoutId: string): Promise<boolean>;
  /** One round of the worker's shipping status checks (endings waiting for tracking), as if `at` were now. */
  checkStatuses(at?: Date): Promise<{ applied: number }>;
  close(): Promise<void>;
}

/**
 * The real api (fresh seeded database, listening on a free port) with a real sandbox: Razorpay (through a proxy tests
 * can steer) and Shiprocket on the sandbox, their webhooks posted to the api. The shipment clock is off (tests advance shipments) and so is the api's
 * retry timer (tests run a round with `retry`).
 */
export async function startCheckoutHarness(): Promise<CheckoutHarness> {
  const sandbox = await startSandbox(
    loadSandboxConfig({
      PORT: '0',
      SMTP_PORT: '0',
      LOG_LEVEL: 'silent',
      SHIPROCKET_ADVANCE_SECONDS: '0',
      // A UPI collect answers at once: these tests are about what the store does with the payment, not the wait.
      RAZORPAY_UPI_APPROVAL_MS: '0',
    }),
  );
  const razorpayProxy = await startRazorpayProxy(`${sandbox.url}/razorpay`);
  // Twilio posts SMS statuses to the api's public address, so the api is told it before it listens there.
  const port = await freePort();
  const api = await createTestApi({
    env: {
      SMTP_URL: `smtp://127.0.0.1:${sandbox.smtpPort}`,
      JWT_SECRET: TEST_JWT_SECRET,
      RAZORPAY_API_URL: razorpayProxy.url,
      SHIPROCKET_API_URL: `${sandbox.url}/shiprocket`,
      SMS_API_URL: `${sandbox.url}/sms`,
      WHATSAPP_API_URL: `${sandbox.url}/whatsapp`,
      API_PUBLIC_URL: `http://127.0.0.1:${port}`,
      RETRY_INTERVAL_SECONDS: '0',
    },
  });
  const apiUrl = await api.app.listen({ port, host: '127.0.0.1' });
  sandbox.setApiUrl(apiUrl);
  const deps = {
    db: api.database.db,
    razorpay: new Razorpay(api.config.razorpay),
    shiprocket: new Shiprocket(api.config.shiprocket),
    log: api.app.log,
    messages: api.app.messages,
  };
  return {
    api,
    razorpayProxy,
    apiUrl,
    sandbox,
    razorpay: razorpaySandboxClient(sandbox.url),
    shiprocket: shiprocketSandboxClient(sandbox.url),
    retry: (at) => retryDueWork(deps, at),
    refundCheckout: (checkoutId) => refundRejectedCheckout(deps, checkoutId),
    checkStatuses: (at) => checkDueStatuses(deps, at),
    close: async () => {
      await api.close();
      await razorpayProxy.close();
      await sandbox.close();
    },
  };
}

export const KEY_ID = SANDBOX_DEFAULTS.RAZORPAY_KEY_ID;

export const JAIPUR = {
  name: 'Arjun Mehta',
  phone: '9876543210',
  add1: '14 Johari Bazaar Road',
  add2: 'Near Hawa Mahal',
  landmark: 'Opposite Badi Chaupar',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302003',
};

/** A checkout body with the Jaipur address, standard delivery, no coupon and points off unless overridden. */
export const checkoutBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Arjun Mehta',
  email: 'arjun@example.in',
  phone: '9876543210',
  deliveryAddress: JAIPUR,
  billingAddress: null,
  delivery: 'standard',
  useMembershipPoints: false,
  ...overrides,
});

/** A checkout with an amount to pay (what most tests start): its Razorpay order exists. */
export type PaidCheckoutJson = CheckoutJson & { razorpayOrderId: string };
export type CheckoutAnswer = { status: true; success: true; message: string; result: PaidCheckoutJson };
/** Any checkout, also one coupon and points cover (no Razorpay order). */
export type AnyCheckoutAnswer = { status: true; success: true; message: string; result: CheckoutJson };
export type PlaceAnswer = { status: true; success: true; message: string; result: OrderJson };

export const addToCart = async (
  h: CheckoutHarness,
  buyer: SignedInBuyer,
  productId: string,
  quantity: number,
  attributes: Record<string, string> | null,
) => {
  const added = await call(h.api, 'POST', '/cart', { productId, quantity, attributes }, { token: buyer.token });
  if (added.status >= 300) throw new Error(`add to cart failed: ${JSON.stringify(added.body)}`);
};

export const startCheckout = (h: CheckoutHarness, buyer: SignedInBuyer, overrides: Record<string, unknown> = {}) =>
  call<CheckoutAnswer>(h.api, 'POST', '/payment/order', checkoutBody(overrides), { token: buyer.token });

/** Pays a checkout's Razorpay order with the sandbox's paying card; answers checkout.js's three handler fields. */
export async function pay(h: CheckoutHarness, razorpayOrderId: string | null) {
  if (!razorpayOrderId) throw new Error('this checkout has nothing to pay (coupon and points cover it)');
  const paid = await h.razorpay.pay(razorpayOrderId, { key: KEY_ID });
  if (!paid.ok) throw new Error(`payment failed: ${paid.error.description}`);
  return paid.result;
}

export const placeOrder = (h: CheckoutHarness, buyer: SignedInBuyer, body: object) =>
  call<PlaceAnswer>(h.api, 'POST', '/order', body, { token: buyer.token });

/** Starts a checkout that may be covered wholly by coupon and points (no Razorpay order then). */
export const startAnyCheckout = (h: CheckoutHarness, buyer: SignedInBuyer, overrides: Record<string, unknown> = {}) =>
  call<AnyCheckoutAnswer>(h.api, 'POST', '/payment/order', checkoutBody(overrides), { token: buyer.token });

/** Places a checkout that coupon and points cover, without a payment. */
export const placeCoveredOrder = (h: CheckoutHarness, buyer: SignedInBuyer, body: object) =>
  call<PlaceAnswer>(h.api, 'POST', '/order/covered', body, { token: buyer.token });

/** Start a checkout, pay it and place the order: the whole happy path. */
export async function buy(
  h: CheckoutHarness,
  buyer: SignedInBuyer,
  overrides: Record<string, unknown> = {},
): Promise<{ checkout: PaidCheckoutJson; placed: Answer<PlaceAnswer> }> {
  const started = await startCheckout(h, buyer, overrides);
  if (started.status !== 201) throw new Error(`checkout failed: ${JSON.stringify(started.body)}`);
  const checkout = started.body.result;
  const proof = await pay(h, checkout.razorpayOrderId);
  return { checkout, placed: await placeOrder(h, buyer, proof) };
}

/** Gives a buyer points, as if earned by an order placed long ago. */
export const givePoints = (h: CheckoutHarness, buyerId: string, points: number): Promise<void> =>
  grantPoints(h.api.database.db, buyerId, points);

/** Reads an entity from the sandbox's Razorpay API, as the store's key pair would. */
export async function razorpayEntity<T = Record<string, unknown>>(h: CheckoutHarness, path: string): Promise<T> {
  const { keyId, keySecret } = h.api.config.razorpay;
  const response = await fetch(`${h.sandbox.url}/razorpay/v1${path}`, {
    headers: { authorization: `Basic ${Buffer.from(`${keyId}:${keySecret}`).toString('base64')}` },
  });
  return (await response.json()) as T;
}

const confirmers = new WeakMap<CheckoutHarness, Promise<string>>();

/**
 * Confirms a cash-on-delivery order as the desk does (a member of the `orders` staff, through the admin route), so
 * it is sent to Shiprocket; answers the order as the buyer now reads it.
 */
export async function confirmCod<T extends { _id: string }>(h: CheckoutHarness, order: T): Promise<T> {
  let token = confirmers.get(h);
  if (!token) {
    token = signedInStaff(h.api, 'orders').then((member) => member.token);
    confirmers.set(h, token);
  }
  const confirmed = await call(h.api, 'POST', `/admin/orders/${order._id}/confirm-cod`, undefined, {
    token: await token,
  });
  if (confirmed.status !== 200) throw new Error(`COD confirmation failed: ${JSON.stringify(confirmed.body)}`);
  const [row] = await h.api.database.db
    .select({ shiprocketOrderId: orders.shiprocketOrderId })
    .from(orders)
    .where(eq(orders.id, order._id));
  return { ...order, shiprocketOrderId: row?.shiprocketOrderId ?? null };
}
