import { Badge, Box, Button, Flex, Heading, Link, SimpleGrid, Spinner, Stack, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import type { ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import type { AdminOrderAddressFieldsFragment, AdminOrderFieldsFragment } from '../../__generated__/admin/graphql';
import { useAdminOrderQuery } from '../../__generated__/admin/operations/AdminOrder';
import { useConfirmCodOrderMutation } from '../../__generated__/admin/operations/ConfirmCodOrder';
import { isServerError, readableServerError } from '../../shared/errors';
import { FormAlert } from '../../shared/forms/AuthLayout';
import { primaryButton } from '../../shared/forms/button-styles';
import { OrderMoneyPanel } from '../refunds/OrderMoneyPanel';
import { OrderReturnsPanel } from '../returns/OrderReturnsPanel';
import { ConfirmationBadge, ORDERS_FORBIDDEN } from './OrderListPage';
import { paidBy, STATUS_NAMES, when } from './order-filters';

export const ORDER_NOT_FOUND = 'There is no such order.';
export const CONFIRMED_NOTE = 'Confirmed: the shipment is being created with Shiprocket.';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="section" aria-label={title} bg="white" borderWidth="1px" borderRadius="md" p="4">
      <Heading as="h2" size="md" mb="3">
        {title}
      </Heading>
      {children}
    </Box>
  );
}

/** Label and value pairs, wrapping on a phone. */
function Facts({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <Box as="dl" display="grid" gridTemplateColumns="minmax(0, max-content) minmax(0, 1fr)" columnGap="3" rowGap="1">
      {rows.map(([label, value]) => (
        <Box key={label} display="contents">
          <Text as="dt" fontWeight="medium">
            {label}
          </Text>
          <Text as="dd" wordBreak="break-word">
            {value ?? '—'}
          </Text>
        </Box>
      ))}
    </Box>
  );
}

function Address({ address }: { address: AdminOrderAddressFieldsFragment }) {
  return (
    <Text whiteSpace="pre-line">
      {[
        address.name,
        address.add1,
        address.add2,
        address.landmark,
        `${address.city}, ${address.state} ${address.pincode}`,
        address.phone,
      ]
        .filter(Boolean)
        .join('\n')}
    </Text>
  );
}

function Lines({ order }: { order: AdminOrderFieldsFragment }) {
  return (
    <Stack as="ul" ps="0" gap="2">
      {order.lines.map((line) => (
        <Flex as="li" key={line.id} listStyleType="none" justify="space-between" gap="3" wrap="wrap">
          <Box minW="0">
            <Text fontWeight="medium">{line.name}</Text>
            <Text fontSize="sm" color="fg.muted">
              {line.options.map((o) => `${o.name}: ${o.value}`).join(' · ') || 'No options'}
            </Text>
          </Box>
          <Text>
            {line.quantity} × {formatRupees(line.unitPricePaise)}
            {line.retailPricePaise > line.unitPricePaise && (
              <Text as="del" color="fg.muted" ms="2" fontSize="sm">
                {formatRupees(line.retailPricePaise)}
              </Text>
            )}
          </Text>
        </Flex>
      ))}
    </Stack>
  );
}

function Amounts({ order }: { order: AdminOrderFieldsFragment }) {
  const a = order.amounts;
  const rows: [string, ReactNode][] = [['Subtotal', formatRupees(a.subtotalPaise)]];
  if (a.discountPaise > 0) rows.push([`Coupon ${a.couponCode ?? ''}`.trim(), `− ${formatRupees(a.discountPaise)}`]);
  if (a.pointsUsed > 0) rows.push(['Points used', String(a.pointsUsed)]);
  rows.push(['Delivery', a.deliveryPaise ? formatRupees(a.deliveryPaise) : 'Free']);
  if (a.codFeePaise > 0) rows.push(['Cash-on-delivery fee', formatRupees(a.codFeePaise)]);
  rows.push(['Total', <strong key="total">{formatRupees(a.totalPaise)}</strong>]);
  rows.push(['Points earned', String(a.pointsEarned)]);
  return <Facts rows={rows} />;
}

function Shipment({ order }: { order: AdminOrderFieldsFragment }) {
  const s = order.shipment;
  const t = s.tracking;
  if (order.confirmation?.waiting) return <Text>Not sent to Shiprocket until the order is confirmed.</Text>;
  return (
    <Stack gap="3">
      <Facts
        rows={[
          ['Shiprocket order', s.shiprocketOrderId],
          ['Shiprocket shipment', s.shiprocketShipmentId],
          ['Status', order.shippingStatus],
          ['Courier', t?.courierName],
          ['AWB', t?.awbCode],
          ['Picked up', t?.pickedUpAt ? when(t.pickedUpAt) : null],
          ['Expected', t?.estimatedDelivery ? when(t.estimatedDelivery) : null],
          ['Delivered', s.deliveredAt ? when(s.deliveredAt) : t?.deliveredAt ? when(t.deliveredAt) : null],
        ]}
      />
      {t?.trackUrl && (
        <Link href={t.trackUrl} target="_blank" rel="noreferrer" color="brand.navy" textDecoration="underline">
          Track the parcel
        </Link>
      )}
      {s.trackingUnavailable && <Text color="fg.muted">Shiprocket cannot be asked just now.</Text>}
      {s.error && (
        <Text color="red.700">
          Shiprocket has not taken it yet ({s.attempts} tries): {s.error}
        </Text>
      )}
    </Stack>
  );
}

