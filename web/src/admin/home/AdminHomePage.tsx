import { Badge, Box, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import type { ReactNode } from 'react';
import { Link as RouterLink, useOutletContext } from 'react-router';
import type { DayAtAGlanceQuery } from '../../__generated__/admin/graphql';
import { useDayAtAGlanceQuery } from '../../__generated__/admin/operations/DayAtAGlance';
import { readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import type { SignedInStaff } from '../layout/AdminLayout';
import { STATUS_NAMES } from '../orders/order-filters';

type Day = DayAtAGlanceQuery['dayAtAGlance'];

function Tile({ label, children, to }: { label: string; children: ReactNode; to?: string }) {
  const body = (
    <Box bg="white" borderWidth="1px" borderRadius="md" p="4" h="full">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontSize="2xl" fontWeight="semibold">
        {children}
      </Text>
    </Box>
  );
  return to ? (
    <Link asChild display="block" _hover={{ textDecoration: 'none' }} aria-label={label}>
      <RouterLink to={to}>{body}</RouterLink>
    </Link>
  ) : (
    body
  );
}

function OrdersToday({ orders }: { orders: NonNullable<Day['orders']> }) {
  return (
    <Stack gap="4">
      <SimpleGrid columns={{ base: 2, md: 4 }} gap="3" data-testid="day-orders">
        <Tile label="Orders today" to="/admin/orders">
          {orders.todayCount}
        </Tile>
        <Tile label="Revenue today">{formatRupees(orders.todayRevenuePaise)}</Tile>
        <Tile label="COD to confirm" to="/admin/orders?queue=1">
          {orders.codWaiting}
          {orders.codOverdue > 0 && (
            <Badge colorPalette="red" ms="2" verticalAlign="middle">
              {orders.codOverdue} overdue
            </Badge>
          )}
        </Tile>
        <Tile label="Returns waiting">{orders.returnsWaiting}</Tile>
      </SimpleGrid>
      <Box>
        <Heading as="h2" size="md" mb="2">
          Orders by status
        </Heading>
        <Stack as="ul" ps="0" direction="row" wrap="wrap" gap="2">
          {orders.byStatus.map((row) => (
            <Box as="li" key={row.status} listStyleType="none">
              <Link asChild color="brand.navy" textDecoration="underline">
                <RouterLink to={`/admin/orders?status=${row.status}`}>
                  {STATUS_NAMES[row.status]}: {row.count}
                </RouterLink>
              </Link>
            </Box>
          ))}
        </Stack>
      </Box>
    </Stack>
  );
}

function LowStock({ sizes }: { sizes: NonNullable<Day['lowStock']> }) {
  return (
    <Box>
      <Heading as="h2" size="md" mb="2">
        Sizes running low
      </Heading>
      {sizes.length === 0 ? (
        <Text>No counted size is running low.</Text>
      ) : (
        <Stack as="ul" ps="0" gap="1" data-testid="low-stock">
          {sizes.map((size) => (
            <Text as="li" key={size.skuId} listStyleType="none">
              <Link asChild color="brand.navy" textDecoration="underline">
                <RouterLink to={`/admin/products/${size.productId}`}>{size.productName}</RouterLink>
              </Link>{' '}
              {[size.colour, size.size].filter(Boolean).join(' · ')}: {size.stock} left
            </Text>
          ))}
        </Stack>
      )}
    </Box>
  );
}

/** /admin: the day's home — what the signed-in role may read of today's orders, the queues and low stock. */
export function AdminHomePage() {
  const me = useOutletContext<SignedInStaff>();
  const { data, error, loading } = useDayAtAGlanceQuery({ fetchPolicy: 'cache-and-network' });
  const day = data?.dayAtAGlance;
  return (
    <Stack gap="5">
      <Box>
        <Heading as="h1" size="xl" mb="2">
          Welcome, {me.name}
        </Heading>
        <Text data-testid="admin-home-who">
          Signed in as {me.email} ({me.role.toLowerCase()}).
        </Text>
      </Box>
      {loading && !day && <Spinner aria-label="Loading" />}
      {error && !day && <FormAlert>{readableServerError(error) ?? 'Today’s numbers cannot load right now.'}</FormAlert>}
      {day?.orders && <OrdersToday orders={day.orders} />}
      {day?.lowStock && <LowStock sizes={day.lowStock} />}
    </Stack>
  );
}
