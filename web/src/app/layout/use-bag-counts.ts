import { useMemo } from 'react';
import { useViewerBagQuery } from '../../__generated__/operations/ViewerBag';
import { useSession } from '../../shared/session/session';
import type { BagCounts } from './HeaderActions';

/**
 * The header badges: saved products and the cart's count (the sum of quantities, as the server counts it), from the
 * viewer's small `ViewerBag` query (asked only with a token; the wishlist's hearts share it). Every cart and wishlist
 * write answers the whole cart or wishlist, so the badges follow without a refetch. A guest's are 0 (hidden).
 */
export function useBagCounts(): BagCounts {
  const { signedIn } = useSession();
  const { data } = useViewerBagQuery({ skip: !signedIn });
  const wishlist = signedIn ? (data?.wishlist?.count ?? 0) : 0;
  const cart = signedIn ? (data?.cart?.count ?? 0) : 0;
  return useMemo(() => ({ wishlist, cart }), [wishlist, cart]);
}
