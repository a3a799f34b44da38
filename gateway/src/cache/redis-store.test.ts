import { freePort, type RunningRedis, redisServerAvailable, startRedis } from '@sutra/settings/test-redis-server';
import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apqGet, waitFor } from '../test/apq.js';
import { signUpBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { REDIS_KEY_PREFIX } from './redis-store.js';

const LISTING = `query Listing($category: String, $first: Int) {
  products(category: $category, first: $first) { totalCount nodes { id name price { paise } } pageInfo { endCursor } }
}`;

/** Two gateways (replicas) over one api, sharing one real redis-server started for this file. */
describe.runIf(redisServerAvailable())('the shared response cache on Redis', () => {
  let redis: RunningRedis;
  let t: GatewayUnderTest;

  beforeAll(async () => {
    redis = await startRedis();
    t = await startGatewayOverApi({ gatewayEnv: { REDIS_URL: redis.url } });
  });
  afterAll(async () => {
    await t?.close();
    await redis?.kill();
  });

  it('answers from one replica what another cached, including a query persisted through the other', async () => {
    const other = await t.replica();
    const first = await apqGet(t.gateway, LISTING, { category: 'suits', first: 5 });
    expect(first.json().errors).toBeUndefined();
    expect(t.upstream.length).toBeGreaterThan(0);
    // The answer is written in the background: wait until Redis holds it.
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      await waitFor(
        async () => (await client.keys(`${REDIS_KEY_PREFIX}fqc:*`)).length > 0,
        5000,
        'the answer in Redis',
      );
    } finally {
      client.destroy();
    }
    // The other replica knows the persisted query's hash and has the answer: one GET, no upstream call.
    const fromOther = await apqGet(other.gateway, LISTING, { category: 'suits', first: 5 });
    expect(fromOther.json()).toEqual(first.json());
    expect(fromOther.headers['cache-control']).toBe('max-age=60, public');
    expect(other.upstream).toHaveLength(0);
  });

  it("judges a shared answer by what it showed: a review edit forgets only that product's reviews on every replica", async () => {
    const other = await t.replica();
    const buyer = await signUpBuyer(t, 'Shared Reviewer');
    const reviews = `query Reviews($id: ID!) { product(id: $id) { id reviews(first: 3) { nodes { comment } } } }`;
    const id: string =
      (
        await t.graphql<{ products: { nodes: { id: string }[] } }>(
          '{ products(category: "trousers", first: 1) { nodes { id } } }',
        )
      ).data?.products.nodes[0]?.id ?? '';
    const write = (comment: string) =>
      t.graphql(
        'mutation ($id: ID!, $c: String!) { writeReview(productId: $id, rating: 4, title: "Fit", comment: $c) { review { id } } }',
        { id, c: comment },
        buyer.headers,
      );
    const comments = async (gateway: GatewayUnderTest['gateway']) =>
      ((await apqGet(gateway, reviews, { id })).json().data.product.reviews.nodes as { comment: string }[]).map(
        (r) => r.comment,
      );
    expect((await write('Fits well.')).errors).toBeUndefined();

    // One replica stores both answers in Redis, once it has heard of the review.
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const stored = async () => (await client.keys(`${REDIS_KEY_PREFIX}fqc:*`)).length;
      const before = await stored();
      await waitFor(async () => (await comments(t.gateway)).includes('Fits well.'), 10_000, 'the review');
      await apqGet(t.gateway, LISTING, { category: 'trousers', first: 3 });
      await waitFor(async () => (await stored()) >= before + 2, 5000, 'the answers in Redis');
    } finally {
      client.destroy();
    }

    expect((await write('Edited: fits well after a wash.')).errors).toBeUndefined();
    // The other replica does not serve the stored reviews once it has heard of the edit…
    await waitFor(
      async () => (await comments(other.gateway)).includes('Edited: fits well after a wash.'),
      10_000,
      'the edited review through the other replica',
    );
    // …and still serves the listing the first one stored.
    other.upstream.length = 0;
    await apqGet(other.gateway, LISTING, { category: 'trousers', first: 3 });
    expect(other.upstream).toHaveLength(0);
  });

  it('keeps answering when Redis dies mid-run, and a replica starts without it', async () => {
    await apqGet(t.gateway, LISTING, { category: 'shirts', first: 4 });
    t.reset();
    expect((await apqGet(t.gateway, LISTING, { category: 'shirts', first: 4 })).json().errors).toBeUndefined();
    expect(t.upstream).toHaveLength(0);

    await redis.kill();
    for (const category of ['shirts', 'blazers', 'shirts']) {
      const started = Date.now();
      const res = await apqGet(t.gateway, LISTING, { category, first: 4 });
      expect(res.statusCode).toBe(200);
      expect(res.json().errors).toBeUndefined();
      expect(res.json().data.products.nodes).toHaveLength(4);
      expect(Date.now() - started).toBeLessThan(5000);
    }

    const nobodyListens = `redis://127.0.0.1:${await freePort()}`;
    const started = Date.now();
    const lonely = await t.replica({ REDIS_URL: nobodyListens });
    expect(Date.now() - started).toBeLessThan(10_000);
    const res = await apqGet(lonely.gateway, LISTING, { category: 'suits', first: 2 });
    expect(res.json().data.products.nodes).toHaveLength(2);
  });
});
