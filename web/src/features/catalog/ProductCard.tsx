import { AspectRatio, Badge, Box, Button, chakra, Flex, HStack, Link, Text } from '@chakra-ui/react';
import { productPath } from '@sutra/rules';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { ProductCardFragment } from '../../__generated__/graphql';
import { colorHex } from '../../shared/colors';
import { responsiveImage } from '../../shared/renditions';
import { WishlistHeart } from '../wishlist';
import { CARD_SIZES, PLACEHOLDER_IMAGE } from './card-image';
import { ProductPrice } from './ProductPrice';
import { variantPrice } from './variant-price';

export interface ProductCardProps {
  product: ProductCardFragment;
  /** The details route's last segment; defaults to the product's category name. */
  categorySegment?: string;
  /** Above the fold: load the image at once, with high priority (it is likely the page's largest paint). */
  priority?: boolean;
  /** Takes the heart's place in the image's corner (the wishlist page's remove button). */
  action?: React.ReactNode;
  /** Buy Now is disabled for an out-of-stock product (the wishlist page) instead of leading to its page. */
  disableBuyWhenOutOfStock?: boolean;
}

/**
 * A product in any grid: the selected colour's first image (second on hover), name, en-IN prices with the struck
 * retail price and discount badge, colour swatches on desktop, the wishlist heart, Buy Now, and the Out Of Stock state
 * (dimmed, no hover swap, heart disabled).
 */
export function ProductCard({
  product,
  categorySegment,
  priority = false,
  action,
  disableBuyWhenOutOfStock = false,
}: ProductCardProps) {
  const [variantIndex, setVariantIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const variant = product.variants[variantIndex] ?? product.variants[0];
  const outOfStock = !product.inStock;
  const images = variant?.images ?? [];
  const image = (hovered && !outOfStock ? images[1] : undefined) ?? images[0] ?? PLACEHOLDER_IMAGE;
  // The prices and the badge are the server's: the struck price is set only when the variant is discounted.
  const prices = variant
    ? variantPrice(variant)
    : { price: product.price, compareAtPrice: product.compareAtPrice, discountPercent: product.discountPercent };
  const discount = prices.discountPercent;
  // A colour chosen on the card is the colour its page opens with (`?color=`, as the page's own swatches link).
  const chosenColor = variantIndex > 0 ? variant?.color : null;
  const href = `${productPath(product, categorySegment ?? product.category.name)}${
    chosenColor ? `?${new URLSearchParams({ color: chosenColor })}` : ''
  }`;
  const swatches = product.variants.filter((v) => v.color);

  return (
    <Box
      as="article"
      aria-label={product.name}
      data-testid="product-card"
      data-out-of-stock={outOfStock ? '' : undefined}
      position="relative"
    >
      <Box position="relative" onMouseEnter={() => setHovered(true)} onMouseLeave={() => setHovered(false)}>
        <RouterLink to={href}>
          <AspectRatio ratio={4 / 5} bg="brand.cream" overflow="hidden" opacity={outOfStock ? 0.55 : 1}>
            <chakra.img
              src={image}
              srcSet={responsiveImage(image).srcSet}
              sizes={CARD_SIZES}
              alt={product.name}
              loading={priority ? 'eager' : 'lazy'}
              fetchPriority={priority ? 'high' : 'auto'}
              decoding="async"
              width="400"
              height="500"
              objectFit="cover"
            />
          </AspectRatio>
        </RouterLink>
        {discount > 0 && (
          <Badge position="absolute" top="2" left="2" bg="brand.sale" color="white" fontWeight="semibold">
            -{discount}%
          </Badge>
        )}
        {outOfStock && (
          <Flex position="absolute" inset="0" align="center" justify="center" pointerEvents="none">
            <Text bg="blackAlpha.700" color="white" px="3" py="1" fontSize="sm" letterSpacing="wider">
              Out Of Stock
            </Text>
          </Flex>
        )}
        <Box position="absolute" top="2" right="2">
          {action ?? <WishlistHeart productId={product.id} productName={product.name} disabled={outOfStock} />}
        </Box>
      </Box>

      <Box pt="3">
        <Link asChild fontWeight="medium" lineClamp={2} color="fg">
          <RouterLink to={href}>{product.name}</RouterLink>
        </Link>
        <Box mt="1">
          {/* The percent off is the badge on the picture. */}
          <ProductPrice price={prices.price} compareAtPrice={prices.compareAtPrice} />
        </Box>
        {swatches.length > 1 && (
          <HStack gap="1.5" mt="2" display={{ base: 'none', md: 'flex' }} role="group" aria-label="Colours">
            {swatches.map((v) => {
              const index = product.variants.indexOf(v);
              const selected = index === variantIndex;
              return (
                <chakra.button
                  key={v.id}
                  type="button"
                  aria-label={v.color ?? ''}
                  aria-pressed={selected}
                  title={v.color ?? ''}
                  onClick={() => setVariantIndex(index)}
                  w="5"
                  h="5"
                  rounded="full"
                  bg={colorHex(v.color)}
                  borderWidth="2px"
                  borderColor={selected ? 'brand.navy' : 'gray.200'}
                  cursor="pointer"
                />
              );
            })}
          </HStack>
        )}
        {disableBuyWhenOutOfStock && outOfStock ? (
          <Button size="sm" variant="outline" mt="3" w="full" borderColor="brand.navy" color="brand.navy" disabled>
            Buy Now
          </Button>
        ) : (
          <Button asChild size="sm" variant="outline" mt="3" w="full" borderColor="brand.navy" color="brand.navy">
            <RouterLink to={href}>Buy Now</RouterLink>
          </Button>
        )}
      </Box>
    </Box>
  );
}
