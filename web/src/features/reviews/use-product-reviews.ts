import { CombinedGraphQLErrors } from '@apollo/client';
import { useEffect, useState } from 'react';
import type { ReviewsPanelFragment } from '../../__generated__/graphql';
import { useProductReviewsQuery } from '../../__generated__/operations/ProductReviews';

/** Reviews show 3 at first and 3 more per 'See More Reviews' (spec). */
export const REVIEWS_PAGE_SIZE = 3;

export const REVIEWS_FALLBACK_ERROR = 'Failed to fetch reviews';

/** The spec's message for a failed review list load: the server's message, else 'Failed to fetch reviews'. */
export function reviewsErrorMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors.find((e) => e.message)?.message ?? REVIEWS_FALLBACK_ERROR;
  return REVIEWS_FALLBACK_ERROR;
}

export interface ProductReviews {
  /** The loaded reviews (every page fetched so far) with the rating summary; undefined until the first answer. */
  connection: ReviewsPanelFragment | undefined;
  loading: boolean;
  /** Why the list could not load (first page or a later one), as the shopper reads it. */
  errorMessage: string | null;
  loadingMore: boolean;
  /** Fetches the next 3 reviews and appends them (the `Product.reviews` field policy merges the pages). */
  loadMore(): Promise<void>;
}

/** A product's reviews, paged with the connection's `first`/`after`. */
export function useProductReviews(productId: string): ProductReviews {
  const { data, loading, error, fetchMore } = useProductReviewsQuery({
    variables: { productId, first: REVIEWS_PAGE_SIZE },
    skip: !productId,
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  const connection = data?.product?.reviews;
  useEffect(() => {
    if (error) console.error('Failed to fetch reviews', error);
  }, [error]);

  const loadMore = async () => {
    if (!connection?.pageInfo.hasNextPage || loadingMore) return;
    setLoadingMore(true);
    setMoreError(null);
    try {
      await fetchMore({ variables: { after: connection.pageInfo.endCursor, first: REVIEWS_PAGE_SIZE } });
    } catch (e) {
      console.error('Failed to fetch reviews', e);
      setMoreError(reviewsErrorMessage(e));
    } finally {
      setLoadingMore(false);
    }
  };

  return {
    connection,
    loading: loading && !connection,
    errorMessage: error ? reviewsErrorMessage(error) : moreError,
    loadingMore,
    loadMore,
  };
}
