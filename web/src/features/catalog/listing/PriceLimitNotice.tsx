import { chakra, Text } from '@chakra-ui/react';
import { formatRupees } from '@sutra/rules';
import { Link as RouterLink } from 'react-router';

/**
 * What the listing's price limit hides, counted by the api with the listing's other filters: '13 more above
 * ₹15,000 — Show all'. 'Show all' is a link to the same listing without the limit, so it works before the app runs
 * and with JavaScript off, and the address says what the shopper sees. Nothing shows when the limit hides nothing.
 */
export function PriceLimitNotice({ count, limit, showAllHref }: { count: number; limit: number; showAllHref: string }) {
  if (count <= 0) return null;
  return (
    <Text fontSize="sm" color="fg.muted" mb="5" data-testid="price-limit-notice">
      {count} more above {formatRupees(limit * 100)} —{' '}
      <chakra.span asChild color="fg" fontWeight="semibold" textDecoration="underline">
        <RouterLink to={showAllHref} data-testid="show-all-prices">
          Show all
        </RouterLink>
      </chakra.span>
    </Text>
  );
}
