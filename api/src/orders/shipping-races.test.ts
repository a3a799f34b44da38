import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { creditNotes, orders, pointsEntries } from '../db/schema.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  type PlaceAnswer,
  startCheckoutHarness,
} from '../test/checkout.js';
import { applyShippingStatus, orderForStatus } from './shipping-status.js';

/**
 * Two endings for one order applied at the same instant (two webhooks, or a webhook and the status checks, each having
 * read the order before the other wrote): exactly one may win. A cancelled cash-on-delivery order must never also be
 * marked paid with its points credited, nor a delivered one get a credit note. Only a PostgreSQL server runs the two
 * transactions truly at once (the `postgres` project).
 */
let h: CheckoutHarness;
let shirt: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Race Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 50 }],
  });
});
afterAll(() => h.close());

async function codOrderId(): Promise<string> {
  const buyer = await newBuyer(h.api);
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod' }),
    { token: buyer.token },
  );
  const placed = await call<PlaceAnswer>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    { token: buyer.token },
  );
  expect(placed.status).toBe(201);
  return (await confirmCod(h, placed.body.result))._id;
}

describe('two endings of one order at once', () => {
  it('apply one: a cancelled COD order is never also paid, nor a delivered one credited back', async () => {
    const { db } = h.api.database;
    for (let round = 0; round < 6; round++) {
      const orderId = await codOrderId();
      // Both read the order as it was (shipped), as two webhooks handled at once do.
      await db.update(orders).set({ orderStatus: 'Shipped', shippingStatus: 'SHIPPED' }).where(eq(orders.id, orderId));
      const [snapshot] = await db.select(orderForStatus).from(orders).where(eq(orders.id, orderId));
      if (!snapshot) throw new Error('no order');
      const cancel = () => applyShippingStatus(db, snapshot, { shippingStatus: 'CANCELLED', orderStatus: 'Cancelled' });
      const deliver = () =>
        applyShippingStatus(db, snapshot, { shippingStatus: 'DELIVERED', orderStatus: 'Delivered', deliveredAt: null });
      const results = await Promise.all(round % 2 === 0 ? [cancel(), deliver()] : [deliver(), cancel()]);

      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      const notes = await db.select().from(creditNotes).where(eq(creditNotes.orderId, orderId));
      const [entry] = await db.select().from(pointsEntries).where(eq(pointsEntries.orderId, orderId));
      if (order?.orderStatus === 'Cancelled') {
        expect(order.paidAt, `round ${round}`).toBeNull();
        expect(entry?.pointsEarned, `round ${round}`).toBe(0);
        expect(notes, `round ${round}`).toHaveLength(1);
      } else {
        expect(order?.orderStatus, `round ${round}`).toBe('Delivered');
        expect(order?.paidAt, `round ${round}`).toBeInstanceOf(Date);
        expect(entry?.pointsEarned, `round ${round}`).toBe(25);
        expect(notes, `round ${round}`).toHaveLength(0);
      }
      expect(
        results.filter((r) => r === 'updated'),
        `round ${round}`,
      ).toHaveLength(1);
    }
  });
});
