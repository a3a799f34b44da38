import { Box, Button, Center, Grid, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router';
import { usePageHead } from '../../app/head/use-page-head';
import { useSession } from '../../shared/session/session';
import { CartLineRow } from './CartLineRow';
import { CartSummary, SignInPrompt, SummaryBox } from './CartSummary';
import { useCart } from './use-cart';

/**
 * /cart. A signed-in buyer sees the lines as the server priced them (the matched variant's image, colour and size,
 * unit and struck retail price, line total), steppers that change quantities at once (− at 1 removes the line, + stops
 * at the cart's per-line limit), and the summary: the total, Continue to checkout, the accepted payments and the
 * returns and notification notes. Lines whose product went out of stock stay, flagged, outside the total (the
 * server's rule). A guest's cart is empty (it lives with an account); the summary asks them to sign in (no redirect:
 * the page says what it is for).
 */
export default function CartPage() {
  usePageHead({ title: 'Shopping Cart | Sutra', noindex: true });
  const { signedIn } = useSession();
  const cart = useCart();

  return (
    <Box maxW="7xl" mx="auto" px={{ base: '4', md: '8' }} py={{ base: '6', md: '10' }}>
      <Heading as="h1" size={{ base: '2xl', md: '3xl' }} fontWeight="normal" mb={{ base: '6', md: '8' }}>
        Shopping Cart
      </Heading>
      {!signedIn ? (
        <Grid templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 24rem' }} gap={{ base: '8', lg: '12' }}>
          <EmptyCart failed={false} />
          <SummaryBox>
            <SignInPrompt />
          </SummaryBox>
        </Grid>
      ) : cart.loading ? (
        <Center py="16">
          <Spinner size="lg" color="brand.navy" aria-label="Loading your cart" />
        </Center>
      ) : !cart.cart || cart.cart.lines.length === 0 ? (
        <EmptyCart failed={Boolean(cart.error) && !cart.cart} />
      ) : (
        <Grid
          templateColumns={{ base: '1fr', lg: 'minmax(0, 1fr) 24rem' }}
          gap={{ base: '8', lg: '12' }}
          alignItems="start"
        >
          <Stack as="ul" listStyleType="none" gap="0" aria-label="Items in your cart" borderTopWidth="1px">
            {cart.cart.lines.map((line) => (
              <CartLineRow
                key={line.id}
                line={line}
                max={cart.cart?.maxQuantityPerLine ?? 10}
                onQuantity={(quantity) => void cart.setQuantity(line, quantity)}
              />
            ))}
          </Stack>
          <CartSummary cart={cart.cart} />
        </Grid>
      )}
    </Box>
  );
}

function EmptyCart({ failed }: { failed: boolean }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="16" data-testid="cart-empty">
      <Text fontSize="xl" fontFamily="heading">
        {failed ? 'Your cart could not be loaded.' : 'Your cart is empty'}
      </Text>
      <Button asChild bg="brand.navy" color="white">
        <RouterLink to="/product-listing">Continue Shopping</RouterLink>
      </Button>
    </Stack>
  );
}
