import { chakra } from '@chakra-ui/react';
import { Heart } from 'lucide-react';
import { useRequireLogin } from '../accounts/LoginGate';

export interface WishlistHeartProps {
  productId: string;
  productName: string;
  /** Out-of-stock products cannot be wishlisted. */
  disabled?: boolean;
}

/**
 * The wishlist toggle on cards and the details page. A guest gets the 'Login Required' dialog and no call is made;
 * for a signed-in buyer the wishlist slice adds the add/remove mutation here.
 */
export function WishlistHeart({ productName, disabled }: WishlistHeartProps) {
  const requireLogin = useRequireLogin();
  return (
    <chakra.button
      type="button"
      aria-label={`Add ${productName} to wishlist`}
      aria-pressed={false}
      disabled={disabled}
      onClick={() => {
        requireLogin();
      }}
      display="inline-flex"
      p="2"
      rounded="full"
      bg="whiteAlpha.900"
      color="brand.navy"
      boxShadow="sm"
      cursor="pointer"
      _disabled={{ opacity: 0.5, cursor: 'not-allowed' }}
      _hover={{ _enabled: { color: 'brand.sale' } }}
      data-testid="wishlist-heart"
    >
      <Heart size={18} aria-hidden />
    </chakra.button>
  );
}
