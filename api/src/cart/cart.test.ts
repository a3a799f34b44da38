import { and, asc, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED, SESSION_INVALID } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { cartLines, products } from '../db/schema.js';
import { type AccountsHarness, call, newBuyer, type SignedInBuyer, startAccountsHarness } from '../test/accounts.js';
import { createProduct, seededProduct, setInStock } from '../test/catalog-fixtures.js';
import type { CartJson, CartLineJson } from './cart-json.js';
import { MAX_CART_LINES, MAX_QUANTITY_PER_LINE } from './limits.js';
import {
  ADDED,
  ADDED_TO_LINE,
  CART_FULL,
  CART_LINE_NOT_FOUND,
  OUT_OF_STOCK,
  OUT_OF_STOCK_LINE,
  PRODUCT_NOT_FOUND,
  QUANTITY_CAPPED,
  QUANTITY_UPDATED,
  REMOVED,
} from './service.js';

type CartAnswer = CartJson & { success: true };
type CartChangeAnswer = CartJson & { status: true; success: true; message: string };

let t: AccountsHarness;
let me: SignedInBuyer;
let other: SignedInBuyer;
/** Navy in sizes 38 and 40 (₹1,099.90, retail ₹1,499); Black in 40 and 42 (₹1,250). */
let suit: ProductJson;
/** One variant, no options at all. */
let plain: ProductJson;
let soldOut: ProductJson;

