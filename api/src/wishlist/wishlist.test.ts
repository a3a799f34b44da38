import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUYER_NOT_FOUND, LOGIN_REQUIRED, SESSION_INVALID } from '../auth/bearer.js';
import type { ProductJson } from '../catalog/product-json.js';
import { wishlistItems } from '../db/schema.js';
import { type AccountsHarness, call, newBuyer, type SignedInBuyer, startAccountsHarness } from '../test/accounts.js';
import { createBareProducts, seededProduct } from '../test/catalog-fixtures.js';
import { MAX_WISHLIST_ITEMS } from './limits.js';
import { ADDED, ALREADY_ADDED, PRODUCT_NOT_FOUND, REMOVED, WISHLIST_FULL, WISHLIST_ITEM_NOT_FOUND } from './service.js';
import type { WishlistItemJson, WishlistJson } from './wishlist-json.js';

type WishlistAnswer = WishlistJson & { success: true };
type WishlistChangeAnswer = WishlistJson & { status: true; success: true; message: string; item?: WishlistItemJson };

let t: AccountsHarness;
let me: SignedInBuyer;
let other: SignedInBuyer;
let shirt: ProductJson;
let suit: ProductJson;
let soldOut: ProductJson;

beforeAll(async () => {
  t = await startAccountsHarness();
  me = await newBuyer(t.api, { name: 'Kabir Rao' });
  other = await newBuyer(t.api, { name: 'Someone Else' });
  const { db } = t.api.database;
  suit = await seededProduct(db, true, 0);
  shirt = await seededProduct(db, true, 1);
  soldOut = await seededProduct(db, false);
});
afterAll(() => t.close());

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const errorAnswer = (status: number, message: string) => ({ status, body: { success: false, status: false, message } });
const invalid = (message: string) => errorAnswer(400, `Invalid request. ${message}`);

const getWishlist = (buyer: SignedInBuyer = me, query = '') =>
  call<WishlistAnswer>(t.api, 'GET', `/wishlist${query}`, undefined, { token: buyer.token });
const save = (productId: string, buyer: SignedInBuyer = me, extra: Record<string, unknown> = {}) =>
  call<WishlistChangeAnswer>(
    t.api,
    'POST',
    '/wishlist',
    { productId, buyerId: buyer.id, ...extra },
    {
      token: buyer.token,
    },
  );
const remove = (query: string, buyer: SignedInBuyer = me) =>
  call<WishlistChangeAnswer>(t.api, 'DELETE', `/wishlist?${query}`, undefined, { token: buyer.token });

async function emptyWishlist(buyer: SignedInBuyer): Promise<void> {
  await t.api.database.db.delete(wishlistItems).where(eq(wishlistItems.buyerId, buyer.id));
}

describe('GET /wishlist', () => {
  it('answers an empty list for a new buyer', async () => {
    const res = await getWishlist(me, `?buyerId=${me.id}`);
    expect(res).toMatchObject({ status: 200, body: { success: true, buyerId: me.id, result: [], count: 0 } });
    expect((await getWishlist(me)).body).toEqual(res.body);
  });
});

describe('POST /wishlist', () => {
  it('saves a product and answers the item (with the whole product) and the wishlist; name, image and price sent are ignored', async () => {
    await emptyWishlist(me);
    const res = await save(suit._id, me, { productName: 'Cheap suit', image: 'http://evil.example/x.png', price: 1 });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, success: true, message: ADDED, buyerId: me.id, count: 1 });
    expect(res.body.item).toMatchObject({ buyerId: me.id, productId: suit });
    expect(res.body.result).toEqual([res.body.item]);
    const listed = await getWishlist();
    expect(listed.body.result).toEqual([res.body.item]);
    expect(listed.body.result[0]?.productId.productName).toBe(suit.productName);
  });

  it('saves a product once: adding it again answers the same item and changes nothing', async () => {
    await emptyWishlist(me);
    const first = await save(suit._id);
    const again = await save(suit._id.toUpperCase());
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ message: ALREADY_ADDED, count: 1 });
    expect(again.body.item?._id).toBe(first.body.item?._id);
    expect((await getWishlist()).body.result.map((i) => i._id)).toEqual([first.body.item?._id]);
  });

  it('lists the newest first, and keeps sold-out products (shown with their stock flags)', async () => {
    await emptyWishlist(me);
    await save(suit._id);
    await save(shirt._id);
    const res = await save(soldOut._id);
    expect(res.status).toBe(201);
    expect(res.body.result.map((i) => i.productId._id)).toEqual([soldOut._id, shirt._id, suit._id]);
    expect(res.body.result[0]?.productId.visibilityStatus).toBe(false);
  });

  it('needs an existing product and a well-formed id', async () => {
    expect(await save(MISSING_ID)).toMatchObject(errorAnswer(404, PRODUCT_NOT_FOUND));
    expect(await save('abc')).toMatchObject(invalid('productId: productId must be a valid id'));
    expect(await call(t.api, 'POST', '/wishlist', { buyerId: me.id }, { token: me.token })).toMatchObject(
      invalid('productId: productId is required'),
    );
  });

  it(`holds at most ${MAX_WISHLIST_ITEMS} products; saving one already saved still answers it`, async () => {
    const buyer = await newBuyer(t.api);
    const { db } = t.api.database;
    const ids = await createBareProducts(db, MAX_WISHLIST_ITEMS);
    await db.insert(wishlistItems).values(ids.map((productId) => ({ buyerId: buyer.id, productId })));
    expect(await save(suit._id, buyer)).toMatchObject(errorAnswer(400, WISHLIST_FULL));
    const again = await save(ids[0] ?? '', buyer);
    expect(again.body).toMatchObject({ message: ALREADY_ADDED, count: MAX_WISHLIST_ITEMS });
  });
});

