import { type APIRequestContext, expect } from '@playwright/test';
import { razorpaySandboxClient, shiprocketSandboxClient } from '@sutra/sandbox';

async function graphql<T>(
  request: APIRequestContext,
  token: string | null,
  query: string,
  variables: object = {},
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  expect(body.errors, `GraphQL errors: ${JSON.stringify(body.errors)}`).toBeUndefined();
  return body.data as T;
}

/** Logs in through the gateway, as the login page does, and answers the bearer token. */
export async function tokenFor(request: APIRequestContext, email: string, password: string): Promise<string> {
  const { login } = await graphql<{ login: { token: string } }>(
    request,
    null,
    'mutation ($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password },
  );
  return login.token;
}

const JAIPUR = {
  name: 'Kabir Rathore',
  phone: '9829012345',
  add1: '22 MI Road',
  state: 'Rajasthan',
  city: 'Jaipur',
  pincode: '302001',
};

/**
 * Buys the first product in stock the way the checkout page does, through the store's own GraphQL: add it to the
 * cart, start the checkout, pay in the Razorpay sandbox with its paying card (what checkout.js does in the browser),
 * and place the order with the signed payment. Answers the order's number.
 */
export async function placeOrder(request: APIRequestContext, token: string): Promise<string> {
  const { products } = await graphql<{
    products: {
      nodes: { id: string; variants: { attributes: { label: string; options: { label: string }[] }[] }[] }[];
    };
  }>(
    request,
    token,
    '{ products(first: 1, filter: { availability: IN_STOCK }) { nodes { id variants { attributes { label options { label } } } } } }',
  );
  const product = products.nodes[0];
  if (!product) throw new Error('no product in stock');
  const attributes = (product.variants[0]?.attributes ?? []).map((a) => ({
    name: a.label.toLowerCase(),
    value: a.options[0]?.label ?? '',
  }));
  await graphql(
    request,
    token,
    'mutation ($productId: ID!, $attributes: [CartLineAttributeInput!]) { addToCart(productId: $productId, quantity: 1, attributes: $attributes) { id } }',
    { productId: product.id, attributes },
  );
  const { startCheckout } = await graphql<{ startCheckout: { razorpay: { key: string; orderId: string } } }>(
    request,
    token,
    'mutation ($input: CheckoutInput!) { startCheckout(input: $input) { razorpay { key orderId } } }',
    { input: { name: JAIPUR.name, email: 'kabir@example.com', deliveryAddress: JAIPUR, useMembershipPoints: false } },
  );
  const sandbox = process.env.SUTRA_SANDBOX_URL;
  if (!sandbox) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  const paid = await razorpaySandboxClient(sandbox).pay(startCheckout.razorpay.orderId, {
    key: startCheckout.razorpay.key,
  });
  if (!paid.ok) throw new Error(`payment failed: ${paid.error.description}`);
  const { placeOrder } = await graphql<{ placeOrder: { order: { orderNumber: string } } }>(
    request,
    token,
    'mutation ($input: PlaceOrderInput!) { placeOrder(input: $input) { order { orderNumber } } }',
    {
      input: {
        razorpayOrderId: paid.result.razorpay_order_id,
        razorpayPaymentId: paid.result.razorpay_payment_id,
        razorpaySignature: paid.result.razorpay_signature,
      },
    },
  );
  return placeOrder.order.orderNumber;
}

/**
 * Has the courier deliver the buyer's order: waits until the store has made its shipment (Razorpay's webhook may have
 * placed the order and still be making it), moves the sandbox's shipment to DELIVERED (its webhook tells the store,
 * which checks Shiprocket's tracking) and waits until the order reads Delivered.
 */
export async function deliverOrder(request: APIRequestContext, token: string, orderNumber: string): Promise<void> {
  const sandbox = process.env.SUTRA_SANDBOX_URL;
  if (!sandbox) throw new Error('SUTRA_SANDBOX_URL is not set (the store fixture in e2e/support/fixtures.ts sets it)');
  const find = `{ orders(first: 20) { nodes { orderNumber shiprocketOrderId orderStatus } } }`;
  const order = async () =>
    (
      await graphql<{
        orders: { nodes: { orderNumber: string; shiprocketOrderId: string | null; orderStatus: string }[] };
      }>(request, token, find)
    ).orders.nodes.find((o) => o.orderNumber === orderNumber);
  await expect.poll(async () => (await order())?.shiprocketOrderId ?? null, { timeout: 20_000 }).not.toBeNull();
  const shiprocketOrderId = (await order())?.shiprocketOrderId as string;
  await shiprocketSandboxClient(sandbox).advance(shiprocketOrderId, 'DELIVERED');
  await expect.poll(async () => (await order())?.orderStatus, { timeout: 20_000 }).toBe('DELIVERED');
}
