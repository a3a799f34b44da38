import type { ApolloCache, Reference } from '@apollo/client';
import type { WriteReviewMutation } from '../../__generated__/graphql';
import { readableServerError } from '../../shared/errors';

/** What the review form shows when the server gives no reason of its own. */
export const REVIEW_FALLBACK_ERROR = 'Failed to add review';

/** The spec's message for a refused review: the server's message, else 'Failed to add review'. */
export function reviewErrorMessage(error: unknown): string {
  return readableServerError(error) ?? REVIEW_FALLBACK_ERROR;
}

type Payload = WriteReviewMutation['writeReview'];

interface CachedReviews {
  totalCount: number;
  nodes?: readonly Reference[];
}

/**
 * Puts a written review into the product's cached review list: a new review goes to the top, and the summary and
 * count become the server's (which include it). An edited review (one per buyer and product) keeps its place: it is
 * already in the list, or older than the list's newest and further down.
 */
export function addReviewToCache(cache: ApolloCache, productId: string, payload: Payload) {
  const id = cache.identify({ __typename: 'Product', id: productId });
  if (!id) return;
  cache.modify<{ reviews: CachedReviews }>({
    id,
    fields: {
      reviews(existing, { readField, toReference }) {
        const current = existing as CachedReviews | undefined;
        if (!current || typeof current !== 'object') return existing;
        const nodes = current.nodes ?? [];
        const ref = toReference({ __typename: 'Review', id: payload.review.id });
        const present = nodes.some((node) => readField<string>('id', node) === payload.review.id);
        const newest = nodes[0] ? readField<string>('createdAt', nodes[0]) : undefined;
        const isNew = !present && (!newest || payload.review.createdAt >= newest);
        return {
          ...current,
          totalCount: payload.summary.total,
          summary: payload.summary,
          nodes: isNew && ref ? [ref, ...nodes] : nodes,
        } as typeof existing;
      },
    },
  });
}
