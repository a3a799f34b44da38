import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { purchase } from '../test/purchase.js';

const MEMBERSHIP = `{ membership { id totalPoints ordersPlaced pointValue rupeesPerPointEarned
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
    const order = await t.graphql<{ order: { orderValue: number; pointsEarned: number } }>(
      'query ($id: ID!) { order(id: $id) { orderValue pointsEarned } }',
      { id: placed.id },
      buyer.headers,
    );
    const earned = Math.floor((order.data?.order.orderValue ?? 0) / 100);
    expect(order.data?.order.pointsEarned).toBe(earned);

    const read = await t.graphql<{ membership: Record<string, unknown> }>(MEMBERSHIP, undefined, buyer.headers);
    expect(read.errors).toBeUndefined();
    expect(read.data?.membership).toEqual({
      id: buyer.id,
      totalPoints: earned,
      ordersPlaced: 1,
      pointValue: 1,
      rupeesPerPointEarned: 100,
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
