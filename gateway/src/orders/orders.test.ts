import { createHmac } from 'node:crypto';
import { flooredQuotient } from '@sutra/rules';
import { razorpaySandboxClient, shiprocketSandboxClient } from '@sutra/sandbox';
import { SANDBOX_DEFAULTS } from '@sutra/settings';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';
import { webOperation } from '../test/web-operations.js';
import { TRACKING_UNAVAILABLE } from './source.js';

interface Product {
  id: string;
  price: Money;
  variants: { attributes: { label: string; options: { label: string }[] }[] }[];
}
interface Checkout {
  id: string;
  price: { subtotal: Money; discount: Money; membershipPointsUsed: number; delivery: Money; total: Money };
  razorpay: { key: string; amount: number; currency: string; orderId: string; prefill: { email: string } };
  checkoutScriptUrl: string;
}
interface Step {
  kind: string;
  title: string;
  detail: string | null;
  date: string | null;
  courierName: string | null;
  awbCode: string | null;
  estimatedDelivery?: string | null;
}
interface Order {
  id: string;
  orderNumber: string;
  shiprocketOrderId: string | null;
  orderStatus: string;
  listStatus: string;
  shippingStatus: string;
  orderValue: Money;
  lines: { id: string; name: string; quantity: number; unitPrice: Money; product: { id: string } | null }[];
  totalAmount: Money;
  discount: Money;
  tracking: { status: string; statusLabel: string; courierName: string | null; awbCode: string | null } | null;
  timeline: Step[];
}

const ADDRESS = {
  name: 'Arjun Mehta',
  phone: '9876543210',
  add1: '14 Johari Bazaar Road',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302003',
};
const START = `mutation ($input: CheckoutInput!) { startCheckout(input: $input) {
  id checkoutScriptUrl price { subtotal ${MONEY} discount ${MONEY} membershipPointsUsed delivery ${MONEY} total ${MONEY} }
  razorpay { key amount currency orderId prefill { email } } } }`;
const PLACE = `mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) {
  message order { id orderValue ${MONEY} } cart { id count total ${MONEY} } } }`;
const ORDER_FIELDS = `id orderNumber shiprocketOrderId orderStatus listStatus shippingStatus orderValue ${MONEY}
  totalAmount ${MONEY} discount ${MONEY} membershipPointsValue ${MONEY} deliveryCharge ${MONEY} codFee ${MONEY}
  lines { id name quantity unitPrice ${MONEY} lineTotal ${MONEY} product { id } }
  tracking { status statusLabel courierName awbCode }
  timeline { kind title detail date courierName awbCode }`;

let t: GatewayUnderTest;
let products: Product[];
const razorpay = () => razorpaySandboxClient(t.sandbox.url);
const shiprocket = () => shiprocketSandboxClient(t.sandbox.url);

beforeAll(async () => {
  t = await startGatewayOverApi();
  const listing = await t.graphql<{ products: { nodes: Product[] } }>(`{
    products(first: 10, filter: { availability: IN_STOCK }) {
      nodes { id price ${MONEY} variants { attributes { label options { label } } } } } }`);
  products = listing.data?.products.nodes ?? [];
  if (products.length < 3) throw new Error('the seed has too few products in stock');
});
afterAll(() => t.close());
beforeEach(() => t.reset());

async function fillCart(buyer: TestBuyer, product: Product, quantity = 1) {
  const attributes = (product.variants[0]?.attributes ?? []).map((a) => ({
    name: a.label.toLowerCase(),
    value: a.options[0]?.label ?? '',
  }));
  const added = await t.graphql(
    'mutation ($productId: ID!, $quantity: Int!, $attributes: [CartLineAttributeInput!]) { addToCart(productId: $productId, quantity: $quantity, attributes: $attributes) { id } }',
    { productId: product.id, quantity, attributes },
    buyer.headers,
  );
  if (added.errors) throw new Error(JSON.stringify(added.errors));
}

