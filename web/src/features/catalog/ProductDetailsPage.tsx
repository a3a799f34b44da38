import { AspectRatio, Box, chakra, Grid, Heading, HStack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { useProductDetailsQuery } from '../../__generated__/hooks';
import { formatRupees } from '../../lib/format';
import { PLACEHOLDER_IMAGE } from './ProductCard';

/** `/product-details/:productId/:productName/:categoryName`: the product, its first variant and prices. */
export default function ProductDetailsPage() {
  const { productId = '' } = useParams();
  const { data, loading, error } = useProductDetailsQuery({ variables: { id: productId }, skip: !productId });
  useEffect(() => {
    if (error) console.error('Failed to fetch product', error);
  }, [error]);
  const product = data?.product;

  if (loading && !product) {
    return (
      <Text textAlign="center" py="24" color="fg.muted">
        Loading product...
      </Text>
    );
  }
  if (!product) {
    return (
      <Text textAlign="center" py="24" color="fg.muted">
        This product is no longer available.
      </Text>
    );
  }
  const variant = product.variants[0];
  return (
    <Grid
      maxW="7xl"
      mx="auto"
      px={{ base: '4', md: '8' }}
      py="10"
      gap="10"
      templateColumns={{ base: '1fr', md: '1fr 1fr' }}
    >
      <AspectRatio ratio={4 / 5} bg="brand.cream">
        <chakra.img src={variant?.images[0] ?? PLACEHOLDER_IMAGE} alt={product.name} objectFit="cover" />
      </AspectRatio>
      <Box>
        <Text color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="sm">
          {product.category.name}
        </Text>
        <Heading as="h1" size="3xl" mt="1">
          {product.name}
        </Heading>
        <HStack mt="4" gap="3" align="baseline">
          <Text fontSize="2xl" fontWeight="semibold">
            {formatRupees(product.price)}
          </Text>
          {product.retailPrice > product.price && (
            <Text as="s" color="fg.muted">
              {formatRupees(product.retailPrice)}
            </Text>
          )}
        </HStack>
        <Text mt="6" fontWeight="medium">
          {product.heading}
        </Text>
        <Text mt="3" color="fg.muted">
          {product.description}
        </Text>
      </Box>
    </Grid>
  );
}
