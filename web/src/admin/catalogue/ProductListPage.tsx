import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import { tableSlotRecipe } from '@chakra-theme/recipes/table';
import { Badge, Box, Button, Flex, Heading, Input, Link, NativeSelect, Spinner, Table, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { ProductListRowFragment, StockState } from '../../__generated__/admin/graphql';
import { useAdminProductsQuery } from '../../__generated__/admin/operations/AdminProducts';
import { readableServerError } from '../../shared/errors';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import {
  changeListState,
  listStateParams,
  PRODUCT_SORTS,
  type ProductListState,
  readListState,
  SEARCH_MAX,
  STOCK_STATES,
} from './list-state';

export const PAGE_SIZE = 50;
/** How long typing rests before the list is asked again: one request per pause, not per key. */
export const SEARCH_DEBOUNCE_MS = 300;

const SORT_LABELS: Record<(typeof PRODUCT_SORTS)[number], string> = {
  UPDATED: 'Last updated',
  NAME: 'Name',
  PRICE: 'Price',
  STOCK: 'Stock',
};
const STOCK_LABELS: Record<StockState, string> = {
  IN_STOCK: 'In stock',
  SOME_SOLD_OUT: 'Some sizes sold out',
  SOLD_OUT: 'Sold out',
};
const STOCK_COLOURS: Record<StockState, string> = { IN_STOCK: 'green', SOME_SOLD_OUT: 'orange', SOLD_OUT: 'red' };

function Select({
  label,
  value,
  onChange,
  options,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: { value: string; label: string }[];
}) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width={{ base: 'full', sm: 'auto' }}>
      <NativeSelect.Field aria-label={label} value={value} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** One row: the product's name links to its editor (a real link: open in a new tab, keyboard focus). */
function ProductListRow({ row }: { row: ProductListRowFragment }) {
  return (
    <Table.Row>
      <Table.Cell>
        <Link asChild color="brand.navy" fontWeight="medium">
          <RouterLink to={`/admin/products/${row.id}`}>{row.name}</RouterLink>
        </Link>
        {!row.visible && (
          <Badge ms="2" size="sm">
            Hidden
          </Badge>
        )}
      </Table.Cell>
      <Table.Cell hideBelow="md">{row.categoryName}</Table.Cell>
      <Table.Cell textAlign="end">{formatRupees(row.pricePaise)}</Table.Cell>
      <Table.Cell>
        <Badge colorPalette={STOCK_COLOURS[row.stockState]} size="sm">
          {STOCK_LABELS[row.stockState]}
        </Badge>
        {row.units !== null && row.units !== undefined && (
          <Text as="span" ms="2" fontSize="sm" color="fg.muted">
            {row.units} units
          </Text>
        )}
      </Table.Cell>
    </Table.Row>
  );
}

/**
 * /admin/products: one server page at a time (keyset-paged, sorted and filtered by the api), never the whole
 * catalogue. The list's state lives in the URL; the search asks again once typing pauses.
 */
export function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const state = readListState(params);
  const [typed, setTyped] = useState(state.search);
  const search = useDebouncedValue(typed, SEARCH_DEBOUNCE_MS);

  const go = (next: ProductListState, push = false) => setParams(listStateParams(next), { replace: !push });

  // Whether the box holds what the user typed (to be sent once it rests) or what the URL said (already sent).
  const userTyped = useRef(false);

  // The typed search reaches the URL (and so the query) once typing rests.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a settled search moves the list, not a URL change.
  useEffect(() => {
    if (userTyped.current && search.trim() !== state.search.trim()) go(changeListState(state, { search }));
  }, [search]);

  // Back, Forward or a link may change the URL's search: the box follows it, unless this is the search just sent.
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a change of the URL's search moves the box.
  useEffect(() => {
    if (state.search.trim() === typed.trim()) return;
    if (userTyped.current && search.trim() === state.search.trim()) return;
    userTyped.current = false;
    setTyped(state.search);
  }, [state.search]);

  const { data, previousData, loading, error } = useAdminProductsQuery({
    variables: {
      filter: {
        search: state.search || null,
        visibility: state.visibility,
        stockState: state.stockState,
      },
      sort: state.sort,
      direction: state.direction,
      first: PAGE_SIZE,
      after: state.after,
    },
    fetchPolicy: 'cache-and-network',
  });
  // While the next answer comes, the last one stays on screen: no flash of an empty table as one types.
  const page = (data ?? previousData)?.adminProducts;

  return (
    <Box>
      <Flex justify="space-between" align="center" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="xl">
          Products
        </Heading>
        <Link asChild color="brand.navy" textDecoration="underline">
          <RouterLink to="/admin/products/import">Import or export CSV</RouterLink>
        </Link>
      </Flex>
      <Flex role="search" wrap="wrap" gap="3" mb="4" aria-label="Find products">
        <Input
          type="search"
          aria-label="Search by name or SKU code"
          placeholder="Search by name or SKU code"
          maxLength={SEARCH_MAX}
          value={typed}
          onChange={(e) => {
            userTyped.current = true;
            setTyped(e.currentTarget.value);
          }}
          size="sm"
          flex={{ base: '1 1 100%', md: '1 1 16rem' }}
        />
        <Select
          label="Sort by"
          value={state.sort}
          onChange={(sort) => go(changeListState(state, { sort: sort as ProductListState['sort'] }))}
          options={PRODUCT_SORTS.map((s) => ({ value: s, label: SORT_LABELS[s] }))}
        />
        <Select
          label="Order"
          value={state.direction}
          onChange={(direction) => go(changeListState(state, { direction: direction === 'ASC' ? 'ASC' : 'DESC' }))}
          options={[
            { value: 'DESC', label: 'Descending' },
            { value: 'ASC', label: 'Ascending' },
          ]}
        />
        <Select
          label="Visibility"
          value={state.visibility ?? ''}
          onChange={(v) => go(changeListState(state, { visibility: v === 'SHOWN' || v === 'HIDDEN' ? v : null }))}
          options={[
            { value: '', label: 'Shown and hidden' },
            { value: 'SHOWN', label: 'Shown' },
            { value: 'HIDDEN', label: 'Hidden' },
          ]}
        />
        <Select
          label="Stock"
          value={state.stockState ?? ''}
          onChange={(v) => go(changeListState(state, { stockState: STOCK_STATES.find((s) => s === v) ?? null }))}
          options={[
            { value: '', label: 'Any stock' },
            ...STOCK_STATES.map((s) => ({ value: s, label: STOCK_LABELS[s] })),
          ]}
        />
      </Flex>

      {error && !page && (
        <Box role="alert" p="4" bg="red.50" borderRadius="md">
          {readableServerError(error) ?? 'The products cannot load right now. Please try again.'}
        </Box>
      )}
      {!page && loading && <Spinner aria-label="Loading products" />}
      {page && (
        <Box aria-busy={loading} overflowX="auto">
          <Table.Root recipe={tableSlotRecipe} size="sm" interactive>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader>Name</Table.ColumnHeader>
                <Table.ColumnHeader hideBelow="md">Category</Table.ColumnHeader>
                <Table.ColumnHeader textAlign="end">Price</Table.ColumnHeader>
                <Table.ColumnHeader>Stock</Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {page.nodes.map((row) => (
                <ProductListRow key={row.id} row={row} />
              ))}
            </Table.Body>
          </Table.Root>
          {page.nodes.length === 0 && (
            <Text py="6" color="fg.muted">
              No product matches.
            </Text>
          )}
          <Flex gap="3" mt="4" wrap="wrap">
            {state.after && (
              <Button size="sm" variant="outline" onClick={() => go({ ...state, after: null }, true)}>
                First page
              </Button>
            )}
            {page.pageInfo.hasNextPage && page.pageInfo.endCursor && (
              <Button
                size="sm"
                variant="outline"
                onClick={() => go({ ...state, after: page.pageInfo.endCursor ?? null }, true)}
              >
                Next page
              </Button>
            )}
          </Flex>
        </Box>
      )}
    </Box>
  );
}
