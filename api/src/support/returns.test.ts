import { mailboxClient } from '@sutra/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { returnRequestImages, returnRequests } from '../db/schema.js';
import type { OrderJson } from '../orders/order-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import { gifBytes, pngImage } from '../test/images.js';
import { uploadedLocation } from '../test/multipart.js';
import { RETURN_REASONS } from './limits.js';
import { ORDER_NOT_FOUND, RETURN_SUBMITTED } from './returns.js';
import { REPEATED_IMAGE, TOO_FEW_IMAGES, TOO_MANY_IMAGES } from './schemas.js';
import { UPLOAD_NOT_FOUND } from './uploads.js';

const STORE_MAILBOX = 'care@sutra.in';

let h: CheckoutHarness;
let me: SignedInBuyer;
/** A second buyer of ours for the refusals (each buyer may ask for 10 returns an hour). */
let you: SignedInBuyer;
let other: SignedInBuyer;
let myOrder: OrderJson;
let yourOrder: OrderJson;
let othersOrder: OrderJson;
let shirt: ProductJson;

/** Places an order for `buyer` the way a shopper does: cart, checkout, payment in the sandbox, order. */
async function placedOrder(buyer: SignedInBuyer): Promise<OrderJson> {
  await addToCart(h, buyer, shirt._id, 1, { color: 'White', size: '40' });
  const { placed } = await buy(h, buyer);
  if (placed.status !== 201 || !placed.body.result.shiprocketOrderId)
    throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return placed.body.result;
}

beforeAll(async () => {
  h = await startCheckoutHarness();
  // The order is placed by the browser's POST /order (the payment webhook, held back, would only repeat it).
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Oxford Shirt',
    variants: [{ color: 'White', sizes: ['40'], salePaise: 249_900, retailPaise: 299_900, stock: 50 }],
  });
  me = await newBuyer(h.api, { name: 'Arjun Mehta' });
  you = await newBuyer(h.api, { name: 'Kabir Rao' });
  other = await newBuyer(h.api, { name: 'Someone Else' });
  myOrder = await placedOrder(me);
  yourOrder = await placedOrder(you);
  othersOrder = await placedOrder(other);
});
afterAll(() => h.close());

const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
const invalid = (message: string) => errorAnswer(400, `Invalid request. ${message}`);
const image = (buyer: SignedInBuyer, bytes: Buffer = pngImage()) =>
  uploadedLocation(h.api, buyer.token, { bytes, name: 'tag.png', type: 'image/png' });

const requestReturn = (body: Record<string, unknown>, buyer: SignedInBuyer | null = me) =>
  call<{ message: string; result: Record<string, unknown> }>(h.api, 'POST', '/return', body, { token: buyer?.token });

const returnsOf = (buyer: SignedInBuyer) =>
  h.api.database.db.select().from(returnRequests).where(eq(returnRequests.buyerId, buyer.id));