/** Checkout, pay with the sandbox's paying card, place the order: answers the placed order's id. */
async function purchase(
  buyer: TestBuyer,
  product: Product,
  quantity = 1,
  { address = ADDRESS, delivery = 'STANDARD' }: { address?: typeof ADDRESS; delivery?: 'STANDARD' | 'EXPRESS' } = {},
): Promise<string> {
  await fillCart(buyer, product, quantity);
  const started = await t.graphql<{ startCheckout: Checkout }>(
    START,
    {
      input: {
        name: 'Arjun Mehta',
        email: 'arjun@example.in',
        deliveryAddress: address,
        delivery,
        useMembershipPoints: false,
      },
    },
    buyer.headers,
  );
  const checkout = started.data?.startCheckout;
  if (!checkout) throw new Error(JSON.stringify(started.errors));
  const paid = await razorpay().pay(checkout.razorpay.orderId, { key: checkout.razorpay.key });
  if (!paid.ok) throw new Error(paid.error.description);
  const placed = await t.graphql<{ placeOrder: { order: { id: string } } }>(
    PLACE,
    {
      input: {
        razorpayOrderId: paid.result.razorpay_order_id,
        razorpayPaymentId: paid.result.razorpay_payment_id,
        razorpaySignature: paid.result.razorpay_signature,
      },
    },
    buyer.headers,
  );
  const id = placed.data?.placeOrder.order.id;
  if (!id) throw new Error(JSON.stringify(placed.errors));
  return id;
}

const readOrder = (buyer: TestBuyer, id: string) =>
  t.graphql<{ order: Order | null }>(`query ($id: ID!) { order(id: $id) { ${ORDER_FIELDS} } }`, { id }, buyer.headers);

