import { Box, Center, Heading, Spinner, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import type { ProductCollection } from '../../__generated__/graphql';
import { useProductListingQuery } from '../../__generated__/hooks';
import { ProductGrid } from './ProductGrid';

export type ListingScope = { category: string } | { collection: ProductCollection };

const TITLES: Record<ProductCollection, string> = {
  RECOMMENDED: 'Recommended For You',
  TRENDING: 'Top Trending',
  BEST_SELLER: 'Best Seller',
};

/** A listing's page: heading, '{n} Items Found' and the grid (filters, sort and reveal-by-scroll build on this). */
export function ListingView({ scope }: { scope: ListingScope }) {
  const { data, loading, error } = useProductListingQuery({ variables: { ...scope, first: 12 } });
  useEffect(() => {
    if (error) console.error('Failed to fetch data', error);
  }, [error]);
  const title = 'collection' in scope ? TITLES[scope.collection] : 'Suits & Blazers';
  const connection = data?.products;

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="10">
      <Heading as="h1" size="2xl" mb="2">
        {title}
      </Heading>
      {connection && (
        <Text color="fg.muted" mb="6" data-testid="items-found">
          {connection.totalCount} Items Found
        </Text>
      )}
      {loading && !connection ? (
        <Center py="20">
          <Spinner size="lg" aria-label="Loading products" />
        </Center>
      ) : (
        connection && <ProductGrid products={connection.nodes} />
      )}
    </Box>
  );
}
