import { Badge, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import type { ProductSummaryFragment } from '../../../__generated__/graphql';
import { formatCount } from '../../../shared/format';
import { inr } from '../../../shared/money/format-money';
import { StarRating } from '../../../shared/ui/StarRating';
import { ProductPrice } from '../ProductPrice';
import { variantPrice } from '../variant-price';
import { infoPanelId } from './info-tabs';

type Variant = ProductSummaryFragment['variants'][number];

export interface RatingSummary {
  average: number;
  total: number;
}

/** Category, name, star rating and review count, the selected variant's price (old price and discount) and heading. */
export function ProductSummary({
  product,
  variant,
  rating,
  onShowReviews,
}: {
  product: ProductSummaryFragment;
  variant: Variant | undefined;
  rating: RatingSummary | undefined;
  onShowReviews: () => void;
}) {
  // The server says what to strike: the retail price when the variant is discounted, else nothing.
  const prices = variant ? variantPrice(variant) : { price: inr(0) };
  return (
    <Stack gap="3" data-testid="product-summary">
      <Text color="fg.muted" textTransform="uppercase" letterSpacing="wider" fontSize="sm" data-testid="category">
        {product.category.name}
      </Text>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="normal">
        {product.name}
      </Heading>
      <HStack gap="2" minH="6" data-testid="rating">
        {rating && (
          <>
            <StarRating value={rating.average} />
            {/* A link to the reviews' panel before the app runs; once running, the app opens the tab and scrolls. */}
            <Button variant="plain" size="sm" px="0" h="auto" color="fg.muted" asChild>
              {/* biome-ignore lint/a11y/useSemanticElements: a link before the app runs, a button once it does. */}
              <a
                href={`#${infoPanelId('reviews')}`}
                role="button"
                onClick={(event) => {
                  event.preventDefault();
                  onShowReviews();
                }}
              >
                {rating.total === 0
                  ? 'No reviews yet'
                  : rating.total === 1
                    ? '1 review'
                    : `${formatCount(rating.total)} reviews`}
              </a>
            </Button>
          </>
        )}
      </HStack>
      <HStack gap="3" align="baseline" wrap="wrap">
        <ProductPrice {...prices} size="lg" />
        {!product.inStock && (
          <Badge bg="blackAlpha.800" color="white" letterSpacing="wider">
            Out Of Stock
          </Badge>
        )}
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        Inclusive of all taxes
      </Text>
      {product.heading && (
        <Text fontFamily="heading" fontSize="lg" fontStyle="italic" color="brand.navy">
          {product.heading}
        </Text>
      )}
    </Stack>
  );
}
