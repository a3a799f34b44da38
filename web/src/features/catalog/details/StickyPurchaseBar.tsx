import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBottomBarHeight } from '../../../shared/bottom-bar';

/** The sticky header's height on a phone: the main button counts as gone once it has passed under it. */
export const HEADER_HEIGHT = 64;
/** Below Chakra's `md` (768 px): the widths where the page is one column and the main button scrolls away. */
export const NARROW_SCREEN = '(max-width: 767.98px)';

export interface StickyPurchaseBarProps {
  /** The main ADD TO CART has scrolled away on a narrow screen. */
  shown: boolean;
  /** What the button adds, in words: the chosen options ('Navy · 40'), or the product's name. */
  choice: string;
  quantity: number;
  /** The main button's label while it adds to the cart ('ADD TO CART · ₹14,999'). */
  addLabel: string;
  inCart: boolean;
  adding: boolean;
  inStock: boolean;
  combinationExists: boolean;
  onAdd: () => void;
}

/**
 * The product page's ADD TO CART, kept at the bottom of a phone's screen once the main button has scrolled away: the
 * same action, label and disabled states as the main button (GO TO CART once the line is in the cart), with what it
 * adds beside it. While it shows, its height is published (`useBottomBarHeight`) so the chat button stands above it.
 */
export function StickyPurchaseBar({
  shown,
  choice,
  quantity,
  addLabel,
  inCart,
  adding,
  inStock,
  combinationExists,
  onAdd,
}: StickyPurchaseBarProps) {
  const ref = useRef<HTMLDivElement>(null);
  const [height, setHeight] = useState(0);
  useEffect(() => {
    if (shown && ref.current) setHeight(ref.current.offsetHeight);
  }, [shown]);
  useBottomBarHeight(shown && height > 0, height);

  if (!shown) return null;
  const status = !inStock
    ? 'Out Of Stock'
    : combinationExists
      ? `Qty: ${quantity}`
      : 'This combination is not available';
  return (
    <Box
      ref={ref}
      role="region"
      aria-label="Add to cart"
      data-testid="sticky-purchase-bar"
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.200"
      boxShadow="0 -6px 18px rgba(20, 26, 42, 0.12)"
      px="4"
      pt="3"
      pb="calc(0.75rem + env(safe-area-inset-bottom, 0px))"
      hideFrom="md"
      animationName="slide-from-bottom"
      animationDuration="moderate"
      _motionReduce={{ animation: 'none' }}
    >
      <Flex align="center" gap="3">
        <Box flex="1" minW="0">
          <Text fontSize="sm" fontWeight="medium" overflowWrap="anywhere">
            {choice}
          </Text>
          <Text fontSize="xs" color={inStock && combinationExists ? 'fg.muted' : 'brand.sale'}>
            {status}
          </Text>
        </Box>
        {inCart ? (
          <Button asChild flexShrink="0" bg="brand.navy" color="white" letterSpacing="wider">
            <RouterLink to="/cart">GO TO CART</RouterLink>
          </Button>
        ) : (
          <Button
            flexShrink="0"
            bg="brand.navy"
            color="white"
            letterSpacing="wider"
            onClick={onAdd}
            loading={adding}
            disabled={!inStock || !combinationExists}
            data-testid="sticky-add-to-cart"
          >
            {addLabel}
          </Button>
        )}
      </Flex>
    </Box>
  );
}
