import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, returnRequests } from '../db/schema.js';
import { createTestApi, type TestApi } from '../test/test-api.js';
import { ensureDemoBuyer } from './demo-buyer.js';
import { DEMO_RETURN_ORDER_NUMBER, ensureDemoReturn } from './demo-return.js';

let api: TestApi;
beforeAll(async () => {
  api = await createTestApi();
});
afterAll(() => api.close());

describe('the development seed’s return', () => {
  it('adds a delivered order of the demo buyer with a requested return, once', async () => {
    const { db } = api.database;
    await ensureDemoBuyer(db);
    expect(await ensureDemoReturn(db)).toBe(true);
    expect(await ensureDemoReturn(db)).toBe(false);
    const [order] = await db.select().from(orders).where(eq(orders.orderNumber, DEMO_RETURN_ORDER_NUMBER));
    expect(order).toMatchObject({ orderStatus: 'Delivered', totalPaise: 0 });
    const requests = await db
      .select()
      .from(returnRequests)
      .where(eq(returnRequests.orderId, order?.id ?? ''));
    expect(requests).toMatchObject([{ status: 'requested', version: 0 }]);
  });
});
