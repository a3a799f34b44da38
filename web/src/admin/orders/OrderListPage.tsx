import { checkboxSlotRecipe } from '@chakra-theme/recipes/checkbox';
import { nativeSelectSlotRecipe } from '@chakra-theme/recipes/native-select';
import {
  Badge,
  Box,
  Button,
  Checkbox,
  Field,
  Flex,
  Heading,
  Input,
  Link,
  NativeSelect,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { OrderRowFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdminOrdersQuery } from '../../__generated__/admin/operations/AdminOrders';
import { isServerError, readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { AdminListRow } from '../layout/AdminListRow';
import { appendNodes, useLoadMore } from '../layout/use-load-more';
import {
  NO_ORDER_FILTERS,
  ORDER_STATUSES,
  type OrderFilters,
  orderFilterInput,
  orderSearchOf,
  PAYMENT_FILTERS,
  PAYMENT_NAMES,
  paidBy,
  readOrderFilters,
  STATUS_NAMES,
  when,
} from './order-filters';

export const ORDERS_FORBIDDEN = 'Your role does not read orders.';

function TextFilter(props: {
  label: string;
  name: string;
  type?: string;
  value: string;
  onChange: (v: string) => void;
  inputMode?: 'numeric' | 'text';
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="medium">{props.label}</Field.Label>
      <Input
        name={props.name}
        type={props.type ?? 'text'}
        inputMode={props.inputMode}
        size="sm"
        bg="white"
        value={props.value}
        onChange={(e) => props.onChange(e.currentTarget.value)}
      />
    </Field.Root>
  );
}

function ChoiceFilter<T extends string>(props: {
  label: string;
  name: string;
  value: T | '';
  choices: readonly T[];
  names: Record<T, string>;
  onChange: (v: T | '') => void;
}) {
  return (
    <Field.Root>
      <Field.Label fontWeight="medium">{props.label}</Field.Label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm">
        <NativeSelect.Field
          name={props.name}
          bg="white"
          value={props.value}
          onChange={(e) => props.onChange(e.currentTarget.value as T | '')}
        >
          <option value="">Any</option>
          {props.choices.map((choice) => (
            <option key={choice} value={choice}>
              {props.names[choice]}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

/**
 * The filters, edited here and applied to the URL together. The page keys this form by the URL's query, so a new URL
 * starts a fresh draft and nothing else (a list arriving) resets the typing.
 */
function OrderFilterForm({ applied, onApply }: { applied: OrderFilters; onApply: (f: OrderFilters) => void }) {
  const [draft, setDraft] = useState(applied);
  const set =
    <K extends keyof OrderFilters>(key: K) =>
    (value: OrderFilters[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));

  return (
    <Box asChild bg="gray.100" p="4" borderRadius="md" mb="4">
      <form
        aria-label="Order filters"
        onSubmit={(event) => {
          event.preventDefault();
          onApply(draft);
        }}
      >
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="3">
          <TextFilter label="Order number, email or phone" name="q" value={draft.search} onChange={set('search')} />
          <ChoiceFilter
            label="Status"
            name="status"
            value={draft.status}
            choices={ORDER_STATUSES}
            names={STATUS_NAMES}
            onChange={set('status')}
          />
          <ChoiceFilter
            label="Payment"
            name="payment"
            value={draft.payment}
            choices={PAYMENT_FILTERS}
            names={PAYMENT_NAMES}
            onChange={set('payment')}
          />
          <TextFilter
            label="Pincode"
            name="pincode"
            inputMode="numeric"
            value={draft.pincode}
            onChange={set('pincode')}
          />
          <TextFilter label="State" name="state" value={draft.state} onChange={set('state')} />
          <TextFilter label="From" name="from" type="date" value={draft.from} onChange={set('from')} />
          <TextFilter label="To" name="to" type="date" value={draft.to} onChange={set('to')} />
          <Checkbox.Root
            recipe={checkboxSlotRecipe}
            alignSelf="end"
            checked={draft.toConfirm}
            onCheckedChange={(e) => set('toConfirm')(e.checked === true)}
          >
            <Checkbox.HiddenInput name="queue" />
            <Checkbox.Control />
            <Checkbox.Label>Only COD to confirm</Checkbox.Label>
          </Checkbox.Root>
        </SimpleGrid>
        <Flex gap="2" wrap="wrap">
          <Button type="submit" size="sm" {...primaryButton}>
            Filter
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={() => onApply(NO_ORDER_FILTERS)}>
            Clear
          </Button>
        </Flex>
      </form>
    </Box>
  );
}

/** A cash-on-delivery order's place in the queue, as a badge. */
export function ConfirmationBadge({ confirmation }: { confirmation: OrderRowFieldsFragment['confirmation'] }) {
  if (!confirmation?.waiting) return null;
  return confirmation.overdue ? (
    <Badge colorPalette="red">To confirm · overdue</Badge>
  ) : (
    <Badge colorPalette="orange">To confirm</Badge>
  );
}

function OrderRow({ order }: { order: OrderRowFieldsFragment }) {
  return (
    <AdminListRow data-testid="order-row" justify="space-between">
      <Box minW="0">
        <Link asChild color="brand.navy" fontWeight="semibold">
          <RouterLink to={`/admin/orders/${order.id}`}>Order {order.orderNumber}</RouterLink>
        </Link>
        <Text fontSize="sm" color="fg.muted">
          {when(order.createdAt)} · {order.name} · {order.email} · {order.phone}
        </Text>
        <Text fontSize="sm">
          {order.items} {order.items === 1 ? 'item' : 'items'} · {order.city}, {order.state} {order.pincode}
        </Text>
      </Box>
      <Flex direction="column" align={{ base: 'start', md: 'end' }} gap="1">
        <Text fontWeight="semibold">{formatRupees(order.totalPaise)}</Text>
        <Text fontSize="sm">{paidBy(order)}</Text>
        <Flex gap="1" wrap="wrap">
          <Badge>{STATUS_NAMES[order.status]}</Badge>
          <ConfirmationBadge confirmation={order.confirmation} />
        </Flex>
      </Flex>
    </AdminListRow>
  );
}

/**
 * /admin/orders (orders:read): every order, newest first, filtered by status, payment, the COD queue, pincode, state
 * and dates, searched by order number, email or phone (all kept in the URL), fifty at a time.
 */
export function OrderListPage() {
  const [params, setParams] = useSearchParams();
  const filters = readOrderFilters(params);
  const { data, error, loading, fetchMore } = useAdminOrdersQuery({
    variables: { filter: orderFilterInput(filters) },
    fetchPolicy: 'cache-and-network',
  });
  const page = data?.orders;

  const { loadMore, loadingMore, moreError } = useLoadMore(
    page?.pageInfo.endCursor
      ? () =>
          fetchMore({
            variables: { after: page?.pageInfo.endCursor },
            updateQuery: appendNodes('orders'),
          })
      : null,
    'More orders cannot load right now.',
  );

  return (
    <Box>
      <Flex justify="space-between" align="center" wrap="wrap" gap="2" mb="4">
        <Heading as="h1" size="xl">
          Orders
        </Heading>
        <Link asChild color="brand.navy" textDecoration="underline">
          <RouterLink to="/admin/orders?queue=1">COD to confirm</RouterLink>
        </Link>
      </Flex>
      {isServerError(error, 'FORBIDDEN') ? (
        <FormAlert>{ORDERS_FORBIDDEN}</FormAlert>
      ) : (
        <>
          <OrderFilterForm
            key={params.toString()}
            applied={filters}
            onApply={(next) => setParams(orderSearchOf(next))}
          />
          {error && !data && <FormAlert>{readableServerError(error) ?? 'The orders cannot load right now.'}</FormAlert>}
          {loading && !page ? (
            <Spinner aria-label="Loading" />
          ) : page && page.nodes.length === 0 ? (
            <Text>No orders match.</Text>
          ) : (
            <Stack as="ul" gap="2" ps="0" aria-label="Orders" aria-busy={loading}>
              {page?.nodes.map((order) => (
                <OrderRow key={order.id} order={order} />
              ))}
            </Stack>
          )}
          {moreError && <FormAlert>{moreError}</FormAlert>}
          {page?.pageInfo.hasNextPage && (
            <Button mt="4" variant="outline" onClick={loadMore} loading={loadingMore}>
              Load more
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
