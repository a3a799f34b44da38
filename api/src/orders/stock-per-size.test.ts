import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ProductJson } from '../catalog/product-json.js';
import { loadProducts } from '../catalog/product-loader.js';
import { catalogVersion, productSkus } from '../db/schema.js';
import { inTransaction } from '../db/transaction.js';
import { call, newBuyer } from '../test/accounts.js';
import { createProduct, stockOf } from '../test/catalog-fixtures.js';
import {
  addToCart,
  buy,
  type CheckoutHarness,
  pay,
  placeOrder,
  razorpayEntity,
  startCheckout,
  startCheckoutHarness,
} from '../test/checkout.js';
import { orderRejected } from './place-order.js';
import { onlyLeft, SKU_NOT_FOUND, setStock, soldOut } from './stock.js';

let h: CheckoutHarness;
const db = () => h.api.database.db;

beforeAll(async () => {
  h = await startCheckoutHarness();
});
afterAll(() => h.close());
beforeEach(() => h.razorpay.pauseWebhooks(true));

/** A suit in Navy 40 (`forty` units) and 42 (5 units), and Black 40 (5 units). */
const aSuit = (forty: number, name = 'Fixture Size Suit') =>
  createProduct(db(), {
    name,
    variants: [
      { color: 'Navy', sizes: ['40', '42'], salePaise: 500_000, sizeStock: { '40': forty, '42': 5 } },
      { color: 'Black', sizes: ['40'], salePaise: 500_000, stock: 5 },
    ],
  });

const navyOf = (product: ProductJson) => product.productVariants[0]?._id as string;
const blackOf = (product: ProductJson) => product.productVariants[1]?._id as string;
const documentOf = async (id: string) => (await loadProducts(db(), [id]))[0] as ProductJson;
const skuOf = async (product: ProductJson, variant: number, size: string) => {
  const sku = (await documentOf(product._id)).productVariants[variant]?.skus.find((s) => s.size === size);
  if (!sku) throw new Error(`no SKU of size ${size}`);
  return sku;
};
const version = async () => (await db().select().from(catalogVersion))[0]?.version ?? 0;

