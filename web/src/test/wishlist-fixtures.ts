import { GraphQLError } from 'graphql';
import type { ProductCardFragment, WishlistFullFragment } from '../__generated__/graphql';
import { AddToWishlistDocument } from '../__generated__/operations/AddToWishlist';
import { RemoveFromWishlistDocument } from '../__generated__/operations/RemoveFromWishlist';
import { ViewerBagDocument } from '../__generated__/operations/ViewerBag';
import { WishlistPageDocument } from '../__generated__/operations/WishlistPage';
import { inr } from '../shared/money/format-money';
import { BUYER_ID } from './factories/cart';
import { aProduct, aVariant } from './factories/catalog';

/** Wishlists as the server answers them, for tests (no server). */

export { BUYER_ID };

export function product(id: string, name: string, { inStock = true } = {}): ProductCardFragment {
  const variant = (color: string) =>
    aVariant(`${id}-${color.toLowerCase()}`, {
      color,
      salePrice: inr(999_900),
      compareAtPrice: inr(1_299_900),
      discountPercent: 23,
      images: [`/media/${id}-${color.toLowerCase()}-1.svg`, `/media/${id}-${color.toLowerCase()}-2.svg`],
    });
  return aProduct(id, { name, inStock, variants: [variant('Navy'), variant('Gray')] });
}

export function wishlist(products: ProductCardFragment[]): WishlistFullFragment {
  return {
    __typename: 'Wishlist',
    id: BUYER_ID,
    count: products.length,
    productIds: products.map((p) => p.id),
    items: products.map((p, i) => ({
      __typename: 'WishlistItem',
      id: `item-${p.id}`,
      addedAt: `2026-03-${String(28 - i).padStart(2, '0')}T10:00:00.000Z`,
      product: p,
    })),
  };
}

const refused = (message: string) => ({
  errors: [new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } })],
});

export const wishlistMocks = {
  bag: (saved: ProductCardFragment[], cartCount = 0) => ({
    request: { query: ViewerBagDocument },
    result: {
      data: {
        __typename: 'Query' as const,
        wishlist: {
          __typename: 'Wishlist' as const,
          id: BUYER_ID,
          count: saved.length,
          productIds: saved.map((p) => p.id),
        },
        cart: { __typename: 'Cart' as const, id: BUYER_ID, count: cartCount },
      },
    },
    delay: 0,
  }),
  page: (saved: ProductCardFragment[]) => ({
    request: { query: WishlistPageDocument },
    result: { data: { __typename: 'Query' as const, wishlist: wishlist(saved) } },
    delay: 0,
  }),
  add: (productId: string, answer: WishlistFullFragment | string) => ({
    request: { query: AddToWishlistDocument, variables: { productId } },
    result:
      typeof answer === 'string'
        ? refused(answer)
        : { data: { __typename: 'Mutation' as const, addToWishlist: answer } },
    delay: 0,
  }),
  remove: (variables: { productId: string } | { itemId: string }, answer: WishlistFullFragment | string) => ({
    request: { query: RemoveFromWishlistDocument, variables },
    result:
      typeof answer === 'string'
        ? refused(answer)
        : { data: { __typename: 'Mutation' as const, removeFromWishlist: answer } },
    delay: 0,
  }),
};
