import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type TestBuyer } from '../../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { MONEY } from '../../test/money.js';
import { ADDRESS, addToCartWithFirstOptions } from '../../test/purchase.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

const START = `mutation ($input: CheckoutInput!) { startCheckout(input: $input) { id } }`;
const PLACE_COD = `mutation ($input: PlaceCodOrderInput!) { placeCodOrder(input: $input) { order { id orderNumber } } }`;
const ROW = 'id orderNumber status paymentMethod totalPaise pincode items confirmation { waiting overdue confirmedBy }';
const ORDER = `id orderNumber status name lines { name quantity unitPricePaise options { name value } }
  amounts { subtotalPaise codFeePaise totalPaise } deliveryAddress { pincode }
  shipment { shiprocketOrderId tracking { status } } documents { invoiceNumber }
  confirmation { waiting confirmedBy } audit { action staff { id } }`;

let t: GatewayUnderTest;
let desk: SignedInStaff;
let product: { id: string; variants: { attributes: { label: string; options: { label: string }[] }[] }[] };

beforeAll(async () => {
  t = await startGatewayOverApi();
  desk = await signedInStaff(t, 'orders');
  const listing = await t.graphql<{ products: { nodes: (typeof product)[] } }>(`{
    products(first: 10, filter: { availability: IN_STOCK, minPrice: 1000, maxPrice: 20000 }) {
      nodes { id price ${MONEY} variants { attributes { label options { label } } } } } }`);
  const found = listing.data?.products.nodes[0];
  if (!found) throw new Error('the seed has no product in stock under ₹20,000');
  product = found;
});
afterAll(() => t.close());

async function admin<T>(query: string, variables: Record<string, unknown> = {}) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...desk.headers },
    payload: { query, variables },
  });
  return res.json() as { data?: T; errors?: { extensions?: { code?: string; reason?: string } }[] };
}

async function codOrder(buyer: TestBuyer, email = 'arjun@example.in'): Promise<{ id: string; orderNumber: string }> {
  await addToCartWithFirstOptions(t, buyer, product);
  const input = {
    name: 'Arjun Mehta',
    email,
    deliveryAddress: ADDRESS,
    useMembershipPoints: false,
    paymentMethod: 'CASH_ON_DELIVERY',
  };
  const started = await t.graphql<{ startCheckout: { id: string } }>(START, { input }, buyer.headers);
  if (!started.data) throw new Error(`checkout not started: ${JSON.stringify(started.errors)}`);
  const checkoutId = started.data?.startCheckout.id;
  const placed = await t.graphql<{ placeCodOrder: { order: { id: string; orderNumber: string } } }>(
    PLACE_COD,
    { input: { checkoutId } },
    buyer.headers,
  );
  const order = placed.data?.placeCodOrder.order;
  if (!order) throw new Error(`COD order not placed: ${JSON.stringify(placed.errors)}`);
  return order;
}

