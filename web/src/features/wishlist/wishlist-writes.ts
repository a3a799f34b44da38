import type { ApolloCache, ApolloClient } from '@apollo/client';
import type {
  AddToWishlistMutation,
  RemoveFromWishlistMutation,
  WishlistFullFragment,
  WishlistStateFragment,
} from '../../__generated__/graphql';
import { AddToWishlistDocument } from '../../__generated__/operations/AddToWishlist';
import { RemoveFromWishlistDocument } from '../../__generated__/operations/RemoveFromWishlist';
import type { Notice } from '../../app/toast';
import { readableServerError } from '../../shared/errors';
import { fragmentDocument } from '../../shared/fragment-document';

/**
 * The wishlist's writes, in their own chunk: a guest never needs them, and a signed-in buyer's page loads them while
 * idle (WishlistProvider), before the first heart is clicked.
 */

/** What a heart or a wishlist card says about the product it acts on. */
export interface WishlistProduct {
  id: string;
  name: string;
}

export type WishlistChange = {
  action: 'add' | 'remove';
  productId: string;
  itemId?: string | undefined;
  /** The cached wishlist's id (the buyer's), when it has answered. */
  wishlistId?: string | null | undefined;
};

// The mutation's own module carries the fragments its answer is made of. (Reading them, rather than the header's
// query, keeps that query's module, and the React hooks it brings, out of this chunk's imports.)
const WISHLIST_FRAGMENTS = fragmentDocument<WishlistFullFragment>(AddToWishlistDocument);
const WISHLIST_STATE = fragmentDocument<WishlistStateFragment>(AddToWishlistDocument);

/**
 * The wishlist as it will be once `change` is made, built from the cached one (optimistic layers included, so quick
 * clicks build on each other): `productIds` and `count` change at once; a removal also drops the item from `items`
 * when the page's items are cached, and an add leaves them to the server's answer (its new item has no id yet).
 * Null when the wishlist has not answered yet: the heart then waits for the server.
 */
export function optimisticWishlist(cache: ApolloCache, change: WishlistChange): WishlistFullFragment | null {
  const id = change.wishlistId ? cache.identify({ __typename: 'Wishlist', id: change.wishlistId }) : undefined;
  if (!id) return null;
  const state = cache.readFragment({ fragment: WISHLIST_STATE, fragmentName: 'WishlistState', id, optimistic: true });
  if (!state) return null;
  const cached = cache.readFragment({
    fragment: WISHLIST_FRAGMENTS,
    fragmentName: 'WishlistFull',
    id,
    optimistic: true,
  });
  const items = cached?.items ?? [];
  if (change.action === 'add') {
    if (state.productIds.includes(change.productId)) return { ...state, items };
    return { ...state, items, productIds: [change.productId, ...state.productIds], count: state.count + 1 };
  }
  const removed = items.find((item) => item.id === change.itemId)?.product.id ?? change.productId;
  if (!state.productIds.includes(removed)) return { ...state, items };
  return {
    ...state,
    items: items.filter((item) => item.id !== change.itemId && item.product.id !== removed),
    productIds: state.productIds.filter((id) => id !== removed),
    count: Math.max(0, state.count - 1),
  };
}

const failureText = (error: unknown) => readableServerError(error) ?? 'Please check your connection and try again.';

/**
 * Saves or removes a product: the heart flips at once (an optimistic answer built from the cached wishlist) and the
 * server's answer, the whole wishlist, replaces it. A notice confirms; on failure Apollo drops the optimistic layer
 * (the heart flips back) and a notice says why. Answers whether it worked.
 */
export async function writeWishlist(
  client: ApolloClient,
  change: WishlistChange,
  product: WishlistProduct,
  notify: (notice: Notice) => void,
): Promise<boolean> {
  try {
    if (change.action === 'add') {
      await client.mutate({
        mutation: AddToWishlistDocument,
        variables: { productId: change.productId },
        optimisticResponse: (_, { IGNORE }) => {
          const next = optimisticWishlist(client.cache, change);
          return next ? ({ __typename: 'Mutation', addToWishlist: next } satisfies AddToWishlistMutation) : IGNORE;
        },
      });
    } else {
      await client.mutate({
        mutation: RemoveFromWishlistDocument,
        variables: change.itemId ? { itemId: change.itemId } : { productId: change.productId },
        optimisticResponse: (_, { IGNORE }) => {
          const next = optimisticWishlist(client.cache, change);
          return next
            ? ({ __typename: 'Mutation', removeFromWishlist: next } satisfies RemoveFromWishlistMutation)
            : IGNORE;
        },
      });
    }
    notify({
      type: 'success',
      title: change.action === 'add' ? 'Added to your wishlist' : 'Removed from your wishlist',
      description: product.name,
    });
    return true;
  } catch (e) {
    console.error('Failed to update wishlist', e);
    notify({
      type: 'error',
      title:
        change.action === 'add'
          ? `Couldn’t add ${product.name} to your wishlist`
          : `Couldn’t remove ${product.name} from your wishlist`,
      description: failureText(e),
    });
    return false;
  }
}
