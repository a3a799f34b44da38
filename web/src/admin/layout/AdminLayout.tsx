import { useApolloClient } from '@apollo/client/react';
import { Box, Button, Flex, Link, Spinner, Text } from '@chakra-ui/react';
import { Navigate, NavLink, Outlet } from 'react-router';
import type { StaffMeQuery } from '../../__generated__/admin/graphql';
import { useStaffMeQuery } from '../../__generated__/admin/operations/StaffMe';
import { useStaffSignOutMutation } from '../../__generated__/admin/operations/StaffSignOut';
import { isServerError, readableServerError } from '../../shared/errors';

export type SignedInStaff = StaffMeQuery['me'];

/**
 * The admin's sections, each shown to the roles that hold its permission (`me.permissions`, the api's role table).
 * Hiding is a courtesy: the api refuses a role what it may not do whatever the menu shows.
 */
const SECTIONS = [
  { to: '/admin', label: 'Home', end: true, permission: null },
  { to: '/admin/orders', label: 'Orders', end: false, permission: 'orders:read' },
  { to: '/admin/returns', label: 'Returns', end: false, permission: 'orders:read' },
  { to: '/admin/payouts', label: 'Payouts', end: false, permission: 'orders:write' },
  { to: '/admin/customers', label: 'Customers', end: false, permission: 'customers:read' },
  { to: '/admin/inbox', label: 'Inbox', end: false, permission: 'orders:read' },
  { to: '/admin/products', label: 'Products', end: false, permission: 'catalogue:read' },
  { to: '/admin/homepage', label: 'Homepage', end: false, permission: 'homepage:write' },
  { to: '/admin/coupons', label: 'Coupons', end: false, permission: 'coupons:write' },
  { to: '/admin/categories', label: 'Categories', end: false, permission: 'catalogue:write' },
  { to: '/admin/staff', label: 'Staff', end: false, permission: 'staff:manage' },
  { to: '/admin/audit', label: 'Audit log', end: false, permission: 'audit:read' },
] as const;

const ROLE_NAMES: Record<SignedInStaff['role'], string> = {
  OWNER: 'Owner',
  CATALOGUE: 'Catalogue',
  ORDERS: 'Orders',
};

/**
 * Every signed-in admin page: a header with the sections, who is signed in and sign-out, above the page. It wraps to
 * two rows on a phone (375 px) rather than hiding anything behind a menu. Without a session, the sign-in page.
 */
export function AdminLayout() {
  const client = useApolloClient();
  const { data, error, loading } = useStaffMeQuery({ fetchPolicy: 'network-only' });
  const [signOut, { loading: signingOut }] = useStaffSignOutMutation();

  if (loading && !data) {
    return (
      <Flex justify="center" py="16">
        <Spinner aria-label="Loading" />
      </Flex>
    );
  }
  if (isServerError(error, 'UNAUTHENTICATED') || (!data && !error)) return <Navigate to="/admin/login" replace />;
  if (!data) {
    return (
      <Box p="6" role="alert">
        {readableServerError(error) ?? 'The admin cannot load right now. Please try again.'}
      </Box>
    );
  }
  const me = data.me;

  const onSignOut = async () => {
    // Signed out either way: the cookie is cleared even when the session had already ended.
    await signOut().catch(() => undefined);
    await client.clearStore();
    window.location.assign('/admin/login');
  };

  return (
    <Box minH="100vh" bg="gray.50">
      <Flex
        as="header"
        wrap="wrap"
        align="center"
        gap={{ base: '2', md: '6' }}
        px={{ base: '4', md: '8' }}
        py="3"
        bg="brand.navy"
        color="white"
      >
        <Text fontWeight="bold" fontSize="lg" flexShrink={0}>
          Sutra admin
        </Text>
        <Flex
          as="nav"
          aria-label="Admin sections"
          // The sections outgrow a phone's width: they wrap rather than scroll the page sideways.
          wrap="wrap"
          columnGap="4"
          order={{ base: 3, md: 0 }}
          width={{ base: 'full', md: 'auto' }}
        >
          {SECTIONS.filter((s) => s.permission === null || me.permissions?.includes(s.permission)).map((section) => (
            <Link
              key={section.to}
              asChild
              color="white"
              py="2"
              _currentPage={{ textDecoration: 'underline', textUnderlineOffset: '4px' }}
            >
              <NavLink to={section.to} end={section.end}>
                {section.label}
              </NavLink>
            </Link>
          ))}
        </Flex>
        <Flex align="center" gap="3" ms="auto" minW="0">
          <Text fontSize="sm" truncate data-testid="admin-signed-in-as">
            {me.name} · {ROLE_NAMES[me.role]}
          </Text>
          <Button size="sm" variant="outline" color="white" onClick={onSignOut} loading={signingOut}>
            Sign out
          </Button>
        </Flex>
      </Flex>
      <Box as="main" px={{ base: '4', md: '8' }} py="6" maxW="6xl" mx="auto">
        <Outlet context={me} />
      </Box>
    </Box>
  );
}
