import { chakra } from '@chakra-ui/react';
import { useRef } from 'react';
import { useTapBeforeHydration } from '../../shared/hooks/use-tap-before-hydration';
import { SpriteIcon } from '../../shared/ui/SpriteIcon';
import { HEART_SYMBOL } from '../../shared/ui/sprite-symbols';
import { useRequireLogin } from '../accounts';
import { useWishlist } from './wishlist-context';

export interface WishlistHeartProps {
  productId: string;
  productName: string;
  /** Out-of-stock products cannot be wishlisted (one already saved can still be taken out). */
  disabled?: boolean;
}

/**
 * The wishlist toggle on cards and the details page. A guest gets the 'Login Required' dialog and no call is made;
 * for a signed-in buyer it flips at once (optimistically, from the cached wishlist) and flips back with a notice when
 * the server refuses. A tap before the page is interactive is kept and acted on once it is (`useTapBeforeHydration`).
 */
export function WishlistHeart({ productId, productName, disabled }: WishlistHeartProps) {
  const requireLogin = useRequireLogin();
  const wishlist = useWishlist();
  const saved = wishlist.has(productId);
  const button = useRef<HTMLButtonElement>(null);
  const toggle = () => {
    if (!requireLogin()) return;
    void wishlist.toggle({ id: productId, name: productName });
  };
  const tapLater = useTapBeforeHydration(button, toggle);
  return (
    <chakra.button
      ref={button}
      type="button"
      aria-label={`Add ${productName} to wishlist`}
      aria-pressed={saved}
      disabled={disabled && !saved}
      onClick={toggle}
      display="inline-flex"
      p="2"
      rounded="full"
      bg="whiteAlpha.900"
      color={saved ? 'brand.sale' : 'brand.navy'}
      boxShadow="sm"
      cursor="pointer"
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      _loading={{ opacity: 0.6, cursor: 'progress' }}
      _hover={{ _enabled: { color: 'brand.sale' } }}
      _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' }}
      data-testid="wishlist-heart"
      data-saved={saved ? '' : undefined}
      {...tapLater}
    >
      <SpriteIcon symbol={HEART_SYMBOL} width={18} height={18} fill={saved ? 'currentColor' : 'none'} />
    </chakra.button>
  );
}
