import { setSalePrice } from '@sutra/api/test-catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apqGet, waitFor } from '../test/apq.js';
import { signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { startRecordingProxy } from '../test/recording-proxy.js';

/**
 * A buyer must not be able to empty the gateways' response caches: their review edits and name changes touch only
 * the answers that show that product's reviews, or their reviews. Before, either bumped the one catalogue version
 * every answer was keyed on, and a review edit every 250 ms left 8 of 84 steady reads answered from the cache.
 */
const CHANGE_SHOWS_WITHIN_MS = 10_000;

const LISTING =
  'query L($c: String) { products(category: $c, first: 6) { totalCount nodes { id name price { paise } } } }';
const PRODUCT = 'query P($id: ID!) { product(id: $id) { id name price { paise } inStock } }';
const REVIEWS = `query R($id: ID!) { product(id: $id) { id reviews(first: 5) {
  totalCount summary { average } nodes { id author comment } } } }`;
const WRITE = `mutation W($id: ID!, $comment: String!) {
  writeReview(productId: $id, rating: 2, title: "Meh", comment: $comment) { review { id } } }`;
const RENAME = 'mutation N($name: String!) { updateProfile(input: { name: $name }) { id name } }';

type Gateway = Pick<GatewayUnderTest, 'gateway' | 'upstream'>;
type Read = [string, Record<string, unknown>];

let t: GatewayUnderTest;
let attacker: TestBuyer;
let target: string;
let others: string[];

beforeAll(async () => {
  t = await startGatewayOverApi();
  attacker = await signUpBuyer(t, 'Careful Reviewer');
  const listing = await t.graphql<{ products: { nodes: { id: string }[] } }>(
    '{ products(category: "ALL", first: 4) { nodes { id } } }',
  );
  const ids = listing.data?.products.nodes.map((p) => p.id) ?? [];
  [target = '', ...others] = ids;
  const written = await t.graphql(WRITE, { id: target, comment: 'The seams are loose.' }, attacker.headers);
  expect(written.errors).toBeUndefined();
});
afterAll(() => t.close());

/** Answers that show neither the attacked product's reviews nor the attacker's name. */
const untouched = (): Read[] => [
  ['query C { categories { id name value } }', {}],
  [LISTING, { c: 'ALL' }],
  [LISTING, { c: 'suits' }],
  [PRODUCT, { id: target }],
  [REVIEWS, { id: others[0] }],
  ['query S($q: String!) { search(query: $q) { products { id name } } }', { q: 'suit' }],
];

/** Asks each read twice: the second must come from the cache (no upstream call). */
async function warm(on: Gateway, reads: Read[]): Promise<void> {
  for (const [query, variables] of reads) {
    expect((await apqGet(on.gateway, query, variables)).json().errors).toBeUndefined();
    on.upstream.length = 0;
    await apqGet(on.gateway, query, variables);
    expect(on.upstream, query).toHaveLength(0);
  }
}

/** Upstream calls made answering each read again. */
async function upstreamCallsOf(on: Gateway, reads: Read[]): Promise<number> {
  on.upstream.length = 0;
  for (const [query, variables] of reads) await apqGet(on.gateway, query, variables);
  return on.upstream.length;
}

const targetReviews = async (on: Gateway) =>
  (await apqGet(on.gateway, REVIEWS, { id: target })).json().data.product.reviews.nodes as {
    author: string;
    comment: string;
  }[];

describe('a buyer cannot empty the response cache', () => {
  it("with a review edit: only answers that show that product's reviews are forgotten, on every replica", async () => {
    const replicas: Gateway[] = [t, await t.replica()];
    for (const g of replicas) await warm(g, [...untouched(), [REVIEWS, { id: target }]]);

    const edited = await t.graphql(WRITE, { id: target, comment: 'Edited: the seams held.' }, attacker.headers);
    expect(edited.errors).toBeUndefined();
    for (const g of replicas) {
      await waitFor(
        async () => (await targetReviews(g)).some((r) => r.comment === 'Edited: the seams held.'),
        CHANGE_SHOWS_WITHIN_MS,
        'the edited review',
      );
      expect(await upstreamCallsOf(g, untouched())).toBe(0);
    }
  });

  it('with a new name: only answers that show their reviews are forgotten', async () => {
    await warm(t, [...untouched(), [REVIEWS, { id: target }]]);
    const renamed = await t.graphql(RENAME, { name: 'Renamed Reviewer' }, attacker.headers);
    expect(renamed.errors).toBeUndefined();
    await waitFor(
      async () => (await targetReviews(t)).some((r) => r.author === 'Renamed Reviewer'),
      CHANGE_SHOWS_WITHIN_MS,
      'the new name on the review',
    );
    expect(await upstreamCallsOf(t, untouched())).toBe(0);
  });

  it('while a catalogue-wide change still forgets every older answer', async () => {
    await warm(t, untouched());
    const before = (await apqGet(t.gateway, PRODUCT, { id: target })).json().data.product.price.paise as number;
    await setSalePrice(t.api.database.db, target, before + 700);
    await waitFor(
      async () => (await apqGet(t.gateway, PRODUCT, { id: target })).json().data.product.price.paise === before + 700,
      CHANGE_SHOWS_WITHIN_MS,
      'the new price',
    );
    // Every other answer goes upstream again.
    const reads = untouched().filter(([query]) => query !== PRODUCT);
    t.upstream.length = 0;
    for (const [query, variables] of reads) {
      const calls = t.upstream.length;
      await apqGet(t.gateway, query, variables);
      expect(t.upstream.length, query).toBeGreaterThan(calls);
    }
  });
});

describe('following the changes', () => {
  it('answers from the api while it cannot follow, and forgets what it kept once it follows again', async () => {
    const proxy = await startRecordingProxy(t.api.url);
    try {
      const replica = await t.replica({ API_URL: proxy.url });
      const kept: Read = [PRODUCT, { id: others[1] }];
      const probe: Read = [LISTING, { c: 'blazers' }];
      await warm(replica, [kept, probe]);
      const price = (await apqGet(replica.gateway, ...kept)).json().data.product.price.paise as number;

      // The stream is lost and cannot be opened again for now.
      proxy.refuseChangeStreams(true);
      proxy.cut();
      await waitFor(
        async () => (await upstreamCallsOf(replica, [probe])) > 0,
        CHANGE_SHOWS_WITHIN_MS,
        'the cache left alone',
      );
      // Not following: every ask goes to the api, and nothing is kept.
      for (let i = 0; i < 3; i++) expect(await upstreamCallsOf(replica, [probe])).toBeGreaterThan(0);
      // A change whose notice this replica cannot hear.
      await setSalePrice(t.api.database.db, others[1] ?? '', price + 300);

      proxy.refuseChangeStreams(false);
      await waitFor(
        async () => {
          await apqGet(replica.gateway, ...probe);
          return (await upstreamCallsOf(replica, [probe])) === 0;
        },
        CHANGE_SHOWS_WITHIN_MS,
        'caching again',
      );
      // What it kept from before the loss is not served: changes made meanwhile were missed.
      expect((await apqGet(replica.gateway, ...kept)).json().data.product.price.paise).toBe(price + 300);
    } finally {
      await proxy.close();
    }
  });
});
