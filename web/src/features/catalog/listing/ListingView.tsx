import { Box, Button, Center, chakra, Flex, Heading, HStack, Spinner, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import type { ProductCardFragment, ProductCollection } from '../../../__generated__/graphql';
import { useAttributeFiltersQuery } from '../../../__generated__/operations/AttributeFilters';
import { useProductListingQuery } from '../../../__generated__/operations/ProductListing';
import { breadcrumbJsonLd } from '../../../app/head/json-ld';
import { usePageHead } from '../../../app/head/use-page-head';
import { useServedStatus, useStoreConfig } from '../../../app/render-context';
import { StoreUnavailable } from '../../../app/StoreUnavailable';
import { NotFound } from '../../../pages/NotFoundPage';
import { isServerError } from '../../../shared/errors';
import { cardImagePreload } from '../card-image';
import { ProductGrid, ProductGridSkeleton } from '../ProductGrid';
import { AppliedFilterChips } from './AppliedFilterChips';
import { appliedFilters } from './applied-filters';
import { FILTER_FALLBACK_ID, FilterFallback } from './FilterFallback';
import type { FacetScope } from './FilterPanel';
import { FiltersButton } from './FiltersButton';
import { mergeFilterGroups } from './filter-groups';
import { ListingBreadcrumb, SmallSelect } from './listing-controls';
import {
  activeFilterCount,
  DEFAULT_FILTERS,
  keepOtherParams,
  type ListingFilters,
  listingPage,
  listingSearch,
  MAX_PAGES,
  nextPageSearch,
  PAGE_SIZE,
  PRICE_MAX,
  parseListingParams,
  SEARCH_DEFAULT_FILTERS,
  type SortValue,
  toQueryArguments,
} from './listing-params';
import { PriceLimitNotice } from './PriceLimitNotice';
import { SaleOnlyBox } from './SaleOnlyBox';
import { useRevealOnScroll } from './use-reveal-on-scroll';

export type ListingScope = FacetScope;

const COLLECTION_TITLES: Record<ProductCollection, string> = {
  RECOMMENDED: 'Recommended For You',
  TRENDING: 'Top Trending',
  BEST_SELLER: 'Best Seller',
};

/**
 * A listing (a category, every product, a curated collection or a search's matches): breadcrumb and banner, Filters,
 * sort, 'Shop sale items only', the applied filters as chips, '{n} Items Found' and the grid revealed 12 at a time.
 * Filtering, sorting and counting run on the server; the filters live in the URL (beside a search's `q`) so a listing
 * can be shared and reloaded.
 *
 * Before the app runs (and with JavaScript off) the controls are a GET form and links the server answers: the sort,
 * 'Shop sale items only' and the filter form (FilterFallback) submit to this address, each chip links to the listing
 * without it, and a "next page" link (`?page=2`) renders one page more. Once running, the app applies every change in
 * place, takes over what was chosen in the form before it ran, and reveals more by scrolling instead of the link.
 */
export function ListingView({ scope, categoryName }: { scope: ListingScope; categoryName?: string }) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  // The spec's listings hide what costs more than ₹15,000 until asked; the search results page (ours) hides nothing.
  const defaults = 'search' in scope ? SEARCH_DEFAULT_FILTERS : DEFAULT_FILTERS;
  const filters = useMemo(() => parseListingParams(params, defaults), [params, defaults]);
  const page = listingPage(params);
  const args = useMemo(() => toQueryArguments(filters), [filters]);
  const apply = (next: ListingFilters) => setParams(keepOtherParams(params, next, defaults), { replace: true });
  const hrefOf = (next: ListingFilters) => `${pathname}${listingSearch(params, next, defaults)}`;
  const form = useRef<HTMLFormElement>(null);
  const openWith = useChoicesBeforeHydration(form, filters, apply, defaults);

  // The server answered this address 404 (an unknown category): the page says so as the server did.
  const servedNotFound = useServedStatus() === 404;
  const { data, loading, error, fetchMore, refetch } = useProductListingQuery({
    variables: { ...scope, ...args, first: PAGE_SIZE * page },
    notifyOnNetworkStatusChange: false,
    skip: servedNotFound,
  });
  const definitions = useAttributeFiltersQuery({
    variables: { category: 'category' in scope ? scope.category : null },
  });
  useEffect(() => {
    if (error) console.error('Failed to fetch data', error);
  }, [error]);

  const connection = data?.products;
  const nodes = connection?.nodes ?? [];
  const { visible, revealing } = useRevealOnScroll({
    total: connection?.totalCount ?? 0,
    loaded: nodes.length,
    resetKey: params.toString(),
    initial: PAGE_SIZE * page,
    loadMore: () =>
      connection?.pageInfo.hasNextPage
        ? fetchMore({ variables: { after: connection.pageInfo.endCursor } })
        : Promise.resolve(),
  });
  const groups = useMemo(() => mergeFilterGroups(definitions.data?.attributeFilters), [definitions.data]);

  const isCollection = 'collection' in scope;
  const isSearch = 'search' in scope;
  const crumb = isCollection ? COLLECTION_TITLES[scope.collection] : isSearch ? 'Search' : 'Man';
  const unknownCategory = servedNotFound || Boolean(error && !connection && isNotFound(error));
  useListingHead(scope, categoryName, !unknownCategory, nodes[0]);

  if (unknownCategory) return <NotFound title="Category not found" />;

  return (
    <Box>
      <Box bg="brand.cream" py={{ base: '8', md: '12' }} textAlign="center" data-testid="listing-banner">
        <ListingBreadcrumb home={isCollection || isSearch ? 'Home' : 'Homepage'} current={crumb} />
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} fontWeight="normal">
          {isCollection ? COLLECTION_TITLES[scope.collection] : isSearch ? 'Search results' : 'Suits & Blazers'}
        </Heading>
        {isSearch && (
          <Text mt="2" color="fg.muted" fontSize="md" data-testid="search-query">
            for “{scope.search}”
          </Text>
        )}
        {!isCollection && !isSearch && (
          <Text mt="2" color="fg.muted" letterSpacing="wider" textTransform="uppercase" fontSize="sm">
            {categoryName ?? 'All products'}
          </Text>
        )}
      </Box>

      <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py="6">
        <chakra.form
          ref={form}
          method="get"
          action={pathname}
          aria-label="Filter and sort"
          onSubmit={(event) => event.preventDefault()}
        >
          {isSearch && <input type="hidden" name="q" value={scope.search} />}
          <Flex wrap="wrap" gap="3" align="center" justify="space-between" mb="6">
            <HStack gap="4" wrap="wrap">
              <FiltersButton
                count={activeFilterCount(filters, defaults)}
                filters={filters}
                groups={groups}
                onApply={apply}
                scope={scope}
                openWith={openWith}
                defaults={defaults}
              />
              <SaleOnlyBox checked={filters.saleOnly} onChange={(saleOnly) => apply({ ...filters, saleOnly })} />
            </HStack>
            <HStack gap="4">
              {/* Space is kept for the count while it loads, so the sort control does not move. */}
              <Text
                color="fg.muted"
                fontSize="sm"
                minW="28"
                textAlign="end"
                data-testid={connection ? 'items-found' : undefined}
              >
                {connection ? `${connection.totalCount} Items Found` : '\u00a0'}
              </Text>
              <SmallSelect
                width="48"
                aria-label="Sort by"
                name="sort"
                value={filters.sort}
                onChange={(e) => apply({ ...filters, sort: e.currentTarget.value as SortValue })}
              >
                <option value="default">Sort: Featured</option>
                <option value="lowToHigh">Price: Low to High</option>
                <option value="highToLow">Price: High to Low</option>
              </SmallSelect>
              {/* Without JavaScript the sort and the sale box apply by this button (the filter form has its own). */}
              <noscript>
                <Button type="submit" size="sm" variant="outline">
                  Apply
                </Button>
              </noscript>
            </HStack>
          </Flex>
          <FilterFallback key={params.toString()} filters={filters} groups={groups} />
        </chakra.form>

        <AppliedFilterChips filters={filters} onApply={apply} hrefOf={hrefOf} defaults={defaults} />

        {connection && (
          <PriceLimitNotice
            count={connection.aboveMaxPriceCount}
            limit={filters.priceLimit}
            showAllHref={hrefOf({ ...filters, priceLimit: PRICE_MAX })}
          />
        )}

        {loading && !connection ? (
          <ProductGridSkeleton />
        ) : error && !connection ? (
          <StoreUnavailable onRetry={() => void refetch()} />
        ) : connection && connection.totalCount === 0 ? (
          <Text py="16" textAlign="center" color="fg.muted">
            {isSearch && appliedFilters(filters, defaults).length === 0
              ? `Nothing matches “${'search' in scope ? scope.search : ''}”. Try a fabric, a colour or a garment.`
              : 'Nothing matches these filters. Try a higher price limit or fewer choices.'}
          </Text>
        ) : (
          <ProductGrid products={nodes.slice(0, visible)} priorityCount={4} />
        )}

        {connection?.pageInfo.hasNextPage && page < MAX_PAGES && !revealing && (
          // The way to more products before the app runs and without it; once running, scrolling reveals them.
          <Center py="8" css={{ 'html[data-hydrated] &': { display: 'none' } }}>
            <Button asChild variant="outline" size="sm">
              <a href={`${pathname}${nextPageSearch(params, page)}`} rel="next" data-testid="next-page">
                Next page
              </a>
            </Button>
          </Center>
        )}

        {revealing && (
          <Center py="8" gap="3" role="status" data-testid="loading-more">
            <Spinner size="sm" />
            <Text>Loading More Items</Text>
          </Center>
        )}
      </Box>
    </Box>
  );
}