describe('checkout and orders over GraphQL', () => {
  it('runs a purchase: startCheckout answers the Razorpay options, placeOrder the order and the emptied cart', async () => {
    const buyer = await signUpBuyer(t);
    const product = products[0] as Product;
    await fillCart(buyer, product, 2);
    const started = await t.graphql<{ startCheckout: Checkout }>(
      START,
      { input: { name: 'Arjun Mehta', email: 'arjun@example.in', deliveryAddress: ADDRESS } },
      buyer.headers,
    );
    const checkout = started.data?.startCheckout as Checkout;
    const total = inr(product.price.paise * 2);
    expect(checkout.price).toEqual({
      subtotal: total,
      discount: inr(0),
      membershipPointsUsed: 0,
      delivery: inr(0),
      total,
    });
    expect(checkout.razorpay).toMatchObject({
      key: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID,
      amount: total.paise,
      currency: 'INR',
      orderId: expect.stringMatching(/^order_/),
      prefill: { email: 'arjun@example.in' },
    });
    expect(checkout.checkoutScriptUrl).toBe(`${t.sandbox.url}/razorpay/v1/checkout.js`);

    const paid = await razorpay().pay(checkout.razorpay.orderId, { key: checkout.razorpay.key });
    if (!paid.ok) throw new Error(paid.error.description);
    const placed = await t.graphql<{
      placeOrder: { message: string; order: { id: string; orderValue: Money }; cart: { count: number } };
    }>(
      PLACE,
      {
        input: {
          razorpayOrderId: paid.result.razorpay_order_id,
          razorpayPaymentId: paid.result.razorpay_payment_id,
          razorpaySignature: paid.result.razorpay_signature,
        },
      },
      buyer.headers,
    );
    expect(placed.errors).toBeUndefined();
    expect(placed.data?.placeOrder).toMatchObject({
      message: 'Order placed successfully',
      order: { orderValue: total },
      cart: { count: 0 },
    });

    const list = await t.graphql<{ orders: { totalCount: number; nodes: Order[] } }>(
      `{ orders(first: 5) { totalCount nodes { ${ORDER_FIELDS} } } }`,
      undefined,
      buyer.headers,
    );
    expect(list.data?.orders.totalCount).toBe(1);
    expect(list.data?.orders.nodes[0]).toMatchObject({
      orderStatus: 'PENDING',
      listStatus: 'PENDING',
      shippingStatus: 'NEW',
      orderValue: total,
      totalAmount: total,
      discount: inr(0),
      membershipPointsValue: inr(0),
      deliveryCharge: inr(0),
      codFee: inr(0),
      lines: [{ quantity: 2, unitPrice: product.price, lineTotal: total, product: { id: product.id } }],
      // The courier Standard's date was promised by is booked with the shipment, so its AWB is there from the start.
      tracking: {
        status: 'NEW',
        statusLabel: 'Order Received',
        courierName: 'Delhivery Surface',
        awbCode: expect.stringMatching(/^SR\d+$/),
      },
      timeline: [{ kind: 'PLACED', title: 'Order Placed' }],
    });
  });

  it('follows the shipment: tracking labels and the timeline, newest first, as Shiprocket moves it', async () => {
    const buyer = await signUpBuyer(t);
    const id = await purchase(buyer, products[1] as Product);
    const srId = (await readOrder(buyer, id)).data?.order?.shiprocketOrderId as string;

    await shiprocket().advance(srId);
    let order = (await readOrder(buyer, id)).data?.order as Order;
    expect(order).toMatchObject({ orderStatus: 'PROCESSING', listStatus: 'PENDING' });
    expect(order.tracking?.statusLabel).toBe('Processing');
    expect(order.timeline.map((s) => s.kind)).toEqual(['PROCESSED', 'PLACED']);
    expect(order.timeline[0]?.detail).toBe('Preparing for shipment');

    await shiprocket().advance(srId);
    await shiprocket().advance(srId);
    order = (await readOrder(buyer, id)).data?.order as Order;
    expect(order).toMatchObject({ orderStatus: 'SHIPPED', listStatus: 'SHIPPED', shippingStatus: 'SHIPPED' });
    expect(order.tracking).toMatchObject({ statusLabel: 'Shipped', courierName: 'Delhivery Surface' });
    expect(order.timeline.map((s) => s.title)).toEqual(['Product Shipped', 'Order Processed', 'Order Placed']);
    expect(order.timeline[0]).toMatchObject({
      courierName: 'Delhivery Surface',
      awbCode: order.tracking?.awbCode,
      date: expect.any(String),
    });

    await shiprocket().advance(srId);
    order = (await readOrder(buyer, id)).data?.order as Order;
    expect(order).toMatchObject({ orderStatus: 'DELIVERED', listStatus: 'DELIVERED' });
    expect(order.timeline.map((s) => s.kind)).toEqual(['DELIVERED', 'SHIPPED', 'PROCESSED', 'PLACED']);
    expect(order.timeline[0]?.date).toEqual(expect.stringMatching(/^\d{4}-\d\d-\d\dT/));
  });

  it('keeps the Express date promised at checkout, ships by the faster courier, and shows that date once shipped', async () => {
    const buyer = await signUpBuyer(t);
    const leh = { ...ADDRESS, state: 'Ladakh', city: 'Leh', pincode: '194101' };
    const dates = await t.graphql<{ deliveryEstimate: { deliveryBy: string; expressBy: string } }>(
      '{ deliveryEstimate(pincode: "194101") { deliveryBy expressBy } }',
    );
    const promised = dates.data?.deliveryEstimate.expressBy;
    expect(promised && promised < (dates.data?.deliveryEstimate.deliveryBy ?? '')).toBe(true);
    const id = await purchase(buyer, products[1] as Product, 1, { address: leh, delivery: 'EXPRESS' });
    const read = () =>
      t.graphql<{ order: { shiprocketOrderId: string; delivery: string; promisedDelivery: string; timeline: Step[] } }>(
        'query ($id: ID!) { order(id: $id) { shiprocketOrderId delivery promisedDelivery timeline { kind courierName estimatedDelivery } } }',
        { id },
        buyer.headers,
      );
    const placed = (await read()).data?.order;
    expect(placed).toMatchObject({ delivery: 'EXPRESS', promisedDelivery: promised });
    for (const status of ['PROCESSING', 'READY_TO_SHIP', 'SHIPPED'] as const) {
      await shiprocket().advance(placed?.shiprocketOrderId as string, status);
    }
    const [shipped] = (await read()).data?.order.timeline ?? [];
    expect(shipped).toMatchObject({ kind: 'SHIPPED', courierName: 'Delhivery Air' });
    // The estimate shown is the promised day, in India.
    const day = new Date(Date.parse(shipped?.estimatedDelivery ?? '') + 5.5 * 3_600_000).toISOString().slice(0, 10);
    expect(day).toBe(promised);
  });

  it('asks Shiprocket once per shipment per request, all orders at once, however many fields want tracking', async () => {
    const buyer = await signUpBuyer(t);
    for (const product of products.slice(0, 3)) await purchase(buyer, product);
    t.reset();
    const list = await t.graphql<{ orders: { nodes: Order[] } }>(
      `{ orders(first: 10) { nodes { id tracking { status } again: tracking { statusLabel } timeline { kind } } } }`,
      undefined,
      buyer.headers,
    );
    expect(list.errors).toBeUndefined();
    expect(list.data?.orders.nodes).toHaveLength(3);
    // Through the api, whose one Shiprocket client (and login) asks each shipment once.
    const tracks = t.shiprocketCalls.filter((url) => url.startsWith('/courier/track'));
    expect(tracks).toHaveLength(3);
    // One REST call for the whole list (lines and products come inside it), one for every order's tracking.
    expect(t.upstream.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /order', 'GET /order/tracking']);
  });

  it('reads the order page (the web’s OrderDetail) in two api calls, the api asking Shiprocket once', async () => {
    const buyer = await signUpBuyer(t);
    const id = await purchase(buyer, products[0] as Product);
    t.reset();
    const page = await t.graphql<{ order: Order }>(webOperation('OrderDetail'), { id }, buyer.headers);
    expect(page.errors).toBeUndefined();
    expect(page.data?.order.tracking).not.toBeNull();
    expect(t.upstream.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /order', 'GET /order/tracking']);
    expect(t.shiprocketCalls).toEqual(['/courier/track']);
  });

  it('answers the order without tracking, and an UPSTREAM_UNAVAILABLE error, while Shiprocket is down', async () => {
    const buyer = await signUpBuyer(t);
    const id = await purchase(buyer, products[2] as Product);
    await shiprocket().outage(true);
    try {
      const read = await readOrder(buyer, id);
      expect(read.data?.order).toMatchObject({
        id,
        tracking: null,
        timeline: [{ kind: 'PLACED', title: 'Order Placed' }],
      });
      expect(read.errors).toEqual([
        expect.objectContaining({
          message: TRACKING_UNAVAILABLE,
          path: ['order', 'tracking'],
          extensions: expect.objectContaining({ code: 'UPSTREAM_UNAVAILABLE' }),
        }),
      ]);
    } finally {
      await shiprocket().outage(false);
    }
  });

  it('keeps orders to their buyer: another buyer reads null, a guest reads null', async () => {
    const owner = await signUpBuyer(t);
    const id = await purchase(owner, products[0] as Product);
    const stranger = await signUpBuyer(t);
    expect((await readOrder(stranger, id)).data?.order).toBeNull();
    expect((await t.graphql(`query ($id: ID!) { order(id: $id) { id } }`, { id })).data).toEqual({ order: null });
    // An id from a mistyped address is no order either.
    const garbled = await t.graphql(`{ order(id: "not-an-order") { id } }`, undefined, owner.headers);
    expect(garbled).toEqual({ data: { order: null } });
    expect((await t.graphql('{ orders { totalCount } }')).data).toEqual({ orders: null });
    const strangers = await t.graphql<{ orders: { totalCount: number } }>(
      '{ orders { totalCount } }',
      undefined,
      stranger.headers,
    );
    expect(strangers.data?.orders.totalCount).toBe(0);
  });

  it('refuses a forged signature as BAD_USER_INPUT and another buyer’s checkout as NOT_FOUND', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer, products[1] as Product);
    const started = await t.graphql<{ startCheckout: Checkout }>(
      START,
      { input: { name: 'A', email: 'a@example.in', deliveryAddress: ADDRESS } },
      buyer.headers,
    );
    const orderId = started.data?.startCheckout.razorpay.orderId as string;
    const paid = await razorpay().pay(orderId, { key: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID });
    if (!paid.ok) throw new Error('not paid');
    const input = {
      razorpayOrderId: orderId,
      razorpayPaymentId: paid.result.razorpay_payment_id,
      razorpaySignature: 'f'.repeat(64),
    };
    const forged = await t.graphql(PLACE, { input }, buyer.headers);
    expect(codeOf(forged.errors)).toBe('BAD_USER_INPUT');
    expect(forged.errors?.[0]?.message).toBe('Payment verification failed');
    for (const razorpaySignature of ['x', paid.result.razorpay_signature.slice(0, 63)]) {
      const short = await t.graphql(PLACE, { input: { ...input, razorpaySignature } }, buyer.headers);
      expect(short.errors?.[0]?.message, razorpaySignature).toBe('Payment verification failed');
    }
    const stranger = await signUpBuyer(t);
    const stolen = await t.graphql(
      PLACE,
      { input: { ...input, razorpaySignature: paid.result.razorpay_signature } },
      stranger.headers,
    );
    expect(codeOf(stolen.errors)).toBe('NOT_FOUND');
  });

  it('places nothing for a payment Razorpay never took, however well it is signed with the published secret', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer, products[2] as Product);
    const started = await t.graphql<{ startCheckout: Checkout }>(
      START,
      { input: { name: 'A', email: 'a@example.in', deliveryAddress: ADDRESS } },
      buyer.headers,
    );
    const orderId = started.data?.startCheckout.razorpay.orderId as string;
    const paymentId = 'pay_Invented0000009';
    const signature = createHmac('sha256', SANDBOX_DEFAULTS.RAZORPAY_KEY_SECRET)
      .update(`${orderId}|${paymentId}`)
      .digest('hex');
    const forged = await t.graphql(
      PLACE,
      { input: { razorpayOrderId: orderId, razorpayPaymentId: paymentId, razorpaySignature: signature } },
      buyer.headers,
    );
    expect(codeOf(forged.errors)).toBe('BAD_USER_INPUT');
    expect(forged.errors?.[0]?.message).toBe('Payment verification failed: Razorpay has no record of this payment.');
    const orders = await t.graphql<{ orders: { totalCount: number } }>('{ orders { totalCount } }', {}, buyer.headers);
    expect(orders.data?.orders.totalCount).toBe(0);
  });

  it('says why nothing was placed while Razorpay cannot confirm a payment, as UPSTREAM_UNAVAILABLE', async () => {
    const buyer = await signUpBuyer(t);
    await fillCart(buyer, products[2] as Product);
    const started = await t.graphql<{ startCheckout: Checkout }>(
      START,
      { input: { name: 'A', email: 'a@example.in', deliveryAddress: ADDRESS } },
      buyer.headers,
    );
    const orderId = started.data?.startCheckout.razorpay.orderId as string;
    const paid = await razorpay().pay(orderId, { key: SANDBOX_DEFAULTS.RAZORPAY_KEY_ID });
    if (!paid.ok) throw new Error('not paid');
    const input = {
      razorpayOrderId: orderId,
      razorpayPaymentId: paid.result.razorpay_payment_id,
      razorpaySignature: paid.result.razorpay_signature,
    };
    await razorpay().outage(true);
    try {
      const during = await t.graphql(PLACE, { input }, buyer.headers);
      expect(codeOf(during.errors)).toBe('UPSTREAM_UNAVAILABLE');
      expect(during.errors?.[0]?.message).toMatch(/^We could not confirm your payment with Razorpay just now\./);
    } finally {
      await razorpay().outage(false);
    }
    const after = await t.graphql<{ placeOrder: { message: string } }>(PLACE, { input }, buyer.headers);
    expect(after.data?.placeOrder.message).toBe('Order placed successfully');
  });
});

