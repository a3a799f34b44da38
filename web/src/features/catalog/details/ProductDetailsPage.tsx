import { Box, Button, Grid, Heading, Link, Stack, Text } from '@chakra-ui/react';
import {
  type ChosenOptions,
  hasMatchingVariant,
  isStoreId,
  matchVariant,
  productAttributes,
  productPath,
} from '@sutra/rules';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import type { ProductCardFragment, ProductDetailsQuery } from '../../../__generated__/graphql';
import { useProductDetailsQuery } from '../../../__generated__/operations/ProductDetails';
import { useRelatedProductsQuery } from '../../../__generated__/operations/RelatedProducts';
import { breadcrumbJsonLd } from '../../../app/head/json-ld';
import { absoluteUrl } from '../../../app/head/page-head';
import { usePageHead } from '../../../app/head/use-page-head';
import { lazyModule } from '../../../app/lazy-module';
import { useResponseStatus, useServedStatus, useStoreConfig } from '../../../app/render-context';
import { StoreUnavailable } from '../../../app/StoreUnavailable';
import { isServerError } from '../../../shared/errors';
import { inr } from '../../../shared/money/format-money';
import { QuantityStepper } from '../../../shared/ui/QuantityStepper';
import { useProductReviews } from '../../reviews';
import { DeliveryCheck } from '../../serviceability';
import { PLACEHOLDER_IMAGE } from '../card-image';
import { optionsFromSearch } from '../variant-match';
import type { InfoTab } from './info-tabs';
import { ProductGallery } from './ProductGallery';
import { ProductInfoTabs } from './ProductInfoTabs';
import { ProductSummary } from './ProductSummary';
import { PurchaseActions } from './PurchaseActions';
import { productJsonLd } from './product-json-ld';
import { RecentlyViewed } from './RecentlyViewed';
import { RelatedProducts } from './RelatedProducts';
import { SizeGuide } from './SizeGuide';
import { availableChoice, chosenSizeSoldOut, soldOutSizeList, soldOutSizes } from './size-availability';
import { VariantPicker } from './VariantPicker';

/**
 * "Notify me" for the sold-out size the shopper chose: its code comes only with a page that shows it (a size chosen
 * from the link beside each sold-out size, or an address naming one), never with every product page.
 */
const StockAlertForm = lazyModule('src/features/catalog/details/StockAlertForm.tsx', () => import('./StockAlertForm'), {
  hydration: 'deferred',
});

type Product = NonNullable<ProductDetailsQuery['product']>;

/** No such product (`NOT_FOUND`); any other failure is the store's, and the page offers to try again. */
const isNotFound = (error: unknown) => isServerError(error, 'NOT_FOUND');

/**
 * `/product-details/:productId/:productName/:categoryName`. The product, its reviews and its related products are
 * three queries sent together, so a failing review or related list never takes the product down with it.
 */
export default function ProductDetailsPage() {
  const { productId: asked = '' } = useParams();
  // An address whose id cannot be a product's names no product: it is not found without asking.
  // The server answered this address 404: it named no product, and the page says so as the server did.
  const servedNotFound = useServedStatus() === 404;
  const productId = isStoreId(asked) && !servedNotFound ? asked : '';
  const { data, loading, error, refetch } = useProductDetailsQuery({
    variables: { id: productId },
    skip: !productId,
  });
  const reviews = useProductReviews(productId);
  const related = useRelatedProductsQuery({ variables: { id: productId }, skip: !productId });
  useEffect(() => {
    if (error) console.error('Failed to fetch product', error);
  }, [error]);
  useEffect(() => {
    if (related.error) console.error('Failed to fetch related products', related.error);
  }, [related.error]);

  const product = data?.product;
  if (!product) {
    if (loading) {
      return (
        <Text textAlign="center" py="24" color="fg.muted" role="status">
          Loading product...
        </Text>
      );
    }
    // A failed fetch is logged (spec) and said in words, with a way to try again; an unknown product is a 404.
    if (error && !isNotFound(error)) return <StoreUnavailable onRetry={() => void refetch()} />;
    return <ProductNotFound />;
  }

  return (
    <ProductView key={product.id} product={product} reviews={reviews} related={related.data?.product?.related ?? []} />
  );
}

