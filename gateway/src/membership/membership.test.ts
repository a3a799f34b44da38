import { flooredQuotient } from '@sutra/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';
import { purchase } from '../test/purchase.js';

const MEMBERSHIP = `{ membership { id totalPoints ordersPlaced pointValue ${MONEY} spendPerPointEarned ${MONEY}
  pointsHistory { id orderId orderNumber pointsEarned pointsRedeemed createdAt } } }`;

let t: GatewayUnderTest;

beforeAll(async () => {
  t = await startGatewayOverApi();
});
afterAll(() => t.close());

describe('membership over GraphQL', () => {
  it('answers the points a paid order earned, one history entry per order, as the api counts them', async () => {
    const buyer = await signUpBuyer(t, 'Points Earner');
    const placed = await purchase(t, buyer);
    const order = await t.graphql<{ order: { orderValue: Money; pointsEarned: number } }>(
      `query ($id: ID!) { order(id: $id) { orderValue ${MONEY} pointsEarned } }`,
      { id: placed.id },
      buyer.headers,
    );
    // One point per ₹100 paid: whole hundreds of rupees, 10,000 paise each.
    const earned = flooredQuotient(order.data?.order.orderValue.paise ?? 0, 10_000);
    expect(order.data?.order.pointsEarned).toBe(earned);

    const read = await t.graphql<{ membership: Record<string, unknown> }>(MEMBERSHIP, undefined, buyer.headers);
    expect(read.errors).toBeUndefined();
    expect(read.data?.membership).toEqual({
      id: buyer.id,
      totalPoints: earned,
      ordersPlaced: 1,
      pointValue: inr(100),
      spendPerPointEarned: inr(10_000),
      pointsHistory: [
        {
          id: expect.any(String),
          orderId: placed.id,
          orderNumber: placed.orderNumber,
          pointsEarned: earned,
          pointsRedeemed: 0,
          createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        },
      ],
    });
  });

  it('answers a new buyer with no points and an empty history', async () => {
    const buyer = await signUpBuyer(t, 'Points Newcomer');
    const read = await t.graphql<{ membership: Record<string, unknown> }>(MEMBERSHIP, undefined, buyer.headers);
    expect(read.data?.membership).toMatchObject({ id: buyer.id, totalPoints: 0, ordersPlaced: 0, pointsHistory: [] });
  });

  it('answers null for a guest, without an error', async () => {
    const read = await t.graphql('{ membership { totalPoints } }');
    expect(read).toMatchObject({ data: { membership: null } });
    expect(read.errors).toBeUndefined();
  });
});
