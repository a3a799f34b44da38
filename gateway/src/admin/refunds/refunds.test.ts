import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer, type TestBuyer } from '../../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { purchase } from '../../test/purchase.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

/** The money desk through the admin endpoint, over the real api and sandbox. */
let t: GatewayUnderTest;
let staff: SignedInStaff;
let catalogue: SignedInStaff;
let buyer: TestBuyer;
beforeAll(async () => {
  t = await startGatewayOverApi();
  staff = await signedInStaff(t, 'orders');
  catalogue = await signedInStaff(t, 'catalogue');
  buyer = await signUpBuyer(t, 'Money Buyer');
});
afterAll(() => t.close());

type Answer = {
  data?: Record<string, Record<string, unknown>> | null;
  errors?: { extensions?: { code?: string; reason?: string } }[];
};
async function admin(query: string, variables: Record<string, unknown>, as = staff): Promise<Answer> {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...as.headers },
    payload: { query, variables },
  });
  return res.json() as Answer;
}

const MONEY = `orderId paidPaise refundedPaise cancellable refundable
  lines { id options quantity cancelledQuantity }
  refunds { amountPaise status method source staffName creditNoteNumber }`;

describe('cancelling and refunding through the admin endpoint', () => {
  it('shows an order’s money, cancels it with a refund Razorpay processed, and refuses a second cancel by its code', async () => {
    const order = await purchase(t, buyer);
    const read = await admin(`query ($id: ID!) { orderRefunds(orderId: $id) { ${MONEY} } }`, { id: order.id });
    expect(read.errors).toBeUndefined();
    expect(read.data?.orderRefunds).toMatchObject({ cancellable: true, refundable: false, refundedPaise: 0 });

    const cancel = `mutation ($id: ID!) { cancelOrder(orderId: $id, reason: "Buyer asked", expectedRefundedPaise: 0) { ${MONEY} } }`;
    const done = await admin(cancel, { id: order.id });
    expect(done.errors).toBeUndefined();
    const money = done.data?.cancelOrder as { paidPaise: number; refunds: unknown[] };
    expect(money.refunds).toEqual([
      expect.objectContaining({
        amountPaise: money.paidPaise,
        status: 'PROCESSED',
        method: 'RAZORPAY',
        source: 'CANCELLATION',
        staffName: 'Test orders',
        creditNoteNumber: expect.any(String),
      }),
    ]);
    // The buyer sees it on their order.
    const mine = await t.graphql<{
      order: { refunds: { amount: { paise: number }; status: string; method: string }[] };
    }>(
      'query ($id: ID!) { order(id: $id) { refunds { amount { paise } status method } } }',
      { id: order.id },
      buyer.headers,
    );
    expect(mine.errors).toBeUndefined();
    expect(mine.data?.order.refunds).toEqual([
      { amount: { paise: money.paidPaise }, status: 'PROCESSED', method: 'ORIGINAL_PAYMENT' },
    ]);
    const again = await admin(cancel, { id: order.id });
    expect(again.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', reason: 'already_cancelled' });
  });

  it('refuses a catalogue member as FORBIDDEN (staff_forbidden)', async () => {
    const order = await purchase(t, buyer);
    const answer = await admin(
      'mutation ($id: ID!) { refundOrder(orderId: $id, amountPaise: 100, reason: "x") { orderId } }',
      { id: order.id },
      catalogue,
    );
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'FORBIDDEN', reason: 'staff_forbidden' });
  });

  it('lists payouts due (none for prepaid orders)', async () => {
    const answer = await admin('{ payouts { items { orderNumber refund { amountPaise } } nextCursor } }', {});
    expect(answer.errors).toBeUndefined();
    expect(answer.data?.payouts).toEqual({ items: [], nextCursor: null });
  });
});
