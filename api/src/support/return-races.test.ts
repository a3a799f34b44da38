import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { returnRequestLines, returnRequests } from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import { pngImage } from '../test/images.js';
import { uploadedLocation } from '../test/multipart.js';
import { deliver } from '../test/shipping.js';

/**
 * The same order line asked back by several requests at the same instant (a double click, a script): each checks that
 * the line has no open return before any has written one, so only the database's unique index keeps a second. Only a
 * PostgreSQL server runs them truly at once (the `postgres` project).
 */
let h: CheckoutHarness;
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Race Return Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 50 }],
  });
});
afterAll(() => h.close());

describe('returns of one line at once', () => {
  it('keep one: the others are refused as already requested', async () => {
    const me = await newBuyer(h.api);
    await addToCart(h, me, shirt._id, 1, { color: 'White', size: '40' });
    const order = (await buy(h, me)).placed.body.result;
    await deliver(h, order);
    const images = await Promise.all(
      Array.from({ length: 5 }, () =>
        uploadedLocation(h.api, me.token, { bytes: pngImage(), name: 'tag.png', type: 'image/png' }),
      ),
    );
    const answers = await Promise.all(
      images.map((location) =>
        call(
          h.api,
          'POST',
          '/return',
          {
            orderNumber: order.orderNumber,
            email: 'arjun@example.in',
            reason: 'Received wrong item',
            images: [location],
          },
          { token: me.token },
        ),
      ),
    );
    const kept = await h.api.database.db.select().from(returnRequests).where(eq(returnRequests.orderId, order._id));
    expect(kept).toHaveLength(1);
    const lines = await h.api.database.db
      .select()
      .from(returnRequestLines)
      .where(eq(returnRequestLines.orderLineId, order.products[0]?._id ?? ''));
    expect(lines).toHaveLength(1);
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body).toMatchObject({ fields: [{ path: 'orderNumber', code: 'already_requested' }] });
    }
  });
});
