import type { ReviewJson, ReviewSummaryJson as ReviewSummary } from '@sutra/api/wire';

export interface ReviewConnectionParent {
  reviews: ReviewJson[];
  summary: ReviewSummary;
  offset: number;
}

/** What POST /review answers, as `writeReview` hands it on. */
export interface WriteReviewParent {
  review: ReviewJson;
  summary: ReviewSummary;
}
