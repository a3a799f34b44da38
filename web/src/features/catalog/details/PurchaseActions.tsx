import { Box, Button, Flex, HStack, Stack, Text } from '@chakra-ui/react';
import type { ChosenOptions } from '@sutra/rules';
import { useRef } from 'react';
import { Link as RouterLink } from 'react-router';
import { useTapBeforeHydration } from '../../../shared/hooks/use-tap-before-hydration';
import { formatMoney, type Money } from '../../../shared/money/format-money';
import { useRequireLogin } from '../../accounts';
import { lineTotal as priceLine } from '../../cart';

import { WishlistHeart } from '../../wishlist';
import { useCartLine } from './purchase-hooks';
import { StickyPurchaseBar } from './StickyPurchaseBar';
import { HEADER_HEIGHT, mainButtonTimeline, mainButtonTimelineScope } from './sticky-bar-timeline';
import { useScrolledPast } from './use-scrolled-past';

export interface PurchaseActionsProps {
  productId: string;
  productName: string;
  /** The matched variant's sale price. */
  unitPrice: Money;
  quantity: number;
  /** The chosen options, keyed by lower-cased attribute label (null when the product has no attributes). */
  attributes: ChosenOptions | null;
  inStock: boolean;
  /** False when the chosen options match no variant. */
  combinationExists: boolean;
}

/**
 * ADD TO CART with the line total (GO TO CART once the line is in the cart), the wishlist heart and BUY IT NOW
 * (PROCEED TO CHECKOUT once in the cart). Guests get the Login Required dialog and no call; for signed-in buyers the
 * cart slice's hook (`purchase-hooks.ts`) and the wishlist slice's heart do the work. On a phone, once ADD TO CART
 * has scrolled away, the same button (same state, same rules) stays at the bottom of the screen (`StickyPurchaseBar`).
 * A tap on either before the page is interactive is kept and acted on once it is (`useTapBeforeHydration`).
 */
export function PurchaseActions({
  productId,
  productName,
  unitPrice,
  quantity,
  attributes,
  inStock,
  combinationExists,
}: PurchaseActionsProps) {
  const requireLogin = useRequireLogin();
  const cart = useCartLine(productId, attributes);
  const lineTotal = priceLine({ unitPrice, quantity });
  const addLabel = `ADD TO CART · ${formatMoney(lineTotal)}`;
  const mainButton = useRef<HTMLDivElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const scrolledAway = useScrolledPast(mainButton, HEADER_HEIGHT);
  const options = Object.values(attributes ?? {}).filter((value): value is string => Boolean(value));
  const choice = options.length ? options.join(' · ') : productName;

  const addToCart = async () => {
    if (!requireLogin()) return;
    try {
      await cart.add({ productId, quantity, attributes });
    } catch (e) {
      console.error('Failed to add to cart', e);
    }
  };
  const tapLater = useTapBeforeHydration(addButton, () => void addToCart());

  return (
    <Stack gap="3" css={mainButtonTimelineScope}>
      <HStack ref={mainButton} gap="3" align="stretch" css={mainButtonTimeline}>
        {cart.inCart ? (
          <Button asChild flex="1" size="lg" bg="brand.navy" color="white" letterSpacing="wider">
            <RouterLink to="/cart">GO TO CART</RouterLink>
          </Button>
        ) : (
          <Button
            ref={addButton}
            flex="1"
            size="lg"
            bg="brand.navy"
            color="white"
            letterSpacing="wider"
            onClick={() => void addToCart()}
            loading={cart.adding}
            disabled={!inStock || !combinationExists}
            data-testid="add-to-cart"
            {...tapLater}
          >
            {addLabel}
          </Button>
        )}
        <Flex flexShrink="0" align="center" justify="center" px="1">
          <WishlistHeart productId={productId} productName={productName} disabled={!inStock} />
        </Flex>
      </HStack>
      {cart.inCart ? (
        <Button asChild size="lg" variant="outline" borderColor="brand.navy" color="brand.navy" letterSpacing="wider">
          <RouterLink to="/checkout">PROCEED TO CHECKOUT</RouterLink>
        </Button>
      ) : (
        <Button asChild size="lg" variant="outline" borderColor="brand.navy" color="brand.navy" letterSpacing="wider">
          <RouterLink to="/signup">BUY IT NOW</RouterLink>
        </Button>
      )}
      <Box as="ul" listStyleType="none" fontSize="sm" color="fg.muted" mt="2" data-testid="delivery-notes">
        <Text as="li">Delivery in 3–6 days within India, 12–26 days international. Dispatched from Jaipur.</Text>
        <Text as="li">Returns within 7 days of delivery. Duties and taxes are non-refundable.</Text>
      </Box>
      <StickyPurchaseBar
        shown={scrolledAway}
        choice={choice}
        quantity={quantity}
        addLabel={addLabel}
        inCart={cart.inCart}
        adding={cart.adding}
        inStock={inStock}
        combinationExists={combinationExists}
        onAdd={() => void addToCart()}
      />
    </Stack>
  );
}
