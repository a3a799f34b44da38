import { Badge, Box, Button, Flex, Heading, Input, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useAdminCustomersQuery } from '../../__generated__/admin/operations/AdminCustomers';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { useDebouncedValue } from '../../shared/hooks/use-debounced-value';
import { AdminListRow } from '../layout/AdminListRow';
import { appendNodes, useLoadMore } from '../layout/use-load-more';
import { SEARCH_DEBOUNCE_MS, SEARCH_MIN, signedUpOn } from './customer-forms';

/**
 * /admin/customers (owner, orders): buyers newest first, searched by part of a name, email or phone (kept in the URL
 * as `q`), fifty at a time with "Load more" following the api's cursor.
 */
export function CustomerListPage() {
  const [params, setParams] = useSearchParams();
  const [typed, setTyped] = useState(params.get('q') ?? '');
  const search = useDebouncedValue(typed.trim(), SEARCH_DEBOUNCE_MS);
  const asked = search.length >= SEARCH_MIN ? search : null;
  const { data, error, loading, fetchMore } = useAdminCustomersQuery({
    variables: { search: asked },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.customers;

  const { loadMore, loadingMore, moreError } = useLoadMore(
    page?.pageInfo.endCursor
      ? () =>
          fetchMore({
            variables: { after: page?.pageInfo.endCursor },
            updateQuery: appendNodes('customers'),
          })
      : null,
    'More customers cannot load right now.',
  );

  return (
    <Box>
      <Heading as="h1" size="xl" mb="4">
        Customers
      </Heading>
      <Input
        type="search"
        aria-label="Search customers by name, email or phone"
        placeholder="Name, email or phone"
        bg="white"
        maxW={{ base: 'full', md: 'md' }}
        mb="4"
        maxLength={100}
        value={typed}
        onChange={(event) => {
          const value = event.currentTarget.value;
          setTyped(value);
          setParams(value.trim() ? { q: value.trim() } : {}, { replace: true });
        }}
      />
      {error && !data && <FormAlert>{readableServerError(error) ?? 'Customers cannot load right now.'}</FormAlert>}
      {loading && !page ? (
        <Spinner aria-label="Loading" />
      ) : page && page.nodes.length === 0 ? (
        <Text>No customer matches.</Text>
      ) : (
        <Stack as="ul" gap="2" ps="0" aria-label="Customers" aria-busy={loading}>
          {page?.nodes.map((customer) => (
            <AdminListRow key={customer.id} data-testid="customer-row">
              <Box flex="1" minW="48">
                <Link asChild fontWeight="semibold" color="brand.navy">
                  <RouterLink to={`/admin/customers/${customer.id}`}>{customer.name}</RouterLink>
                </Link>
                <Text fontSize="sm" color="fg.muted" wordBreak="break-all">
                  {customer.email}
                  {customer.contactNumber ? ` · ${customer.contactNumber}` : ''}
                </Text>
              </Box>
              <Flex gap="2" align="center">
                {customer.blocked && <Badge colorPalette="red">Blocked</Badge>}
                <Text fontSize="sm" color="fg.muted">
                  Since {signedUpOn(customer.createdAt)}
                </Text>
              </Flex>
            </AdminListRow>
          ))}
        </Stack>
      )}
      {moreError && <FormAlert>{moreError}</FormAlert>}
      {page?.pageInfo.hasNextPage && (
        <Button mt="4" variant="outline" onClick={loadMore} loading={loadingMore}>
          Load more
        </Button>
      )}
    </Box>
  );
}
