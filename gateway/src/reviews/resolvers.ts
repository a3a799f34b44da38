import type { Resolvers } from '../__generated__/resolvers-types.js';
import { encodeOffset } from './source.js';

const STARS = [5, 4, 3, 2, 1] as const;

export const reviewResolvers: Resolvers = {
  Mutation: {
    writeReview: (_, args, { reviews }) => reviews.write(args),
  },
  WriteReviewPayload: {
    product: (p, _, { catalog }) => catalog.product(p.review.productId),
  },
  ReviewConnection: {
    totalCount: (c) => c.summary.total,
    summary: (c) => c.summary,
    nodes: (c) => c.reviews,
    pageInfo: (c) => {
      const end = c.offset + c.reviews.length;
      const hasNextPage = end < c.summary.total;
      return { hasNextPage, endCursor: hasNextPage ? encodeOffset(end) : null };
    },
  },
  ReviewSummary: {
    counts: (s) => STARS.map((stars) => ({ stars, count: s.counts[String(stars) as keyof typeof s.counts] })),
  },
  Review: {
    id: (r) => r._id,
    author: (r) => r.buyerId.name,
    comment: (r) => r.review,
  },
};
