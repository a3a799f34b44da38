import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { cartLines, checkouts, orders, productVariants } from '../db/schema.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  pay,
  placeOrder,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';

let h: CheckoutHarness;
/** Navy 38/40 at ₹12,499 (retail ₹15,999), 5 on hand. */
let suit: ProductJson;

beforeAll(async () => {
  h = await startCheckoutHarness();
  suit = await createProduct(h.api.database.db, {
    name: 'Fixture Navy Suit',
    variants: [{ color: 'Navy', sizes: ['38', '40'], salePaise: 1_249_900, retailPaise: 1_599_900, stock: 5 }],
  });
});
afterAll(() => h.close());
beforeEach(() => h.razorpay.pauseWebhooks(true));

describe('POST /order', () => {
  let me: SignedInBuyer;
  beforeAll(async () => {
    me = await newBuyer(h.api, { name: 'Arjun Mehta' });
  });

  it('places the order a verified payment paid for, with the server’s amounts, in one go', async () => {
    await addToCart(h, me, suit._id, 2, { color: 'Navy', size: '40' });
    const { checkout, placed } = await buy(h, me);
    expect(checkout).toMatchObject({ subtotal: 24_998, discount: 0, total: 24_998, amount: 2_499_800 });
    expect(placed.status).toBe(201);
    const order = placed.body.result;
    expect(order).toMatchObject({
      totalAmount: 24_998,
      orderValue: 24_998,
      membershipPointsUsed: 0,
      pointsEarned: 249,
      orderStatus: 'Pending',
      shippingStatus: 'NEW',
      products: [{ name: 'Fixture Navy Suit', quantity: 2, price: 12_499, attributes: { color: 'Navy', size: '40' } }],
    });
    expect(order.shiprocketOrderId).toMatch(/^\d+$/);
    const { db } = h.api.database;
    expect(await db.select().from(cartLines).where(eq(cartLines.buyerId, me.id))).toEqual([]);
    const [variant] = await db.select().from(productVariants).where(eq(productVariants.productId, suit._id));
    expect(variant?.stock).toBe(3);
  });
});
