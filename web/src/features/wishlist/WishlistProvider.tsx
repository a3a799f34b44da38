import { useApolloClient } from '@apollo/client/react';
import { useCallback, useEffect, useMemo } from 'react';
import { useViewerBagQuery } from '../../__generated__/operations/ViewerBag';
import { notify } from '../../app/toast';
import { useSession } from '../../shared/session/session';
import { GUEST_WISHLIST, WishlistContext, type WishlistContextValue } from './wishlist-context';
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
 * The wishlist for every heart on the page. A guest's is empty and asks the server nothing; a signed-in buyer's comes
 * from the viewer's small `ViewerBag` query (the header's badges share it), whose `productIds` say which hearts are
 * filled. Writes answer the whole wishlist, which replaces the cached one; a notice confirms each change. Signing in
 * or out changes the value, never the tree: the page below keeps its state.
 */
export function WishlistProvider({ children }: { children: React.ReactNode }) {
  const { signedIn } = useSession();
  const client = useApolloClient();
  const { data, error, refetch } = useViewerBagQuery({ skip: !signedIn });
  useEffect(() => {
    if (error) console.error('Failed to fetch wishlist', error);
  }, [error]);
  // Hearts should flip on the first click: a signed-in buyer's writes' code arrives while the page is idle.
  useEffect(() => {
    if (!signedIn) return;
    return whenIdle(() => void loadWrites().catch(() => undefined));
  }, [signedIn]);
  const wishlist = signedIn ? (data?.wishlist ?? null) : null;
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
    if (!signedIn) return GUEST_WISHLIST;
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
  }, [signedIn, saved, wishlist, write, refetch]);

  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}