beforeAll(async () => {
  t = await startAccountsHarness();
  me = await newBuyer(t.api, { name: 'Arjun Mehta' });
  other = await newBuyer(t.api, { name: 'Someone Else' });
  const { db } = t.api.database;
  suit = await createProduct(db, {
    name: 'Fixture Two-Colour Suit',
    variants: [
      { color: 'Navy', sizes: ['38', '40'], salePaise: 109_990, retailPaise: 149_900 },
      { color: 'Black', sizes: ['40', '42'], salePaise: 125_000 },
    ],
  });
  plain = await createProduct(db, { name: 'Fixture Gift Card', variants: [{ salePaise: 50_000 }] });
  soldOut = await seededProduct(db, false);
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const errorAnswer = (status: number, message: string | RegExp) => ({
  status,
  body: { success: false, status: false, message },
});
const invalid = (message: string) => errorAnswer(400, `Invalid request. ${message}`);

const getCart = (buyer: SignedInBuyer = me, query = '') =>
  call<CartAnswer>(t.api, 'GET', `/cart${query}`, undefined, { token: buyer.token });
const addLine = (body: Record<string, unknown>, buyer: SignedInBuyer = me) =>
  call<CartChangeAnswer>(t.api, 'POST', '/cart', { buyerId: buyer.id, ...body }, { token: buyer.token });
const setQuantity = (lineId: string, quantity: unknown, buyer: SignedInBuyer = me) =>
  call<CartChangeAnswer>(t.api, 'PATCH', `/cart?id=${lineId}`, { quantity }, { token: buyer.token });
const removeLine = (lineId: string, buyer: SignedInBuyer = me) =>
  call<CartChangeAnswer>(t.api, 'DELETE', `/cart?id=${lineId}`, undefined, { token: buyer.token });

const variantOf = (product: ProductJson, color: string) => {
  const variant = product.productVariants.find((v) => v.attributes.some((a) => a.value[0]?.label === color));
  if (!variant) throw new Error(`no ${color} variant`);
  return variant;
};

/** Empties the buyer's cart straight in the database, so each test starts from a known cart. */
async function emptyCart(buyer: SignedInBuyer): Promise<void> {
  await t.api.database.db.delete(cartLines).where(eq(cartLines.buyerId, buyer.id));
}

describe('GET /cart', () => {
  it('answers an empty cart for a new buyer, with the limits', async () => {
    const res = await getCart(me, `?buyerId=${me.id}`);
    expect(res).toEqual({
      status: 200,
      headers: expect.anything(),
      body: {
        success: true,
        buyerId: me.id,
        result: [],
        count: 0,
        totalPaise: 0,
        outOfStockLines: 0,
        maxQuantityPerLine: MAX_QUANTITY_PER_LINE,
        maxLines: MAX_CART_LINES,
      },
    });
    // The buyer id may be left out (the token names the buyer) or sent in any case.
    expect((await getCart(me)).body).toEqual(res.body);
    expect((await getCart(me, `?buyerId=${me.id.toUpperCase()}`)).body).toEqual(res.body);
  });
});

describe('POST /cart', () => {
  it('adds a line: the product with its variants, the options as the catalogue spells them, priced by the server', async () => {
    await emptyCart(me);
    // A client-sent price is not read.
    const res = await addLine({
      productId: suit._id,
      quantity: 2,
      attributes: { color: 'Navy', size: '40' },
      price: 1,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, success: true, message: ADDED, buyerId: me.id, count: 2 });
    expect(res.body.totalPaise).toBe(219_980);
    const [line] = res.body.result;
    expect(line).toMatchObject({
      productId: { _id: suit._id, productName: 'Fixture Two-Colour Suit', productVariants: suit.productVariants },
      quantity: 2,
      attributes: { color: 'Navy', size: '40' },
      matchedVariantId: variantOf(suit, 'Navy')._id,
      unitPricePaise: 109_990,
      retailPricePaise: 149_900,
      lineTotalPaise: 219_980,
      inStock: true,
    });
    // Keys come in the product's attribute order, whatever order the database keeps them in.
    expect(Object.keys(line?.attributes ?? {})).toEqual(['color', 'size']);
    expect((await getCart()).body).toEqual({ success: true, ...withoutChangeFields(res.body) });
  });

  it('adds to the quantity of the line with the same product and options, however the options are spelled', async () => {
    await emptyCart(me);
    const first = await addLine({ productId: suit._id, quantity: 1, attributes: { color: 'Black', size: '42' } });
    // Attribute names in any case, options by label or value, in any order.
    const again = await addLine({
      productId: suit._id.toUpperCase(),
      quantity: 3,
      attributes: { SIZE: '42', Color: 'black' },
    });
    expect(again.status).toBe(200);
    expect(again.body.message).toBe(ADDED_TO_LINE);
    expect(again.body.result).toHaveLength(1);
    expect(again.body.result[0]).toMatchObject({
      _id: first.body.result[0]?._id,
      quantity: 4,
      attributes: { color: 'Black', size: '42' },
      unitPricePaise: 125_000,
      lineTotalPaise: 500_000,
    });
    expect(again.body.count).toBe(4);
  });

  it('keeps other options on their own line; count sums quantities and total sums the matched variants', async () => {
    await emptyCart(me);
    await addLine({ productId: suit._id, quantity: 1, attributes: { color: 'Navy', size: '38' } });
    await addLine({ productId: suit._id, quantity: 2, attributes: { color: 'Black', size: '40' } });
    const res = await addLine({ productId: plain._id, quantity: 3, attributes: null });
    expect(res.body.result.map((l: CartLineJson) => [l.productId._id, l.attributes, l.matchedVariantId])).toEqual([
      [plain._id, null, plain.productVariants[0]?._id],
      [suit._id, { color: 'Black', size: '40' }, variantOf(suit, 'Black')._id],
      [suit._id, { color: 'Navy', size: '38' }, variantOf(suit, 'Navy')._id],
    ]);
    expect(res.body.count).toBe(6);
    // 1 × 1,099.90 + 2 × 1,250 + 3 × 500, summed in paise.
    expect(res.body.totalPaise).toBe(509_990);
  });

  it(`fills a line up to ${MAX_QUANTITY_PER_LINE} and says so; one add may ask for 1 to ${MAX_QUANTITY_PER_LINE}`, async () => {
    await emptyCart(me);
    const attributes = { color: 'Navy', size: '40' };
    await addLine({ productId: suit._id, quantity: 8, attributes });
    const capped = await addLine({ productId: suit._id, quantity: 5, attributes });
    expect(capped.status).toBe(200);
    expect(capped.body.message).toBe(QUANTITY_CAPPED);
    expect(capped.body.result[0]?.quantity).toBe(MAX_QUANTITY_PER_LINE);

    const tooMany = await addLine({ productId: suit._id, quantity: 11, attributes });
    expect(tooMany).toMatchObject(invalid('quantity: Quantity must be at most 10'));
    expect(await addLine({ productId: suit._id, quantity: 0, attributes })).toMatchObject(
      invalid('quantity: Quantity must be at least 1'),
    );
    expect(await addLine({ productId: suit._id, quantity: 1.5, attributes })).toMatchObject(
      invalid('quantity: Quantity must be a whole number'),
    );
    expect(await addLine({ productId: suit._id, quantity: '2', attributes })).toMatchObject(
      invalid('quantity: Quantity must be a number'),
    );
    expect(await addLine({ productId: suit._id, attributes })).toMatchObject(invalid('quantity: Quantity is required'));
    expect((await getCart()).body.result.map((l) => l.quantity)).toEqual([MAX_QUANTITY_PER_LINE]);
  });

  it('refuses options the product does not offer, naming the problem', async () => {
    await emptyCart(me);
    const add = (attributes: unknown, product = suit) => addLine({ productId: product._id, quantity: 1, attributes });
    expect(await add({ color: 'Navy' })).toMatchObject(errorAnswer(400, 'Choose a Size'));
    expect(await add(null)).toMatchObject(errorAnswer(400, 'Choose a Color'));
    expect(await add({ color: 'Navy', size: null })).toMatchObject(errorAnswer(400, 'Choose a Size'));
    expect(await add({ color: 'Navy', size: '52' })).toMatchObject(
      errorAnswer(400, 'Size 52 is not available for this product'),
    );
    expect(await add({ color: 'Mauve', size: '40' })).toMatchObject(
      errorAnswer(400, 'Color Mauve is not available for this product'),
    );
    expect(await add({ color: 'Navy', size: '40', fit: 'Slim' })).toMatchObject(
      errorAnswer(400, 'fit is not an option of this product (it has Color, Size)'),
    );
    // Each option exists, but no variant offers Navy in 42.
    expect(await add({ color: 'Navy', size: '42' })).toMatchObject({
      status: 400,
      body: { code: 'variant_unavailable', message: 'This product is not available in Color Navy with Size 42' },
    });
    expect(await add({ color: 'Navy', Color: 'Black', size: '40' })).toMatchObject(
      errorAnswer(400, 'Color is chosen twice'),
    );
    expect(await add({ size: 'M' }, plain)).toMatchObject(
      errorAnswer(400, 'This product has no options to choose; send attributes as null'),
    );
    expect(await add('Navy')).toMatchObject(
      errorAnswer(400, /^Invalid request\. attributes: attributes must be an object/),
    );
    expect(await add({ color: 42, size: '40' })).toMatchObject(
      invalid('attributes.color: Each chosen option must be text or null'),
    );
    expect((await getCart()).body.result).toEqual([]);

    // A product without options takes null, {} or no attributes at all, as one line.
    expect((await add(null, plain)).status).toBe(201);
    expect((await add({}, plain)).body).toMatchObject({ message: ADDED_TO_LINE, count: 2 });
    const noAttributes = await addLine({ productId: plain._id, quantity: 1 });
    expect(noAttributes.body.result).toHaveLength(1);
    expect(noAttributes.body.result[0]).toMatchObject({ attributes: null, quantity: 3 });
  });

  it('needs an existing product that is in stock', async () => {
    await emptyCart(me);
    const firstOption = (product: ProductJson) =>
      Object.fromEntries(
        (product.productVariants[0]?.attributes ?? []).map((a) => [a.attribute.label.toLowerCase(), a.value[0]?.label]),
      );
    expect(await addLine({ productId: MISSING_ID, quantity: 1, attributes: null })).toMatchObject(
      errorAnswer(404, PRODUCT_NOT_FOUND),
    );
    expect(await addLine({ productId: soldOut._id, quantity: 1, attributes: firstOption(soldOut) })).toMatchObject({
      status: 409,
      body: { code: 'out_of_stock', message: OUT_OF_STOCK },
    });
    expect(await addLine({ productId: 'suit-1', quantity: 1 })).toMatchObject(
      invalid('productId: productId must be a valid id'),
    );
    expect(await addLine({ quantity: 1 })).toMatchObject(invalid('productId: productId is required'));
    expect((await getCart()).body.result).toEqual([]);
  });

  it(`holds at most ${MAX_CART_LINES} lines; an equal line still takes more`, async () => {
    const buyer = await newBuyer(t.api);
    const { db } = t.api.database;
    const seeded = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.visibilityStatus, true), notInArray(products.id, [plain._id, suit._id])))
      .orderBy(asc(products.position))
      .limit(MAX_CART_LINES - 1);
    await db.insert(cartLines).values(seeded.map((p) => ({ buyerId: buyer.id, productId: p.id, quantity: 1 })));
    const fiftieth = await addLine({ productId: plain._id, quantity: 1, attributes: null }, buyer);
    expect(fiftieth.status).toBe(201);
    expect(fiftieth.body.result).toHaveLength(MAX_CART_LINES);
    const full = await addLine({ productId: suit._id, quantity: 1, attributes: { color: 'Navy', size: '38' } }, buyer);
    expect(full).toMatchObject({ status: 400, body: { code: 'cart_full', message: CART_FULL } });
    const more = await addLine({ productId: plain._id, quantity: 2, attributes: null }, buyer);
    expect(more.body).toMatchObject({ message: ADDED_TO_LINE, count: MAX_CART_LINES + 2 });
  });

  it('adds concurrent requests for one line up into one line', async () => {
    const buyer = await newBuyer(t.api);
    const attributes = { color: 'Black', size: '40' };
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => addLine({ productId: suit._id, quantity: 1, attributes }, buyer)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 201]);
    const cart = await getCart(buyer);
    expect(cart.body.result.map((l) => l.quantity)).toEqual([6]);
  });
});