const isNotFound = (error: unknown) => isServerError(error, 'NOT_FOUND');

/**
 * What the shopper chose in the listing's form before the app took over is in its fields, not in the app's state
 * (hydration keeps what the page shows). Once mounted, a changed sort or sale box is applied; a filter form opened by
 * its link (`#listing-filters`) becomes the open Filters panel, holding the choices made in it.
 */
function useChoicesBeforeHydration(
  form: React.RefObject<HTMLFormElement | null>,
  filters: ListingFilters,
  apply: (next: ListingFilters) => void,
  defaults: ListingFilters,
): ListingFilters | null {
  const [openWith, setOpenWith] = useState<ListingFilters | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on mount; later changes go through the handlers.
  useEffect(() => {
    if (!form.current) return;
    const fields = new URLSearchParams();
    for (const [key, value] of new FormData(form.current)) if (typeof value === 'string') fields.append(key, value);
    const chosen = parseListingParams(fields, defaults);
    if (window.location.hash === `#${FILTER_FALLBACK_ID}`) {
      window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
      setOpenWith(chosen);
    } else if (chosen.sort !== filters.sort || chosen.saleOnly !== filters.saleOnly) {
      apply({ ...filters, sort: chosen.sort, saleOnly: chosen.saleOnly });
    }
  }, []);
  return openWith;
}

