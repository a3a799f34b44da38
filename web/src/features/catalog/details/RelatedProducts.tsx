import { Box, Heading } from '@chakra-ui/react';
import type { ProductCardFragment } from '../../../__generated__/graphql';
import { ProductGrid } from '../ProductGrid';

/** Up to 8 other products of the category, as product cards (colour swatches, Buy Now). */
export function RelatedProducts({
  products,
  productId,
}: {
  products: readonly ProductCardFragment[];
  productId: string;
}) {
  const others = products.filter((p) => p.id !== productId).slice(0, 8);
  if (others.length === 0) return null;
  return (
    <Box as="section" py={{ base: '10', md: '14' }} aria-labelledby="related-title" data-testid="related-products">
      <Heading as="h2" id="related-title" size={{ base: 'xl', md: '2xl' }} mb="6">
        Related Products
      </Heading>
      <ProductGrid products={others} columns={{ base: 2, md: 3, lg: 4 }} />
    </Box>
  );
}
