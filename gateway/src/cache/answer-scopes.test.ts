import { reviewerScope, reviewsScope } from '@sutra/rules';
import { describe, expect, it } from 'vitest';
import { AnswerScopes } from './answer-scopes.js';

describe('what one answer showed that changes on its own', () => {
  it('starts with nothing shown, and no start recorded', () => {
    const shown = new AnswerScopes();
    expect(shown.scopes).toEqual([]);
    expect(shown.startedAt).toBeUndefined();
  });

  it("records each product's reviews and each reviewer's name shown, once however often they are loaded", () => {
    const shown = new AnswerScopes();
    shown.reviewsOf('P-1');
    shown.reviewers(['B-1', 'B-2']);
    shown.reviewsOf('P-1');
    shown.reviewers(new Set(['B-2']));
    shown.reviewsOf('P-2');
    expect(shown.scopes).toEqual([
      reviewsScope('P-1'),
      reviewerScope('B-1'),
      reviewerScope('B-2'),
      reviewsScope('P-2'),
    ]);
  });

  it('hands out a copy: changing it does not change what the answer showed', () => {
    const shown = new AnswerScopes();
    shown.reviewsOf('P-1');
    shown.scopes.push(reviewsScope('P-9'));
    expect(shown.scopes).toEqual([reviewsScope('P-1')]);
  });
});
