import { Box, Button, Center, chakra, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { X } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink } from 'react-router';
import type { WishlistItemCardFragment } from '../../__generated__/graphql';
import { useWishlistPageQuery } from '../../__generated__/operations/WishlistPage';
import { usePageHead } from '../../app/head/use-page-head';
import { ProductCard, useRevealOnScroll } from '../catalog';
import { useWishlist } from './wishlist-context';

const noMore = () => Promise.resolve();

/**
 * /profile/wishlist, inside the profile layout: the saved products as cards (Out Of Stock overlay, hover image, colour
 * swatches, a remove button, and Buy Now to the details page, disabled when out of stock), 12 at first and 12 more
 * each time the page is scrolled near its end (after the spec's one second). The list is asked afresh on every visit:
 * it may have changed on another device.
 */
export default function WishlistPage() {
  usePageHead({ title: 'My Wishlist | Sutra', noindex: true });
  const { data, loading, error } = useWishlistPageQuery({ fetchPolicy: 'cache-and-network' });
  const items = data?.wishlist?.items ?? [];
  const { visible, revealing } = useRevealOnScroll({
    total: items.length,
    loaded: items.length,
    loadMore: noMore,
    resetKey: 'wishlist',
  });
  useEffect(() => {
    if (error) console.error('Failed to fetch wishlist', error);
  }, [error]);

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" color="brand.navy">
        My Wishlist
      </Heading>
      {loading && !data ? (
        <Center py="12">
          <Spinner size="lg" color="brand.navy" aria-label="Loading your wishlist" />
        </Center>
      ) : items.length === 0 ? (
        <Stack align="center" gap="4" py="12" textAlign="center" data-testid="wishlist-empty">
          <Text fontSize="lg">{error ? 'Your wishlist could not be loaded.' : 'Your wishlist is empty'}</Text>
          <Button asChild bg="brand.navy" color="white">
            <RouterLink to="/product-listing">Continue Shopping</RouterLink>
          </Button>
        </Stack>
      ) : (
        <>
          <Text color="fg.muted" data-testid="wishlist-saved-count">
            {items.length === 1 ? '1 saved item' : `${items.length} saved items`}
          </Text>
          <Grid
            as="ul"
            listStyleType="none"
            templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(3, minmax(0, 1fr))' }}
            gap={{ base: '4', md: '6' }}
            aria-label="Saved products"
          >
            {items.slice(0, visible).map((item, i) => (
              <Box as="li" key={item.id}>
                <WishlistCard item={item} priority={i < 3} />
              </Box>
            ))}
          </Grid>
          {revealing && (
            <Center py="8" gap="3" role="status" data-testid="loading-more">
              <Spinner size="sm" />
              <Text>Loading More Items</Text>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

function WishlistCard({ item, priority }: { item: WishlistItemCardFragment; priority: boolean }) {
  const wishlist = useWishlist();
  const { product } = item;
  return (
    <ProductCard
      product={product}
      priority={priority}
      disableBuyWhenOutOfStock
      action={
        <chakra.button
          type="button"
          aria-label={`Remove ${product.name} from wishlist`}
          onClick={() => void wishlist.remove(product, item.id)}
          display="inline-flex"
          p="2"
          rounded="full"
          bg="whiteAlpha.900"
          color="brand.navy"
          boxShadow="sm"
          cursor="pointer"
          _hover={{ color: 'brand.sale' }}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' }}
          data-testid="wishlist-remove"
        >
          <X size={18} aria-hidden />
        </chakra.button>
      }
    />
  );
}
