import { drawerSlotRecipe } from '@chakra-theme/recipes/drawer';
import { Box, Button, CloseButton, Drawer, Heading, Link, Portal, Stack } from '@chakra-ui/react';
import { useEffect } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import type { CategoriesQuery } from '../../__generated__/graphql';
import { useRequireLogin } from '../../features/accounts/login-gate';
import { SearchBox } from '../../features/search/SearchBox';
import { useSession } from '../../shared/session/session';

/** The menu closes itself at this width and above, where the header shows everything. */
export const MOBILE_MENU_MAX_WIDTH = 768;

export interface MobileMenuProps {
  open: boolean;
  onClose: () => void;
  categories: CategoriesQuery['categories'];
}

/**
 * The slide-in menu of small screens: search, the category links, the 'Customer Account' section, and Wishlist and
 * Cart buttons. The drawer locks page scrolling while open.
 */
export default function MobileMenu({ open, onClose, categories }: MobileMenuProps) {
  const { signedIn } = useSession();
  const requireLogin = useRequireLogin();
  const navigate = useNavigate();

  useEffect(() => {
    if (!open) return;
    const wide = window.matchMedia(`(min-width: ${MOBILE_MENU_MAX_WIDTH}px)`);
    const closeIfWide = () => wide.matches && onClose();
    closeIfWide();
    wide.addEventListener('change', closeIfWide);
    window.addEventListener('resize', closeIfWide);
    return () => {
      wide.removeEventListener('change', closeIfWide);
      window.removeEventListener('resize', closeIfWide);
    };
  }, [open, onClose]);

  const go = (to: string, guarded = false) => {
    onClose();
    if (!guarded || requireLogin()) navigate(to);
  };

  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(e) => !e.open && onClose()}
      placement="start"
      preventScroll
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content maxW="xs" data-testid="mobile-menu">
            <Drawer.Header borderBottomWidth="1px">
              <Drawer.Title fontFamily="heading" letterSpacing="0.3em">
                SUTRA
              </Drawer.Title>
            </Drawer.Header>
            <Drawer.Body>
              <Stack gap="6" py="2">
                <SearchBox placeholder="Search for products..." onNavigate={onClose} />
                <Box as="nav" aria-label="Shop by category">
                  <Heading as="h2" size="xs" color="fg.muted" letterSpacing="wider" mb="2">
                    SHOP
                  </Heading>
                  <Stack gap="1">
                    {categories.map((c) => (
                      <Link key={c.id} asChild py="1.5" fontSize="md">
                        <RouterLink to={`/product-listing/${c.value}`} onClick={onClose}>
                          {c.name}
                        </RouterLink>
                      </Link>
                    ))}
                  </Stack>
                </Box>
                <Box>
                  <Heading as="h2" size="xs" color="fg.muted" letterSpacing="wider" mb="2">
                    Customer Account
                  </Heading>
                  <Link asChild py="1.5">
                    <RouterLink to={signedIn ? '/profile' : '/signup'} onClick={onClose}>
                      {signedIn ? 'Profile' : 'Sign In / Register'}
                    </RouterLink>
                  </Link>
                </Box>
                <Stack direction="row" gap="3">
                  <Button flex="1" variant="outline" onClick={() => go('/profile/wishlist', true)}>
                    Wishlist
                  </Button>
                  <Button flex="1" bg="brand.navy" color="white" onClick={() => go('/cart', true)}>
                    Cart
                  </Button>
                </Stack>
              </Stack>
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close menu" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
