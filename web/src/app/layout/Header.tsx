import { Box, Flex, HStack, Link } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useCategoriesQuery } from '../../__generated__/hooks';

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

export function Header({ transparentAtTop }: { transparentAtTop: boolean }) {
  const scrolled = useScrolledPast(HEADER_SCROLL_THRESHOLD);
  const { data, error } = useCategoriesQuery();
  useEffect(() => {
    if (error) console.error('Failed to fetch categories', error);
  }, [error]);
  const categories = data?.categories ?? [];
  const solid = !transparentAtTop || scrolled;

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
      data-solid={solid ? '' : undefined}
    >
      <Flex maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} h="16" align="center" gap="8">
        <Link asChild fontFamily="heading" fontSize="2xl" letterSpacing="0.3em" fontWeight="bold" color="inherit">
          <RouterLink to="/" aria-label="Sutra home">
            SUTRA
          </RouterLink>
        </Link>
        <HStack as="nav" aria-label="Categories" gap="6" display={{ base: 'none', md: 'flex' }}>
          {categories.map((c) => (
            <Link key={c.id} asChild color="inherit" fontSize="sm" textTransform="uppercase" letterSpacing="wider">
              <RouterLink to={`/product-listing/${c.value}`}>{c.name}</RouterLink>
            </Link>
          ))}
        </HStack>
      </Flex>
    </Box>
  );
}
