import { count, desc, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, reviews } from '../db/schema.js';
import type { ErrorBody } from '../http/errors.js';
import { REVIEWER_NAMES } from '../seed/catalog-data.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ReviewJson } from './service.js';

let api: TestApi;
/** The seeded product with the most reviews, and one with none. */
let reviewed: { id: string; reviews: number };
let unreviewed: string;

beforeAll(async () => {
  api = await createTestApi();
  const { db } = api.database;
  const [most] = await db
    .select({ id: reviews.productId, n: count() })
    .from(reviews)
    .groupBy(reviews.productId)
    .orderBy(desc(count()), reviews.productId)
    .limit(1);
  if (!most) throw new Error('the seed has no reviews');
  reviewed = { id: most.id, reviews: Number(most.n) };
  const [none] = await db
    .select({ id: products.id })
    .from(products)
    .leftJoin(reviews, eq(reviews.productId, products.id))
    .where(isNull(reviews.id))
    .orderBy(products.position)
    .limit(1);
  if (!none) throw new Error('the seed has no product without reviews');
  unreviewed = none.id;
});
afterAll(() => api.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

type Review = ReviewJson;

interface ReviewBody {
  success: true;
  result: Review[];
  summary: {
    average: number;
    total: number;
    counts: Record<'1' | '2' | '3' | '4' | '5', number>;
  };
}

async function getJson<T>(path: string, status = 200): Promise<T> {
  const res = await api.app.inject(path);
  expect(res.statusCode, `${path}: ${res.body}`).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/json/);
  return res.json<T>();
}

const reviewsOf = (productId: string, extra = '') =>
  getJson<ReviewBody>(`/API/v1/review?productId=${productId}${extra}`);

async function expectError(path: string, status: number, message: string | RegExp): Promise<void> {
  const body = await getJson<ErrorBody>(path, status);
  expect(body.success).toBe(false);
  expect(body.status).toBe(false);
  if (typeof message === 'string') expect(body.message).toBe(message);
  else expect(body.message).toMatch(message);
}

describe('GET /review', () => {
  it("lists a product's reviews newest first, with the reviewer's name, title, comment and rating", async () => {
    const body = await reviewsOf(reviewed.id);
    expect(body.success).toBe(true);
    expect(body.result).toHaveLength(reviewed.reviews);
    expect(reviewed.reviews).toBeGreaterThan(1);
    const times = body.result.map((r) => Date.parse(r.createdAt));
    for (const t of times) expect(Number.isNaN(t)).toBe(false);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const r of body.result) {
      expect(r._id).toMatch(UUID);
      expect(r.productId).toBe(reviewed.id);
      expect(r.buyerId._id).toMatch(UUID);
      expect(REVIEWER_NAMES).toContain(r.buyerId.name);
      expect(r.title.length).toBeGreaterThan(0);
      expect(r.review.length).toBeGreaterThan(0);
      // The seed's {item} placeholder is filled in with the garment.
      expect(r.review).not.toContain('{item}');
      expect(Number.isInteger(r.rating)).toBe(true);
      expect(r.rating).toBeGreaterThanOrEqual(1);
      expect(r.rating).toBeLessThanOrEqual(5);
    }
    expect(new Set(body.result.map((r) => r._id)).size).toBe(body.result.length);
    // The seed has each reviewer review a product at most once.
    expect(new Set(body.result.map((r) => r.buyerId._id)).size).toBe(body.result.length);
  });

  it('summarises the ratings: counts add up to the total and the average matches the list', async () => {
    const { result, summary } = await reviewsOf(reviewed.id);
    expect(Object.keys(summary.counts).sort()).toEqual(['1', '2', '3', '4', '5']);
    const counted = Object.values(summary.counts).reduce((a, b) => a + b, 0);
    expect(counted).toBe(summary.total);
    expect(summary.total).toBe(result.length);
    for (const star of [1, 2, 3, 4, 5] as const) {
      expect(summary.counts[String(star) as '1' | '2' | '3' | '4' | '5']).toBe(
        result.filter((r) => r.rating === star).length,
      );
    }
    const mean = result.reduce((sum, r) => sum + r.rating, 0) / result.length;
    expect(summary.average).toBe(Math.round(mean * 10) / 10);
  });

  it('answers an empty list and a zero summary for a product with no reviews', async () => {
    const body = await reviewsOf(unreviewed);
    expect(body).toEqual({
      success: true,
      result: [],
      summary: { average: 0, total: 0, counts: { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 } },
    });
  });

  it('pages with limit and offset, newest first, while the summary covers every review', async () => {
    const full = await reviewsOf(reviewed.id);
    const seen: string[] = [];
    for (let offset = 0; offset < full.result.length; offset += 2) {
      const page = await reviewsOf(reviewed.id, `&limit=2&offset=${offset}`);
      expect(page.result).toEqual(full.result.slice(offset, offset + 2));
      expect(page.summary).toEqual(full.summary);
      seen.push(...page.result.map((r) => r._id));
    }
    expect(seen).toEqual(full.result.map((r) => r._id));
    const justLimit = await reviewsOf(reviewed.id, '&limit=1');
    expect(justLimit.result).toEqual(full.result.slice(0, 1));
    const justOffset = await reviewsOf(reviewed.id, '&offset=1');
    expect(justOffset.result).toEqual(full.result.slice(1));
    const past = await reviewsOf(reviewed.id, `&offset=${full.result.length}`);
    expect(past.result).toEqual([]);
    expect(past.summary.total).toBe(full.result.length);
  });

  it('matches the productId in any letter case', async () => {
    const lower = await reviewsOf(reviewed.id);
    const upper = await reviewsOf(reviewed.id.toUpperCase());
    expect(upper).toEqual(lower);
  });

  it("answers 404 'Product not found' for an unknown product", async () => {
    await expectError('/API/v1/review?productId=00000000-0000-4000-8000-000000000000', 404, 'Product not found');
  });

  it('answers 400 for a malformed or missing productId', async () => {
    await expectError('/API/v1/review?productId=abc', 400, 'Invalid request. productId: productId must be a valid id');
    await expectError('/API/v1/review', 400, /^Invalid request\. productId: /);
    await expectError('/API/v1/review?productId=', 400, /^Invalid request\. productId: /);
  });

  it('answers 400 for a bad limit or offset', async () => {
    await expectError(`/API/v1/review?productId=${reviewed.id}&limit=0`, 400, /^Invalid request\. limit: /);
    await expectError(`/API/v1/review?productId=${reviewed.id}&limit=101`, 400, /^Invalid request\. limit: /);
    await expectError(`/API/v1/review?productId=${reviewed.id}&offset=-1`, 400, /^Invalid request\. offset: /);
    await expectError(`/API/v1/review?productId=${reviewed.id}&limit=many`, 400, /^Invalid request\. limit: /);
  });
});