/**
 * A listing's head: its name, the listing's own address (its filters are not other pages) and its breadcrumb, and a
 * preload of the first card's picture, its largest paint on a phone, so it is fetched before the page's scripts.
 */
function useListingHead(
  scope: ListingScope,
  categoryName: string | undefined,
  enabled: boolean,
  first: ProductCardFragment | undefined,
) {
  const { publicUrl } = useStoreConfig();
  const collection = 'collection' in scope ? scope.collection : null;
  const search = 'search' in scope ? scope.search : null;
  const name = collection ? COLLECTION_TITLES[collection] : (categoryName ?? 'All products');
  const path = collection
    ? `/${collection.toLowerCase()}`
    : `/product-listing${'category' in scope && scope.category !== 'ALL' ? `/${scope.category.toLowerCase()}` : ''}`;
  const crumbs = [
    { name: 'Home', path: '/' },
    { name, path },
  ];
  // A search's results are no page of their own for crawlers (noindex), nor a breadcrumb trail.
  const searchHead = search === null ? null : { title: `Search results for “${search}” | Sutra`, noindex: true };
  usePageHead(
    !enabled
      ? null
      : (searchHead ?? {
          title: `${name} | Sutra`,
          description: `${name} at Sutra: suits, blazers, shirts and ethnic wear for men, tailored in Jaipur, with prices in rupees.`,
          path,
          jsonLd: [breadcrumbJsonLd(crumbs, publicUrl)],
          ...(first ? { preloadImage: cardImagePreload(first) } : {}),
        }),
  );
}
