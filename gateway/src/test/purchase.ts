import { razorpaySandboxClient, type ShipmentStatus, shiprocketSandboxClient } from '@sutra/sandbox';
import type { TestBuyer } from './buyers.js';
import type { GatewayUnderTest } from './gateway-over-api.js';

export const ADDRESS = {
  name: 'Arjun Mehta',
  phone: '9876543210',
  add1: '14 Johari Bazaar Road',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302003',
};

async function call<T>(t: GatewayUnderTest, buyer: TestBuyer, query: string, variables: object): Promise<T> {
  const { data, errors } = await t.graphql<T>(query, variables as Record<string, unknown>, buyer.headers);
  if (errors || !data) throw new Error(`purchase step failed: ${JSON.stringify(errors)}`);
  return data;
}

/** A product as the tests pick it: its id and its first variant's attributes with their options. */
export interface PickedProduct {
  id: string;
  variants: { attributes: { label: string; options: { label: string }[] }[] }[];
}

/** Puts one of `product` in the buyer's cart, with its first variant's first option of every attribute. */
export async function addToCartWithFirstOptions(t: GatewayUnderTest, buyer: TestBuyer, product: PickedProduct) {
  const attributes = (product.variants[0]?.attributes ?? []).map((a) => ({
    name: a.label.toLowerCase(),
    value: a.options[0]?.label ?? '',
  }));
  await call(
    t,
    buyer,
    'mutation ($productId: ID!, $attributes: [CartLineAttributeInput!]) { addToCart(productId: $productId, quantity: 1, attributes: $attributes) { id } }',
    { productId: product.id, attributes },
  );
}

/**
 * Buys the first in-stock product (its first options) as a shopper does, all over GraphQL: add to cart, start the
 * checkout, pay with the Razorpay sandbox's paying card, place the order. Answers the placed order.
 */
export async function purchase(
  t: GatewayUnderTest,
  buyer: TestBuyer,
): Promise<{ id: string; orderNumber: string; shiprocketOrderId: string | null }> {
  const { products } = await call<{
    products: {
      nodes: { id: string; variants: { attributes: { label: string; options: { label: string }[] }[] }[] }[];
    };
  }>(
    t,
    buyer,
    '{ products(first: 1, filter: { availability: IN_STOCK }) { nodes { id variants { attributes { label options { label } } } } } }',
    {},
  );
  const product = products.nodes[0];
  if (!product) throw new Error('no product in stock');
  await addToCartWithFirstOptions(t, buyer, product);
  const { startCheckout } = await call<{ startCheckout: { razorpay: { key: string; orderId: string } } }>(
    t,
    buyer,
    'mutation ($input: CheckoutInput!) { startCheckout(input: $input) { razorpay { key orderId } } }',
    { input: { name: 'Arjun Mehta', email: 'arjun@example.in', deliveryAddress: ADDRESS, useMembershipPoints: false } },
  );
  const paid = await razorpaySandboxClient(t.sandbox.url).pay(startCheckout.razorpay.orderId, {
    key: startCheckout.razorpay.key,
  });
  if (!paid.ok) throw new Error(paid.error.description);
  const { placeOrder } = await call<{
    placeOrder: { order: { id: string; orderNumber: string; shiprocketOrderId: string | null } };
  }>(
    t,
    buyer,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { id orderNumber shiprocketOrderId } } }',
    {
      input: {
        razorpayOrderId: paid.result.razorpay_order_id,
        razorpayPaymentId: paid.result.razorpay_payment_id,
        razorpaySignature: paid.result.razorpay_signature,
      },
    },
  );
  return placeOrder.order;
}

/**
 * The order's Shiprocket id, once the api has made its shipment: Razorpay's webhook may have placed the order first
 * and still be making the shipment when the shopper's placement answers.
 */
export async function shipmentOf(t: GatewayUnderTest, buyer: TestBuyer, orderId: string): Promise<string> {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const answer = await fetch(`${t.api.url}/API/v1/order?id=${orderId}`, { headers: buyer.headers });
    const id = ((await answer.json()) as { result?: { shiprocketOrderId?: string | null } }).result?.shiprocketOrderId;
    if (id) return id;
    if (Date.now() > deadline) throw new Error(`no shipment for order ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Moves the order's shipment in the sandbox to `status` with its webhook held, so Shiprocket's tracking shows that
 * status while the test posts the webhook it means to.
 */
export async function shipmentIs(t: GatewayUnderTest, shiprocketOrderId: string, status: ShipmentStatus) {
  const shiprocket = shiprocketSandboxClient(t.sandbox.url);
  await shiprocket.pauseWebhooks(true);
  try {
    await shiprocket.advance(shiprocketOrderId, status);
  } finally {
    await shiprocket.pauseWebhooks(false);
  }
}