describe('PATCH /cart and DELETE /cart', () => {
  it('sets a quantity, removes the line at 0 or below, and answers the whole cart', async () => {
    await emptyCart(me);
    const added = await addLine({ productId: suit._id, quantity: 1, attributes: { color: 'Navy', size: '38' } });
    const kept = await addLine({ productId: plain._id, quantity: 1, attributes: null });
    const lineId = added.body.result[0]?._id ?? '';

    const set = await setQuantity(lineId, 3);
    expect(set.status).toBe(200);
    expect(set.body).toMatchObject({ status: true, message: QUANTITY_UPDATED, count: 4, totalPaise: 379_970 });
    expect(set.body.result.find((l) => l._id === lineId)).toMatchObject({ quantity: 3, lineTotalPaise: 329_970 });

    expect(await setQuantity(lineId, 11)).toMatchObject(invalid('quantity: Quantity must be at most 10'));
    expect(await setQuantity(lineId, 2.5)).toMatchObject(invalid('quantity: Quantity must be a whole number'));

    const removed = await setQuantity(lineId, 0);
    expect(removed.body).toMatchObject({ message: REMOVED, count: 1 });
    expect(removed.body.result.map((l) => l._id)).toEqual([kept.body.result[0]?._id]);
    expect(await setQuantity(lineId, 2)).toMatchObject(errorAnswer(404, CART_LINE_NOT_FOUND));

    const again = await addLine({ productId: suit._id, quantity: 2, attributes: { color: 'Navy', size: '38' } });
    const negative = await setQuantity(again.body.result[0]?._id ?? '', -4);
    expect(negative.body).toMatchObject({ message: REMOVED, count: 1 });
  });

  it('removes a line with DELETE; a second DELETE answers 404', async () => {
    await emptyCart(me);
    const added = await addLine({ productId: plain._id, quantity: 2, attributes: null });
    const lineId = added.body.result[0]?._id ?? '';
    const removed = await removeLine(lineId);
    expect(removed).toMatchObject({ status: 200, body: { status: true, message: REMOVED, result: [], count: 0 } });
    expect(await removeLine(lineId)).toMatchObject(errorAnswer(404, CART_LINE_NOT_FOUND));
    expect(await removeLine('not-an-id')).toMatchObject(invalid('id: id must be a valid id'));
    expect(await call(t.api, 'DELETE', '/cart', undefined, { token: me.token })).toMatchObject(
      invalid('id: id is required'),
    );
  });
});

