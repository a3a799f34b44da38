import { tabsSlotRecipe } from '@chakra-theme/recipes/tabs';
import { Badge, Box, Center, chakra, Flex, Grid, Heading, Link, Spinner, Stack, Tabs, Text } from '@chakra-ui/react';
import { CircleCheck, ExternalLink, FileText, Package, Truck, Warehouse } from 'lucide-react';
import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { OrderDetailQuery, OrderTimelineStepKind } from '../../__generated__/graphql';
import { useOrderDetailQuery } from '../../__generated__/operations/OrderDetail';
import { usePageHead } from '../../app/head/use-page-head';
import { formatLongDate } from '../../shared/format';
import { formatMoney } from '../../shared/money/format-money';
import { PLACEHOLDER_IMAGE } from '../catalog';
import { orderLineBought } from './bought-line';
import { OrderLine } from './OrderLine';
import { MoneyRow, Receiver } from './OrderReceiver';
import { OrderRefunds } from './OrderRefunds';
import { OrderReturns } from './OrderReturns';
import { addressLine } from './order-status';

type Order = NonNullable<OrderDetailQuery['order']>;
type Line = Order['lines'][number];
type Step = Order['timeline'][number];

export const ORDERS_FAILED = 'Failed to fetch orders';

/**
 * Order detail (/profile/orders/details/:oId/:pId): the product line's header with the status badge, 'Order #' and
 * 'Track your package', the summary grid and three tabs (Order History, Item Details, Receiver). The badge and the
 * timeline's steps are the server's, from the order's own status; tracking is read live and only adds the link, the
 * courier and the timeline's dates — without it (no shipment yet, or the shipping provider cannot be reached) the
 * courier is 'Not assigned yet'.
 */
export default function OrderDetailPage() {
  const { oId = '', pId = '' } = useParams();
  usePageHead({ title: 'Order details | Sutra', noindex: true });
  // A tracking outage comes as an error beside the order: show the order, with the fallbacks.
  const { data, loading, error } = useOrderDetailQuery({
    variables: { id: oId },
    fetchPolicy: 'cache-and-network',
    errorPolicy: 'all',
  });

  useEffect(() => {
    if (error) console.error(ORDERS_FAILED, error);
  }, [error]);

  const order = data?.order ?? null;
  // An answer already here (the server's, handed over for hydration) is shown while it is checked again, even when it
  // found no order: the page the server sent and the one hydration renders must be the same.
  if (loading && !data) {
    return (
      <Center py="16" flexDirection="column" gap="3">
        <Spinner size="lg" color="brand.navy" aria-hidden />
        <Text role="status">Loading product...</Text>
      </Center>
    );
  }
  const line = order?.lines.find((l) => l.id === pId) ?? null;
  if (!order || !line) {
    const networkFailure = error && !data;
    return (
      <Center py="16" flexDirection="column" gap="3">
        {/* The page keeps its heading (and a way back) when the order cannot be shown. */}
        <Heading as="h1" size="lg" color="brand.navy">
          Order details
        </Heading>
        <Text color={networkFailure ? 'red.700' : undefined} textAlign="center" role="alert">
          {networkFailure ? error.message : ORDERS_FAILED}
        </Text>
        <Link asChild fontSize="sm" color="brand.navy">
          <RouterLink to="/profile/orders">&lt; My Orders</RouterLink>
        </Link>
      </Center>
    );
  }
  return <OrderDetail order={order} line={line} />;
}

