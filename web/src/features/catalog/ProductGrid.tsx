import { Box, Grid, Skeleton } from '@chakra-ui/react';
import type { ProductCardFragment } from '../../__generated__/graphql';
import { ProductCard } from './ProductCard';

/** Product cards in the listing grid: 2 columns, 4 on large screens (the spec's listing grid). */
export function ProductGrid({
  products,
  columns = { base: 2, lg: 4 },
  priorityCount = 0,
}: {
  products: readonly ProductCardFragment[];
  columns?: Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>;
  /** How many leading cards are above the fold (their images load first). */
  priorityCount?: number;
}) {
  const templateColumns = Object.fromEntries(
    Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    <Grid templateColumns={templateColumns} gap={{ base: '4', md: '6' }}>
      {products.map((p, i) => (
        <ProductCard key={p.id} product={p} priority={i < priorityCount} />
      ))}
    </Grid>
  );
}

/** Placeholder cards while a grid loads, the same size as real ones so nothing jumps when they arrive. */
export function ProductGridSkeleton({ count = 12 }: { count?: number }) {
  return (
    <Grid
      templateColumns={{ base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' }}
      gap={{ base: '4', md: '6' }}
      aria-hidden
    >
      {Array.from({ length: count }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Box key={i}>
          <Skeleton aspectRatio={4 / 5} />
          <Skeleton h="4" mt="3" w="80%" />
          <Skeleton h="4" mt="2" w="40%" />
          <Skeleton h="8" mt="3" />
        </Box>
      ))}
    </Grid>
  );
}
