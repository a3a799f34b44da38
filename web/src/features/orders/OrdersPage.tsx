import { Badge, Box, Button, Center, Heading, Link, Spinner, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import type { OrderLineItemFragment, OrderListEntryFragment } from '../../__generated__/graphql';
import { useMyOrdersQuery } from '../../__generated__/operations/MyOrders';
import { usePageHead } from '../../app/head/use-page-head';
import { formatLongDate } from '../../shared/format';
import { useSession } from '../../shared/session/session';
import { orderLineBought } from './bought-line';
import { OrderLine } from './OrderLine';
import { LIST_STATUS } from './order-status';

/** Orders asked per page; 'Show more orders' asks for the next page. */
export const ORDERS_PAGE_SIZE = 10;

interface DateGroup {
  date: string;
  orders: OrderListEntryFragment[];
}

/** Orders (newest first) grouped by the day they were placed, in that order. */
function groupByDate(orders: readonly OrderListEntryFragment[]): DateGroup[] {
  const groups: DateGroup[] = [];
  for (const order of orders) {
    const date = formatLongDate(order.createdAt);
    const last = groups.at(-1);
    if (last?.date === date) last.orders.push(order);
    else groups.push({ date, orders: [order] });
  }
  return groups;
}

/**
 * My Orders (/profile/orders): the buyer's orders grouped under 'Order Placed : date', each product line with its
 * image, name, colour and size, status, struck retail and paid price × quantity, the line's total, and 'View More Details >'. A spinner while
 * loading; 'No order found' when there are none or they cannot be fetched.
 */
export default function OrdersPage() {
  usePageHead({ title: 'My Orders | Sutra', noindex: true });
  const { user } = useSession();
  if (!user) {
    return (
      <Center py="16">
        <Text>Please login to view your orders</Text>
      </Center>
    );
  }
  return <OrderList />;
}

function OrderList() {
  const { data, loading, error, fetchMore } = useMyOrdersQuery({
    variables: { first: ORDERS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [loadingMore, setLoadingMore] = useState(false);
  const orders = data?.orders;
  const groups = useMemo(() => groupByDate(orders?.nodes ?? []), [orders?.nodes]);

  useEffect(() => {
    if (error) console.error('Failed to fetch orders', error);
  }, [error]);

  const more = async () => {
    if (!orders?.pageInfo.endCursor) return;
    setLoadingMore(true);
    try {
      await fetchMore({ variables: { first: ORDERS_PAGE_SIZE, after: orders.pageInfo.endCursor } });
    } catch (e) {
      console.error('Failed to fetch orders', e);
    } finally {
      setLoadingMore(false);
    }
  };

  return (
    <Stack gap="6">
      <Heading as="h1" size="2xl" color="brand.navy">
        My Orders
      </Heading>
      {loading && !orders ? (
        <Center py="12">
          <Spinner size="lg" color="brand.navy" aria-label="Loading your orders" />
        </Center>
      ) : !orders || orders.nodes.length === 0 ? (
        <Stack align="center" gap="4" py="12" textAlign="center" data-testid="no-orders">
          <Text fontSize="lg">No order found</Text>
          {!error && (
            <Button asChild bg="brand.navy" color="white">
              <RouterLink to="/product-listing">Start Shopping</RouterLink>
            </Button>
          )}
        </Stack>
      ) : (
        <>
          {groups.map((group) => (
            <Box
              as="section"
              key={group.date}
              aria-label={`Order Placed : ${group.date}`}
              borderWidth="1px"
              borderColor="gray.200"
              rounded="md"
              bg="white"
              data-testid="order-group"
            >
              <Heading
                as="h2"
                size="sm"
                px={{ base: '4', md: '5' }}
                py="3"
                bg="brand.cream"
                borderBottomWidth="1px"
                borderColor="gray.200"
                roundedTop="md"
              >
                Order Placed : {group.date}
              </Heading>
              <Stack as="ul" listStyleType="none" gap="0">
                {group.orders.flatMap((order) =>
                  order.lines.map((line) => <OrderLineRow key={line.id} order={order} line={line} />),
                )}
              </Stack>
            </Box>
          ))}
          {orders.pageInfo.hasNextPage && (
            <Center>
              <Button
                variant="outline"
                borderColor="brand.navy"
                color="brand.navy"
                onClick={() => void more()}
                loading={loadingMore}
                loadingText="Loading"
              >
                Show more orders
              </Button>
            </Center>
          )}
        </>
      )}
    </Stack>
  );
}

function OrderLineRow({ order, line }: { order: OrderListEntryFragment; line: OrderLineItemFragment }) {
  const status = LIST_STATUS[order.listStatus];
  return (
    <OrderLine
      line={orderLineBought(line)}
      testId="order-line"
      px={{ base: '4', md: '5' }}
      data={{ 'data-order-id': order.id }}
      aside={
        <Badge colorPalette={status.palette} variant="subtle" data-testid="order-status">
          {status.label}
        </Badge>
      }
    >
      <Text fontSize="xs" color="fg.muted">
        Order {order.orderNumber}
      </Text>
      <Link asChild fontSize="sm" color="brand.navy" fontWeight="medium" mt="1" w="fit-content">
        <RouterLink to={`/profile/orders/details/${order.id}/${line.id}`}>View More Details &gt;</RouterLink>
      </Link>
    </OrderLine>
  );
}
