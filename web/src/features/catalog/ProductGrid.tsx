import { Grid } from '@chakra-ui/react';
import type { ProductCardFragment } from '../../__generated__/graphql';
import { ProductCard } from './ProductCard';

/** Product cards in the listing grid: 2 columns, 4 on large screens (the spec's listing grid). */
export function ProductGrid({
  products,
  columns = { base: 2, lg: 4 },
}: {
  products: readonly ProductCardFragment[];
  columns?: Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', number>>;
}) {
  const templateColumns = Object.fromEntries(
    Object.entries(columns).map(([bp, n]) => [bp, `repeat(${n}, minmax(0, 1fr))`]),
  );
  return (
    <Grid templateColumns={templateColumns} gap={{ base: '4', md: '6' }}>
      {products.map((p) => (
        <ProductCard key={p.id} product={p} />
      ))}
    </Grid>
  );
}
