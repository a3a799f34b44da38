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
        {/* The api's words for the payment ('Paid' for card and UPI, what is due for cash on delivery). */}
        <MoneyRow label="Payment method" value={order.payment.label} />
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
