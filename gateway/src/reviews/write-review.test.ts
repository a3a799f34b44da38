import { shiprocketSandboxClient } from '@sutra/sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apqGet, waitFor } from '../test/apq.js';
import { codeOf, signUpBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { purchase } from '../test/purchase.js';

interface Payload {
  review: { id: string; author: string; title: string; comment: string; rating: number; createdAt: string };
  summary: { average: number; total: number; counts: { stars: number; count: number }[] };
  product: { id: string; reviews: { totalCount: number; nodes: { id: string }[] } };
}

const WRITE = `mutation ($productId: ID!, $rating: Int!, $title: String!, $comment: String!) {
  writeReview(productId: $productId, rating: $rating, title: $title, comment: $comment) {
    review { id author title comment rating createdAt }
    summary { average total counts { stars count } }
    product { id reviews(first: 1) { totalCount nodes { id } } }
  } }`;

let t: GatewayUnderTest;
let productId: string;
let reviewsBefore: number;

beforeAll(async () => {
  t = await startGatewayOverApi();
  const listing = await t.graphql<{ products: { nodes: { id: string; reviews: { totalCount: number } }[] } }>(
    '{ products(first: 1) { nodes { id reviews { totalCount } } } }',
  );
  const product = listing.data?.products.nodes[0];
  if (!product) throw new Error('no product');
  productId = product.id;
  reviewsBefore = product.reviews.totalCount;
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('writeReview', () => {
  it("answers the review with the reviewer's name and the product's updated summary; writing again updates it", async () => {
    const buyer = await signUpBuyer(t, 'Farhan Qureshi');
    const written = await t.graphql<{ writeReview: Payload }>(
      WRITE,
      { productId, rating: 5, title: ' Superb ', comment: 'Sharp and comfortable.' },
      buyer.headers,
    );
    expect(written.errors).toBeUndefined();
    const payload = written.data?.writeReview;
    expect(payload?.review).toMatchObject({
      author: 'Farhan Qureshi',
      title: 'Superb',
      comment: 'Sharp and comfortable.',
      rating: 5,
    });
    expect(payload?.summary.total).toBe(reviewsBefore + 1);
    expect(payload?.product).toMatchObject({ id: productId, reviews: { totalCount: reviewsBefore + 1 } });
    expect(payload?.product.reviews.nodes[0]?.id).toBe(payload?.review.id);

    const edited = await t.graphql<{ writeReview: Payload }>(
      WRITE,
      { productId, rating: 3, title: 'Good', comment: 'The sleeves run long.' },
      buyer.headers,
    );
    expect(edited.data?.writeReview.review).toMatchObject({
      id: payload?.review.id,
      createdAt: payload?.review.createdAt,
      rating: 3,
      comment: 'The sleeves run long.',
    });
    expect(edited.data?.writeReview.summary.total).toBe(reviewsBefore + 1);
  });

  it('answers BAD_USER_INPUT for a missing rating or blank title, NOT_FOUND for an unknown product', async () => {
    const buyer = await signUpBuyer(t);
    const noRating = await t.graphql(WRITE, { productId, rating: 0, title: 'T', comment: 'C' }, buyer.headers);
    expect(noRating.errors?.[0]).toMatchObject({
      message: 'Invalid request. rating: Choose a rating from 1 to 5 stars',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const blank = await t.graphql(WRITE, { productId, rating: 4, title: '  ', comment: 'C' }, buyer.headers);
    expect(blank.errors?.[0]?.message).toBe('Invalid request. title: Title is required');
    const unknown = await t.graphql(
      WRITE,
      { productId: '00000000-0000-4000-8000-000000000000', rating: 4, title: 'T', comment: 'C' },
      buyer.headers,
    );
    expect(codeOf(unknown.errors)).toBe('NOT_FOUND');
  });

  it('answers RATE_LIMITED, with when to try again, once a buyer has written too often', async () => {
    const buyer = await signUpBuyer(t);
    let answer = await t.graphql(WRITE, { productId, rating: 4, title: 'T', comment: 'Edit 0' }, buyer.headers);
    for (let n = 1; !answer.errors && n < 100; n++) {
      answer = await t.graphql(WRITE, { productId, rating: 4, title: 'T', comment: `Edit ${n}` }, buyer.headers);
    }
    expect(answer.errors?.[0]?.extensions).toMatchObject({ code: 'RATE_LIMITED' });
    expect(answer.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
  });

  it('answers UNAUTHENTICATED without a token', async () => {
    const anonymous = await t.graphql(WRITE, { productId, rating: 4, title: 'T', comment: 'C' });
    expect(codeOf(anonymous.errors)).toBe('UNAUTHENTICATED');
  });
});

describe('Verified buyer', () => {
  it("marks the reviews of buyers who received the product, in the written review and in the product's reviews", async () => {
    const buyer = await signUpBuyer(t, 'Meera Pillai');
    const stranger = await signUpBuyer(t, 'Rahul Bose');
    const bought = await t.graphql<{ products: { nodes: { id: string }[] } }>(
      '{ products(first: 1, filter: { availability: IN_STOCK }) { nodes { id } } }',
    );
    const productId = bought.data?.products.nodes[0]?.id ?? '';
    const order = await purchase(t, buyer);
    const shiprocket = shiprocketSandboxClient(t.sandbox.url);
    // The shipment is created once the order is placed; the channel's order id is the store's order number.
    await waitFor(async () => (await shiprocket.shipments(order.orderNumber)).length > 0, 10_000, 'the shipment');
    const [shipment] = await shiprocket.shipments(order.orderNumber);
    await shiprocket.advance(shipment?.order_id ?? 0, 'DELIVERED');

    const write = (headers: Record<string, string>, comment: string) =>
      t.graphql<{ writeReview: { review: { author: string; verifiedBuyer: boolean } } }>(
        `mutation ($productId: ID!, $comment: String!) {
          writeReview(productId: $productId, rating: 5, title: "Good", comment: $comment) {
            review { author verifiedBuyer } } }`,
        { productId, comment },
        headers,
      );
    expect((await write(buyer.headers, 'Received it; fits.')).data?.writeReview.review).toEqual({
      author: 'Meera Pillai',
      verifiedBuyer: true,
    });
    expect((await write(stranger.headers, 'Never bought it.')).data?.writeReview.review.verifiedBuyer).toBe(false);

    const listed = await apqGet(
      t.gateway,
      'query ($id: ID!) { product(id: $id) { reviews(first: 2) { nodes { author verifiedBuyer } } } }',
      { id: productId },
    );
    expect(listed.json().data.product.reviews.nodes).toEqual([
      { author: 'Rahul Bose', verifiedBuyer: false },
      { author: 'Meera Pillai', verifiedBuyer: true },
    ]);
  });
});
