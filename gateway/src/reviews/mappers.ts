import type { ReviewJson, ReviewSummaryJson as ReviewSummary } from '@sutra/api/wire';

export interface ReviewConnectionParent {
  reviews: ReviewJson[];
  summary: ReviewSummary;
  offset: number;
}
