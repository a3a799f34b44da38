import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer, type TestBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';
import { inr, MONEY, type Money } from '../test/money.js';

interface Variant {
  id: string;
  salePrice: Money;
  attributes: { label: string; options: { label: string }[] }[];
}
interface Product {
  id: string;
  variants: Variant[];
}
interface Line {
  id: string;
  quantity: number;
  attributes: { name: string; value: string }[];
  variant: { id: string; salePrice: Money } | null;
  unitPrice: Money;
  lineTotal: Money;
  inStock: boolean;
  product: { id: string; name: string; category: { value: string }; variants: { id: string; images: string[] }[] };
}
interface Cart {
  id: string;
  count: number;
  total: Money;
  outOfStockLines: number;
  maxQuantityPerLine: number;
  lines: Line[];
}

const CART = `id count total ${MONEY} outOfStockLines maxQuantityPerLine
  lines { id quantity unitPrice ${MONEY} lineTotal ${MONEY} inStock attributes { name value } variant { id salePrice ${MONEY} }
    product { id name category { value } variants { id images } } }`;
const ADD = `mutation ($productId: ID!, $quantity: Int!, $attributes: [CartLineAttributeInput!]) {
  addToCart(productId: $productId, quantity: $quantity, attributes: $attributes) { ${CART} } }`;
const UPDATE = `mutation ($lineId: ID!, $quantity: Int!) { updateCartLine(lineId: $lineId, quantity: $quantity) { ${CART} } }`;
const REMOVE = `mutation ($lineId: ID!) { removeCartLine(lineId: $lineId) { ${CART} } }`;

let t: GatewayUnderTest;
/** In-stock products with their variants, in listing order. */
let catalogue: Product[];

beforeAll(async () => {
  t = await startGatewayOverApi();
  const listing = await t.graphql<{ products: { nodes: Product[] } }>(`{
    products(first: 40, filter: { availability: IN_STOCK }) {
      nodes { id variants { id salePrice ${MONEY} attributes { label options { label } } } }
    } }`);
  catalogue = listing.data?.products.nodes ?? [];
  if (catalogue.length < 40) throw new Error('the seed has too few products in stock');
});
afterAll(() => t.close());
beforeEach(() => t.reset());

/** The options that pick `variant`: its colour and its first size, keyed by the lower-cased attribute label. */
const optionsOf = (variant: Variant | undefined) =>
  (variant?.attributes ?? []).map((a) => ({ name: a.label.toLowerCase(), value: a.options[0]?.label ?? '' }));

async function add(buyer: TestBuyer, product: Product, quantity: number, variantIndex = 0) {
  return t.graphql<{ addToCart: Cart }>(
    ADD,
    { productId: product.id, quantity, attributes: optionsOf(product.variants[variantIndex]) },
    buyer.headers,
  );
}

const readCart = (buyer: TestBuyer) =>
  t.graphql<{ cart: Cart | null }>(`{ cart { ${CART} } }`, undefined, buyer.headers);
/** A variant's sale price in paise; NaN for none, so a missing one cannot pass. */
const paiseOf = (variant: Variant | undefined) => variant?.salePrice.paise ?? Number.NaN;