describe('coupons and payment settings over GraphQL', () => {
  it('checks a coupon against the cart, and needs a token', async () => {
    const buyer = await signUpBuyer(t);
    const product = products[0] as Product;
    await fillCart(buyer, product);
    const check = await t.graphql<{ validateCoupon: Record<string, unknown> }>(
      `{ validateCoupon(code: "sutra10") { code valid message discount ${MONEY} orderAmount ${MONEY} } }`,
      undefined,
      buyer.headers,
    );
    expect(check.data?.validateCoupon).toEqual({
      code: 'SUTRA10',
      valid: true,
      message: 'Coupon applied successfully',
      discount: inr(flooredQuotient(product.price.paise * 10, 100)),
      orderAmount: product.price,
    });
    const expired = await t.graphql<{ validateCoupon: Record<string, unknown> }>(
      `{ validateCoupon(code: "MONSOON25") { valid message discount ${MONEY} } }`,
      undefined,
      buyer.headers,
    );
    expect(expired.data?.validateCoupon).toEqual({
      valid: false,
      message: 'This coupon has expired',
      discount: inr(0),
    });
    const guest = await t.graphql('{ validateCoupon(code: "SUTRA10") { valid } }');
    expect(codeOf(guest.errors)).toBe('UNAUTHENTICATED');
  });

  it('tells anyone where checkout.js is', async () => {
    const read = await t.graphql('{ paymentConfig { checkoutScriptUrl } }');
    expect(read.data).toEqual({ paymentConfig: { checkoutScriptUrl: `${t.sandbox.url}/razorpay/v1/checkout.js` } });
  });
});