describe('DELETE /wishlist', () => {
  it("removes an item by its _id (the spec's call) and answers the wishlist; a second removal answers 404", async () => {
    await emptyWishlist(me);
    const saved = await save(suit._id);
    await save(shirt._id);
    const itemId = saved.body.item?._id ?? '';
    const res = await remove(`id=${itemId}`);
    expect(res).toMatchObject({ status: 200, body: { status: true, success: true, message: REMOVED, count: 1 } });
    expect(res.body.result.map((i) => i.productId._id)).toEqual([shirt._id]);
    expect(await remove(`id=${itemId}`)).toMatchObject(errorAnswer(404, WISHLIST_ITEM_NOT_FOUND));
  });

  it("removes by the product's id too, and needs exactly one of the two", async () => {
    await emptyWishlist(me);
    await save(suit._id);
    const res = await remove(`productId=${suit._id}`);
    expect(res.body).toMatchObject({ message: REMOVED, result: [], count: 0 });
    expect(await remove(`productId=${suit._id}`)).toMatchObject(errorAnswer(404, WISHLIST_ITEM_NOT_FOUND));
    const both = await remove(`id=${MISSING_ID}&productId=${suit._id}`);
    expect(both).toMatchObject(invalid("Give id (the wishlist item's _id) or productId, not both"));
    expect(await remove('')).toMatchObject(invalid("Give id (the wishlist item's _id) or productId, not both"));
    expect(await remove('id=42')).toMatchObject(invalid('id: id must be a valid id'));
  });
});

describe("another buyer's wishlist", () => {
  it("answers another buyer's item id exactly like a missing one, and changes nothing", async () => {
    await emptyWishlist(me);
    const saved = await save(suit._id);
    const before = await getWishlist(me);
    const byItem = await remove(`id=${saved.body.item?._id}`, other);
    const byProduct = await remove(`productId=${suit._id}`, other);
    expect(byItem).toMatchObject(errorAnswer(404, WISHLIST_ITEM_NOT_FOUND));
    expect(byProduct).toMatchObject(errorAnswer(404, WISHLIST_ITEM_NOT_FOUND));
    expect(byItem.body).toEqual((await remove(`id=${MISSING_ID}`, other)).body);
    expect((await getWishlist(me)).body).toEqual(before.body);
  });

  it("answers 404 for another buyer's id in the query or body, and saves nothing anywhere", async () => {
    await emptyWishlist(me);
    expect(await getWishlist(me, `?buyerId=${other.id}`)).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
    const forOther = await call(
      t.api,
      'POST',
      '/wishlist',
      { productId: shirt._id, buyerId: other.id },
      {
        token: me.token,
      },
    );
    expect(forOther).toMatchObject(errorAnswer(404, BUYER_NOT_FOUND));
    expect((await getWishlist(me)).body.result).toEqual([]);
    expect((await getWishlist(other)).body.result).toEqual([]);
    const stored = await t.api.database.db
      .select({ id: wishlistItems.id })
      .from(wishlistItems)
      .where(and(eq(wishlistItems.productId, shirt._id), eq(wishlistItems.buyerId, other.id)));
    expect(stored).toEqual([]);
  });
});

describe('the wishlist without a valid token', () => {
  it.each([
    ['GET', '/wishlist'],
    ['POST', '/wishlist'],
    ['DELETE', `/wishlist?id=${MISSING_ID}`],
  ] as const)('%s %s answers 401, before reading the body', async (method, path) => {
    const body = method === 'POST' ? { productId: 'nope' } : undefined;
    expect(await call(t.api, method, path, body)).toMatchObject(errorAnswer(401, LOGIN_REQUIRED));
    expect(await call(t.api, method, path, body, { token: 'not.a.token' })).toMatchObject(
      errorAnswer(401, SESSION_INVALID),
    );
  });
});

describe('GET /API/v1/docs', () => {
  it('documents the wishlist, cart and review-writing routes with the bearer scheme', async () => {
    const doc = (await t.api.app.inject('/API/v1/docs')).json<{
      paths: Record<string, Record<string, { security?: unknown; requestBody?: unknown }>>;
    }>();
    const routes = [
      ['get', '/wishlist'],
      ['post', '/wishlist'],
      ['delete', '/wishlist'],
      ['get', '/cart'],
      ['post', '/cart'],
      ['patch', '/cart'],
      ['delete', '/cart'],
      ['post', '/review'],
    ] as const;
    for (const [method, path] of routes) {
      expect(doc.paths[`/API/v1${path}`]?.[method]?.security, `${method} ${path}`).toEqual([{ bearerAuth: [] }]);
    }
    expect(doc.paths['/API/v1/cart']?.post?.requestBody).toBeDefined();
    expect(doc.paths['/API/v1/review']?.get?.security).toBeUndefined();
  });
});
