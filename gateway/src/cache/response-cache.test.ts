import { setSalePrice } from '@sutra/api/test-catalog';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apqGet, waitFor } from '../test/apq.js';
import { signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { webOperation } from '../test/web-operations.js';

/**
 * How long a test waits for a change to show through a gateway: a bound for a machine that stalls, not a speed goal.
 * The api pushes each change to the gateways as it commits (they showed within ~10 ms here); speed is `pnpm bench`'s.
 */
const CHANGE_SHOWS_WITHIN_MS = 10_000;

let t: GatewayUnderTest;
let buyer: TestBuyer;
beforeAll(async () => {
  t = await startGatewayOverApi();
  buyer = await signUpBuyer(t, 'Cache Buyer');
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const LISTING = `query Listing($category: String, $first: Int) {
  products(category: $category, first: $first) { totalCount nodes { id name price { paise } inStock } }
}`;

describe('the response cache of public catalogue answers', () => {
  it('answers a repeated persisted-query GET from the cache, with no upstream call and a CDN-friendly header', async () => {
    const first = await apqGet(t.gateway, LISTING, { category: 'suits', first: 6 });
    expect(first.json().errors).toBeUndefined();
    expect(first.headers['cache-control']).toBe('max-age=60, public');
    expect(t.upstream.length).toBeGreaterThan(0);
    t.reset();
    const again = await apqGet(t.gateway, LISTING, { category: 'suits', first: 6 });
    expect(again.json()).toEqual(first.json());
    expect(t.upstream).toHaveLength(0);
    expect(again.headers['cache-control']).toBe('max-age=60, public');
    expect(Number(again.headers.age)).toBeGreaterThanOrEqual(0);
    // Other variables are another answer.
    await apqGet(t.gateway, LISTING, { category: 'suits', first: 7 });
    expect(t.upstream.length).toBeGreaterThan(0);
  });

  it("caches every public operation the web app sends, and none of the viewer's", async () => {
    const listing = await apqGet(t.gateway, LISTING, { category: 'suits', first: 1 });
    const id: string = listing.json().data.products.nodes[0].id;
    const publicOperations: [string, Record<string, unknown> | undefined][] = [
      ['Categories', undefined],
      ['HomePage', undefined],
      ['ProductListing', { category: 'suits', first: 12, sort: 'DEFAULT' }],
      ['AttributeFilters', { category: 'suits' }],
      ['ProductDetails', { id }],
      ['RelatedProducts', { id }],
      ['RecentlyViewed', { ids: [id] }],
      ['ProductReviews', { productId: id, first: 3 }],
      ['Search', { query: 'suit' }],
      ['ProductListing', { search: 'suit', first: 12, sort: 'DEFAULT', filter: { maxPrice: 30000 } }],
      ['ListingFacets', { category: 'suits', filter: { maxPrice: 15000 } }],
    ];
    for (const [name, variables] of publicOperations) {
      const query = webOperation(name);
      const first = await apqGet(t.gateway, query, variables);
      expect(first.json().errors, name).toBeUndefined();
      expect(first.headers['cache-control'], name).toMatch(/^max-age=[1-9]\d*, public$/);
      t.reset();
      expect((await apqGet(t.gateway, query, variables)).json(), name).toEqual(first.json());
      expect(t.upstream, name).toHaveLength(0);
    }
    for (const name of ['ViewerBag', 'SessionViewer', 'CartPage', 'WishlistPage', 'MembershipPage', 'MyOrders']) {
      const query = webOperation(name);
      await apqGet(t.gateway, query, undefined, buyer.headers);
      t.reset();
      const again = await apqGet(t.gateway, query, undefined, buyer.headers);
      expect(again.json().errors, name).toBeUndefined();
      expect(again.headers['cache-control'], name).toBe('no-store');
      expect(t.upstream.length, name).toBeGreaterThan(0);
    }
  });

  it('serves the same public answer to a buyer and a guest (it depends on no caller)', async () => {
    const query = '{ categories { id name value } }';
    const asBuyer = await apqGet(t.gateway, query, undefined, buyer.headers);
    t.reset();
    const asGuest = await apqGet(t.gateway, query);
    expect(asGuest.json()).toEqual(asBuyer.json());
    expect(t.upstream).toHaveLength(0);
  });

  it('neither reads nor writes the cache for POST', async () => {
    const query = '{ products(category: "blazers", first: 3) { nodes { id price { paise } } } }';
    await t.graphql(query);
    await t.graphql(query);
    expect(t.upstream).toHaveLength(2);
    t.reset();
    // Cached by GET, then POSTed: the POST still goes upstream.
    await apqGet(t.gateway, query);
    await apqGet(t.gateway, query);
    expect(t.upstream).toHaveLength(1);
    await t.graphql(query);
    expect(t.upstream).toHaveLength(2);
  });

  it('never caches a viewer operation, and sends no-store for it', async () => {
    for (const query of [
      '{ me { id name email } }',
      '{ cart { id } }',
      '{ wishlist { id } }',
      '{ membership { totalPoints } }',
    ]) {
      t.reset();
      const first = await apqGet(t.gateway, query, undefined, buyer.headers);
      expect(first.json().errors, query).toBeUndefined();
      expect(first.headers['cache-control'], query).toBe('no-store');
      const again = await apqGet(t.gateway, query, undefined, buyer.headers);
      expect(again.json()).toEqual(first.json());
      expect(t.upstream.length, query).toBe(2);
    }
  });

  it("never hands a buyer's answer to a guest, nor a guest's to a buyer, when an operation mixes both", async () => {
    const query = '{ me { id name } categories { id value } }';
    const guestFirst = await apqGet(t.gateway, query);
    expect(guestFirst.json().data.me).toBeNull();
    expect(guestFirst.headers['cache-control']).toBe('no-store');
    const asBuyer = await apqGet(t.gateway, query, undefined, buyer.headers);
    expect(asBuyer.json().data.me).toEqual({ id: buyer.id, name: 'Cache Buyer' });
    const asGuest = await apqGet(t.gateway, query);
    expect(asGuest.json().data.me).toBeNull();
    const other = await signUpBuyer(t, 'Other Buyer');
    const asOther = await apqGet(t.gateway, query, undefined, other.headers);
    expect(asOther.json().data.me).toEqual({ id: other.id, name: 'Other Buyer' });
    expect(asOther.headers['cache-control']).toBe('no-store');
  });

  it('never caches an answer with an error', async () => {
    const query = '{ product(id: "00000000-0000-4000-8000-000000000000") { id name } }';
    const first = await apqGet(t.gateway, query);
    expect(first.json().errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(first.headers['cache-control']).toBe('no-store');
    await apqGet(t.gateway, query);
    expect(t.upstream).toHaveLength(2);
  });

  it('forgets every older answer when a price changes, as soon as the api hears of it', async () => {
    const query =
      'query Product($id: ID!) { product(id: $id) { id price { paise } variants { salePrice { paise } } } }';
    const listing = await apqGet(t.gateway, LISTING, { category: 'shirts', first: 1 });
    const id: string = listing.json().data.products.nodes[0].id;
    const before: number = (await apqGet(t.gateway, query, { id })).json().data.product.price.paise;
    t.reset();
    expect((await apqGet(t.gateway, query, { id })).json().data.product.price.paise).toBe(before);
    expect(t.upstream).toHaveLength(0);

    const newPrice = before + 11_100;
    const listingBefore = (await apqGet(t.gateway, LISTING, { category: 'shirts', first: 1 })).json();
    await setSalePrice(t.api.database.db, id, newPrice);
    await waitFor(
      async () => (await apqGet(t.gateway, query, { id })).json().data.product.price.paise === newPrice,
      CHANGE_SHOWS_WITHIN_MS,
      'the new price',
    );
    // Every older answer is gone, not only the product's own.
    const listingAfter = (await apqGet(t.gateway, LISTING, { category: 'shirts', first: 1 })).json();
    expect(listingAfter.data.products.nodes[0].price.paise).toBe(newPrice);
    expect(listingBefore.data.products.nodes[0].price.paise).toBe(before);
  });

  it('shows a new review as soon as the api hears of it', async () => {
    const query = 'query Reviews($id: ID!) { product(id: $id) { reviews(first: 1) { totalCount nodes { author } } } }';
    const listing = await apqGet(t.gateway, LISTING, { category: 'suits', first: 1 });
    const id: string = listing.json().data.products.nodes[0].id;
    const before: number = (await apqGet(t.gateway, query, { id })).json().data.product.reviews.totalCount;
    const written = await t.graphql(
      'mutation ($id: ID!) { writeReview(productId: $id, rating: 5, title: "Fine", comment: "Fits well.") { review { id } } }',
      { id },
      buyer.headers,
    );
    expect(written.errors).toBeUndefined();
    await waitFor(
      async () => {
        const reviews = (await apqGet(t.gateway, query, { id })).json().data.product.reviews;
        return reviews.totalCount === before + 1 && reviews.nodes[0]?.author === 'Cache Buyer';
      },
      CHANGE_SHOWS_WITHIN_MS,
      'the new review',
    );
  });
});

describe('replicas each with an in-memory store', () => {
  it('show a price change through every replica, each told by the api', async () => {
    const replicas = [await t.replica(), await t.replica()];
    const query = 'query Product($id: ID!) { product(id: $id) { id price { paise } } }';
    const listing = await apqGet(t.gateway, LISTING, { category: 'blazers', first: 1 });
    const id: string = listing.json().data.products.nodes[0].id;
    const before: number = (await apqGet(t.gateway, query, { id })).json().data.product.price.paise;
    for (const replica of replicas) {
      await apqGet(replica.gateway, query, { id });
      replica.upstream.length = 0;
      expect((await apqGet(replica.gateway, query, { id })).json().data.product.price.paise).toBe(before);
      expect(replica.upstream).toHaveLength(0);
    }

    const newPrice = before + 22_200;
    await setSalePrice(t.api.database.db, id, newPrice);
    const took = await Promise.all(
      replicas.map((replica) =>
        waitFor(
          async () => (await apqGet(replica.gateway, query, { id })).json().data.product.price.paise === newPrice,
          CHANGE_SHOWS_WITHIN_MS,
          'the new price through a replica',
        ),
      ),
    );
    console.info(`[caches] price change seen through in-memory gateway replicas after ${took.join(' ms, ')} ms`);
  });
});

describe('the in-memory store', () => {
  it('keeps the answers within its size bound, dropping the least recently used', async () => {
    const maxBytes = 64 * 1024;
    const replica = await t.replica({ RESPONSE_CACHE_MAX_BYTES: String(maxBytes) });
    const big = `query Big($category: String) { products(category: $category, first: 30) {
      nodes { id name heading description price { paise } variants { id images salePrice { paise } attributes { label options { label } } } } } }`;
    const sizes: number[] = [];
    for (const category of ['ALL', 'suits', 'shirts']) {
      const res = await apqGet(replica.gateway, big, { category });
      expect(res.json().errors).toBeUndefined();
      sizes.push(res.body.length);
    }
    // Each answer fits, all three do not.
    expect(Math.max(...sizes)).toBeLessThan(maxBytes);
    expect(sizes.reduce((a, b) => a + b, 0)).toBeGreaterThan(maxBytes);
    replica.upstream.length = 0;
    await apqGet(replica.gateway, big, { category: 'shirts' });
    expect(replica.upstream).toHaveLength(0);
    await apqGet(replica.gateway, big, { category: 'ALL' });
    expect(replica.upstream.length).toBeGreaterThan(0);
  });
});