function OrderDetail({ order, line }: { order: Order; line: Line }) {
  const { tracking } = order;
  return (
    <Stack gap="6">
      <Link asChild fontSize="sm" color="brand.navy" w="fit-content">
        <RouterLink to="/profile/orders">&lt; My Orders</RouterLink>
      </Link>
      <Flex
        gap="4"
        align="center"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        bg="white"
        p={{ base: '4', md: '5' }}
        wrap="wrap"
      >
        <Box w={{ base: '20', md: '24' }} flexShrink="0" bg="brand.cream" rounded="sm" overflow="hidden">
          {/* `height="80"` alone is Chakra's size token 80 (20rem): the height follows the 4:5 ratio instead. */}
          <chakra.img
            src={line.image || PLACEHOLDER_IMAGE}
            alt={line.name}
            width="64"
            height="80"
            w="full"
            h="auto"
            aspectRatio={4 / 5}
            objectFit="cover"
          />
        </Box>
        <Stack gap="1.5" flex="1" minW="12rem">
          <Heading as="h1" size="lg" color="brand.navy">
            {line.name}
          </Heading>
          <Flex gap="3" align="center" wrap="wrap">
            <Badge colorPalette="blue" variant="solid" data-testid="order-badge">
              {order.statusLabel}
            </Badge>
            <Text fontSize="sm" data-testid="order-number">
              Order # {order.shiprocketOrderId ?? order.orderNumber}
            </Text>
          </Flex>
        </Stack>
        {tracking?.trackUrl && (
          <Link
            href={tracking.trackUrl}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.navy"
            fontWeight="medium"
            display="inline-flex"
            alignItems="center"
            gap="1"
          >
            Track your package
            <ExternalLink size={14} aria-hidden />
            <chakra.span srOnly>(opens in a new tab)</chakra.span>
          </Link>
        )}
        {/* The order's GST tax invoice (and credit note), on its own printable page. */}
        <Link asChild color="brand.navy" fontWeight="medium" display="inline-flex" alignItems="center" gap="1">
          <RouterLink to={`/orders/${order.id}/invoice`} data-testid="order-invoice-link">
            <FileText size={14} aria-hidden />
            Invoice
          </RouterLink>
        </Link>
      </Flex>

      <Grid
        as="dl"
        templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }}
        gap="4"
        borderWidth="1px"
        borderColor="gray.200"
        rounded="md"
        bg="white"
        p={{ base: '4', md: '5' }}
        data-testid="order-summary-grid"
      >
        <Fact label="Item" value="Fashion" />
        <Fact label="Courier" value={tracking?.courierName || 'Not assigned yet'} testId="order-courier" />
        <Fact label="Start Time" value={formatLongDate(order.createdAt)} testId="order-start-time" />
        <Fact label="Address" value={addressLine(order.deliveryAddress)} testId="order-address" />
      </Grid>

      <OrderReturns returns={order.returns} />
      <OrderRefunds refunds={order.refunds} />

      <Tabs.Root recipe={tabsSlotRecipe} defaultValue="history" variant="line" lazyMount>
        <Tabs.List overflowX="auto">
          <Tabs.Trigger value="history">Order History</Tabs.Trigger>
          <Tabs.Trigger value="item">Item Details</Tabs.Trigger>
          <Tabs.Trigger value="receiver">Receiver</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="history">
          <Timeline steps={order.timeline} />
        </Tabs.Content>
        <Tabs.Content value="item">
          <ItemDetails order={order} line={line} />
        </Tabs.Content>
        <Tabs.Content value="receiver">
          <Receiver order={order} />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box minW="0">
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wider">
        {label}
      </Text>
      <Text as="dd" fontWeight="medium" overflowWrap="anywhere" data-testid={testId}>
        {value}
      </Text>
    </Box>
  );
}

const STEP_ICON: Record<OrderTimelineStepKind, typeof Package> = {
  DELIVERED: CircleCheck,
  SHIPPED: Truck,
  PROCESSED: Warehouse,
  PLACED: Package,
};

/** The Order History tab: the steps reached, newest first, as the server lists them. */
function Timeline({ steps }: { steps: readonly Step[] }) {
  return (
    <Stack as="ol" listStyleType="none" gap="0" aria-label="Order history" data-testid="order-timeline">
      {steps.map((step, i) => {
        const Icon = STEP_ICON[step.kind];
        const facts = [
          step.detail,
          step.courierName && `Courier: ${step.courierName}`,
          step.awbCode && `Tracking number: ${step.awbCode}`,
          step.estimatedDelivery && `Estimated delivery: ${formatLongDate(step.estimatedDelivery)}`,
          step.date && formatLongDate(step.date),
        ].filter((fact): fact is string => Boolean(fact));
        return (
          <Flex as="li" key={step.kind} gap="4" data-testid="timeline-step" data-kind={step.kind}>
            <Stack align="center" gap="0">
              <Center
                w="9"
                h="9"
                rounded="full"
                bg={i === 0 ? 'brand.navy' : 'brand.cream'}
                color={i === 0 ? 'white' : 'brand.navy'}
              >
                <Icon size={18} aria-hidden />
              </Center>
              {i < steps.length - 1 && <Box w="2px" flex="1" minH="6" bg="gray.200" />}
            </Stack>
            <Stack gap="0.5" pb="5">
              <Text fontWeight="semibold">{step.title}</Text>
              {facts.map((fact) => (
                <Text key={fact} fontSize="sm" color="fg.muted">
                  {fact}
                </Text>
              ))}
            </Stack>
          </Flex>
        );
      })}
    </Stack>
  );
}

/** The Item Details tab: the product line as bought, then the order's money as the server charged it. */
function ItemDetails({ order, line }: { order: Order; line: Line }) {
  return (
    <Stack gap="4" data-testid="item-details">
      <Stack as="ul" listStyleType="none" gap="0">
        <OrderLine line={orderLineBought(line)} testId="order-item" size="lg" />
      </Stack>
      <Stack as="dl" gap="2" maxW="sm">
        <MoneyRow label="Total Price" value={formatMoney(order.totalAmount)} />
        <MoneyRow label="Total Discount" value={formatMoney(order.discount)} />
        <MoneyRow label="Membership Points" value={formatMoney(order.membershipPointsValue)} />
        <MoneyRow label="Total Price" value={formatMoney(order.orderValue)} strong />
      </Stack>
    </Stack>
  );
}
