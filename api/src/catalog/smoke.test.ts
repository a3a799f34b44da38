import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../test/test-api.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('GET /category', () => {
  it('lists the six seeded departments in menu order', async () => {
    const res = await api.app.inject('/API/v1/category');
    expect(res.statusCode).toBe(200);
    expect(res.json().result.map((c: { value: string }) => c.value)).toEqual([
      'suits',
      'blazers',
      'shirts',
      'trousers',
      'ethnic-wear',
      'accessories',
    ]);
  });
});
