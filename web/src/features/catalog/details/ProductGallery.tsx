import { AspectRatio, Box, chakra, Grid } from '@chakra-ui/react';
import { useState } from 'react';
import type { ProductGalleryFragment } from '../../../__generated__/graphql';
import { PLACEHOLDER_IMAGE } from '../card-image';

type Variant = ProductGalleryFragment['variants'][number];

/**
 * The selected variant's images: a main image at a fixed 4/5 aspect (no layout shift while images load or change)
 * and a thumbnail per image; clicking a thumbnail sets the main image. Remount it per variant (`key`) so a new
 * colour starts at its first image.
 */
export function ProductGallery({
  product,
  variant,
}: {
  product: ProductGalleryFragment;
  variant: Variant | undefined;
}) {
  const images = variant?.images.length ? variant.images : [PLACEHOLDER_IMAGE];
  const [index, setIndex] = useState(0);
  const current = images[index] ?? images[0] ?? PLACEHOLDER_IMAGE;
  const described = variant?.color ? `${product.name} in ${variant.color}` : product.name;

  return (
    <Grid
      templateColumns={{ base: '1fr', md: images.length > 1 ? '5rem minmax(0, 1fr)' : '1fr' }}
      gap="3"
      alignItems="start"
      data-testid="gallery"
    >
      <AspectRatio ratio={4 / 5} bg="brand.cream" overflow="hidden" order={{ base: 0, md: 1 }}>
        <chakra.img
          src={current}
          alt={images.length > 1 ? `${described}, image ${index + 1} of ${images.length}` : described}
          width="800"
          height="1000"
          objectFit="cover"
          fetchPriority="high"
          data-testid="main-image"
        />
      </AspectRatio>
      {images.length > 1 && (
        <Box
          role="group"
          aria-label="Product images"
          display="flex"
          flexDirection={{ base: 'row', md: 'column' }}
          gap="2"
          overflowX={{ base: 'auto', md: 'visible' }}
        >
          {images.map((src, i) => (
            <chakra.button
              key={src}
              type="button"
              onClick={() => setIndex(i)}
              aria-label={`Show image ${i + 1} of ${images.length}`}
              aria-pressed={i === index}
              w={{ base: '16', md: '20' }}
              flexShrink="0"
              borderWidth="2px"
              borderColor={i === index ? 'brand.navy' : 'transparent'}
              cursor="pointer"
              _focusVisible={{ outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '2px' }}
            >
              <AspectRatio ratio={4 / 5} bg="brand.cream">
                <chakra.img src={src} alt="" width="160" height="200" objectFit="cover" loading="lazy" />
              </AspectRatio>
            </chakra.button>
          ))}
        </Box>
      )}
    </Grid>
  );
}
