import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { webOperation } from '../test/web-operations.js';
import { MAX_UPSTREAM_CALLS, TOO_MANY_UPSTREAM_CALLS, UpstreamBudget } from './upstream-budget.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** Reviews are asked per product: a card list with reviews makes one call per card. */
const CARDS_WITH_REVIEWS = (alias: string, sort: string) =>
  `${alias}: products(first: 100, sort: ${sort}) { nodes { id related(first: 1) { id } reviews(first: 1) { nodes { id } } } }`;

describe('the upstream calls one operation may make', () => {
  it(`refuses whole, with OPERATION_TOO_LARGE, an operation needing more than ${MAX_UPSTREAM_CALLS} (was 354 calls)`, async () => {
    const res = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: `{ ${CARDS_WITH_REVIEWS('a', 'DEFAULT')} ${CARDS_WITH_REVIEWS('b', 'LOW_TO_HIGH')} }` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          message: TOO_MANY_UPSTREAM_CALLS,
          extensions: { code: 'OPERATION_TOO_LARGE', maxUpstreamCalls: MAX_UPSTREAM_CALLS },
        },
      ],
    });
    expect(t.upstream.length).toBeLessThanOrEqual(MAX_UPSTREAM_CALLS);
  });

  it('leaves room many times over for the store pages with the most calls: a product page and the homepage', async () => {
    const listing = await t.graphql<{ products: { nodes: { id: string }[] } }>(
      '{ products(category: "suits", first: 1) { nodes { id } } }',
    );
    const id = listing.data?.products.nodes[0]?.id;
    const calls: Record<string, number> = {};
    for (const [name, variables] of [
      ['ProductDetails', { id }],
      ['RelatedProducts', { id }],
      ['ProductReviews', { productId: id, first: 3 }],
      ['HomePage', {}],
      ['Categories', {}],
    ] as const) {
      t.reset();
      const answer = await t.graphql(webOperation(name, { typenames: true }), variables);
      expect(answer.errors, name).toBeUndefined();
      calls[name] = t.upstream.length;
    }
    expect(Math.max(...Object.values(calls))).toBeLessThanOrEqual(MAX_UPSTREAM_CALLS / 5);
  });
});

describe('UpstreamBudget', () => {
  it('allows exactly its allowance, then refuses each further call with OPERATION_TOO_LARGE', () => {
    const budget = new UpstreamBudget(2);
    budget.spend();
    budget.spend();
    expect(budget.exceeded).toBe(false);
    expect(() => budget.spend()).toThrow(
      expect.objectContaining({
        message: TOO_MANY_UPSTREAM_CALLS,
        extensions: { code: 'OPERATION_TOO_LARGE', maxUpstreamCalls: MAX_UPSTREAM_CALLS },
      }),
    );
    expect(budget.exceeded).toBe(true);
    expect(() => budget.spend()).toThrow(TOO_MANY_UPSTREAM_CALLS);
  });

  it(`allows ${MAX_UPSTREAM_CALLS} calls by default`, () => {
    const budget = new UpstreamBudget();
    for (let i = 0; i < MAX_UPSTREAM_CALLS; i++) budget.spend();
    expect(budget.exceeded).toBe(false);
    expect(() => budget.spend()).toThrow(TOO_MANY_UPSTREAM_CALLS);
  });
});
