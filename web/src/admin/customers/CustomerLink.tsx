import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/**
 * A link to a buyer's page in the back office, for other screens (the order page) to mount: it takes only the
 * buyer's id, so it needs no query of its own.
 */
export function CustomerLink({ buyerId, children = 'Customer page' }: { buyerId: string; children?: ReactNode }) {
  return (
    <Link asChild color="brand.navy" textDecoration="underline">
      <RouterLink to={`/admin/customers/${encodeURIComponent(buyerId)}`}>{children}</RouterLink>
    </Link>
  );
}
