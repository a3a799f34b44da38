import { reviewerScope, reviewsScope } from '@sutra/rules';

/**
 * What one request's answer showed that changes on its own (a product's reviews, a reviewer's name), recorded by the
 * sources as they load it, and the number of the last catalogue change known when the request started reading. The
 * response cache stores both with the answer; a later change to one of these scopes (or to the catalogue as a whole)
 * makes it stale (`change-log.ts`). Everything else an answer shows changes only with the catalogue as a whole.
 */
export class AnswerScopes {
  private readonly shown = new Set<string>();
  /** Set by the response cache when the request may be answered from it (and so may be stored in it). */
  startedAt: number | undefined;

  /** The answer shows this product's reviews or rating summary. */
  reviewsOf(productId: string): void {
    this.shown.add(reviewsScope(productId));
  }

  /** The answer shows these buyers' names (as the authors of reviews). */
  reviewers(buyerIds: Iterable<string>): void {
    for (const id of buyerIds) this.shown.add(reviewerScope(id));
  }

  get scopes(): string[] {
    return [...this.shown];
  }
}
