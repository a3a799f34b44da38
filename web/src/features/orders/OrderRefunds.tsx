import { Badge, Box, Heading, Stack, Text } from '@chakra-ui/react';
import type { OrderDetailQuery } from '../../__generated__/graphql';
import { formatLongDate } from '../../shared/format';
import { formatMoney } from '../../shared/money/format-money';

type Refund = NonNullable<OrderDetailQuery['order']>['refunds'][number];

const STATUS = {
  REQUESTED: { label: 'On its way', colour: 'orange' },
  PROCESSED: { label: 'Refunded', colour: 'green' },
  FAILED: { label: 'Failed — we will contact you', colour: 'red' },
} as const;

/** The order's refunds on the buyer's order page: amount, status, and where the money goes. */
export function OrderRefunds({ refunds }: { refunds: readonly Refund[] }) {
  if (refunds.length === 0) return null;
  return (
    <Box
      as="section"
      aria-labelledby="order-refunds-heading"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '4', md: '5' }}
      data-testid="order-refunds"
    >
      <Heading as="h2" size="md" color="brand.navy" mb="3" id="order-refunds-heading">
        Refunds
      </Heading>
      <Stack as="ul" gap="3" listStyleType="none" m="0" p="0">
        {refunds.map((refund) => (
          <Stack as="li" key={`${refund.createdAt}-${refund.amount.paise}`} gap="1" data-testid="order-refund">
            <Text fontWeight="semibold">
              {formatMoney(refund.amount)}{' '}
              <Badge colorPalette={STATUS[refund.status].colour}>{STATUS[refund.status].label}</Badge>
            </Text>
            <Text fontSize="sm" color="gray.600">
              {refund.reason} · {formatLongDate(refund.createdAt)} ·{' '}
              {refund.method === 'ORIGINAL_PAYMENT'
                ? 'to the card or UPI account you paid with (5-7 working days)'
                : 'to the account you gave us'}
            </Text>
          </Stack>
        ))}
      </Stack>
    </Box>
  );
}