describe('a product that goes out of stock after it was added', () => {
  it('stays in the cart, flagged and left out of the total; it can be lowered or removed but not raised', async () => {
    const buyer = await newBuyer(t.api);
    const { db } = t.api.database;
    const fading = await createProduct(db, { variants: [{ color: 'Navy', sizes: ['M'], salePaise: 200_000 }] });
    const attributes = { color: 'Navy', size: 'M' };
    await addLine({ productId: fading._id, quantity: 3, attributes }, buyer);
    await addLine({ productId: plain._id, quantity: 1, attributes: null }, buyer);
    await setInStock(db, fading._id, false);

    const cart = await getCart(buyer);
    const line = cart.body.result.find((l) => l.productId._id === fading._id);
    expect(line).toMatchObject({
      inStock: false,
      quantity: 3,
      lineTotalPaise: 600_000,
      productId: { visibilityStatus: false },
    });
    expect(cart.body).toMatchObject({ count: 4, totalPaise: 50_000, outOfStockLines: 1 });

    expect(await addLine({ productId: fading._id, quantity: 1, attributes }, buyer)).toMatchObject({
      status: 409,
      body: { code: 'out_of_stock', message: OUT_OF_STOCK },
    });
    expect(await setQuantity(line?._id ?? '', 4, buyer)).toMatchObject({
      status: 409,
      body: { code: 'out_of_stock', message: OUT_OF_STOCK_LINE },
    });
    expect((await setQuantity(line?._id ?? '', 2, buyer)).body).toMatchObject({ count: 3, totalPaise: 50_000 });

    await setInStock(db, fading._id, true);
    expect((await getCart(buyer)).body).toMatchObject({ count: 3, totalPaise: 450_000, outOfStockLines: 0 });
  });
});

