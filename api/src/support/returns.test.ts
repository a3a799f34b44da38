import { mailboxClient } from '@sutra/sandbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { orders, returnRequestImages, returnRequestLines, returnRequests } from '../db/schema.js';
import type { OrderJson } from '../orders/order-json.js';
import { call, newBuyer, type SignedInBuyer } from '../test/accounts.js';
import { createProduct } from '../test/catalog-fixtures.js';
import { addToCart, buy, type CheckoutHarness, startCheckoutHarness } from '../test/checkout.js';
import { gifBytes, pngImage } from '../test/images.js';
import { uploadedLocation } from '../test/multipart.js';
import { deliver } from '../test/shipping.js';
import { RETURN_REASONS } from './limits.js';
import { lineNotInOrder } from './returnable-lines.js';
import { ORDER_NOT_FOUND, RETURN_SUBMITTED } from './returns.js';
import { REPEATED_IMAGE, TOO_FEW_IMAGES, TOO_MANY_IMAGES } from './schemas.js';
import { UPLOAD_NOT_FOUND } from './uploads.js';

const STORE_MAILBOX = 'care@sutra.in';
const DAY_MS = 24 * 60 * 60_000;

let h: CheckoutHarness;
let shirt: ProductJson;
/** Each test's buyer (each buyer may ask for 10 returns an hour) and their delivered order of three shirts. */
let me: SignedInBuyer;
let myOrder: OrderJson;

/** Places an order of one shirt in each of `sizes` for `buyer`, the way a shopper does. */
async function placedOrder(buyer: SignedInBuyer, sizes: string[] = ['38', '40', '42']): Promise<OrderJson> {
  for (const size of sizes) await addToCart(h, buyer, shirt._id, 1, { color: 'White', size });
  const { placed } = await buy(h, buyer);
  if (placed.status !== 201 || !placed.body.result.shiprocketOrderId)
    throw new Error(`order not placed: ${JSON.stringify(placed.body)}`);
  return placed.body.result;
}

async function deliveredOrder(buyer: SignedInBuyer, sizes?: string[]): Promise<OrderJson> {
  const order = await placedOrder(buyer, sizes);
  await deliver(h, order);
  return order;
}

beforeAll(async () => {
  h = await startCheckoutHarness();
  // The order is placed by the browser's POST /order (the payment webhook, held back, would only repeat it).
  await h.razorpay.pauseWebhooks(true);
  shirt = await createProduct(h.api.database.db, {
    name: 'Fixture Oxford Shirt',
    variants: [{ color: 'White', sizes: ['38', '40', '42'], salePaise: 249_900, retailPaise: 299_900, stock: 200 }],
  });
});
afterAll(() => h.close());
beforeEach(async () => {
  me = await newBuyer(h.api, { name: 'Arjun Mehta' });
  myOrder = await deliveredOrder(me);
});

const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
const invalid = (message: string) => errorAnswer(400, `Invalid request. ${message}`);
/** A refusal of one field with its code, as a form reads it. */
const refusal = (status: number, path: string, code: string, message: string) => ({
  status,
  body: { success: false, status: false, message, fields: [{ path, code, message }] },
});
const image = (buyer: SignedInBuyer, bytes: Buffer = pngImage()) =>
  uploadedLocation(h.api, buyer.token, { bytes, name: 'tag.png', type: 'image/png' });

type ReturnAnswer = { message: string; result: Record<string, unknown> & { lines: { _id: string }[] } };
const requestReturn = (body: Record<string, unknown>, buyer: SignedInBuyer | null = me) =>
  call<ReturnAnswer>(h.api, 'POST', '/return', body, { token: buyer?.token });
/** A complete request for `order` (by default the whole order), with one fresh image of `buyer`'s. */
const returnOf = async (order: OrderJson, extra: Record<string, unknown> = {}, buyer: SignedInBuyer = me) =>
  requestReturn(
    {
      orderNumber: order.orderNumber,
      email: 'arjun@example.in',
      reason: 'Received wrong item',
      images: [await image(buyer)],
      ...extra,
    },
    buyer,
  );
const lineOf = (order: OrderJson, index: number): string => order.products[index]?._id ?? '';

const returnsOf = (buyer: SignedInBuyer) =>
  h.api.database.db.select().from(returnRequests).where(eq(returnRequests.buyerId, buyer.id));

