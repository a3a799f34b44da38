import { Flex, Stack, Text } from '@chakra-ui/react';
import type { OrderDetailQuery } from '../../__generated__/graphql';
import { formatLongDate } from '../../shared/format';
import { formatMoney } from '../../shared/money/format-money';

type Order = NonNullable<OrderDetailQuery['order']>;

/** A label and its figure, as the order detail's tabs list them. */
export function MoneyRow({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Flex justify="space-between" gap="4" fontWeight={strong ? 'bold' : 'normal'}>
      <Text as="dt">{label}</Text>
      <Text as="dd">{value}</Text>
    </Flex>
  );
}

/**
 * 'Paid' (the spec's) for an online payment (card or UPI); an order coupon and points covered says what paid for it; a
 * cash-on-delivery order says what the courier collects until it is delivered, then that it was paid so.
 */
const paymentMethodLabel = (
  order: Pick<Order, 'paymentMethod' | 'paymentStatus' | 'membershipPointsUsed' | 'orderValue'>,
) => {
  if (order.paymentMethod === 'CASH_ON_DELIVERY') {
    return order.paymentStatus === 'PAID'
      ? 'Paid on delivery'
      : `Cash on Delivery — pay ${formatMoney(order.orderValue)} on delivery`;
  }
  if (order.paymentMethod === 'RAZORPAY') return 'Paid';
  return order.membershipPointsUsed > 0 ? 'Paid with membership points' : 'Paid with coupon';
};

/** The Receiver tab: the confirmation, order number, date, total and payment method. */
export function Receiver({ order }: { order: Order }) {
  return (
    <Stack gap="3" data-testid="receiver">
      <Text fontWeight="semibold" fontSize="lg">
        Your order has been received
      </Text>
      <Stack as="dl" gap="2" maxW="sm">
        <MoneyRow label="Order number" value={order.orderNumber} />
        <MoneyRow label="Date" value={formatLongDate(order.createdAt)} />
        <MoneyRow label="Total" value={formatMoney(order.orderValue)} />
        {order.codFee.paise > 0 && <MoneyRow label="Cash on Delivery fee" value={formatMoney(order.codFee)} />}
        <MoneyRow label="Payment method" value={paymentMethodLabel(order)} />
      </Stack>
      {order.awaitingConfirmation && (
        <Text data-testid="awaiting-confirmation" bg="orange.50" p="3" borderRadius="md">
          Awaiting your confirmation: confirm it with the link we mailed you, or we will call you. We send it once it is
          confirmed.
        </Text>
      )}
    </Stack>
  );
}
