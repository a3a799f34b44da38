import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../auth/rate-limits.js';
import { call, newBuyer, randomIp, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import type { ReviewJson } from './service.js';

/**
 * Review writes are limited per buyer and per address: each write is cheap for a buyer, and each once emptied every
 * cache of public answers (an edit every 250 ms did). One review per buyer and product, so a script's writes are
 * edits of it.
 */
let api: TestApi;
let productId: string;
beforeAll(async () => {
  api = await createTestApi();
  productId = (await createProduct(api.database.db, { variants: [{ salePaise: 79_900 }] }))._id;
});
afterAll(() => api.close());

const write = (buyer: SignedInBuyer, n: number, ip = randomIp()) =>
  call<{ message: string }>(
    api,
    'POST',
    '/review',
    { productId, title: 'Fit', review: `Edit number ${n}.`, rating: (n % 5) + 1 },
    { token: buyer.token, ip },
  );
const comments = async () =>
  (await call<{ result: ReviewJson[] }>(api, 'GET', `/review?productId=${productId}`)).body.result.map((r) => r.review);

describe('POST /review limits', () => {
  it(`refuses a buyer's writes beyond ${RATE_LIMITS.reviewWritePerBuyer.max} an hour, from any address, storing nothing`, async () => {
    const buyer = await newBuyer(api);
    for (let n = 0; n < RATE_LIMITS.reviewWritePerBuyer.max; n++) {
      expect((await write(buyer, n)).status, `write ${n}`).toBeLessThan(300);
    }
    const refused = await write(buyer, 99);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many attempts\. Please try again in \d+ minutes?\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await comments()).not.toContain('Edit number 99.');
    // Another buyer is not held back by it.
    expect((await write(await newBuyer(api), 0)).status).toBe(201);
  });

  it(`refuses writes from one address beyond ${RATE_LIMITS.reviewWritePerIp.max} an hour, whoever writes`, async () => {
    const address = randomIp();
    const perBuyer = RATE_LIMITS.reviewWritePerBuyer.max;
    let sent = 0;
    while (sent < RATE_LIMITS.reviewWritePerIp.max) {
      const buyer = await newBuyer(api);
      for (let n = 0; n < perBuyer && sent < RATE_LIMITS.reviewWritePerIp.max; n++, sent++) {
        expect((await write(buyer, n, address)).status, `write ${sent}`).toBeLessThan(300);
      }
    }
    const fresh = await newBuyer(api);
    expect((await write(fresh, 0, address)).status).toBe(429);
    expect((await write(fresh, 0)).status).toBe(201);
  });
});
