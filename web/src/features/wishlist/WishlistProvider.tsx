import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useViewerBagQuery } from '../../__generated__/operations/ViewerBag';
import { notify } from '../../app/toast';
import { useSession } from '../accounts/session';
import { WishlistContext, type WishlistContextValue } from './wishlist-context';
import type { WishlistChange, WishlistProduct } from './wishlist-writes';

/** The writes' code (mutations, optimistic answers, notices) is a chunk of its own: guests never load it. */
const loadWrites = () => import('./wishlist-writes');

/** Runs `task` once the browser is idle (or soon, where it cannot say). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(task, 2000);
  return () => clearTimeout(timer);
}

/**
 * A guest's wishlist: nothing is saved and nothing can be (the hearts open the 'Login Required' dialog before they
 * get here, and make no call).
 */
const GUEST: WishlistContextValue = {
  ready: false,
  count: 0,
  has: () => false,
  add: async () => false,
  remove: async () => false,
  toggle: async () => false,
  refetch: async () => undefined,
};

/**
 * The wishlist for every heart on the page. A guest's is empty and asks the server nothing; a signed-in buyer's comes
 * from the viewer's small `ViewerBag` query (the header's badges share it), whose `productIds` say which hearts are
 * filled. Writes answer the whole wishlist, which replaces the cached one; a notice confirms each change.
 */
export function WishlistProvider({ children }: { children: React.ReactNode }) {
  const { signedIn } = useSession();
  if (!signedIn) return <WishlistContext.Provider value={GUEST}>{children}</WishlistContext.Provider>;
  return <BuyerWishlist>{children}</BuyerWishlist>;
}

function BuyerWishlist({ children }: { children: React.ReactNode }) {
  const client = useApolloClient();
  const { data, error, refetch } = useViewerBagQuery();
  useEffect(() => {
    if (error) console.error('Failed to fetch wishlist', error);
  }, [error]);
  // Hearts should flip on the first click: the writes' code arrives while the page is idle.
  useEffect(() => whenIdle(() => void loadWrites().catch(() => undefined)), []);
  const wishlist = data?.wishlist ?? null;
  const productIds = wishlist?.productIds;
  const saved = useMemo(() => new Set(productIds ?? []), [productIds]);

  const write = useCallback(
    async (change: WishlistChange, product: WishlistProduct): Promise<boolean> => {
      try {
        const { writeWishlist } = await loadWrites();
        return await writeWishlist(client, change, product, notify);
      } catch (e) {
        console.error('Failed to update wishlist', e);
        return false;
      }
    },
    [client],
  );

  const value = useMemo<WishlistContextValue>(() => {
    const has = (productId: string) => saved.has(productId);
    const wishlistId = wishlist?.id;
    const add = (product: WishlistProduct) => write({ action: 'add', productId: product.id, wishlistId }, product);
    const remove = (product: WishlistProduct, itemId?: string) =>
      write({ action: 'remove', productId: product.id, itemId, wishlistId }, product);
    return {
      ready: Boolean(wishlist),
      count: wishlist?.count ?? 0,
      has,
      add,
      remove,
      toggle: (product) => (has(product.id) ? remove(product) : add(product)),
      refetch: () => refetch(),
    };
  }, [saved, wishlist, write, refetch]);

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
