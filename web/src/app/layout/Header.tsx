import { Box, chakra, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { Menu } from 'lucide-react';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCategoriesQuery } from '../../__generated__/operations/Categories';
import { SearchBox } from '../../features/search/SearchBox';
import { type BagCounts, HeaderActions } from './HeaderActions';
import { MenuFallback } from './MenuFallback';
import { MENU_FALLBACK_ID, useMenuOpenedBeforeApp } from './menu-fallback';

const MobileMenu = lazy(() => import('./MobileMenu'));

/** The header turns solid with a shadow once the page has scrolled more than this many pixels. */
export const HEADER_SCROLL_THRESHOLD = 50;

function useScrolledPast(threshold: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const update = () => setPast(window.scrollY > threshold);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return past;
}

export interface HeaderProps {
  /** On the homepage the header starts transparent over the hero. */
  transparentAtTop: boolean;
  counts: BagCounts;
}

export function Header({ transparentAtTop, counts }: HeaderProps) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const [menuOpen, setMenuOpen] = useState(false);
  // The menu's code loads the first time it opens.
  const [menuUsed, setMenuUsed] = useState(false);
  const closeMenu = useCallback(() => setMenuOpen(false), []);
  const openMenu = () => {
    setMenuUsed(true);
    setMenuOpen(true);
  };
  useMenuOpenedBeforeApp(openMenu);
  const { data, error, refetch } = useCategoriesQuery();
  useEffect(() => {
    // Spec: a failed category fetch is logged; the bar says so rather than standing empty.
    if (error) console.error('Failed to fetch categories', error);
  }, [error]);
  const categories = data?.categories ?? [];
  const solid = !transparentAtTop || scrolled || menuOpen;

  return (
    <Box
      as="header"
      position={transparentAtTop ? 'fixed' : 'sticky'}
      top="0"
      insetX="0"
      zIndex="sticky"
      bg={solid ? 'white' : 'transparent'}
      color={solid ? 'brand.navy' : 'white'}
      boxShadow={solid ? 'sm' : 'none'}
      transition="background 0.2s, box-shadow 0.2s, color 0.2s"
      data-testid="site-header"
      data-solid={solid ? 'true' : 'false'}
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '3', md: '8' }} h="16" align="center" gap={{ base: '2', md: '6' }}>
        <chakra.a
          href={`#${MENU_FALLBACK_ID}`}
          role="button"
          display={{ base: 'inline-flex', md: 'none' }}
          p="2"
          aria-label="Open menu"
          aria-expanded={menuOpen}
          onClick={(event) => {
            event.preventDefault();
            openMenu();
          }}
        >
          <Menu size={22} aria-hidden />
        </chakra.a>
        <Link
          asChild
          fontFamily="heading"
          fontSize={{ base: 'xl', md: '2xl' }}
          letterSpacing="0.3em"
          fontWeight="bold"
          color="inherit"
          _hover={{ textDecoration: 'none' }}
        >
          <RouterLink to="/" aria-label="Sutra home">
            SUTRA
          </RouterLink>
        </Link>
        <Box flex="1" />
        <Box w={{ md: '64', xl: '72' }} display={{ base: 'none', md: 'block' }}>
          <SearchBox placeholder="Find what you want" />
        </Box>
        <HeaderActions counts={counts} />
      </Flex>
      <HStack
        as="nav"
        aria-label="Categories"
        justify="center"
        gap={{ md: '6', lg: '10' }}
        h="10"
        display={{ base: 'none', md: 'flex' }}
        borderTopWidth={solid ? '1px' : '0'}
        borderColor="gray.100"
      >
        {error && !data && (
          <Text fontSize="sm" data-testid="categories-unavailable">
            Categories could not be loaded.{' '}
            <chakra.button type="button" textDecoration="underline" onClick={() => void refetch()}>
              Try again
            </chakra.button>
          </Text>
        )}
        {categories.map((c) => (
          <Link
            key={c.id}
            asChild
            color="inherit"
            fontSize="sm"
            textTransform="uppercase"
            letterSpacing="wider"
            whiteSpace="nowrap"
          >
            <RouterLink to={`/product-listing/${c.value}`}>{c.name}</RouterLink>
          </Link>
        ))}
      </HStack>
      <MenuFallback categories={categories} />
      {menuUsed && (
        <Suspense fallback={null}>
          <MobileMenu open={menuOpen} onClose={closeMenu} categories={categories} />
        </Suspense>
      )}
    </Box>
  );
}
