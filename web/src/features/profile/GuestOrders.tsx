import { Box, Link, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { loginPathFor } from '../../shared/session/redirect';

/** The orders page's path: a guest there is told to log in (the spec's line) rather than sent away. */
export const ORDERS_PATH = '/profile/orders';

/**
 * What a guest sees at /profile/orders (spec: 'Without a stored user it shows "Please login to view your orders"'),
 * rendered by the server too, so it reads the same with JavaScript off; the link logs in and comes back here.
 */
export function GuestOrders() {
  return (
    <Box maxW="3xl" mx="auto" px="4" py="24" textAlign="center" data-testid="guest-orders">
      <Text fontSize="lg" color="brand.navy">
        Please login to view your orders
      </Text>
      <Link
        asChild
        mt="4"
        display="inline-block"
        color="brand.navy"
        fontWeight="semibold"
        textDecoration="underline"
        textUnderlineOffset="3px"
      >
        <RouterLink to={loginPathFor(ORDERS_PATH)}>Login</RouterLink>
      </Link>
    </Box>
  );
}
