import { Link } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';

/** A link to another page of the store inside running copy (the FAQs' answers). */
export function CopyLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link asChild color="brand.navy" textDecoration="underline">
      <RouterLink to={to}>{children}</RouterLink>
    </Link>
  );
}