describe('POST /return', () => {
  it("records a return of the buyer's order with two of their images, answers it, and mails the store", async () => {
    const images = [await image(me), await image(me, gifBytes())];
    const res = await requestReturn({
      buyerId: me.id,
      orderNumber: myOrder.orderNumber,
      email: 'arjun@example.in',
      reason: "Product size doesn't fit",
      images,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: true,
      success: true,
      message: RETURN_SUBMITTED,
      result: {
        buyerId: me.id,
        orderId: myOrder._id,
        orderNumber: myOrder.orderNumber,
        email: 'arjun@example.in',
        reason: "Product size doesn't fit",
        images,
      },
    });
    const id = String(res.body.result._id);
    const stored = await h.api.database.db
      .select()
      .from(returnRequestImages)
      .where(eq(returnRequestImages.returnRequestId, id));
    expect(stored.map((r) => r.position).sort()).toEqual([0, 1]);

    const [copy] = await mailboxClient(h.sandbox.url).waitFor(STORE_MAILBOX);
    expect(copy?.subject).toBe('Return request from Arjun Mehta');
    expect(copy?.text).toContain(`Order number: ${myOrder.orderNumber}`);
    expect(copy?.text).toContain("Reason: Product size doesn't fit");
    for (const location of images) expect(copy?.text).toContain(`http://localhost:4000${location}`);
  });

  it("finds the order by the shipping order id shown as 'Order #' too, with or without the '#'", async () => {
    const shippingId = myOrder.shiprocketOrderId ?? '';
    expect(shippingId).not.toBe('');
    for (const orderNumber of [shippingId, `#${shippingId}`, ` #${myOrder.orderNumber} `]) {
      const res = await requestReturn({
        orderNumber,
        email: 'arjun@example.in',
        reason: 'Received wrong item',
        images: [await image(me)],
      });
      expect(res.status, orderNumber).toBe(201);
      expect(res.body.result.orderId).toBe(myOrder._id);
    }
  });

  it('takes each of the three reasons, and no other', async () => {
    for (const reason of RETURN_REASONS) {
      const res = await requestReturn({
        orderNumber: myOrder.orderNumber,
        email: 'arjun@example.in',
        reason,
        images: [await image(me)],
      });
      expect(res.status, reason).toBe(201);
    }
    const res = await requestReturn({
      orderNumber: myOrder.orderNumber,
      email: 'arjun@example.in',
      reason: 'Changed my mind',
      images: [await image(me)],
    });
    expect(res).toMatchObject(invalid(`reason: Reason must be one of: ${RETURN_REASONS.join('; ')}`));
  });

  it('needs 1 to 3 different images: none and four are refused', async () => {
    const body = { orderNumber: myOrder.orderNumber, email: 'arjun@example.in', reason: 'Product quality issue' };
    const four = [await image(me), await image(me), await image(me), await image(me)];
    const before = (await returnsOf(me)).length;
    expect(await requestReturn({ ...body, images: [] })).toMatchObject(invalid(`images: ${TOO_FEW_IMAGES}`));
    expect(await requestReturn(body)).toMatchObject(invalid(`images: ${TOO_FEW_IMAGES}`));
    expect(await requestReturn({ ...body, images: four })).toMatchObject(invalid(`images: ${TOO_MANY_IMAGES}`));
    expect(await requestReturn({ ...body, images: [four[0], four[0]] })).toMatchObject(
      invalid(`images: ${REPEATED_IMAGE}`),
    );
    expect((await requestReturn({ ...body, images: four.slice(0, 3) })).status).toBe(201);
    expect((await returnsOf(me)).length).toBe(before + 1);
  });

  it('needs an order number, an email and a reason', async () => {
    const images = [await image(you)];
    const base = {
      orderNumber: yourOrder.orderNumber,
      email: 'arjun@example.in',
      reason: 'Received wrong item',
      images,
    };
    expect(await requestReturn({ ...base, orderNumber: '  ' }, you)).toMatchObject(
      invalid('orderNumber: Order number is required'),
    );
    expect(await requestReturn({ ...base, email: 'arjun' }, you)).toMatchObject(
      invalid('email: Please enter a valid email'),
    );
    const { reason: _, ...noReason } = base;
    expect((await requestReturn(noReason, you)).status).toBe(400);
  });

  it("answers another buyer's order number exactly like an unknown one, and keeps nothing", async () => {
    const before = (await returnsOf(you)).length;
    const body = { email: 'arjun@example.in', reason: 'Received wrong item', images: [await image(you)] };
    expect(await requestReturn({ ...body, orderNumber: othersOrder.orderNumber }, you)).toMatchObject(
      errorAnswer(404, ORDER_NOT_FOUND),
    );
    expect(await requestReturn({ ...body, orderNumber: othersOrder.shiprocketOrderId }, you)).toMatchObject(
      errorAnswer(404, ORDER_NOT_FOUND),
    );
    expect(await requestReturn({ ...body, orderNumber: '1234567890123' }, you)).toMatchObject(
      errorAnswer(404, ORDER_NOT_FOUND),
    );
    expect((await returnsOf(you)).length).toBe(before);
  });

  it("answers another buyer's image exactly like an unknown one, and keeps nothing", async () => {
    const before = (await returnsOf(you)).length;
    const theirs = await image(other);
    const mine = await image(you);
    const body = { orderNumber: yourOrder.orderNumber, email: 'arjun@example.in', reason: 'Received wrong item' };
    expect(await requestReturn({ ...body, images: [mine, theirs] }, you)).toMatchObject(
      errorAnswer(404, UPLOAD_NOT_FOUND),
    );
    const unknown = '/media/uploads/0123456789abcdef0123456789abcdef.png';
    expect(await requestReturn({ ...body, images: [unknown] }, you)).toMatchObject(errorAnswer(404, UPLOAD_NOT_FOUND));
    expect(await requestReturn({ ...body, images: ['/media/products/some-suit.svg'] }, you)).toMatchObject(
      errorAnswer(404, UPLOAD_NOT_FOUND),
    );
    expect((await returnsOf(you)).length).toBe(before);
    // The same image is fine for its owner, also as an absolute URL on the store's origin.
    const res = await requestReturn({ ...body, images: [`http://localhost:4000${mine}`] }, you);
    expect(res.status).toBe(201);
    expect(res.body.result.images).toEqual([mine]);
  });

  it("needs a token, and answers another buyer's id as not found", async () => {
    const body = {
      orderNumber: yourOrder.orderNumber,
      email: 'arjun@example.in',
      reason: 'Received wrong item',
      images: [await image(you)],
    };
    expect(await requestReturn(body, null)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await requestReturn({ ...body, buyerId: other.id }, you)).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
  });
});
