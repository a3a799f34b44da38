import type { ReviewJson, ReviewSummaryJson as ReviewSummary } from '@sutra/api/wire';
import type { AnswerScopes } from '../cache/answer-scopes.js';
import type { Caller, RestClient } from '../rest/client.js';
import { graphqlError, inputFields } from '../rest/errors.js';
import type { ReviewConnectionParent, WriteReviewParent } from './mappers.js';

/** Review cursors are offsets into the newest-first list. */
export const encodeOffset = (offset: number): string => Buffer.from(`o:${offset}`).toString('base64url');

export function decodeOffset(cursor: string): number {
  const match = /^o:(\d{1,7})$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match?.[1]) throw graphqlError('BAD_USER_INPUT', 'invalid_input', 'after: not a cursor this list gave out');
  return Number(match[1]);
}

export interface ReviewInput {
  productId: string;
  rating: number;
  title: string;
  comment: string;
}

export class ReviewSource {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
    /** What the request's answer shows, for the response cache. */
    private readonly shown: AnswerScopes,
  ) {}

  async page(productId: string, first: number, after?: string): Promise<ReviewConnectionParent> {
    if (first < 1 || first > 100)
      throw graphqlError('BAD_USER_INPUT', 'invalid_input', 'first must be between 1 and 100');
    const offset = after ? decodeOffset(after) : 0;
    this.shown.reviewsOf(productId);
    const answer = await this.rest.get<{ result: ReviewJson[]; summary: ReviewSummary }>('/review', {
      productId,
      limit: first,
      offset,
    });
    this.shown.reviewers(answer.result.map((r) => r.buyerId._id));
    return { reviews: answer.result, summary: answer.summary, offset };
  }

  /** Writes the caller's review (the api checks the token, the product and the input, and keeps one per buyer). */
  async write({ productId, rating, title, comment }: ReviewInput): Promise<WriteReviewParent> {
    const answer = await inputFields(
      this.rest.send<{ result: ReviewJson; summary: ReviewSummary }>(
        'POST',
        '/review',
        { productId, rating, title, review: comment },
        this.caller,
      ),
      { renames: { review: 'comment' } },
    );
    return { review: answer.result, summary: answer.summary };
  }
}
