import { createHash } from 'node:crypto';
import type { VariantJson } from '@sutra/api/wire';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATION_LIMITS } from '../limits.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';

let t: GatewayUnderTest;
beforeAll(async () => {
  t = await startGatewayOverApi();
});
afterAll(() => t.close());
beforeEach(() => t.reset());

const CARD = `id name inStock price ${MONEY} retailPrice ${MONEY} discountPercent
  category { id name value }
  variants { id salePrice ${MONEY} retailPrice ${MONEY} discountPercent images color attributes { label options { label value } } }`;

interface Card {
  id: string;
  name: string;
  price: Money;
  inStock: boolean;
  category: { value: string };
  variants: { images: string[]; color: string | null; attributes: { label: string; options: { label: string }[] }[] }[];
}

describe('catalogue queries and their upstream cost', () => {
  it('serves a 48-product listing with categories, filters, variants and images in at most 3 REST calls', async () => {
    const { data, errors } = await t.graphql<{
      categories: { value: string }[];
      attributeFilters: { name: string }[];
      products: { totalCount: number; nodes: Card[]; pageInfo: { hasNextPage: boolean } };
    }>(`{
      categories { id name value }
      attributeFilters { id name options { label value } category { value } }
      products(first: 48) { totalCount nodes { ${CARD} } pageInfo { hasNextPage endCursor } }
    }`);
    expect(errors).toBeUndefined();
    expect(data?.products.nodes).toHaveLength(48);
    expect(data?.products.totalCount).toBeGreaterThanOrEqual(80);
    expect(data?.products.pageInfo.hasNextPage).toBe(true);
    expect(data?.categories).toHaveLength(6);
    expect(data?.products.nodes.every((p) => p.variants.length > 0 && p.variants[0]?.images.length === 2)).toBe(true);
    expect(t.upstream.length).toBeLessThanOrEqual(3);
  });

  it("passes the api's stock, discount figures and paise through as the api worked them out", async () => {
    const rest = (await (await fetch(`${t.api.url}/API/v1/product?categoryName=ALL&limit=100`)).json()) as {
      result: {
        _id: string;
        inStock: boolean;
        productVariants: VariantJson[];
      }[];
    };
    type Prices = { discountPercent: number; compareAtPrice: Money | null };
    const { data, errors } = await t.graphql<{
      products: {
        nodes: (Prices & {
          id: string;
          inStock: boolean;
          price: Money;
          retailPrice: Money;
          variants: (Prices & { id: string; salePrice: Money; retailPrice: Money })[];
        })[];
      };
    }>(
      `{ products(first: 100) { nodes { id inStock price ${MONEY} retailPrice ${MONEY} discountPercent compareAtPrice ${MONEY}
        variants { id salePrice ${MONEY} retailPrice ${MONEY} discountPercent compareAtPrice ${MONEY} } } } }`,
    );
    expect(errors).toBeUndefined();
    const nodes = data?.products.nodes ?? [];
    // The seed has discounted and full-price variants, and products out of stock: every case is compared.
    expect(nodes.some((p) => p.compareAtPrice !== null) && nodes.some((p) => p.compareAtPrice === null)).toBe(true);
    expect(nodes.some((p) => !p.inStock)).toBe(true);
    const byId = new Map(rest.result.map((p) => [p._id, p]));
    for (const node of nodes) {
      const product = byId.get(node.id);
      expect(node.inStock).toBe(product?.inStock);
      const first = product?.productVariants[0];
      expect([node.price, node.retailPrice, node.discountPercent, node.compareAtPrice]).toEqual([
        inr(first?.salePricePaise ?? Number.NaN),
        inr(first?.retailPricePaise ?? Number.NaN),
        first?.discountPercent,
        first?.compareAtPricePaise == null ? null : inr(first.compareAtPricePaise),
      ]);
      expect(node.variants).toEqual(
        product?.productVariants.map((v) => ({
          id: v._id,
          salePrice: inr(v.salePricePaise),
          retailPrice: inr(v.retailPricePaise),
          discountPercent: v.discountPercent,
          compareAtPrice: v.compareAtPricePaise === null ? null : inr(v.compareAtPricePaise),
        })),
      );
    }
  });

  it("answers each colour's sizes and whether each can be bought, as the api's SKUs say, in one call", async () => {
    const rest = (await (await fetch(`${t.api.url}/API/v1/product?categoryName=ALL&limit=100`)).json()) as {
      result: { _id: string; productVariants: VariantJson[] }[];
    };
    // The seed sells out one size of its first product's first colour.
    const product = rest.result.find((p) => p.productVariants.some((v) => v.skus.some((s) => !s.inStock)));
    if (!product) throw new Error('the seed has no sold-out size');
    t.reset();
    const { data, errors } = await t.graphql<{
      product: {
        variants: { id: string; available: boolean; sizes: { id: string; label: string; available: boolean }[] }[];
      };
    }>(`{ product(id: "${product._id}") { variants { id available sizes { id label available } } } }`);
    expect(errors).toBeUndefined();
    expect(t.upstream).toHaveLength(1);
    expect(data?.product.variants).toEqual(
      product.productVariants.map((v) => ({
        id: v._id,
        available: v.skus.some((s) => s.inStock),
        sizes: v.skus.map((s) => ({ id: s._id, label: s.size, available: s.inStock })),
      })),
    );
    const sizes = data?.product.variants[0]?.sizes ?? [];
    expect(sizes.some((s) => !s.available) && sizes.some((s) => s.available)).toBe(true);
    // In the order of the colour's Size options, as its picker offers them.
    const sizeOptions = product.productVariants[0]?.attributes.find((a) => a.attribute.label === 'Size')?.value ?? [];
    expect(sizes.map((s) => s.label)).toEqual(sizeOptions.map((o) => o.label));
  });

  it('batches every product(id) of one operation into a single ids call', async () => {
    const listing = await t.graphql<{ products: { nodes: { id: string }[] } }>(
      '{ products(first: 5) { nodes { id } } }',
    );
    const ids = listing.data?.products.nodes.map((n) => n.id) ?? [];
    t.reset();
    const fields = ids.map((id, i) => `p${i}: product(id: "${id}") { id name category { name } }`).join('\n');
    const { data, errors } = await t.graphql<Record<string, { id: string }>>(`{ ${fields} }`);
    expect(errors).toBeUndefined();
    expect(Object.values(data ?? {}).map((p) => p.id)).toEqual(ids);
    expect(t.upstream).toHaveLength(1);
    expect(t.upstream[0]?.url).toBe('/product');
  });

  it('answers productsByIds for 8 ids in the order asked with one REST call, skipping unknown ids', async () => {
    const listing = await t.graphql<{ products: { nodes: { id: string }[] } }>(
      '{ products(first: 8) { nodes { id } } }',
    );
    const ids = listing.data?.products.nodes.map((n) => n.id) ?? [];
    expect(ids).toHaveLength(8);
    const asked = [...ids].reverse();
    const unknown = '00000000-0000-4000-8000-000000000000';
    t.reset();
    const { data, errors } = await t.graphql<{ productsByIds: Card[] }>(
      `query($ids: [ID!]!) { productsByIds(ids: $ids) { ${CARD} } }`,
      { ids: [asked[0], unknown, ...asked.slice(1), asked[2], 'not-an-id'] },
    );
    expect(errors).toBeUndefined();
    expect(data?.productsByIds.map((p) => p.id)).toEqual(asked);
    expect(data?.productsByIds.every((p) => p.variants[0]?.images.length === 2)).toBe(true);
    expect(t.upstream).toHaveLength(1);
    expect(t.upstream[0]?.url).toBe('/product');
  });

  it('refuses productsByIds with more than 24 ids before any upstream call', async () => {
    const ids = Array.from({ length: 25 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const { errors } = await t.graphql('query($ids: [ID!]!) { productsByIds(ids: $ids) { id } }', { ids });
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(t.upstream).toHaveLength(0);
  });

  it('answers the homepage and its product cards from one REST call', async () => {
    const { data } = await t.graphql<{
      homepage: {
        promoText: string;
        bestSeller: { products: Card[]; seeMoreLink: string; startingPrice: Money };
        trending: { seeMoreLink: string; products: Card[] };
        recommended: { products: Card[] };
        saleBanner: { offer: string };
      };
    }>(`{ homepage {
      promoText
      hero { video poster title subtitle }
      bestSeller { title bannerImage startingPrice ${MONEY} seeMoreLink products { ${CARD} } }
      trending { title seeMoreLink products { ${CARD} } }
      recommended { title seeMoreLink products { ${CARD} } }
      saleBanner { title offer ctaText link image }
    } }`);
    expect(data?.homepage.promoText).toBe('Apply 10% Off T & C apply');
    expect(data?.homepage.bestSeller.products.length).toBeLessThanOrEqual(2);
    expect(data?.homepage.bestSeller.startingPrice).toEqual(inr(249_900));
    expect(data?.homepage.trending.seeMoreLink).toBe('trending');
    expect(data?.homepage.trending.products.length).toBeGreaterThan(0);
    expect(data?.homepage.saleBanner.offer).toBe('50% OFF');
    expect(t.upstream).toHaveLength(1);
  });

  it('loads a details page (product, related products, reviews with summary) in 3 calls', async () => {
    const listing = await t.graphql<{ products: { nodes: { id: string; category: { value: string } }[] } }>(
      '{ products(category: "suits", first: 1) { nodes { id category { value } } } }',
    );
    const id = listing.data?.products.nodes[0]?.id;
    t.reset();
    const { data, errors } = await t.graphql<{
      product: {
        name: string;
        related: { id: string; category: { value: string } }[];
        reviews: {
          totalCount: number;
          summary: { average: number; total: number; counts: { stars: number; count: number }[] };
          nodes: { author: string; comment: string; rating: number }[];
          pageInfo: { hasNextPage: boolean; endCursor: string | null };
        };
      };
    }>(
      `query($id: ID!) { product(id: $id) {
        ${CARD} heading description
        related(first: 8) { id category { value } }
        reviews(first: 3) { totalCount summary { average total counts { stars count } } nodes { id author title comment rating createdAt } pageInfo { hasNextPage endCursor } }
      } }`,
      { id },
    );
    expect(errors).toBeUndefined();
    const product = data?.product;
    expect(product?.related.length).toBeLessThanOrEqual(8);
    expect(product?.related.every((r) => r.id !== id && r.category.value === 'suits')).toBe(true);
    const summary = product?.reviews.summary;
    expect(summary?.counts.map((c) => c.stars)).toEqual([5, 4, 3, 2, 1]);
    expect(summary?.counts.reduce((n, c) => n + c.count, 0)).toBe(summary?.total);
    expect(product?.reviews.nodes.length).toBe(Math.min(3, summary?.total ?? 0));
    expect(t.upstream).toHaveLength(3);
  });

  it("serves every card's related products in one call per level, however many cards (was one call per card)", async () => {
    type Card = { id: string; category: { value: string }; related: Card[] };
    const { data, errors } = await t.graphql<{ products: { nodes: Card[] } }>(
      `{ products(first: 30) { nodes { id category { value }
          related(first: 4) { id category { value } related(first: 2) { id category { value } } } } } }`,
    );
    expect(errors).toBeUndefined();
    expect(t.upstream.map((call) => call.url)).toEqual(['/product', '/product-related', '/product-related']);
    const cards = data?.products.nodes ?? [];
    expect(cards).toHaveLength(30);
    for (const card of cards) {
      expect(card.related).toHaveLength(4);
      for (const other of card.related) {
        expect(other.id).not.toBe(card.id);
        expect(other.category.value).toBe(card.category.value);
        expect(other.related).toHaveLength(2);
        expect(other.related.every((r) => r.id !== other.id && r.category.value === other.category.value)).toBe(true);
      }
    }
    // The same related products as a details page asks for one product alone.
    for (const card of cards.slice(0, 3)) {
      const alone = await t.graphql<{ product: { related: { id: string }[] } }>(
        'query($id: ID!) { product(id: $id) { related(first: 4) { id } } }',
        { id: card.id },
      );
      expect(alone.data?.product.related.map((r) => r.id)).toEqual(card.related.map((r) => r.id));
    }
  });

  it('pages reviews with the connection cursor', async () => {
    const listing = await t.graphql<{ products: { nodes: { id: string }[] } }>(
      '{ products(first: 40) { nodes { id } } }',
    );
    const ids = listing.data?.products.nodes.map((n) => n.id) ?? [];
    type Page = {
      product: { reviews: { totalCount: number; nodes: { id: string }[]; pageInfo: { endCursor: string | null } } };
    };
    const query =
      'query($id: ID!, $after: String) { product(id: $id) { reviews(first: 3, after: $after) { totalCount nodes { id } pageInfo { hasNextPage endCursor } } } }';
    for (const id of ids) {
      const first = await t.graphql<Page>(query, { id });
      if ((first.data?.product.reviews.totalCount ?? 0) <= 3) continue;
      const second = await t.graphql<Page>(query, { id, after: first.data?.product.reviews.pageInfo.endCursor });
      const seen = new Set(
        [...(first.data?.product.reviews.nodes ?? []), ...(second.data?.product.reviews.nodes ?? [])].map((n) => n.id),
      );
      expect(seen.size).toBe(Math.min(6, first.data?.product.reviews.totalCount ?? 0));
      return;
    }
    throw new Error('the seed has no product with more than 3 reviews');
  });
});

describe('listing filters, sort and paging pass through to the api', () => {
  it('filters by colour and price, sorts low to high, and pages with after', async () => {
    const query = `query($after: String) { products(category: "suits", sort: LOW_TO_HIGH, first: 3, after: $after,
      filter: { maxPrice: 25000, attributes: [{ label: "Color", values: ["Navy"] }] }) {
        totalCount nodes { ${CARD} } pageInfo { hasNextPage endCursor } } }`;
    type Answer = {
      products: { totalCount: number; nodes: Card[]; pageInfo: { hasNextPage: boolean; endCursor: string | null } };
    };
    const all: Card[] = [];
    let after: string | null = null;
    let total = 0;
    do {
      const { data, errors }: { data?: Answer; errors?: unknown } = await t.graphql<Answer>(query, { after });
      expect(errors).toBeUndefined();
      total = data?.products.totalCount ?? 0;
      all.push(...(data?.products.nodes ?? []));
      after = data?.products.pageInfo.hasNextPage ? data.products.pageInfo.endCursor : null;
    } while (after);
    expect(all.length).toBe(total);
    expect(total).toBeGreaterThan(2);
    const prices = all.map((p) => p.price.paise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(prices.every((p) => p <= 2_500_000)).toBe(true);
    expect(all.every((p) => p.variants.some((v) => v.color === 'Navy'))).toBe(true);
  });

  it("answers what the price limit hides as the api counts it ('13 more above ₹15,000'), in the one call", async () => {
    const rest = (await (
      await fetch(`${t.api.url}/API/v1/product?categoryName=suits&maxPrice=15000&limit=1`)
    ).json()) as { total: number; aboveMaxPrice: number };
    expect(rest.aboveMaxPrice).toBeGreaterThan(0);
    t.reset();
    const { data, errors } = await t.graphql<{ limited: { totalCount: number; aboveMaxPriceCount: number } }>(
      `{ limited: products(category: "suits", first: 1, filter: { maxPrice: 15000 }) { totalCount aboveMaxPriceCount } }`,
    );
    expect(errors).toBeUndefined();
    expect(data?.limited).toEqual({ totalCount: rest.total, aboveMaxPriceCount: rest.aboveMaxPrice });
    expect(t.upstream.length).toBe(1);
  });

  it('lists a collection (trending) and out-of-stock products only when asked', async () => {
    const { data } = await t.graphql<{ products: { totalCount: number; nodes: Card[] } }>(
      '{ products(collection: TRENDING, first: 50, filter: { availability: IN_STOCK }) { totalCount nodes { id inStock } } }',
    );
    expect(data?.products.totalCount).toBeGreaterThan(0);
    expect(data?.products.nodes.every((p) => p.inStock)).toBe(true);
    const out = await t.graphql<{ products: { nodes: Card[] } }>(
      '{ products(first: 50, filter: { availability: OUT_OF_STOCK }) { nodes { id inStock } } }',
    );
    expect(out.data?.products.nodes.length).toBeGreaterThan(0);
    expect(out.data?.products.nodes.every((p) => !p.inStock)).toBe(true);
  });

  it('searches with a typo', async () => {
    const { data } = await t.graphql<{
      search: {
        categories: { value: string }[];
        products: { name: string; price: Money; category: { value: string } }[];
      };
    }>(
      `{ search(query: "sherwni") { categories { id name value } products { id name image price ${MONEY} category { value } } } }`,
    );
    expect(data?.search.products.some((p) => p.name.includes('Sherwani'))).toBe(true);
    expect(data?.search.products.every((p) => Number.isInteger(p.price.paise) && p.price.currencyCode === 'INR')).toBe(
      true,
    );
  });
});

describe('errors carry extensions.code', () => {
  const codeOf = async (query: string) => (await t.graphql(query)).errors?.[0]?.extensions?.code;

  it('maps the api answers to NOT_FOUND and BAD_USER_INPUT', async () => {
    expect(await codeOf('{ product(id: "00000000-0000-4000-8000-000000000000") { id } }')).toBe('NOT_FOUND');
    expect(await codeOf('{ products(category: "capes") { totalCount } }')).toBe('NOT_FOUND');
    expect(await codeOf('{ products(first: 0) { totalCount } }')).toBe('BAD_USER_INPUT');
    expect(await codeOf('{ search(query: "ab") { products { id } } }')).toBe('BAD_USER_INPUT');
    expect(await codeOf('{ products(first: 5, after: "garbage") { totalCount } }')).toBe('BAD_USER_INPUT');
  });

  it('answers a product page whose id cannot be a product’s as NOT_FOUND, the same as an unknown id', async () => {
    const unknown = await t.graphql('{ product(id: "00000000-0000-4000-8000-000000000000") { id } }');
    const malformed = await t.graphql('{ product(id: "not-an-id") { id } }');
    const notFound = { message: 'Product not found', extensions: { code: 'NOT_FOUND', reason: 'not_found' } };
    expect(unknown.errors?.[0]).toMatchObject(notFound);
    expect(malformed.errors?.[0]).toMatchObject(notFound);
  });

  it('gives every refusal its reason from the catalogue beside its class', async () => {
    const reasonOf = async (query: string) => (await t.graphql(query)).errors?.[0]?.extensions?.reason;
    expect(await reasonOf('{ products(category: "capes") { totalCount } }')).toBe('not_found');
    expect(await reasonOf('{ products(first: 5, after: "garbage") { totalCount } }')).toBe('invalid_input');
    expect(await reasonOf('{ search(query: "ab") { products { id } } }')).toBe('invalid_input');
  });

  it('keeps the api message for client errors', async () => {
    const { errors } = await t.graphql('{ product(id: "00000000-0000-4000-8000-000000000000") { id } }');
    expect(errors?.[0]?.message).toBe('Product not found');
  });
});

describe('operation limits reject abuse before any upstream call', () => {
  it('rejects an operation nested deeper than the limit', async () => {
    let selection = 'id';
    for (let i = 0; i < OPERATION_LIMITS.maxDepth; i++) selection = `related(first: 1) { ${selection} }`;
    const { errors } = await t.graphql(`{ products(first: 1) { nodes { ${selection} } } }`);
    expect(errors?.[0]?.message).toMatch(/depth/i);
    expect(t.upstream).toHaveLength(0);
  });

  it('rejects too many aliases', async () => {
    const aliases = Array.from({ length: OPERATION_LIMITS.maxAliases + 1 }, (_, i) => `a${i}: categories { id }`).join(
      ' ',
    );
    const { errors } = await t.graphql(`{ ${aliases} }`);
    expect(errors?.[0]?.message).toMatch(/alias/i);
    expect(t.upstream).toHaveLength(0);
  });

  it('rejects an operation whose cost is above the limit', async () => {
    const fields = Array.from(
      { length: 14 },
      (_, i) => `p${i}: products(first: 100) { nodes { ${CARD} related { ${CARD} } } }`,
    ).join(' ');
    const { errors } = await t.graphql(`{ ${fields} }`);
    expect(errors?.[0]?.message).toMatch(/cost|token/i);
    expect(t.upstream).toHaveLength(0);
  });
});

describe('search listings and filter counts', () => {
  it('lists a search with the filters and sort of a category listing, in one upstream call', async () => {
    const { data, errors } = await t.graphql<{
      products: { totalCount: number; nodes: (Card & { heading: string })[] };
    }>(
      `{ products(search: "suit", filter: { maxPrice: 30000, attributes: [{ label: "Color", values: ["Navy"] }] },
                  sort: LOW_TO_HIGH, first: 50) { totalCount nodes { ${CARD} heading } } }`,
    );
    expect(errors).toBeUndefined();
    const nodes = data?.products.nodes ?? [];
    expect(nodes.length).toBeGreaterThan(0);
    expect(data?.products.totalCount).toBe(nodes.length);
    const prices = nodes.map((n) => n.price.paise);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    for (const n of nodes) expect(n.variants.some((v) => v.color === 'Navy')).toBe(true);
    expect(t.upstream).toHaveLength(1);
    // In the name, the department or the fabric the heading names ('poly-viscose suiting' trousers).
    for (const n of nodes) expect(`${n.name} ${n.category.value} ${n.heading}`).toMatch(/suit/i);
  });

  it('refuses a search of fewer than 3 characters without calling the api', async () => {
    const { errors } = await t.graphql('{ products(search: "ab") { totalCount } }');
    expect(errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(t.upstream).toHaveLength(0);
  });

  it("answers each attribute's option counts for a listing's filters, cached as public data", async () => {
    const query = `{ listingFacets(category: "suits", filter: { maxPrice: 15000, attributes: [{ label: "Color", values: ["Navy"] }] }) {
      name options { label count } } }`;
    const res = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query },
    });
    expect(res.headers['cache-control']).toBe('max-age=60, public');
    const facets: { name: string; options: { label: string; count: number }[] }[] = res.json().data.listingFacets;
    expect(facets.map((f) => f.name).sort()).toEqual(['Color', 'Size']);
    // A colour's count is what ticking it alone would list; a size's counts the ticked Navy.
    const navy = facets.find((f) => f.name === 'Color')?.options.find((o) => o.label === 'Navy');
    const listed = await t.graphql<{ products: { totalCount: number } }>(
      '{ products(category: "suits", filter: { maxPrice: 15000, attributes: [{ label: "Color", values: ["Navy"] }] }) { totalCount } }',
    );
    expect(navy?.count).toBe(listed.data?.products.totalCount);
    const sizes = facets.find((f) => f.name === 'Size')?.options ?? [];
    expect(sizes.every((o) => o.count <= (navy?.count ?? 0))).toBe(true);
  });
});

describe('HTTP behaviour', () => {
  it('sends cache-control hints for public catalogue data', async () => {
    const res = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ categories { id name } }' },
    });
    expect(res.headers['cache-control']).toBe('max-age=300, public');
    const listing = await t.gateway.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: { query: '{ products(first: 2) { totalCount nodes { id name } } }' },
    });
    expect(listing.headers['cache-control']).toBe('max-age=60, public');
  });

  it('supports automatic persisted queries over GET', async () => {
    const query = '{ categories { id value } }';
    const sha256Hash = createHash('sha256').update(query).digest('hex');
    const extensions = JSON.stringify({ persistedQuery: { version: 1, sha256Hash } });
    const get = (withQuery: boolean) =>
      t.gateway.inject({
        method: 'GET',
        url: '/graphql',
        query: withQuery ? { query, extensions } : { extensions },
        headers: { 'apollo-require-preflight': 'true' },
      });
    expect((await get(false)).json().errors[0].extensions.code).toBe('PERSISTED_QUERY_NOT_FOUND');
    expect((await get(true)).json().data.categories).toHaveLength(6);
    expect((await get(false)).json().data.categories).toHaveLength(6);
  });

  it('refuses a GET without a CSRF-safe header', async () => {
    const res = await t.gateway.inject({ method: 'GET', url: '/graphql', query: { query: '{ ok }' } });
    expect(res.statusCode).toBe(400);
  });

  it('proxies /media to the api with its cache headers', async () => {
    const { data } = await t.graphql<{ products: { nodes: Card[] } }>(
      '{ products(first: 1) { nodes { variants { images } } } }',
    );
    const image = data?.products.nodes[0]?.variants[0]?.images[0] ?? '';
    const res = await t.gateway.inject({ method: 'GET', url: image });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/image\/svg\+xml/);
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('passes the api’s ETag through /media (weakened for a drawing it may compress) and answers its 304', async () => {
    const { data } = await t.graphql<{ products: { nodes: Card[] } }>(
      '{ products(first: 1) { nodes { variants { images } } } }',
    );
    const image = data?.products.nodes[0]?.variants[0]?.images[0] ?? '';
    const direct = await fetch(`${t.api.url}${image}`);
    const strong = direct.headers.get('etag') ?? '';
    expect(strong).toMatch(/^"[0-9a-f]{64}"$/);
    const res = await t.gateway.inject({ method: 'GET', url: image, headers: { 'accept-encoding': 'br' } });
    expect(res.headers.etag).toBe(`W/${strong}`);
    const again = await t.gateway.inject({
      method: 'GET',
      url: image,
      headers: { 'accept-encoding': 'br', 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('passes a byte range of the hero video through /media with its strong ETag', async () => {
    const res = await t.gateway.inject({
      method: 'GET',
      url: '/media/hero/sutra-hero.webm',
      headers: { range: 'bytes=0-99' },
    });
    expect(res.statusCode).toBe(206);
    expect(res.headers['content-range']).toMatch(/^bytes 0-99\/\d+$/);
    expect(res.rawPayload.length).toBe(100);
    expect(res.headers.etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await t.gateway.inject({
      method: 'GET',
      url: '/media/hero/sutra-hero.webm',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});