describe('stock per size', () => {
  it('takes an order from its own size only; the colour’s other sizes keep their units', async () => {
    const suit = await aSuit(3);
    const me = await newBuyer(h.api);
    await addToCart(h, me, suit._id, 2, { color: 'Navy', size: '42' });
    expect((await buy(h, me)).placed.status).toBe(201);
    expect(await stockOf(db(), navyOf(suit), '42')).toBe(3);
    expect(await stockOf(db(), navyOf(suit), '40')).toBe(3);
    expect(await stockOf(db(), blackOf(suit), '40')).toBe(5);
  });

  it('lists each size of each colour in the product document, saying only whether it can be bought', async () => {
    const suit = await aSuit(0);
    const [navy, black] = (await documentOf(suit._id)).productVariants;
    expect(navy?.skus).toEqual([
      { _id: expect.any(String), size: '40', skuCode: null, inStock: false },
      { _id: expect.any(String), size: '42', skuCode: null, inStock: true },
    ]);
    expect(black?.skus).toEqual([{ _id: expect.any(String), size: '40', skuCode: null, inStock: true }]);
    // The spec's fields answer as before: the product is on sale while any size is.
    const answer = await call<{ result: ProductJson }>(h.api, 'GET', `/product?id=${suit._id}`);
    expect(answer.body.result).toMatchObject({ status: true, visibilityStatus: true, inStock: true });
  });

  it('sells the last size-40 piece to one of two buyers paying at once; the other is refunded, 42 untouched', async () => {
    const suit = await aSuit(1, 'Fixture Last Forty');
    const buyers = await Promise.all([1, 2].map(() => newBuyer(h.api)));
    const proofs: Awaited<ReturnType<typeof pay>>[] = [];
    for (const buyer of buyers) {
      await addToCart(h, buyer, suit._id, 1, { color: 'Navy', size: '40' });
      proofs.push(await pay(h, (await startCheckout(h, buyer)).body.result.razorpayOrderId));
    }
    const answers = await Promise.all(buyers.map((buyer, i) => placeOrder(h, buyer, proofs[i] as object)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    const refused = answers.findIndex((a) => a.status === 409);
    expect(answers[refused]?.body).toMatchObject({
      code: 'out_of_stock',
      message: orderRejected(soldOut('Fixture Last Forty (size 40)'), 500_000),
    });
    expect(await razorpayEntity(h, `/payments/${proofs[refused]?.razorpay_payment_id}`)).toMatchObject({
      status: 'refunded',
    });
    expect(await stockOf(db(), navyOf(suit), '40')).toBe(0);
    expect(await stockOf(db(), navyOf(suit), '42')).toBe(5);
    expect((await skuOf(suit, 0, '40')).inStock).toBe(false);
    expect((await documentOf(suit._id)).inStock).toBe(true);
  });

  it('refuses a checkout asking more of a size than is left, naming the size', async () => {
    const suit = await aSuit(2, 'Fixture Short Forty');
    const me = await newBuyer(h.api);
    await addToCart(h, me, suit._id, 3, { color: 'Navy', size: '40' });
    expect(await startCheckout(h, me)).toMatchObject({
      status: 409,
      body: { code: 'out_of_stock', message: onlyLeft('Fixture Short Forty (size 40)', 2) },
    });
  });
});

describe('the cart and a sold-out size', () => {
  it('refuses to add a sold-out size with out_of_stock about attributes.size; another size or colour works', async () => {
    const suit = await aSuit(0);
    const me = await newBuyer(h.api);
    const refused = await call(
      h.api,
      'POST',
      '/cart',
      { productId: suit._id, quantity: 1, attributes: { color: 'Navy', size: '40' } },
      { token: me.token },
    );
    const message = 'Size 40 is sold out in Navy; choose another size';
    expect(refused).toMatchObject({
      status: 409,
      body: { success: false, status: false, code: 'out_of_stock', message },
    });
    expect(refused.body.fields).toEqual([{ path: 'attributes.size', code: 'sold_out', message }]);
    for (const attributes of [
      { color: 'Navy', size: '42' },
      { color: 'Black', size: '40' },
    ]) {
      const added = await call(
        h.api,
        'POST',
        '/cart',
        { productId: suit._id, quantity: 1, attributes },
        { token: me.token },
      );
      expect(added.status).toBe(201);
    }
  });

  it('keeps a line whose size sold out after it was added flagged and out of the total; it cannot be raised', async () => {
    const suit = await aSuit(4);
    const me = await newBuyer(h.api);
    await addToCart(h, me, suit._id, 1, { color: 'Navy', size: '40' });
    await addToCart(h, me, suit._id, 1, { color: 'Navy', size: '42' });
    const forty = await skuOf(suit, 0, '40');
    await inTransaction(db(), (tx) => setStock(tx, forty._id, 0));
    const cart = await call<{ result: { _id: string; attributes: { size: string }; inStock: boolean }[] }>(
      h.api,
      'GET',
      `/cart?buyerId=${me.id}`,
      undefined,
      { token: me.token },
    );
    expect(cart.body).toMatchObject({ count: 2, totalPaise: 500_000, outOfStockLines: 1 });
    const line = cart.body.result.find((l) => l.attributes.size === '40');
    expect(line?.inStock).toBe(false);
    const raised = await call(h.api, 'PATCH', `/cart?id=${line?._id}`, { quantity: 2 }, { token: me.token });
    expect(raised).toMatchObject({ status: 409, body: { code: 'out_of_stock' } });
    // The checkout charges the size that can be bought, not the sold-out one.
    const started = await startCheckout(h, me);
    expect(started.status).toBe(201);
    expect(started.body.result.subtotalPaise).toBe(500_000);
  });
});

describe('setStock', () => {
  it('restocks a sold-out size: it can be bought again, and the change is announced to every cache', async () => {
    const suit = await aSuit(0);
    const sku = await skuOf(suit, 0, '40');
    const before = await version();
    await inTransaction(db(), (tx) => setStock(tx, sku._id, 7));
    expect(await stockOf(db(), navyOf(suit), '40')).toBe(7);
    expect((await skuOf(suit, 0, '40')).inStock).toBe(true);
    expect(await version()).toBeGreaterThan(before);
  });

  it('announces nothing when only the count changes: no public answer shows it', async () => {
    const suit = await aSuit(3);
    const sku = await skuOf(suit, 0, '40');
    const before = await version();
    await inTransaction(db(), (tx) => setStock(tx, sku._id, 9));
    expect(await stockOf(db(), navyOf(suit), '40')).toBe(9);
    expect(await version()).toBe(before);
  });

  it('takes a product off sale when its last size with units is set to 0, and back on when one is restocked', async () => {
    const waistcoat = await createProduct(db(), {
      name: 'Fixture One Size Left',
      variants: [{ color: 'Wine', sizes: ['38', '40'], salePaise: 300_000, sizeStock: { '38': 0, '40': 1 } }],
    });
    expect((await documentOf(waistcoat._id)).inStock).toBe(true);
    const forty = await skuOf(waistcoat, 0, '40');
    await inTransaction(db(), (tx) => setStock(tx, forty._id, 0));
    expect(await documentOf(waistcoat._id)).toMatchObject({ status: false, inStock: false });
    // Listings read the same flag: the product is among its category's out-of-stock products, not its in-stock ones.
    const category = waistcoat.categoryId.value;
    const listed = async (availability: string) =>
      (
        await call<{ result: { _id: string }[] }>(
          h.api,
          'GET',
          `/product?categoryName=${category}&availability=${availability}&limit=100&sort=highToLow&maxPrice=3000`,
        )
      ).body.result.map((p) => p._id);
    expect(await listed('outOfStock')).toContain(waistcoat._id);
    expect(await listed('inStock')).not.toContain(waistcoat._id);
    await inTransaction(db(), (tx) => setStock(tx, forty._id, 2));
    expect(await documentOf(waistcoat._id)).toMatchObject({ status: true, inStock: true });
  });

  it('refuses a negative or fractional count and an unknown SKU, changing nothing', async () => {
    const suit = await aSuit(3);
    const sku = await skuOf(suit, 0, '40');
    for (const bad of [-1, 1.5]) {
      await expect(inTransaction(db(), (tx) => setStock(tx, sku._id, bad))).rejects.toThrow(RangeError);
    }
    await expect(
      inTransaction(db(), (tx) => setStock(tx, '00000000-0000-4000-8000-000000000000', 1)),
    ).rejects.toMatchObject({ statusCode: 404, message: SKU_NOT_FOUND });
    expect(await stockOf(db(), navyOf(suit), '40')).toBe(3);
    const [row] = await db().select().from(productSkus).where(eq(productSkus.id, sku._id));
    expect(row?.stock).toBe(3);
  });
});