describe('the cart over GraphQL', () => {
  it('answers each line with its matched variant and prices, and the cart count and total, as the api priced them', async () => {
    const buyer = await signUpBuyer(t);
    const multi = catalogue.filter((p) => p.variants.length >= 2);
    const [a, b, c] = multi;
    if (!a || !b || !c) throw new Error('the seed needs products with several colours');
    await add(buyer, a, 2, 1);
    await add(buyer, b, 1, 0);
    const last = await add(buyer, c, 3, 1);
    expect(last.errors).toBeUndefined();

    t.reset();
    const { data, errors } = await readCart(buyer);
    expect(errors).toBeUndefined();
    const cart = data?.cart;
    expect(cart?.id).toBe(buyer.id);
    const expected = [
      { product: c, variant: c.variants[1], quantity: 3 },
      { product: b, variant: b.variants[0], quantity: 1 },
      { product: a, variant: a.variants[1], quantity: 2 },
    ];
    expect(cart?.lines.map((l) => [l.product.id, l.variant?.id, l.quantity, l.unitPrice, l.lineTotal])).toEqual(
      expected.map(({ product, variant, quantity }) => [
        product.id,
        variant?.id,
        quantity,
        variant?.salePrice,
        inr(paiseOf(variant) * quantity),
      ]),
    );
    expect(cart?.lines[0]?.attributes).toEqual(optionsOf(c.variants[1]));
    expect(cart?.count).toBe(6);
    const total = expected.reduce((sum, { variant, quantity }) => sum + paiseOf(variant) * quantity, 0);
    expect(cart?.total).toEqual(inr(total));
    expect(cart).toMatchObject({ outOfStockLines: 0, maxQuantityPerLine: 10 });
    expect(t.upstream).toEqual([{ method: 'GET', url: '/cart' }]);
  });

  it('reads a 20-line cart with every product card in at most 3 upstream calls', async () => {
    const buyer = await signUpBuyer(t);
    for (const product of catalogue.slice(0, 20)) {
      const added = await add(buyer, product, 1);
      expect(added.errors).toBeUndefined();
    }
    t.reset();
    const { data, errors } = await t.graphql<{ cart: Cart; wishlist: { count: number } }>(
      `{ cart { ${CART} } wishlist { count } }`,
      undefined,
      buyer.headers,
    );
    expect(errors).toBeUndefined();
    expect(data?.cart.lines).toHaveLength(20);
    expect(data?.cart.count).toBe(20);
    expect(data?.cart.lines.every((l) => l.product.variants.length > 0 && l.variant !== null)).toBe(true);
    // The lines' products come with the cart and prime the product loader: no line fetches its product again.
    expect(t.upstream.length).toBeLessThanOrEqual(3);
    expect(t.upstream.filter((r) => r.url === '/cart')).toHaveLength(1);
    expect(t.upstream.filter((r) => r.url === '/product')).toHaveLength(0);
  });

  it('answers every mutation with the whole updated cart, from one upstream call each', async () => {
    const buyer = await signUpBuyer(t);
    const [shirt, suit] = catalogue;
    if (!shirt || !suit) throw new Error('no products');

    t.reset();
    const first = await add(buyer, shirt, 2);
    expect(first.errors).toBeUndefined();
    expect(first.data?.addToCart).toMatchObject({ id: buyer.id, count: 2, lines: [{ quantity: 2 }] });
    expect(t.upstream).toEqual([{ method: 'POST', url: '/cart' }]);

    const merged = await add(buyer, shirt, 3);
    const lineId = first.data?.addToCart.lines[0]?.id;
    expect(merged.data?.addToCart.lines).toHaveLength(1);
    expect(merged.data?.addToCart.lines[0]).toMatchObject({ id: lineId, quantity: 5 });

    const both = await add(buyer, suit, 1);
    expect(both.data?.addToCart.count).toBe(6);

    t.reset();
    const updated = await t.graphql<{ updateCartLine: Cart }>(UPDATE, { lineId, quantity: 7 }, buyer.headers);
    const line = updated.data?.updateCartLine.lines.find((l) => l.id === lineId);
    expect(line?.quantity).toBe(7);
    expect(line?.lineTotal).toEqual(inr((line?.unitPrice.paise ?? Number.NaN) * 7));
    expect(updated.data?.updateCartLine.count).toBe(8);
    expect(t.upstream).toEqual([{ method: 'PATCH', url: '/cart' }]);

    const zero = await t.graphql<{ updateCartLine: Cart }>(UPDATE, { lineId, quantity: 0 }, buyer.headers);
    expect(zero.data?.updateCartLine.lines.map((l) => l.product.id)).toEqual([suit.id]);

    const suitLine = zero.data?.updateCartLine.lines[0]?.id;
    const removed = await t.graphql<{ removeCartLine: Cart }>(REMOVE, { lineId: suitLine }, buyer.headers);
    expect(removed.data?.removeCartLine).toMatchObject({ id: buyer.id, lines: [], count: 0, total: inr(0) });
  });

  it("answers NOT_FOUND for another buyer's line, and leaves it alone", async () => {
    const owner = await signUpBuyer(t);
    const stranger = await signUpBuyer(t);
    const [product] = catalogue;
    if (!product) throw new Error('no products');
    const added = await add(owner, product, 2);
    const lineId = added.data?.addToCart.lines[0]?.id;

    const update = await t.graphql(UPDATE, { lineId, quantity: 9 }, stranger.headers);
    const remove = await t.graphql(REMOVE, { lineId }, stranger.headers);
    expect(codeOf(update.errors)).toBe('NOT_FOUND');
    expect(codeOf(remove.errors)).toBe('NOT_FOUND');
    expect(update.errors?.[0]?.message).toBe('Cart item not found');
    expect((await readCart(owner)).data?.cart?.lines.map((l) => [l.id, l.quantity])).toEqual([[lineId, 2]]);
    expect((await readCart(stranger)).data?.cart?.lines).toEqual([]);
  });

  it('answers the cart as null without a token, and UNAUTHENTICATED for mutations or a bad token', async () => {
    const [product] = catalogue;
    expect(await t.graphql(`{ cart { id } }`)).toEqual({ data: { cart: null } });
    expect(t.upstream).toEqual([]);
    const add = await t.graphql(ADD, { productId: product?.id, quantity: 1, attributes: null });
    const update = await t.graphql(UPDATE, { lineId: '00000000-0000-4000-8000-000000000000', quantity: 1 });
    const remove = await t.graphql(REMOVE, { lineId: '00000000-0000-4000-8000-000000000000' });
    for (const answer of [add, update, remove]) {
      expect(codeOf(answer.errors)).toBe('UNAUTHENTICATED');
      expect(answer.errors?.[0]?.message).toBe('Please log in to continue.');
    }
    const forged = await t.graphql(`{ cart { id } }`, undefined, { authorization: 'Bearer not.a.token' });
    expect(codeOf(forged.errors)).toBe('UNAUTHENTICATED');
  });

  it('answers a sold-out product as a CONFLICT with the reason out_of_stock, not as bad input', async () => {
    const buyer = await signUpBuyer(t);
    const soldOut = await t.graphql<{ products: { nodes: { id: string }[] } }>(
      '{ products(first: 1, filter: { availability: OUT_OF_STOCK }) { nodes { id } } }',
    );
    const productId = soldOut.data?.products.nodes[0]?.id;
    expect(productId).toBeDefined();
    const answer = await t.graphql(ADD, { productId, quantity: 1, attributes: null }, buyer.headers);
    expect(answer.errors?.[0]).toMatchObject({
      message: 'This product is out of stock',
      extensions: { code: 'CONFLICT', reason: 'out_of_stock' },
    });
  });

  it("passes the api's input errors on as BAD_USER_INPUT with their messages", async () => {
    const buyer = await signUpBuyer(t);
    const [product] = catalogue;
    const colourOnly = optionsOf(product?.variants[0]).filter((o) => o.name === 'color');
    const missingSize = await t.graphql(
      ADD,
      { productId: product?.id, quantity: 1, attributes: colourOnly },
      buyer.headers,
    );
    expect(codeOf(missingSize.errors)).toBe('BAD_USER_INPUT');
    expect(missingSize.errors?.[0]?.message).toBe('Choose a Size');

    const tooMany = await t.graphql(
      ADD,
      { productId: product?.id, quantity: 11, attributes: optionsOf(product?.variants[0]) },
      buyer.headers,
    );
    expect(codeOf(tooMany.errors)).toBe('BAD_USER_INPUT');
    expect(tooMany.errors?.[0]?.message).toBe('Invalid request. quantity: Quantity must be at most 10');

    t.reset();
    const twice = await t.graphql(
      ADD,
      { productId: product?.id, quantity: 1, attributes: [...colourOnly, ...colourOnly] },
      buyer.headers,
    );
    expect(twice.errors?.[0]).toMatchObject({
      message: 'color is chosen twice',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    expect(t.upstream).toEqual([]);
  });
});