describe('the order desk through the admin endpoint', () => {
  it('lists a new COD order in the queue, shows it, and confirms it once into a shipment', async () => {
    const placed = await codOrder(await signUpBuyer(t));
    const queue = await admin<{ orders: { nodes: { orderNumber: string; confirmation: unknown }[] } }>(
      `query ($filter: OrderFilter) { orders(filter: $filter, first: 10) { nodes { ${ROW} } pageInfo { hasNextPage } } }`,
      { filter: { toConfirm: true, search: placed.orderNumber } },
    );
    expect(queue.errors).toBeUndefined();
    expect(queue.data?.orders.nodes).toEqual([
      expect.objectContaining({
        orderNumber: placed.orderNumber,
        status: 'PENDING',
        paymentMethod: 'cod',
        confirmation: { waiting: true, overdue: false, confirmedBy: null },
      }),
    ]);

    const read = await admin<{ order: Record<string, unknown> }>(`query ($id: ID!) { order(id: $id) { ${ORDER} } }`, {
      id: placed.id,
    });
    expect(read.errors).toBeUndefined();
    expect(read.data?.order).toMatchObject({
      orderNumber: placed.orderNumber,
      amounts: { codFeePaise: 4_900 },
      deliveryAddress: { pincode: ADDRESS.pincode },
      shipment: { shiprocketOrderId: null, tracking: null },
      confirmation: { waiting: true },
      audit: [],
    });

    const confirm = `mutation ($id: ID!) { confirmCodOrder(id: $id) { ${ORDER} } }`;
    const [first, second] = await Promise.all([admin(confirm, { id: placed.id }), admin(confirm, { id: placed.id })]);
    expect([first.errors, second.errors]).toEqual([undefined, undefined]);
    const confirmed = await admin<{ order: { shipment: { shiprocketOrderId: string | null }; audit: unknown[] } }>(
      `query ($id: ID!) { order(id: $id) { ${ORDER} } }`,
      { id: placed.id },
    );
    expect(confirmed.data?.order).toMatchObject({
      confirmation: { waiting: false, confirmedBy: desk.id },
      shipment: { shiprocketOrderId: expect.any(String), tracking: { status: expect.any(String) } },
      audit: [{ action: 'order.confirm_cod', staff: { id: desk.id } }],
    });
  });

  it('answers the day’s home and refuses a malformed filter with its code', async () => {
    const day = await admin<{ dayAtAGlance: { date: string; orders: { codWaiting: number } | null } }>(
      '{ dayAtAGlance { date orders { todayCount todayRevenuePaise codWaiting codOverdue returnsWaiting byStatus { status count } } lowStock { productName size stock } } }',
    );
    expect(day.errors).toBeUndefined();
    expect(day.data?.dayAtAGlance.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(day.data?.dayAtAGlance.orders).not.toBeNull();

    const bad = await admin('{ orders(filter: { pincode: "12" }) { nodes { id } } }');
    expect(bad.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT' });
    const missing = await admin('query ($id: ID!) { order(id: $id) { id } }', {
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(missing.errors?.[0]?.extensions).toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('the order’s documents', () => {
  it('streams the invoice PDF to the desk, and nothing to a guest', async () => {
    const placed = await codOrder(await signUpBuyer(t));
    const pdf = await t.gateway.inject({
      method: 'GET',
      url: `/admin/files/orders/${placed.id}/invoice.pdf`,
      headers: desk.headers,
    });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const guest = await t.gateway.inject({ method: 'GET', url: `/admin/files/orders/${placed.id}/invoice.pdf` });
    expect(guest.statusCode).toBe(401);
    const other = await t.gateway.inject({
      method: 'GET',
      url: `/admin/files/orders/${placed.id}/secrets.pdf`,
      headers: desk.headers,
    });
    expect(other.statusCode).toBe(404);
  });
});

describe("the buyer's mailed link, through the shop's endpoint", () => {
  it('confirms the order once; a forged token is refused with its code', async () => {
    const buyer = await signUpBuyer(t);
    const email = `cod-${Date.now()}@example.in`;
    const placed = await codOrder(buyer, email);
    const [mail] = await t.mailbox.waitFor(email, { timeoutMs: 20_000 });
    const link = new URL(/https?:\/\/\S+\/orders\/confirm-cod\?\S+/.exec(mail?.text ?? '')?.[0] ?? 'http://x/');
    const token = link.searchParams.get('token') ?? '';
    const CONFIRM = `mutation ($orderId: ID!, $token: String!) {
      confirmCodOrder(orderId: $orderId, token: $token) { orderNumber confirmedNow } }`;
    const forged = await t.graphql(CONFIRM, { orderId: placed.id, token: `${token}x` });
    expect(forged.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'cod_link_invalid' });
    const confirmed = await t.graphql<{ confirmCodOrder: unknown }>(CONFIRM, { orderId: placed.id, token });
    expect(confirmed.data?.confirmCodOrder).toEqual({ orderNumber: placed.orderNumber, confirmedNow: true });
    const again = await t.graphql<{ confirmCodOrder: unknown }>(CONFIRM, { orderId: placed.id, token });
    expect(again.data?.confirmCodOrder).toEqual({ orderNumber: placed.orderNumber, confirmedNow: false });
    const mine = await t.graphql<{ order: { awaitingConfirmation: boolean; shiprocketOrderId: string | null } }>(
      'query ($id: ID!) { order(id: $id) { awaitingConfirmation shiprocketOrderId } }',
      { id: placed.id },
      buyer.headers,
    );
    expect(mine.data?.order).toEqual({ awaitingConfirmation: false, shiprocketOrderId: expect.any(String) });
  });

  it('a cancelling link that is not the store’s cancels nothing, refused with its code', async () => {
    const buyer = await signUpBuyer(t);
    const placed = await codOrder(buyer, `cod-cancel-${Date.now()}@example.in`);
    const CANCEL = `mutation ($orderId: ID!, $token: String!) { cancelCodOrder(orderId: $orderId, token: $token) { orderNumber } }`;
    const forged = await t.graphql(CANCEL, { orderId: placed.id, token: `9999999999.${'A'.repeat(43)}` });
    expect(forged.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', reason: 'cod_link_invalid' });
    const mine = await t.graphql<{ order: { awaitingConfirmation: boolean } }>(
      'query ($id: ID!) { order(id: $id) { awaitingConfirmation } }',
      { id: placed.id },
      buyer.headers,
    );
    expect(mine.data?.order).toEqual({ awaitingConfirmation: true });
  });
});