describe('POST /return', () => {
  it("records a return of the buyer's delivered order with two of their images, answers it, and mails the store", async () => {
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
        // Without lines named, every line of the order.
        lines: myOrder.products.map((line) => ({ _id: line._id, name: 'Fixture Oxford Shirt', quantity: 1 })),
      },
    });
    const id = String(res.body.result._id);
    const stored = await h.api.database.db
      .select()
      .from(returnRequestImages)
      .where(eq(returnRequestImages.returnRequestId, id));
    expect(stored.map((r) => r.position).sort()).toEqual([0, 1]);

    const copy = (await mailboxClient(h.sandbox.url).waitFor(STORE_MAILBOX)).find((m) =>
      m.text.includes(`Order number: ${myOrder.orderNumber}`),
    );
    expect(copy?.subject).toBe('Return request from Arjun Mehta');
    expect(copy?.text).toContain("Reason: Product size doesn't fit");
    expect(copy?.text).toContain('Fixture Oxford Shirt × 1');
    for (const location of images) expect(copy?.text).toContain(`http://localhost:4000${location}`);
  });

  it("finds the order by the shipping order id shown as 'Order #' too, with or without the '#'", async () => {
    const shippingId = myOrder.shiprocketOrderId ?? '';
    expect(shippingId).not.toBe('');
    const forms = [shippingId, `#${shippingId}`, ` #${myOrder.orderNumber} `];
    for (const [i, orderNumber] of forms.entries()) {
      const res = await returnOf(myOrder, { orderNumber, lines: [lineOf(myOrder, i)] });
      expect(res.status, orderNumber).toBe(201);
      expect(res.body.result.orderId).toBe(myOrder._id);
    }
  });

  it('takes each of the three reasons, and no other', async () => {
    for (const [i, reason] of RETURN_REASONS.entries()) {
      const res = await returnOf(myOrder, { reason, lines: [lineOf(myOrder, i)] });
      expect(res.status, reason).toBe(201);
    }
    const res = await returnOf(myOrder, { reason: 'Changed my mind' });
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
    const images = [await image(me)];
    const base = { orderNumber: myOrder.orderNumber, email: 'arjun@example.in', reason: 'Received wrong item', images };
    expect(await requestReturn({ ...base, orderNumber: '  ' })).toMatchObject(
      invalid('orderNumber: Order number is required'),
    );
    expect(await requestReturn({ ...base, email: 'arjun' })).toMatchObject(
      invalid('email: Please enter a valid email'),
    );
    const { reason: _, ...noReason } = base;
    expect((await requestReturn(noReason)).status).toBe(400);
  });

  it("answers another buyer's order number exactly like an unknown one, and keeps nothing", async () => {
    const other = await newBuyer(h.api, { name: 'Someone Else' });
    const othersOrder = await deliveredOrder(other, ['40']);
    const before = (await returnsOf(me)).length;
    expect(await returnOf(othersOrder)).toMatchObject(errorAnswer(404, ORDER_NOT_FOUND));
    expect(await returnOf(othersOrder, { orderNumber: othersOrder.shiprocketOrderId })).toMatchObject(
      errorAnswer(404, ORDER_NOT_FOUND),
    );
    expect(await returnOf(othersOrder, { orderNumber: '1234567890123' })).toMatchObject(
      errorAnswer(404, ORDER_NOT_FOUND),
    );
    expect((await returnsOf(me)).length).toBe(before);
  });

  it("answers another buyer's image exactly like an unknown one, and keeps nothing", async () => {
    const other = await newBuyer(h.api, { name: 'Someone Else' });
    const before = (await returnsOf(me)).length;
    const theirs = await image(other);
    const mine = await image(me);
    const body = { orderNumber: myOrder.orderNumber, email: 'arjun@example.in', reason: 'Received wrong item' };
    expect(await requestReturn({ ...body, images: [mine, theirs] })).toMatchObject(errorAnswer(404, UPLOAD_NOT_FOUND));
    const unknown = '/media/uploads/0123456789abcdef0123456789abcdef.png';
    expect(await requestReturn({ ...body, images: [unknown] })).toMatchObject(errorAnswer(404, UPLOAD_NOT_FOUND));
    expect(await requestReturn({ ...body, images: ['/media/products/some-suit.svg'] })).toMatchObject(
      errorAnswer(404, UPLOAD_NOT_FOUND),
    );
    expect((await returnsOf(me)).length).toBe(before);
    // The same image is fine for its owner, also as an absolute URL on the store's origin.
    const res = await requestReturn({ ...body, images: [`http://localhost:4000${mine}`] });
    expect(res.status).toBe(201);
    expect(res.body.result.images).toEqual([mine]);
  });

  it("needs a token, and answers another buyer's id as not found", async () => {
    const other = await newBuyer(h.api);
    const body = {
      orderNumber: myOrder.orderNumber,
      email: 'arjun@example.in',
      reason: 'Received wrong item',
      images: [await image(me)],
    };
    expect(await requestReturn(body, null)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await requestReturn({ ...body, buyerId: other.id })).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
  });
});

