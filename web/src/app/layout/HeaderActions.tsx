import { Box, chakra, Float, HStack } from '@chakra-ui/react';
import { Heart, ShoppingBag, User } from 'lucide-react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useRequireLogin } from '../../features/accounts/login-gate';
import { useSession } from '../../shared/session/session';

export interface BagCounts {
  wishlist: number;
  cart: number;
}

/** The link's accessible name: the badge is drawn for the eye, its count is read out with the name. */
const withCount = (name: string, count: number) =>
  count > 0 ? `${name}, ${count === 1 ? '1 item' : `${count} items`}` : name;

function CountBadge({ count, label }: { count: number; label: string }) {
  if (count <= 0) return null;
  return (
    <Float placement="top-end" offset="1">
      <Box
        as="span"
        minW="4.5"
        h="4.5"
        px="1"
        rounded="full"
        bg="brand.gold"
        color="brand.navy"
        fontSize="2xs"
        fontWeight="bold"
        display="flex"
        alignItems="center"
        justifyContent="center"
        aria-hidden="true"
        data-testid={`${label}-count`}
      >
        {count > 99 ? '99+' : count}
      </Box>
    </Float>
  );
}

const iconLinkStyle = {
  position: 'relative',
  display: 'inline-flex',
  p: '2',
  rounded: 'full',
  color: 'inherit',
  _hover: { bg: 'blackAlpha.100' },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.gold' },
} as const;

/**
 * Wishlist and cart (a guest gets the Login Required dialog first) and the account icon (/profile when signed in,
 * else /signup).
 */
export function HeaderActions({ counts, showAccount = true }: { counts: BagCounts; showAccount?: boolean }) {
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();
  const { signedIn } = useSession();
  const guarded = (to: string) => (event: React.MouseEvent) => {
    event.preventDefault();
    if (requireLogin()) navigate(to);
  };
  return (
    <HStack gap="1">
      <chakra.a
        href="/profile/wishlist"
        onClick={guarded('/profile/wishlist')}
        aria-label={withCount('Wishlist', counts.wishlist)}
        {...iconLinkStyle}
      >
        <Heart size={20} aria-hidden />
        <CountBadge count={counts.wishlist} label="wishlist" />
      </chakra.a>
      <chakra.a href="/cart" onClick={guarded('/cart')} aria-label={withCount('Cart', counts.cart)} {...iconLinkStyle}>
        <ShoppingBag size={20} aria-hidden />
        <CountBadge count={counts.cart} label="cart" />
      </chakra.a>
      {showAccount && (
        <chakra.span display={{ base: 'none', md: 'inline-flex' }}>
          <RouterLink to={signedIn ? '/profile' : '/signup'} aria-label={signedIn ? 'My account' : 'Sign up or log in'}>
            <chakra.span {...iconLinkStyle}>
              <User size={20} aria-hidden />
            </chakra.span>
          </RouterLink>
        </chakra.span>
      )}
    </HStack>
  );
}
