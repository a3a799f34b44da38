import { Box, Heading, Text } from '@chakra-ui/react';
import { useOutletContext } from 'react-router';
import type { SignedInStaff } from '../layout/AdminLayout';

/** /admin: who is signed in. */
export function AdminHomePage() {
  const me = useOutletContext<SignedInStaff>();
  return (
    <Box>
      <Heading as="h1" size="xl" mb="2">
        Welcome, {me.name}
      </Heading>
      <Text data-testid="admin-home-who">
        Signed in as {me.email} ({me.role.toLowerCase()}).
      </Text>
    </Box>
  );
}