describe("another buyer's cart", () => {
  it("answers another buyer's line id exactly like a missing one, and changes nothing", async () => {
    await emptyCart(me);
    const mine = await addLine({ productId: suit._id, quantity: 2, attributes: { color: 'Navy', size: '40' } });
    const lineId = mine.body.result[0]?._id ?? '';
    const before = await getCart(me);

    const patched = await setQuantity(lineId, 5, other);
    const removed = await removeLine(lineId, other);
    const zeroed = await setQuantity(lineId, 0, other);
    expect(patched).toMatchObject(errorAnswer(404, CART_LINE_NOT_FOUND));
    expect(removed).toMatchObject(errorAnswer(404, CART_LINE_NOT_FOUND));
    expect(zeroed).toMatchObject(errorAnswer(404, CART_LINE_NOT_FOUND));
    expect(patched.body).toEqual((await setQuantity(MISSING_ID, 5, other)).body);
    expect(removed.body).toEqual((await removeLine(MISSING_ID, other)).body);

    expect((await getCart(me)).body).toEqual(before.body);
    expect((await getCart(other)).body.result).toEqual([]);
  });

  it("answers 404 for another buyer's id in the query or body, and adds nothing anywhere", async () => {
    await emptyCart(me);
    expect(await getCart(me, `?buyerId=${other.id}`)).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
    expect(await getCart(me, `?buyerId=${MISSING_ID}`)).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
    const forOther = await call(
      t.api,
      'POST',
      '/cart',
      { productId: plain._id, buyerId: other.id, quantity: 1, attributes: null },
      { token: me.token },
    );
    expect(forOther).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
    expect((await getCart(me)).body.result).toEqual([]);
    expect((await getCart(other)).body.result).toEqual([]);
  });
});

describe('the cart without a valid token', () => {
  it.each([
    ['GET', '/cart'],
    ['POST', '/cart'],
    ['PATCH', `/cart?id=${MISSING_ID}`],
    ['DELETE', `/cart?id=${MISSING_ID}`],
  ] as const)('%s %s answers 401, before reading the body', async (method, path) => {
    const body = method === 'POST' || method === 'PATCH' ? { quantity: 'lots' } : undefined;
    expect(await call(t.api, method, path, body)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await call(t.api, method, path, body, { token: 'not.a.token' })).toMatchObject(
      errorAnswer(401, SESSION_INVALID),
    );
  });
});

/** GET /cart's answer is the write's answer without its `status` and `message`. */
function withoutChangeFields({ status: _status, message: _message, success: _success, ...cart }: CartChangeAnswer) {
  return cart;
}
