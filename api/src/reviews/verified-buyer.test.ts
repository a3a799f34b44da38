import { reviewsScope } from '@sutra/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import type { OrderJson } from '../orders/order-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct, seededProduct } from '../test/catalog-fixtures.js';
import {
  expectNothingAnnounced,
  type FollowedChanges,
  followChanges,
  catchUp as followedUpTo,
} from '../test/change-stream.js';
import {
  type AnyCheckoutAnswer,
  addToCart,
  type CheckoutHarness,
  checkoutBody,
  confirmCod,
  startCheckoutHarness,
} from '../test/checkout.js';
import type { ReviewJson } from './service.js';

/**
 * A review is marked "Verified buyer" when its author received the product: a delivered order of theirs held it. The
 * mark changes what a product's reviews show, so a delivery announces that product's reviews; placing or shipping an
 * order (cash on delivery costs a buyer nothing) announces nothing at all.
 */
let h: CheckoutHarness;
let feed: FollowedChanges;
let shirt: ProductJson;
let belt: ProductJson;
/** Priced anew to mark a point in the stream of changes. */
let marked: string;

beforeAll(async () => {
  h = await startCheckoutHarness();
  const { db } = h.api.database;
  // Chosen before the fixtures, which come first in their category.
  marked = (await seededProduct(db, true))._id;
  shirt = await createProduct(db, {
    name: 'Fixture Verified Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, stock: 20 }],
  });
  belt = await createProduct(db, { name: 'Fixture Verified Belt', variants: [{ salePaise: 99_900 }] });
  feed = await followChanges(h.apiUrl);
});
afterAll(async () => {
  feed?.close();
  await h.close();
});

const catchUp = () => followedUpTo(feed, h.api, marked);
const expectNothingAnnouncedSince = () => expectNothingAnnounced(feed, h.api, marked);

const review = (buyer: SignedInBuyer, productId: string, comment: string) =>
  call<{ result: ReviewJson }>(
    h.api,
    'POST',
    '/review',
    { productId, title: 'Fit', review: comment, rating: 5 },
    { token: buyer.token },
  );
const listed = async (productId: string) =>
  (await call<{ result: ReviewJson[] }>(h.api, 'GET', `/review?productId=${productId}`)).body.result;

/** A shirt and a belt in the cart, placed as cash on delivery. */
async function codOrder(buyer: SignedInBuyer): Promise<OrderJson> {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  await addToCart(h, buyer, belt._id, 1, null);
  const started = await call<AnyCheckoutAnswer>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod' }),
    { token: buyer.token },
  );
  expect(started.status, JSON.stringify(started.body)).toBe(201);
  const placed = await call<{ result: OrderJson }>(
    h.api,
    'POST',
    '/order/cod',
    { checkoutId: started.body.result._id },
    { token: buyer.token },
  );
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  return confirmCod(h, placed.body.result);
}

describe('Verified buyer', () => {
  it('marks a review once an order holding the product is delivered, and only then announces its reviews', async () => {
    const buyer = await newBuyer(h.api, { name: 'Asha Verma' });
    const stranger = await newBuyer(h.api, { name: 'Kabir Shah' });
    const written = await review(buyer, shirt._id, 'Crisp collar.');
    expect(written.body.result.verifiedBuyer).toBe(false);
    expect((await review(stranger, shirt._id, 'Looks nice online.')).body.result.verifiedBuyer).toBe(false);
    await catchUp();

    // Placing and shipping the order (stock taken, documents rebuilt) changes nothing a shopper sees.
    const order = await codOrder(buyer);
    await expectNothingAnnouncedSince();
    await h.shiprocket.advance(order.shiprocketOrderId as string, 'SHIPPED');
    await expectNothingAnnouncedSince();
    expect((await listed(shirt._id)).map((r) => r.verifiedBuyer)).toEqual([false, false]);

    await h.shiprocket.advance(order.shiprocketOrderId as string, 'DELIVERED');
    // Only the product the buyer had reviewed: nobody's reviews of the belt change.
    expect(await feed.next()).toMatchObject({ scope: reviewsScope(shirt._id) });
    await expectNothingAnnouncedSince();
    const reviews = await listed(shirt._id);
    expect(reviews.map((r) => [r.buyerId.name, r.verifiedBuyer])).toEqual([
      ['Kabir Shah', false],
      ['Asha Verma', true],
    ]);

    // Written after the delivery: verified from the start; an edit keeps the mark.
    expect((await review(buyer, belt._id, 'Sturdy buckle.')).body.result.verifiedBuyer).toBe(true);
    expect((await review(buyer, shirt._id, 'Crisp collar, even after washing.')).body.result.verifiedBuyer).toBe(true);
    // Another product the order did not hold is not.
    expect((await review(buyer, marked, 'Nice.')).body.result.verifiedBuyer).toBe(false);
  });
});
