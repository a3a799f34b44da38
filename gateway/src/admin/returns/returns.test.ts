import { pngImage } from '@sutra/api/test-images';
import { shiprocketSandboxClient } from '@sutra/sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_PATH } from '../../support/upload.js';
import { signUpBuyer, type TestBuyer } from '../../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { purchase, shipmentOf } from '../../test/purchase.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

let t: GatewayUnderTest;
let staff: SignedInStaff;
let catalogue: SignedInStaff;
let buyer: TestBuyer;

beforeAll(async () => {
  t = await startGatewayOverApi();
  staff = await signedInStaff(t, 'orders');
  catalogue = await signedInStaff(t, 'catalogue');
  buyer = await signUpBuyer(t, 'Arjun Mehta');
});
afterAll(() => t.close());

async function admin<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown> = {},
  who: SignedInStaff = staff,
) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...who.headers },
    payload: { query, variables },
  });
  return res.json() as {
    data?: T | null;
    errors?: { message: string; extensions?: { code?: string; reason?: string } }[];
  };
}

async function uploaded(): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([pngImage()], { type: 'image/png' }), 'tag.png');
  const request = new Request('http://store/', { method: 'POST', body: form });
  const res = await t.gateway.inject({
    method: 'POST',
    url: UPLOAD_PATH,
    headers: { ...buyer.headers, 'content-type': request.headers.get('content-type') ?? '' },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  const location = res.json<{ data?: string[] }>().data?.[0];
  if (!location) throw new Error(`upload failed: ${res.body}`);
  return location;
}

/** A delivered purchase of the buyer's and their return request of it. */
async function requested(): Promise<{ orderId: string; orderNumber: string }> {
  const placed = await purchase(t, buyer);
  await shiprocketSandboxClient(t.sandbox.url).advance(await shipmentOf(t, buyer, placed.id), 'DELIVERED');
  const { errors } = await t.graphql(
    'mutation ($input: ReturnRequestInput!) { requestReturn(input: $input) { message } }',
    {
      input: {
        orderNumber: placed.orderNumber,
        email: 'arjun@example.in',
        reason: 'SIZE_DOES_NOT_FIT',
        images: [await uploaded()],
      },
    },
    buyer.headers,
  );
  if (errors) throw new Error(JSON.stringify(errors));
  return { orderId: placed.id, orderNumber: placed.orderNumber };
}

const FIELDS = `id orderNumber state version reason images refundTo
  lines { orderLineId name quantity unitPricePaise status options { name value } }
  pickup { orderId status attempts } receivedAt resellable replacementOrderNumber`;

type Row = {
  id: string;
  orderNumber: string;
  state: string;
  version: number;
  pickup: { orderId: string | null; status: string | null };
  lines: { orderLineId: string; options: { name: string; value: string }[] }[];
};

describe('returns through the admin endpoint', () => {
  it("lists an order's return, approves it (booking the pickup), receives it and offers the exchange sizes", async () => {
    const { orderId, orderNumber } = await requested();
    const listed = await admin<{ returnRequests: { items: Row[]; nextCursor: string | null } }>(
      `query ($orderId: ID) { returnRequests(orderId: $orderId, state: REQUESTED, first: 10) { items { ${FIELDS} } nextCursor } }`,
      { orderId },
    );
    expect(listed.errors).toBeUndefined();
    const [row] = listed.data?.returnRequests.items ?? [];
    expect(row).toMatchObject({ orderNumber, state: 'REQUESTED', version: 0 });
    expect(row?.lines[0]?.options.length).toBeGreaterThan(0);
    const approved = await admin<{ approveReturn: Row }>(
      `mutation ($id: ID!) { approveReturn(id: $id, version: 0) { ${FIELDS} } }`,
      { id: row?.id },
    );
    expect(approved.errors).toBeUndefined();
    expect(approved.data?.approveReturn).toMatchObject({ state: 'APPROVED', pickup: { status: 'RETURN PENDING' } });
    // The buyer's order page reads it with the order, in the buyer's words.
    const seen = await t.graphql<{ order: { returns: { state: string; stateLabel: string }[] } }>(
      'query ($id: ID!) { order(id: $id) { returns { state stateLabel lines { name } } } }',
      { id: orderId },
      buyer.headers,
    );
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.order.returns).toMatchObject([{ state: 'APPROVED', stateLabel: 'Pickup scheduled' }]);
    const received = await admin<{ receiveReturn: Row }>(
      `mutation ($id: ID!) { receiveReturn(id: $id, version: 1, resellable: true) { ${FIELDS} } }`,
      { id: row?.id },
    );
    expect(received.data?.receiveReturn).toMatchObject({ state: 'RECEIVED', version: 2 });
    const options = await admin<{ exchangeOptions: { options: { size: string; current: boolean }[] }[] }>(
      'query ($id: ID!) { exchangeOptions(returnId: $id) { orderLineId name options { skuId colour size stock pricePaise current } } }',
      { id: row?.id },
    );
    expect(options.errors).toBeUndefined();
    expect(options.data?.exchangeOptions[0]?.options.some((o) => o.current)).toBe(true);
  });

  it("passes the api's refusals on as CONFLICT with their reason", async () => {
    const { orderId } = await requested();
    const listed = await admin<{ returnRequests: { items: Row[] } }>(
      'query ($orderId: ID) { returnRequests(orderId: $orderId) { items { id } } }',
      { orderId },
    );
    const id = listed.data?.returnRequests.items[0]?.id;
    const stale = await admin(`mutation ($id: ID!) { approveReturn(id: $id, version: 7) { id } }`, { id });
    expect(stale.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'stale_version' });
    const early = await admin(`mutation ($id: ID!) { refundReturn(id: $id, version: 0) { id } }`, { id });
    expect(early.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'return_wrong_state' });
  });

  it('refuses a catalogue member the returns queue and its moves', async () => {
    const read = await admin('{ returnRequests { items { id } } }', {}, catalogue);
    expect(read.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
