import { chakra, Stack, type StackProps, Text } from '@chakra-ui/react';
import type { OrderLineItemFragment } from '../../__generated__/graphql';
import { formatRupees } from '../../shared/format';

type PricedLine = Pick<OrderLineItemFragment, 'unitPrice' | 'compareAtPrice' | 'quantity' | 'lineTotal'>;

/**
 * What one order line cost, as the server fixed it: the retail price struck through when the server says it was discounted, the
 * unit price × quantity, and the line's total.
 */
export function OrderLinePrice({ line, align }: { line: PricedLine; align?: StackProps['align'] }) {
  const struck = line.compareAtPrice;
  return (
    <Stack gap="0.5" align={align}>
      <Text>
        {struck != null && (
          <chakra.s color="fg.muted" fontSize="sm" me="2" data-testid="order-retail">
            {formatRupees(struck)}
          </chakra.s>
        )}
        <chakra.span fontWeight="semibold" data-testid="order-price">
          {formatRupees(line.unitPrice)}
        </chakra.span>
        <chakra.span color="fg.muted" fontSize="sm" ms="1" data-testid="order-quantity">
          × {line.quantity}
        </chakra.span>
      </Text>
      <Text fontSize="sm">
        Line total{' '}
        <chakra.span fontWeight="semibold" data-testid="order-line-total">
          {formatRupees(line.lineTotal)}
        </chakra.span>
      </Text>
    </Stack>
  );
}
