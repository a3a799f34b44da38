import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apqGet, waitFor } from '../../test/apq.js';
import { signUpBuyer } from '../../test/buyers.js';
import { type GatewayUnderTest, type GraphQLAnswerError, startGatewayOverApi } from '../../test/gateway-over-api.js';
import { type SignedInStaff, signedInStaff } from '../../test/staff.js';
import { ADMIN_GRAPHQL_PATH } from '../server.js';

/** A bound for a stalled machine, not a speed goal: the api pushes the change to the gateway as it commits. */
const CHANGE_SHOWS_WITHIN_MS = 10_000;

let t: GatewayUnderTest;
let care: SignedInStaff;
beforeAll(async () => {
  t = await startGatewayOverApi();
  care = await signedInStaff(t, 'orders');
});
afterAll(() => t.close());

async function admin<T>(query: string, variables: Record<string, unknown>) {
  const res = await t.gateway.inject({
    method: 'POST',
    url: ADMIN_GRAPHQL_PATH,
    headers: { 'content-type': 'application/json', ...care.headers },
    payload: { query, variables },
  });
  return res.json() as { data?: T; errors?: GraphQLAnswerError[] };
}

const REVIEWS = `query Reviews($id: ID!) { product(id: $id) {
  reviews(first: 50) { totalCount summary { average total } nodes { id } } } }`;
type Reviews = { totalCount: number; summary: { average: number; total: number }; nodes: { id: string }[] };
const shopReviews = async (id: string): Promise<Reviews> =>
  (await apqGet(t.gateway, REVIEWS, { id })).json().data.product.reviews;

describe('a review hidden from the store', () => {
  it("leaves the shop's cached reviews and rating as soon as staff hide it, and comes back when shown", async () => {
    const listing = await apqGet(t.gateway, 'query { products(category: "blazers", first: 1) { nodes { id } } }', {});
    const id: string = listing.json().data.products.nodes[0].id;
    const buyer = await signUpBuyer(t, 'Angry Reviewer');
    const written = await t.graphql<{ writeReview: { review: { id: string } } }>(
      'mutation ($id: ID!) { writeReview(productId: $id, rating: 1, title: "Spam", comment: "Buy from my shop instead.") { review { id } } }',
      { id },
      buyer.headers,
    );
    const reviewId = written.data?.writeReview.review.id as string;
    await waitFor(
      async () => (await shopReviews(id)).nodes.some((n) => n.id === reviewId),
      CHANGE_SHOWS_WITHIN_MS,
      'the new review',
    );
    const shown = await shopReviews(id);
    // The shop's answer is served from the gateway's response cache now: hiding must reach it there.
    t.reset();
    expect((await shopReviews(id)).totalCount).toBe(shown.totalCount);
    expect(t.upstream).toHaveLength(0);

    const hidden = await admin<{ setReviewHidden: { hidden: boolean } }>(
      'mutation ($id: ID!) { setReviewHidden(id: $id, hidden: true) { hidden } }',
      { id: reviewId },
    );
    expect(hidden.data?.setReviewHidden.hidden).toBe(true);
    await waitFor(
      async () => {
        const now = await shopReviews(id);
        return !now.nodes.some((n) => n.id === reviewId) && now.summary.total === shown.summary.total - 1;
      },
      CHANGE_SHOWS_WITHIN_MS,
      'the review gone from the shop',
    );
    expect((await shopReviews(id)).summary.average).toBeGreaterThanOrEqual(shown.summary.average);

    await admin('mutation ($id: ID!) { setReviewHidden(id: $id, hidden: false) { hidden } }', { id: reviewId });
    await waitFor(
      async () => (await shopReviews(id)).summary.total === shown.summary.total,
      CHANGE_SHOWS_WITHIN_MS,
      'the review back in the shop',
    );
  });
});