function Documents({ order }: { order: AdminOrderFieldsFragment }) {
  const base = `/admin/files/orders/${order.id}`;
  return (
    <Stack gap="1">
      {order.documents.invoiceNumber ? (
        <Link href={`${base}/invoice.pdf`} color="brand.navy" textDecoration="underline">
          Tax invoice {order.documents.invoiceNumber} (PDF)
        </Link>
      ) : (
        <Text>No invoice yet.</Text>
      )}
      {order.documents.creditNoteNumber && (
        <Link href={`${base}/credit-note.pdf`} color="brand.navy" textDecoration="underline">
          Credit note {order.documents.creditNoteNumber} (PDF)
        </Link>
      )}
    </Stack>
  );
}

function AuditTrail({ order }: { order: AdminOrderFieldsFragment }) {
  if (order.audit.length === 0) return <Text>No staff action on this order yet.</Text>;
  return (
    <Stack as="ul" ps="0" gap="1">
      {order.audit.map((entry) => (
        <Text as="li" key={entry.id} listStyleType="none" data-testid="order-audit-entry">
          {when(entry.createdAt)} · {entry.staff.name} · {entry.action}
        </Text>
      ))}
    </Stack>
  );
}

/** The COD queue's action on one order: confirm it, which sends it to Shiprocket at once. */
function ConfirmCod({ order }: { order: AdminOrderFieldsFragment }) {
  const [confirm, { loading, error, data }] = useConfirmCodOrderMutation({ variables: { id: order.id } });
  if (!order.confirmation?.waiting) return data ? <Text role="status">{CONFIRMED_NOTE}</Text> : null;
  return (
    <Box bg="orange.50" borderWidth="1px" borderColor="orange.200" borderRadius="md" p="4">
      <Text mb="2">
        Cash on delivery: this order waits for a confirmation before it is sent.
        {order.confirmation.overdue && ' It has waited past the set time: call the buyer.'}
      </Text>
      <Flex gap="2" wrap="wrap">
        <Button size="sm" {...primaryButton} loading={loading} onClick={() => confirm().catch(() => undefined)}>
          Confirm order
        </Button>
        {/* Cancelling, with a reason, is the money panel's below: one place cancels an order. */}
      </Flex>
      {error && <FormAlert>{readableServerError(error) ?? 'The order cannot be confirmed right now.'}</FormAlert>}
    </Box>
  );
}

/**
 * /admin/orders/:id (orders:read): lines, amounts, buyer, addresses, payment, shipment and tracking, documents and
 * the order's own audit trail; a cash-on-delivery order waiting for its confirmation can be confirmed here.
 */
export function OrderPage() {
  const { id = '' } = useParams();
  const { data, error, loading } = useAdminOrderQuery({ variables: { id }, fetchPolicy: 'cache-and-network' });
  const order = data?.order;

  if (loading && !order) return <Spinner aria-label="Loading" />;
  if (!order) {
    const message = isServerError(error, 'FORBIDDEN')
      ? ORDERS_FORBIDDEN
      : isServerError(error, 'NOT_FOUND')
        ? ORDER_NOT_FOUND
        : (readableServerError(error) ?? 'The order cannot load right now.');
    return (
      <Box>
        <Heading as="h1" size="xl" mb="4">
          Order
        </Heading>
        <FormAlert>{message}</FormAlert>
      </Box>
    );
  }

  return (
    <Stack gap="4">
      <Box>
        <Link asChild color="brand.navy" fontSize="sm">
          <RouterLink to="/admin/orders">← Orders</RouterLink>
        </Link>
        <Flex align="center" gap="2" wrap="wrap">
          <Heading as="h1" size="xl">
            Order {order.orderNumber}
          </Heading>
          <Badge>{STATUS_NAMES[order.status]}</Badge>
          <ConfirmationBadge confirmation={order.confirmation} />
        </Flex>
        <Text color="fg.muted">
          Placed {when(order.createdAt)} · {order.delivery} delivery
        </Text>
      </Box>
      <ConfirmCod order={order} />
      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <Section title="Items">
          <Lines order={order} />
        </Section>
        <Section title="Amounts">
          <Amounts order={order} />
        </Section>
        <Section title="Buyer">
          <Facts
            rows={[
              [
                'Name',
                <Link asChild key="buyer" color="brand.navy" textDecoration="underline">
                  <RouterLink to={`/admin/customers/${order.buyerId}`}>{order.name}</RouterLink>
                </Link>,
              ],
              ['Email', order.email],
              ['Phone', order.phone],
            ]}
          />
        </Section>
        <Section title="Addresses">
          <SimpleGrid columns={{ base: 1, sm: 2 }} gap="3">
            <Box>
              <Text fontWeight="medium">Delivery</Text>
              <Address address={order.deliveryAddress} />
            </Box>
            <Box>
              <Text fontWeight="medium">Billing</Text>
              <Address address={order.billingAddress} />
            </Box>
          </SimpleGrid>
        </Section>
        <Section title="Payment">
          <Facts
            rows={[
              ['Method', paidBy(order)],
              ['Razorpay order', order.payment.razorpayOrderId],
              ['Razorpay payment', order.payment.razorpayPaymentId],
              ['Paid', order.payment.paidAt ? when(order.payment.paidAt) : 'Not yet'],
            ]}
          />
        </Section>
        <Section title="Shipment">
          <Shipment order={order} />
        </Section>
        <Section title="Documents">
          <Documents order={order} />
        </Section>
      </SimpleGrid>
      <OrderMoneyPanel orderId={order.id} />
      <OrderReturnsPanel orderId={order.id} />
      <Section title="Audit trail">
        <AuditTrail order={order} />
      </Section>
    </Stack>
  );
}
