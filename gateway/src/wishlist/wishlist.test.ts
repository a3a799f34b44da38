import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { codeOf, signUpBuyer } from '../test/buyers.js';
import { type GatewayUnderTest, startGatewayOverApi } from '../test/gateway-over-api.js';

interface Wishlist {
  id: string;
  count: number;
  productIds: string[];
  items: {
    id: string;
    addedAt: string;
    product: { id: string; name: string; inStock: boolean; price: { paise: number; currencyCode: 'INR' } };
  }[];
}

const WISHLIST = 'id count productIds items { id addedAt product { id name inStock price { paise currencyCode } } }';
const ADD = `mutation ($productId: ID!) { addToWishlist(productId: $productId) { ${WISHLIST} } }`;
const REMOVE = `mutation ($productId: ID, $itemId: ID) {
  removeFromWishlist(productId: $productId, itemId: $itemId) { ${WISHLIST} } }`;

let t: GatewayUnderTest;
let productIds: string[];

beforeAll(async () => {
  t = await startGatewayOverApi();
  const listing = await t.graphql<{ products: { nodes: { id: string }[] } }>(
    '{ products(first: 12) { nodes { id } } }',
  );
  productIds = listing.data?.products.nodes.map((p) => p.id) ?? [];
});
afterAll(() => t.close());
beforeEach(() => t.reset());

describe('the wishlist over GraphQL', () => {
  it('answers addToWishlist and removeFromWishlist with the whole wishlist; adding twice changes nothing', async () => {
    const buyer = await signUpBuyer(t);
    const a = productIds[0];
    const b = productIds[1];
    t.reset();

    const added = await t.graphql<{ addToWishlist: Wishlist }>(ADD, { productId: a }, buyer.headers);
    expect(added.errors).toBeUndefined();
    expect(added.data?.addToWishlist).toMatchObject({ id: buyer.id, count: 1, productIds: [a] });
    expect(added.data?.addToWishlist.items[0]?.product.id).toBe(a);
    expect(t.upstream).toEqual([{ method: 'POST', url: '/wishlist' }]);

    const again = await t.graphql<{ addToWishlist: Wishlist }>(ADD, { productId: a }, buyer.headers);
    expect(again.data?.addToWishlist.items.map((i) => i.id)).toEqual(added.data?.addToWishlist.items.map((i) => i.id));

    const both = await t.graphql<{ addToWishlist: Wishlist }>(ADD, { productId: b }, buyer.headers);
    expect(both.data?.addToWishlist.productIds).toEqual([b, a]);

    const byProduct = await t.graphql<{ removeFromWishlist: Wishlist }>(REMOVE, { productId: a }, buyer.headers);
    expect(byProduct.data?.removeFromWishlist).toMatchObject({ id: buyer.id, count: 1, productIds: [b] });

    const itemId = byProduct.data?.removeFromWishlist.items[0]?.id;
    const byItem = await t.graphql<{ removeFromWishlist: Wishlist }>(REMOVE, { itemId }, buyer.headers);
    expect(byItem.data?.removeFromWishlist).toMatchObject({ count: 0, productIds: [], items: [] });
  });

  it('reads a 12-item wishlist with its products in one upstream call', async () => {
    const buyer = await signUpBuyer(t);
    for (const productId of productIds) await t.graphql(ADD, { productId }, buyer.headers);
    t.reset();
    const { data, errors } = await t.graphql<{ wishlist: Wishlist }>(`{ wishlist { ${WISHLIST} } }`, undefined, {
      ...buyer.headers,
    });
    expect(errors).toBeUndefined();
    expect(data?.wishlist.count).toBe(12);
    expect(data?.wishlist.productIds).toEqual([...productIds].reverse());
    expect(data?.wishlist.items.every((i) => i.product.name.length > 0)).toBe(true);
    expect(t.upstream).toEqual([{ method: 'GET', url: '/wishlist' }]);
  });

  it("answers NOT_FOUND for another buyer's item, and leaves it alone", async () => {
    const owner = await signUpBuyer(t);
    const stranger = await signUpBuyer(t);
    const added = await t.graphql<{ addToWishlist: Wishlist }>(ADD, { productId: productIds[0] }, owner.headers);
    const itemId = added.data?.addToWishlist.items[0]?.id;
    const byItem = await t.graphql(REMOVE, { itemId }, stranger.headers);
    const byProduct = await t.graphql(REMOVE, { productId: productIds[0] }, stranger.headers);
    expect(codeOf(byItem.errors)).toBe('NOT_FOUND');
    expect(codeOf(byProduct.errors)).toBe('NOT_FOUND');
    expect(byItem.errors?.[0]?.message).toBe('Wishlist item not found');
    const still = await t.graphql<{ wishlist: Wishlist }>('{ wishlist { productIds } }', undefined, owner.headers);
    expect(still.data?.wishlist.productIds).toEqual([productIds[0]]);
  });

  it('needs exactly one of productId and itemId, and a product that exists', async () => {
    const buyer = await signUpBuyer(t);
    t.reset();
    const neither = await t.graphql(REMOVE, {}, buyer.headers);
    const both = await t.graphql(REMOVE, { productId: productIds[0], itemId: productIds[1] }, buyer.headers);
    for (const answer of [neither, both]) {
      expect(answer.errors?.[0]).toMatchObject({
        message: 'Give productId or itemId (one of them)',
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    expect(t.upstream).toEqual([]);
    const unknown = await t.graphql(ADD, { productId: '00000000-0000-4000-8000-000000000000' }, buyer.headers);
    expect(codeOf(unknown.errors)).toBe('NOT_FOUND');
  });

  it('answers the wishlist as null without a token, and UNAUTHENTICATED for mutations', async () => {
    expect(await t.graphql('{ wishlist { id } }')).toEqual({ data: { wishlist: null } });
    expect(t.upstream).toEqual([]);
    const add = await t.graphql(ADD, { productId: productIds[0] });
    const remove = await t.graphql(REMOVE, { productId: productIds[0] });
    expect(codeOf(add.errors)).toBe('UNAUTHENTICATED');
    expect(codeOf(remove.errors)).toBe('UNAUTHENTICATED');
  });
});
