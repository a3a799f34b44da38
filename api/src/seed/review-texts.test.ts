import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviews } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { createRandom } from './random.js';
import { ReviewWriter } from './review-texts.js';

const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.trim())
    .filter(Boolean);

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the seed’s reviews', () => {
  it('never repeat a sentence within a product’s reviews', async () => {
    const rows = await api.database.db.select({ productId: reviews.productId, review: reviews.review }).from(reviews);
    expect(rows.length).toBeGreaterThan(100);
    const seenBy = new Map<string, Set<string>>();
    const repeats: string[] = [];
    for (const { productId, review } of rows) {
      const seen = seenBy.get(productId) ?? new Set<string>();
      seenBy.set(productId, seen);
      for (const sentence of sentencesOf(review)) {
        if (seen.has(sentence)) repeats.push(`${productId}: ${sentence}`);
        seen.add(sentence);
      }
    }
    expect(repeats).toEqual([]);
    // Varied across the store too: most reviews read differently from every other one.
    expect(new Set(rows.map((row) => row.review)).size).toBeGreaterThan(rows.length * 0.8);
  });

  it('are written the same on every fresh database', () => {
    const write = () => {
      const writer = new ReviewWriter('shirt', 'shirt', createRandom(7));
      return [5, 4, 3, 5, 1, 2, 5].map((rating) => writer.write(rating));
    };
    expect(write()).toEqual(write());
  });

  it('speak of the garment reviewed, in the mood of its stars', () => {
    const writer = new ReviewWriter('trousers', 'pair of trousers', createRandom(3));
    const happy = writer.write(5).review;
    const unhappy = writer.write(1).review;
    expect(happy).not.toContain('{item}');
    expect(happy).not.toBe(unhappy);
    expect(sentencesOf(happy).length).toBeGreaterThanOrEqual(2);
  });
});
