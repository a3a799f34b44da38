import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED, SESSION_INVALID } from '../auth/bearer.js';
import { reviews } from '../db/schema.js';
import { type AccountsHarness, call, newBuyer, type SignedInBuyer, startAccountsHarness } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { MAX_COMMENT_LENGTH, MAX_TITLE_LENGTH, RATING_REQUIRED } from './schemas.js';
import type { ReviewJson, ReviewSummary } from './service.js';
import { REVIEW_ADDED, REVIEW_UPDATED } from './write-review.js';

interface Written {
  status: true;
  success: true;
  message: string;
  result: ReviewJson;
  summary: ReviewSummary;
}

let t: AccountsHarness;
let me: SignedInBuyer;
let other: SignedInBuyer;
/** A product nobody has reviewed, so summaries are exact. */
let productId: string;

beforeAll(async () => {
  t = await startAccountsHarness();
  me = await newBuyer(t.api, { name: 'Vikram Singh' });
  other = await newBuyer(t.api, { name: 'Anita Desai' });
  productId = (await createProduct(t.api.database.db, { variants: [{ salePaise: 99_900 }] }))._id;
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
const invalid = (message: string) => errorAnswer(400, `Invalid request. ${message}`);

const write = (body: Record<string, unknown>, buyer: SignedInBuyer = me) =>
  call<Written>(
    t.api,
    'POST',
    '/review',
    { buyerId: buyer.id, productId, title: 'Sharp fit', review: 'Fits well.', rating: 5, ...body },
    { token: buyer.token },
  );
const listed = async () =>
  (await call<{ result: ReviewJson[]; summary: ReviewSummary }>(t.api, 'GET', `/review?productId=${productId}`)).body;

describe('POST /review', () => {
  it("adds a review with the reviewer's name, trimmed, on top of the list, and answers the new summary", async () => {
    const res = await write({ title: '  Sharp fit  ', review: '  The shoulders sit right.  ', rating: 4 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: true,
      success: true,
      message: REVIEW_ADDED,
      result: {
        buyerId: { _id: me.id, name: 'Vikram Singh' },
        productId,
        title: 'Sharp fit',
        review: 'The shoulders sit right.',
        rating: 4,
      },
      summary: { average: 4, total: 1, counts: { '1': 0, '2': 0, '3': 0, '4': 1, '5': 0 } },
    });
    const list = await listed();
    expect(list.result[0]).toEqual(res.body.result);
    expect(list.summary).toEqual(res.body.summary);
  });

  it('keeps one review per buyer and product: writing again updates it in place', async () => {
    const first = (await listed()).result.find((r) => r.buyerId._id === me.id);
    const res = await write({ title: 'Changed my mind', review: 'The trousers ran short.', rating: 2 });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe(REVIEW_UPDATED);
    expect(res.body.result).toMatchObject({ _id: first?._id, createdAt: first?.createdAt, title: 'Changed my mind' });
    expect(res.body.summary).toMatchObject({ average: 2, total: 1, counts: { '2': 1, '4': 0 } });
    const rows = await t.api.database.db
      .select({ id: reviews.id })
      .from(reviews)
      .where(and(eq(reviews.productId, productId), eq(reviews.buyerId, me.id)));
    expect(rows).toHaveLength(1);

    const second = await write({ rating: 5, title: 'Lovely', review: 'Wore it to a wedding.' }, other);
    expect(second.status).toBe(201);
    expect(second.body.summary).toMatchObject({ average: 3.5, total: 2 });
    expect((await listed()).result.map((r) => r.buyerId.name)).toEqual(['Anita Desai', 'Vikram Singh']);
  });

  it('checks the rating, title and comment with clear messages, and stores nothing for a refused review', async () => {
    const before = await listed();
    for (const rating of [0, 6, 3.5, '5', undefined]) {
      expect(await write({ rating }), String(rating)).toMatchObject(invalid(`rating: ${RATING_REQUIRED}`));
    }
    expect(await write({ title: '   ' })).toMatchObject(invalid('title: Title is required'));
    expect(await write({ title: undefined })).toMatchObject(invalid('title: Title is required'));
    expect(await write({ review: '' })).toMatchObject(invalid('review: Comment is required'));
    expect(await write({ review: 42 })).toMatchObject(invalid('review: Comment must be text'));
    expect(await write({ title: 'x'.repeat(MAX_TITLE_LENGTH + 1) })).toMatchObject(
      invalid(`title: Title must be at most ${MAX_TITLE_LENGTH} characters`),
    );
    expect(await write({ review: 'x'.repeat(MAX_COMMENT_LENGTH + 1) })).toMatchObject(
      invalid(`review: Comment must be at most ${MAX_COMMENT_LENGTH} characters`),
    );
    expect(await write({ productId: 'p1' })).toMatchObject(invalid('productId: productId must be a valid id'));
    expect(await listed()).toEqual(before);
  });

  it('only reviews products that exist', async () => {
    expect(await write({ productId: MISSING_ID })).toMatchObject(errorAnswer(404, 'Product not found'));
  });

  it("answers 404 for another buyer's id and writes nothing", async () => {
    const before = await listed();
    expect(await write({ buyerId: other.id, title: 'Not me', rating: 1 })).toMatchObject(
      errorAnswer(404, BUYER_NOT_FOUND),
    );
    expect(await listed()).toEqual(before);
  });

  it('answers 401 without a valid token, before reading the body', async () => {
    const body = { productId, title: '', rating: 9 };
    expect(await call(t.api, 'POST', '/review', body)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await call(t.api, 'POST', '/review', body, { token: 'x.y.z' })).toMatchObject(
      errorAnswer(401, SESSION_INVALID),
    );
  });
});
