import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { buyers, cartLines, orders, wishlistItems } from '../db/schema.js';
import { CHECKOUT_NOT_FOUND } from '../orders/placement-checks.js';
import { ORDER_NOT_FOUND } from '../orders/service.js';
import { ORDER_NOT_FOUND as RETURN_ORDER_NOT_FOUND } from '../support/returns.js';
import { UPLOAD_NOT_FOUND } from '../support/uploads.js';
import { type Answer, call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  checkoutBody,
  pay,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { pngImage } from '../test/images.js';
import { uploadedLocation } from '../test/multipart.js';
import { BUYER_NOT_FOUND } from './bearer.js';

/**
 * The ownership matrix: a signed-in stranger (`thief`) aims every bearer route at the victim's buyer id, lines, items,
 * orders, checkouts and uploads. Each must answer exactly as for something that does not exist (404), or act only on
 * the caller's own things, and change nothing of the victim's. The last test fails when a bearer route is added
 * without a case here.
 */
let h: CheckoutHarness;
let victim: SignedInBuyer;
let thief: SignedInBuyer;
let suit: ProductJson;
let victimOrder: { _id: string; orderNumber: string };
let victimCartLine: string;
let victimWishlistItem: string;
let victimUpload: string;
let victimCheckoutId: string;
let victimCodCheckoutId: string;
let victimPaidProof: { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string };

beforeAll(async () => {
  h = await startCheckoutHarness();
  await h.razorpay.pauseWebhooks(true);
  suit = await createProduct(h.api.database.db, {
    name: 'Fixture Ownership Suit',
    variants: [{ color: 'Navy', sizes: ['40'], salePaise: 1_000_000, stock: 20 }],
  });
  victim = await newBuyer(h.api, { name: 'Victim Buyer' });
  thief = await newBuyer(h.api, { name: 'Thief Buyer' });

  await addToCart(h, victim, suit._id, 1, { color: 'Navy', size: '40' });
  const { placed } = await buy(h, victim);
  victimOrder = placed.body.result;
  await addToCart(h, victim, suit._id, 1, { color: 'Navy', size: '40' });
  const [line] = await h.api.database.db.select().from(cartLines).where(eq(cartLines.buyerId, victim.id));
  victimCartLine = line?.id ?? '';
  const checkout = (await startCheckout(h, victim)).body.result;
  victimCheckoutId = checkout._id;
  victimPaidProof = await pay(h, checkout.razorpayOrderId);
  const cod = await call<{ result: { _id: string } }>(
    h.api,
    'POST',
    '/payment/order',
    checkoutBody({ paymentMethod: 'cod' }),
    as(victim),
  );
  victimCodCheckoutId = cod.body.result._id;
  await call(h.api, 'POST', '/wishlist', { productId: suit._id }, { token: victim.token });
  const [item] = await h.api.database.db.select().from(wishlistItems).where(eq(wishlistItems.buyerId, victim.id));
  victimWishlistItem = item?.id ?? '';
  victimUpload = await uploadedLocation(h.api, victim.token, { bytes: pngImage(), name: 'tag.png', type: 'image/png' });
});
afterAll(() => h.close());

const as = (buyer: SignedInBuyer) => ({ token: buyer.token });
const notFound = (message: string) => ({
  status: 404,
  body: { success: false, status: false, code: 'not_found', message },
});

type Attack = () => Promise<Answer>;
interface Case {
  attack: Attack;
  expected: object;
}

/** Every bearer route, with how a stranger would aim it at the victim and what it must answer. */
const matrix = (): Record<string, Case[]> => ({
  'POST /review': [
    {
      attack: () =>
        call(
          h.api,
          'POST',
          '/review',
          { buyerId: victim.id, productId: suit._id, title: 'x', review: 'y', rating: 1 },
          as(thief),
        ),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'GET /wishlist': [
    {
      attack: () => call(h.api, 'GET', `/wishlist?buyerId=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /wishlist': [
    {
      attack: () => call(h.api, 'POST', '/wishlist', { buyerId: victim.id, productId: suit._id }, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'DELETE /wishlist': [
    {
      attack: () => call(h.api, 'DELETE', `/wishlist?id=${victimWishlistItem}`, undefined, as(thief)),
      expected: { status: 404, body: { success: false, code: 'not_found' } },
    },
  ],
  'GET /cart': [
    {
      attack: () => call(h.api, 'GET', `/cart?buyerId=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /cart': [
    {
      attack: () =>
        call(
          h.api,
          'POST',
          '/cart',
          { buyerId: victim.id, productId: suit._id, quantity: 9, attributes: { color: 'Navy', size: '40' } },
          as(thief),
        ),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'PATCH /cart': [
    {
      attack: () => call(h.api, 'PATCH', `/cart?id=${victimCartLine}`, { quantity: 10 }, as(thief)),
      expected: { status: 404 },
    },
  ],
  'DELETE /cart': [
    {
      attack: () => call(h.api, 'DELETE', `/cart?id=${victimCartLine}`, undefined, as(thief)),
      expected: { status: 404 },
    },
  ],
  'POST /buyer_logout': [
    // Logging out only ever revokes the token it is sent with (a second session of the thief's here); the victim
    // stays signed in (checked below).
    {
      attack: async () => {
        const session = await call<{ token: string }>(h.api, 'POST', '/buyer_login', {
          email: thief.email,
          password: thief.password,
        });
        return call(h.api, 'POST', '/buyer_logout', undefined, { token: session.body.token });
      },
      expected: { status: 200 },
    },
  ],
  'GET /buyer_me': [
    {
      attack: () => call(h.api, 'GET', `/buyer_me?id=${victim.id}`, undefined, as(thief)),
      expected: { status: 200, body: { result: { _id: thief.id } } },
    },
  ],
  'GET /buyer_getdetail': [
    {
      attack: () => call(h.api, 'GET', `/buyer_getdetail?id=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'PATCH /buyer_updateprofile': [
    {
      attack: () => call(h.api, 'PATCH', `/buyer_updateprofile?id=${victim.id}`, { name: 'Pwned' }, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  // A number is added to the token's own account only: a code asked for is bound to the caller, and no id is taken.
  'POST /buyer/mobile/code': [
    {
      attack: () => call(h.api, 'POST', `/buyer/mobile/code?id=${victim.id}`, { mobile: '9123456780' }, as(thief)),
      expected: { status: 200 },
    },
  ],
  'POST /buyer/mobile': [
    {
      attack: () =>
        call(h.api, 'POST', `/buyer/mobile?id=${victim.id}`, { mobile: '9123456780', code: '123456' }, as(thief)),
      expected: { status: 400, body: { code: 'invalid_code' } },
    },
  ],
  'POST /buyer_changepassword': [
    {
      attack: () =>
        call(
          h.api,
          'POST',
          `/buyer_changepassword?id=${victim.id}`,
          { password: thief.password, newPassword: 'pwned-123', confirmpassword: 'pwned-123' },
          as(thief),
        ),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'GET /coupon-validate': [
    {
      attack: () =>
        call(h.api, 'GET', `/coupon-validate?buyerId=${victim.id}&couponCode=SUTRA10`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'GET /checkout/price': [
    {
      attack: () => call(h.api, 'GET', `/checkout/price?buyerId=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'GET /coupons/available': [
    {
      attack: () => call(h.api, 'GET', `/coupons/available?buyerId=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /order/covered': [
    {
      attack: () => call(h.api, 'POST', '/order/covered', { checkoutId: victimCheckoutId }, as(thief)),
      expected: notFound(CHECKOUT_NOT_FOUND),
    },
    {
      attack: () =>
        call(h.api, 'POST', '/order/covered', { checkoutId: victimCheckoutId, buyerId: victim.id }, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /order/cod': [
    {
      attack: () => call(h.api, 'POST', '/order/cod', { checkoutId: victimCodCheckoutId }, as(thief)),
      expected: notFound(CHECKOUT_NOT_FOUND),
    },
    {
      attack: () =>
        call(h.api, 'POST', '/order/cod', { checkoutId: victimCodCheckoutId, buyerId: victim.id }, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  ...Object.fromEntries(
    ['invoice', 'invoice.pdf', 'credit-note', 'credit-note.pdf'].map((document) => [
      `GET /orders/{id}/${document}`,
      [
        {
          attack: () => call(h.api, 'GET', `/orders/${victimOrder._id}/${document}`, undefined, as(thief)),
          expected: notFound(ORDER_NOT_FOUND),
        },
      ],
    ]),
  ),
  'POST /payment/order': [
    {
      attack: () => call(h.api, 'POST', '/payment/order', checkoutBody({ buyerId: victim.id }), as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /order': [
    { attack: () => call(h.api, 'POST', '/order', victimPaidProof, as(thief)), expected: notFound(CHECKOUT_NOT_FOUND) },
    {
      attack: () => call(h.api, 'POST', '/order', { ...victimPaidProof, buyerId: victim.id }, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'GET /order': [
    {
      attack: () => call(h.api, 'GET', `/order?buyerId=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
    {
      attack: () => call(h.api, 'GET', `/order?id=${victimOrder._id}`, undefined, as(thief)),
      expected: notFound(ORDER_NOT_FOUND),
    },
  ],
  'GET /order/tracking': [
    {
      attack: () => call(h.api, 'GET', `/order/tracking?ids=${victimOrder._id}`, undefined, as(thief)),
      expected: notFound(ORDER_NOT_FOUND),
    },
  ],
  'GET /order/{orderId}/returns': [
    {
      attack: () => call(h.api, 'GET', `/order/${victimOrder._id}/returns`, undefined, as(thief)),
      expected: notFound(ORDER_NOT_FOUND),
    },
  ],
  'GET /membership': [
    {
      attack: () => call(h.api, 'GET', `/membership?buyerId=${victim.id}`, undefined, as(thief)),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /feedback': [
    {
      attack: () =>
        call(
          h.api,
          'POST',
          '/feedback',
          { buyerId: victim.id, name: 'V', email: 'v@example.in', message: 'x' },
          as(thief),
        ),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /contact-us': [
    {
      attack: () =>
        call(
          h.api,
          'POST',
          '/contact-us',
          { buyerId: victim.id, name: 'V', email: 'v@example.in', query: 'x' },
          as(thief),
        ),
      expected: notFound(BUYER_NOT_FOUND),
    },
  ],
  'POST /uploadImg': [
    // An upload is always the caller's: the thief's own image cannot be attached to the victim's return (below),
    // nor the victim's image to the thief's.
    {
      attack: async () => {
        const own = await uploadedLocation(h.api, thief.token, { bytes: pngImage(), name: 'a.png', type: 'image/png' });
        return call(
          h.api,
          'POST',
          '/return',
          { orderNumber: victimOrder.orderNumber, email: 'v@example.in', reason: 'Received wrong item', images: [own] },
          as(thief),
        );
      },
      expected: notFound(RETURN_ORDER_NOT_FOUND),
    },
  ],
  'POST /return': [
    {
      attack: () =>
        call(
          h.api,
          'POST',
          '/return',
          {
            buyerId: victim.id,
            orderNumber: victimOrder.orderNumber,
            email: 'v@example.in',
            reason: 'Received wrong item',
            images: [victimUpload],
          },
          as(thief),
        ),
      expected: notFound(BUYER_NOT_FOUND),
    },
    {
      attack: () =>
        call(
          h.api,
          'POST',
          '/return',
          {
            orderNumber: victimOrder.orderNumber,
            email: 'v@example.in',
            reason: 'Received wrong item',
            images: [victimUpload],
          },
          as(thief),
        ),
      expected: notFound(RETURN_ORDER_NOT_FOUND),
    },
  ],
});

describe('a signed-in stranger aiming every bearer route at another buyer', () => {
  it('is answered as for something that does not exist, and changes nothing of the victim’s', async () => {
    const before = await victimState();
    for (const [route, cases] of Object.entries(matrix())) {
      for (const { attack, expected } of cases) expect(await attack(), route).toMatchObject(expected);
    }
    expect(await victimState()).toEqual(before);
    expect((await call(h.api, 'GET', '/buyer_me', undefined, as(victim))).status).toBe(200);
  });

  it('cannot attach the victim’s upload to a return of the thief’s own', async () => {
    await addToCart(h, thief, suit._id, 1, { color: 'Navy', size: '40' });
    const { placed } = await buy(h, thief);
    const stolen = await call(
      h.api,
      'POST',
      '/return',
      {
        orderNumber: placed.body.result.orderNumber,
        email: 't@example.in',
        reason: 'Received wrong item',
        images: [victimUpload],
      },
      as(thief),
    );
    expect(stolen).toMatchObject(notFound(UPLOAD_NOT_FOUND));
  });

  it('covers every bearer route the api documents', async () => {
    const doc = h.api.app.swagger() as {
      paths: Record<string, Record<string, { security?: Record<string, unknown>[] }>>;
    };
    // Buyers' bearer routes; the back office's staff sessions are walked by staff/guard.test.ts.
    const bearerRoutes = Object.entries(doc.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => operation.security?.some((scheme) => 'bearerAuth' in scheme))
        .map(([method]) => `${method.toUpperCase()} ${path.replace('/API/v1', '')}`),
    );
    expect(Object.keys(matrix()).sort()).toEqual(bearerRoutes.sort());
  });
});

/** Everything of the victim's an attack could change. */
async function victimState() {
  const { db } = h.api.database;
  const [buyer] = await db.select().from(buyers).where(eq(buyers.id, victim.id));
  return {
    buyer: {
      name: buyer?.name,
      email: buyer?.email,
      passwordHash: buyer?.passwordHash,
      tokenVersion: buyer?.tokenVersion,
    },
    cart: await db.select().from(cartLines).where(eq(cartLines.buyerId, victim.id)),
    wishlist: await db.select().from(wishlistItems).where(eq(wishlistItems.buyerId, victim.id)),
    orders: (await db.select().from(orders).where(eq(orders.buyerId, victim.id))).map((o) => o.id),
  };
}
