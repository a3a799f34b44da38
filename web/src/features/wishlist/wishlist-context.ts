import { createContext, useContext } from 'react';
import type { WishlistProduct } from './wishlist-writes';

/**
 * The wishlist context (spec: the list's state, its count, add, remove and refetch), apart from its provider: hearts
 * sit in product cards, which the homepage shares with other pages, and read it without pulling the provider's
 * GraphQL code into that shared chunk.
 */

export type { WishlistProduct } from './wishlist-writes';

export interface WishlistContextValue {
  /** True once the signed-in buyer's wishlist has answered (a guest's never does). */
  ready: boolean;
  /** How many products are saved (the header badge). */
  count: number;
  /** Whether the product is saved: what a heart shows, from the cached `productIds`. */
  has(productId: string): boolean;
  /** Saves the product; the heart flips at once and flips back (with a notice) if the server refuses. */
  add(product: WishlistProduct): Promise<boolean>;
  /** Removes the product (or the wishlist page's item, when `itemId` is given), optimistically likewise. */
  remove(product: WishlistProduct, itemId?: string): Promise<boolean>;
  /** Adds when not saved, removes when saved. */
  toggle(product: WishlistProduct): Promise<boolean>;
  refetch(): Promise<unknown>;
}

/**
 * A guest's wishlist: nothing is saved and nothing can be (hearts open the 'Login Required' dialog before they get
 * here, and make no call). It is also what a heart reads outside the app's provider (a component shown on its own).
 */
export const GUEST_WISHLIST: WishlistContextValue = {
  ready: false,
  count: 0,
  has: () => false,
  add: async () => false,
  remove: async () => false,
  toggle: async () => false,
  refetch: async () => undefined,
};

export const WishlistContext = createContext<WishlistContextValue>(GUEST_WISHLIST);

export const useWishlist = (): WishlistContextValue => useContext(WishlistContext);
