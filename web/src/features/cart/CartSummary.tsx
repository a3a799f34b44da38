import { Button, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { BellRing, RotateCcw } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { CartFullFragment } from '../../__generated__/graphql';
import { formatMoney } from '../../shared/money/format-money';
import { loginPathFor } from '../../shared/session/redirect';
import { PaymentBadges } from './PaymentBadges';

/** The summary's frame: beside the lines on wide screens (sticky), below them on small ones. */
export function SummaryBox({ children }: { children: React.ReactNode }) {
  return (
    <Stack
      as="section"
      aria-labelledby="cart-summary-title"
      gap="5"
      p="6"
      bg="brand.cream"
      rounded="md"
      alignSelf="start"
      position={{ lg: 'sticky' }}
      top={{ lg: '32' }}
      data-testid="cart-summary"
    >
      <Heading as="h2" id="cart-summary-title" size="lg">
        Order Summary
      </Heading>
      {children}
      <PaymentBadges />
      <Stack as="ul" listStyleType="none" gap="2" fontSize="sm" data-testid="cart-notes">
        <HStack as="li" gap="2" align="flex-start">
          <RotateCcw size={16} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
          <Text>15 days free returns on every order.</Text>
        </HStack>
        <HStack as="li" gap="2" align="flex-start">
          <BellRing size={16} aria-hidden style={{ marginTop: 3, flexShrink: 0 }} />
          <Text>We’ll email you when your order is confirmed, shipped and delivered.</Text>
        </HStack>
      </Stack>
    </Stack>
  );
}

/** A guest's summary: the cart lives with an account, so it asks them to sign in (and comes back here after). */
export function SignInPrompt() {
  return (
    <Stack gap="3" data-testid="cart-sign-in">
      <Text fontWeight="semibold">Sign in to see your cart</Text>
      <Text fontSize="sm" color="fg.muted">
        Your cart is kept with your account, so it waits for you on every device. Please login to add pieces and check
        out.
      </Text>
      <HStack gap="3" wrap="wrap">
        <Button asChild bg="brand.navy" color="white">
          <RouterLink to={loginPathFor('/cart')}>Go to Login</RouterLink>
        </Button>
        <Button asChild variant="outline" borderColor="brand.navy" color="brand.navy">
          <RouterLink to="/signup">Create an account</RouterLink>
        </Button>
      </HStack>
    </Stack>
  );
}

/** The summary of a cart with lines: item count, any out-of-stock note, the total and Continue to checkout. */
export function CartSummary({ cart }: { cart: CartFullFragment }) {
  const canCheckOut = cart.lines.some((line) => line.inStock);
  return (
    <SummaryBox>
      <Stack gap="2" fontSize="sm">
        <Flex justify="space-between">
          <Text>Items</Text>
          <Text data-testid="cart-item-count">{cart.count}</Text>
        </Flex>
        {cart.outOfStockLines > 0 && (
          <Text color="brand.sale" data-testid="cart-out-of-stock-note">
            {cart.outOfStockLines === 1
              ? '1 item is out of stock and not included in the total.'
              : `${cart.outOfStockLines} items are out of stock and not included in the total.`}
          </Text>
        )}
        <Flex
          justify="space-between"
          align="baseline"
          pt="3"
          borderTopWidth="1px"
          borderColor="blackAlpha.200"
          fontSize="lg"
          fontWeight="semibold"
        >
          <Text>Total</Text>
          <Text data-testid="cart-total">{formatMoney(cart.total)}</Text>
        </Flex>
        <Text color="fg.muted" fontSize="xs">
          Inclusive of all taxes. Delivery is worked out at checkout.
        </Text>
      </Stack>
      {canCheckOut ? (
        <Button asChild size="lg" bg="brand.navy" color="white" letterSpacing="wide">
          <RouterLink to="/checkout">Continue to checkout</RouterLink>
        </Button>
      ) : (
        <Button size="lg" bg="brand.navy" color="white" letterSpacing="wide" disabled>
          Continue to checkout
        </Button>
      )}
    </SummaryBox>
  );
}