function ProductView({
  product,
  reviews,
  related,
}: {
  product: Product;
  reviews: ReturnType<typeof useProductReviews>;
  related: readonly ProductCardFragment[];
}) {
  const attributes = useMemo(() => productAttributes(product.variants), [product.variants]);
  const [search] = useSearchParams();
  // The first option of each attribute, unless the address names others (the cart's Edit link does).
  // A sold-out size is not preselected, unless the address asks for it.
  const [chosen, setChosen] = useState<ChosenOptions>(() => {
    const fromSearch = optionsFromSearch(product.variants, search);
    return search.get('size') ? fromSearch : availableChoice(product.variants, fromSearch);
  });
  const [quantity, setQuantity] = useState(1);
  const [infoTab, setInfoTab] = useState<InfoTab | null>('description');
  const infoRef = useRef<HTMLDivElement>(null);

  const variant = matchVariant(product.variants, chosen);
  const combinationExists = attributes.length === 0 || hasMatchingVariant(product.variants, chosen);
  const soldOut = soldOutSizes(product.variants, chosen);
  const sizeSoldOut = chosenSizeSoldOut(product.variants, chosen);
  const summary = reviews.connection?.summary;
  const rating = summary ? { average: summary.average, total: summary.total } : undefined;

  useProductHead(product, variant, rating);

  const showReviews = () => {
    setInfoTab('reviews');
    infoRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Link asChild fontSize="sm" color="fg.muted" mb="6" display="inline-flex">
        <RouterLink to={`/product-listing/${product.category.value}`}>← Back to {product.category.name}</RouterLink>
      </Link>

      <Grid templateColumns={{ base: '1fr', md: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap={{ base: '8', md: '12' }}>
        <ProductGallery key={variant?.id ?? 'none'} product={product} variant={variant} />
        <Stack gap="6">
          <ProductSummary product={product} variant={variant} rating={rating} onShowReviews={showReviews} />
          <VariantPicker
            attributes={attributes}
            chosen={chosen}
            onChoose={(key, label) => setChosen((c) => ({ ...c, [key]: label }))}
            extra={{ size: <SizeGuide product={product} /> }}
            soldOut={soldOut}
          />
          {!attributes.some((a) => a.key === 'size') && (
            <Box>
              <SizeGuide product={product} />
            </Box>
          )}
          {!combinationExists && (
            <Text role="status" fontSize="sm" color="brand.sale">
              This combination is not available. Please choose another size or colour.
            </Text>
          )}
          {combinationExists && sizeSoldOut && (
            <Text role="status" fontSize="sm" color="brand.sale" data-testid="size-sold-out">
              Size {chosen.size} is sold out{chosen.color ? ` in ${chosen.color}` : ''}. Please choose another size.
            </Text>
          )}
          {combinationExists &&
            soldOutSizeList(product.variants, chosen).map((size) =>
              sizeSoldOut && chosen.size === size.label ? (
                <Suspense key={size.id} fallback={null}>
                  <StockAlertForm sizeId={size.id} size={size.label} open />
                </Suspense>
              ) : (
                <Link
                  key={size.id}
                  asChild
                  fontSize="sm"
                  fontWeight="semibold"
                  color="brand.navy"
                  data-testid={`stock-alert-link-${size.label}`}
                >
                  <RouterLink to={`?${withSize(search, size.label)}`} replace preventScrollReset>
                    Notify me when size {size.label} is back
                  </RouterLink>
                </Link>
              ),
            )}
          <Box>
            <Text fontSize="sm" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" mb="2">
              Quantity
            </Text>
            <QuantityStepper value={quantity} onChange={setQuantity} />
          </Box>
          <PurchaseActions
            productId={product.id}
            productName={product.name}
            unitPrice={variant?.salePrice ?? inr(0)}
            quantity={quantity}
            attributes={attributes.length ? chosen : null}
            inStock={product.inStock && !sizeSoldOut}
            combinationExists={combinationExists}
          />
          <DeliveryCheck />
        </Stack>
      </Grid>

      <Box ref={infoRef} mt={{ base: '10', md: '16' }} scrollMarginTop="24">
        <ProductInfoTabs
          product={product}
          attributes={attributes}
          reviews={reviews}
          value={infoTab}
          onValueChange={setInfoTab}
        />
      </Box>

      <RelatedProducts products={related} productId={product.id} />
      <RecentlyViewed productId={product.id} />
    </Box>
  );
}

/** An address naming no product the store has: a way back, answered with 404. */
function ProductNotFound() {
  useResponseStatus(404);
  usePageHead({ title: 'Product not found | Sutra', noindex: true });
  return (
    <Box maxW="3xl" mx="auto" px="4" py="24" textAlign="center">
      <Heading as="h1" size="2xl" mb="3">
        We couldn’t find this product
      </Heading>
      <Text color="fg.muted" mb="8">
        It may have sold out for the season or moved to another collection. There is plenty more to see in the store.
      </Text>
      <Button asChild bg="brand.navy" color="white">
        <RouterLink to="/">Back to the homepage</RouterLink>
      </Button>
    </Box>
  );
}

/** The product's title, description, canonical address, preview (a raster image, its price) and JSON-LD. */
function useProductHead(
  product: Product,
  variant: Product['variants'][number] | undefined,
  rating: { average: number; total: number } | undefined,
) {
  const { publicUrl } = useStoreConfig();
  const path = productPath(product, product.category.name);
  const url = absoluteUrl(publicUrl, path);
  const image = variant?.images[0] ?? product.variants[0]?.images[0];
  usePageHead({
    // The gallery's main picture is the page's largest paint: fetched with the HTML, before the page's scripts.
    preloadImage: { href: variant?.images[0] ?? PLACEHOLDER_IMAGE },
    title: `${product.name} | Sutra`,
    description: summarize(product.description),
    path,
    type: 'product',
    ...(image ? { image, imageAlt: product.name } : {}),
    product: { price: (variant ?? product.variants[0])?.salePrice ?? inr(0), inStock: product.inStock },
    jsonLd: [
      productJsonLd({ product, variant, rating, url }),
      breadcrumbJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: product.category.name, path: `/product-listing/${product.category.value}` },
          { name: product.name, path },
        ],
        publicUrl,
      ),
    ],
  });
}

/** A description short enough for a search result or a link preview (about 160 characters, on a word). */
function summarize(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  return `${flat.slice(0, flat.lastIndexOf(' ', max - 1)).replace(/[,.;:]$/, '')}…`;
}

/** The page's address with `size` chosen (a sold-out one, whose "Notify me" then shows). */
function withSize(search: URLSearchParams, size: string): string {
  const next = new URLSearchParams(search);
  next.set('size', size);
  return next.toString();
}
