import { Box, Grid, Heading } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useRecentlyViewedQuery } from '../../../__generated__/operations/RecentlyViewed';
import { ProductCard } from '../ProductCard';

/** The row of products viewed before the current one (`ids`, most recent first): fetched, then shown as cards. */
export function RecentlyViewedRow({ productId, ids }: { productId: string; ids: string[] }) {
  const { data, error } = useRecentlyViewedQuery({ variables: { ids } });
  useEffect(() => {
    if (error) console.error('Failed to fetch recently viewed products', error);
  }, [error]);
  const products = ids.length ? (data?.productsByIds ?? []).filter((p) => p.id !== productId) : [];
  if (products.length === 0) return null;
  return (
    <Box
      as="section"
      py={{ base: '10', md: '14' }}
      aria-labelledby="recently-viewed-title"
      data-testid="recently-viewed"
    >
      <Heading as="h2" id="recently-viewed-title" size={{ base: 'xl', md: '2xl' }} mb="6">
        Recently viewed
      </Heading>
      <Grid
        gridAutoFlow="column"
        gridAutoColumns={{ base: '45%', md: '30%', lg: 'calc((100% - 4.5rem) / 4)' }}
        gap={{ base: '4', md: '6' }}
        overflowX="auto"
        scrollSnapType="x mandatory"
        pb="2"
      >
        {products.map((p) => (
          <Box key={p.id} scrollSnapAlign="start">
            <ProductCard product={p} />
          </Box>
        ))}
      </Grid>
    </Box>
  );
}
