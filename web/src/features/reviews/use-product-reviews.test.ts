import { CombinedGraphQLErrors } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { REVIEWS_FALLBACK_ERROR, reviewsErrorMessage } from './use-product-reviews';

describe('reviewsErrorMessage', () => {
  it("answers the server's message", () => {
    const error = new CombinedGraphQLErrors({ errors: [{ message: 'Product not found' }] });
    expect(reviewsErrorMessage(error)).toBe('Product not found');
  });

  it("answers 'Failed to fetch reviews' without a server message", () => {
    expect(reviewsErrorMessage(new TypeError('Failed to fetch'))).toBe(REVIEWS_FALLBACK_ERROR);
    expect(reviewsErrorMessage(new CombinedGraphQLErrors({ errors: [{ message: '' }] }))).toBe(REVIEWS_FALLBACK_ERROR);
    expect(REVIEWS_FALLBACK_ERROR).toBe('Failed to fetch reviews');
  });
});
