import { Badge, Box, Flex, Heading, Link, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import type { OrderDetailQuery } from '../../__generated__/graphql';
import { formatLongDate } from '../../shared/format';
import { formatMoney } from '../../shared/money/format-money';

type Return = NonNullable<OrderDetailQuery['order']>['returns'][number];

/**
 * The order's return requests, each with where it stands (requested, pickup scheduled, received, refunded,
 * exchanged, not accepted and why) and an exchange's replacement order. Shown only when the buyer asked for one.
 */
export function OrderReturns({ returns }: { returns: Return[] }) {
  if (returns.length === 0) return null;
  return (
    <Box
      as="section"
      aria-label="Returns"
      borderWidth="1px"
      borderColor="gray.200"
      rounded="md"
      bg="white"
      p={{ base: '4', md: '5' }}
    >
      <Heading as="h2" size="md" color="brand.navy" mb="3">
        Returns
      </Heading>
      <Stack gap="3">
        {returns.map((r) => (
          <Box key={r.id} data-testid="order-return">
            <Flex gap="3" align="center" wrap="wrap">
              <Badge colorPalette={r.state === 'REJECTED' ? 'red' : 'blue'} data-testid="order-return-state">
                {r.stateLabel}
              </Badge>
              <Text fontSize="sm">Asked on {formatLongDate(r.requestedAt)}</Text>
            </Flex>
            <Text fontSize="sm" mt="1">
              {r.lines.map((l) => `${l.name} × ${l.quantity}`).join(', ')}
            </Text>
            {r.pickupAwb && r.state === 'APPROVED' && <Text fontSize="sm">Pickup AWB: {r.pickupAwb}</Text>}
            {r.rejection && <Text fontSize="sm">Reason: {r.rejection}</Text>}
            {r.refund && r.refund.paise > 0 && <Text fontSize="sm">Refunded: {formatMoney(r.refund)}</Text>}
            {r.replacementOrderNumber && (
              <Text fontSize="sm" data-testid="order-return-replacement">
                Replacement order{' '}
                <Link asChild color="brand.navy" fontWeight="medium">
                  <RouterLink to="/profile/orders">#{r.replacementOrderNumber}</RouterLink>
                </Link>
              </Text>
            )}
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
