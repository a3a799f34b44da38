import {
  Badge,
  Box,
  Button,
  Center,
  chakra,
  Flex,
  Grid,
  Heading,
  HStack,
  Link,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { productPath } from '@sutra/rules';
import { BellRing, RotateCcw } from 'lucide-react';
import { Link as RouterLink } from 'react-router';
import type { CartFullFragment } from '../../__generated__/graphql';
import { usePageHead } from '../../app/head/use-page-head';
import { formatRupees } from '../../shared/format';
import { PLACEHOLDER_IMAGE } from '../../shared/renditions';
import { loginPathFor } from '../../shared/session/redirect';
import { useSession } from '../../shared/session/session';
import { attributeLabel, lineName, optionsSearch } from './cart-lines';
import { PaymentBadges } from './PaymentBadges';
import { type CartLine, useCart } from './use-cart';

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

/** The summary's frame: beside the lines on wide screens (sticky), below them on small ones. */
function SummaryBox({ children }: { children: React.ReactNode }) {
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
function SignInPrompt() {
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

const stepStyle = {
  w: '9',
  h: '9',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  fontSize: 'lg',
  cursor: 'pointer',
  _disabled: { opacity: 0.4, cursor: 'not-allowed' },
  _hover: { _enabled: { bg: 'brand.cream' } },
  _focusVisible: { outline: '2px solid', outlineColor: 'brand.gold', outlineOffset: '-2px' },
} as const;

function CartLineRow({
  line,
  max,
  onQuantity,
}: {
  line: CartLine;
  max: number;
  onQuantity: (quantity: number) => void;
}) {
  const { product, variant } = line;
  const href = `${productPath(product, product.category.name)}${optionsSearch(line)}`;
  const image = variant?.images[0] ?? PLACEHOLDER_IMAGE;
  const colour = line.attributes.find((a) => a.name === 'color')?.value ?? variant?.color ?? null;
  const struck = line.retailPrice > 0 && line.retailPrice > line.unitPrice;
  const canRaise = line.inStock && line.quantity < max;
  const name = lineName(line);

  return (
    <Box
      as="li"
      py="5"
      borderBottomWidth="1px"
      aria-label={name}
      data-testid="cart-line"
      data-out-of-stock={line.inStock ? undefined : ''}
    >
      <Flex gap={{ base: '4', md: '6' }}>
        <RouterLink to={href} aria-hidden tabIndex={-1}>
          <Box
            w={{ base: '24', md: '28' }}
            flexShrink="0"
            bg="brand.cream"
            overflow="hidden"
            rounded="sm"
            opacity={line.inStock ? 1 : 0.55}
          >
            <chakra.img
              src={image}
              alt={colour ? `${product.name} in ${colour}` : product.name}
              width="112"
              height="140"
              w="full"
              aspectRatio={4 / 5}
              objectFit="cover"
              data-testid="line-image"
            />
          </Box>
        </RouterLink>
        <Flex flex="1" minW="0" direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
          <Stack gap="1.5" minW="0">
            <Link asChild fontWeight="medium" color="fg" lineClamp={2}>
              <RouterLink to={href}>{product.name}</RouterLink>
            </Link>
            {line.attributes.length > 0 && (
              <chakra.dl
                fontSize="sm"
                color="fg.muted"
                display="flex"
                gap="4"
                flexWrap="wrap"
                data-testid="line-options"
              >
                {line.attributes.map((a) => (
                  <Flex key={a.name} gap="1">
                    <chakra.dt>{attributeLabel(a.name)}:</chakra.dt>
                    <chakra.dd color="fg" fontWeight="medium">
                      {a.value}
                    </chakra.dd>
                  </Flex>
                ))}
              </chakra.dl>
            )}
            {!line.inStock && (
              <HStack gap="2" wrap="wrap" data-testid="line-out-of-stock">
                <Badge bg="blackAlpha.800" color="white" letterSpacing="wider">
                  Out Of Stock
                </Badge>
                <Text fontSize="sm" color="brand.sale">
                  Not included in your total
                </Text>
              </HStack>
            )}
            <HStack gap="4" mt="1" wrap="wrap">
              <HStack
                gap="0"
                borderWidth="1px"
                borderColor="gray.300"
                rounded="md"
                role="group"
                aria-label={`Quantity of ${name}`}
              >
                <chakra.button
                  type="button"
                  {...stepStyle}
                  aria-label={line.quantity <= 1 ? `Remove ${name} from cart` : `Decrease quantity of ${name}`}
                  onClick={() => onQuantity(line.quantity - 1)}
                >
                  −
                </chakra.button>
                <Text minW="9" textAlign="center" fontWeight="semibold" aria-live="polite" data-testid="line-quantity">
                  {line.quantity}
                </Text>
                <chakra.button
                  type="button"
                  {...stepStyle}
                  aria-label={`Increase quantity of ${name}`}
                  title={line.inStock ? (canRaise ? undefined : `At most ${max} of one item`) : 'Out of stock'}
                  disabled={!canRaise}
                  onClick={() => onQuantity(line.quantity + 1)}
                >
                  +
                </chakra.button>
              </HStack>
              <Link asChild fontSize="sm" color="brand.navy" textDecoration="underline">
                <RouterLink to={href} aria-label={`Edit ${name}`}>
                  Edit
                </RouterLink>
              </Link>
            </HStack>
          </Stack>
          <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }} flexShrink="0">
            <HStack gap="2" align="baseline" fontSize="sm">
              <Text data-testid="unit-price">
                {formatRupees(line.unitPrice)}
                <Text as="span" color="fg.muted">
                  {' '}
                  each
                </Text>
              </Text>
              {struck && (
                <Text as="s" color="fg.muted" data-testid="line-retail-price">
                  <Text as="span" srOnly>
                    Was{' '}
                  </Text>
                  {formatRupees(line.retailPrice)}
                </Text>
              )}
            </HStack>
            <Text
              fontWeight="semibold"
              fontSize="lg"
              data-testid="line-total"
              textDecoration={line.inStock ? undefined : 'line-through'}
              color={line.inStock ? 'fg' : 'fg.muted'}
            >
              {formatRupees(line.lineTotal)}
            </Text>
          </Stack>
        </Flex>
      </Flex>
    </Box>
  );
}

function CartSummary({ cart }: { cart: CartFullFragment }) {
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
          <Text data-testid="cart-total">{formatRupees(cart.total)}</Text>
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