describe('which lines may be returned', () => {
  it('refuses an order not delivered yet, with its code, and keeps nothing', async () => {
    const pending = await placedOrder(me, ['40']);
    const before = (await returnsOf(me)).length;
    const message = `Order ${pending.orderNumber} has not been delivered yet. You can ask for a return once it has arrived.`;
    expect(await returnOf(pending)).toMatchObject(refusal(400, 'orderNumber', 'not_delivered', message));
    await h.shiprocket.advance(pending.shiprocketOrderId as string, 'SHIPPED');
    expect(await returnOf(pending, { lines: [lineOf(pending, 0)] })).toMatchObject(
      refusal(400, 'lines.0', 'not_delivered', message),
    );
    expect((await returnsOf(me)).length).toBe(before);
    await deliver(h, pending);
    expect((await returnOf(pending)).status).toBe(201);
  });

  it('takes a request up to the end of the 7th day after delivery, India time, and refuses one after', async () => {
    const setDelivered = (at: Date) =>
      h.api.database.db.update(orders).set({ deliveredAt: at }).where(eq(orders.id, myOrder._id));
    // Delivered 7 days ago today (India time): still within the window.
    await setDelivered(new Date(Date.now() - 7 * DAY_MS));
    expect((await returnOf(myOrder, { lines: [lineOf(myOrder, 0)] })).status).toBe(201);
    // Delivered 8 days ago: the window closed at the end of yesterday.
    const deliveredAt = new Date(Date.now() - 8 * DAY_MS);
    await setDelivered(deliveredAt);
    const res = await returnOf(myOrder, { lines: [lineOf(myOrder, 1)] });
    expect(res).toMatchObject({ status: 400, body: { fields: [{ path: 'lines.0', code: 'window_closed' }] } });
    expect(res.body.message).toMatch(
      new RegExp(
        `^Returns for order ${myOrder.orderNumber} closed on \\d{1,2} \\w+ \\d{4}: we accept returns within 7 days of delivery\\.$`,
      ),
    );
  });

  it('takes each line once while its return is open: the same line again is refused, the rest of the order is not', async () => {
    const first = await returnOf(myOrder, { lines: [lineOf(myOrder, 0)] });
    expect(first.status).toBe(201);
    expect(first.body.result.lines.map((l) => l._id)).toEqual([lineOf(myOrder, 0)]);
    expect(await returnOf(myOrder, { lines: [lineOf(myOrder, 0)] })).toMatchObject(
      refusal(
        409,
        'lines.0',
        'already_requested',
        `A return for Fixture Oxford Shirt in order ${myOrder.orderNumber} has already been requested.`,
      ),
    );
    // The whole order now means the lines not returned yet.
    const rest = await returnOf(myOrder);
    expect(rest.status).toBe(201);
    expect(rest.body.result.lines.map((l) => l._id)).toEqual([lineOf(myOrder, 1), lineOf(myOrder, 2)]);
    expect(await returnOf(myOrder)).toMatchObject(
      refusal(
        409,
        'orderNumber',
        'already_requested',
        `A return for every item in order ${myOrder.orderNumber} has already been requested.`,
      ),
    );
    const lines = await h.api.database.db.select().from(returnRequestLines);
    const mine = lines.filter((l) => myOrder.products.some((p) => p._id === l.orderLineId));
    expect(mine).toHaveLength(3);
    expect(mine.every((l) => l.status === 'open')).toBe(true);
  });

  it('takes a line again once the store rejected its return, never once it was refunded', async () => {
    const [line0, line1] = [lineOf(myOrder, 0), lineOf(myOrder, 1)];
    expect((await returnOf(myOrder, { lines: [line0, line1] })).status).toBe(201);
    const { db } = h.api.database;
    await db.update(returnRequestLines).set({ status: 'rejected' }).where(eq(returnRequestLines.orderLineId, line0));
    await db.update(returnRequestLines).set({ status: 'refunded' }).where(eq(returnRequestLines.orderLineId, line1));
    expect((await returnOf(myOrder, { lines: [line0] })).status).toBe(201);
    expect((await returnOf(myOrder, { lines: [line1] })).status).toBe(409);
  });

  it('refuses a line of another order, unknown or repeated, naming it', async () => {
    const other = await newBuyer(h.api);
    const othersOrder = await deliveredOrder(other, ['40']);
    const notInOrder = lineNotInOrder(myOrder.orderNumber);
    expect(await returnOf(myOrder, { lines: [lineOf(myOrder, 0), lineOf(othersOrder, 0)] })).toMatchObject(
      refusal(400, 'lines.1', 'invalid_value', notInOrder),
    );
    expect(await returnOf(myOrder, { lines: ['00000000-0000-4000-8000-000000000000'] })).toMatchObject(
      refusal(400, 'lines.0', 'invalid_value', notInOrder),
    );
    expect((await returnOf(myOrder, { lines: [lineOf(myOrder, 0), lineOf(myOrder, 0)] })).status).toBe(400);
    expect((await returnOf(myOrder, { lines: ['not-a-line'] })).status).toBe(400);
    expect(await returnsOf(me)).toHaveLength(0);
  });
});
