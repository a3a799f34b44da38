import { Box, Button, Flex, Text } from '@chakra-ui/react';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useBottomBarHeight } from '../../../shared/bottom-bar';
import { useTapBeforeHydration } from '../../../shared/hooks/use-tap-before-hydration';
import { MAIN_BUTTON_TIMELINE } from './sticky-bar-timeline';

export { HEADER_HEIGHT } from './sticky-bar-timeline';

/**
 * Before the app has measured the scroll (the server's HTML, hydration): hidden, and shown once the main button's
 * row has left the screen under the header, by a scroll-driven animation where the browser has them (the bar is in
 * the page from its first byte, fixed, so it moves nothing). Where it does not, the bar waits for the app. The
 * keyframes (`sticky-bar-reveal`) are the theme's (`app/system.ts`), in the server's global styles.
 */
const SHOWN_BY_CSS = {
  visibility: 'hidden',
  '@supports (animation-timeline: view())': {
    animation: 'sticky-bar-reveal linear both',
    animationTimeline: MAIN_BUTTON_TIMELINE,
    animationRange: 'exit 99.9% exit 100%',
  },
} as const;

export interface StickyPurchaseBarProps {
  /** The main ADD TO CART has scrolled away (hidden from Chakra's `md` by CSS); null until the app has measured it. */
  shown: boolean | null;
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
 * Who decides whether the bar shows: CSS until the app has measured the scroll, then the app. It slides in each time
 * it appears, except when it was already on screen (by CSS) as the app took over.
 */
type Mode = 'css' | 'app' | 'app-already-shown';

/**
 * The product page's ADD TO CART, kept at the bottom of a phone's screen once the main button has scrolled away: the
 * same action, label and disabled states as the main button (GO TO CART once the line is in the cart), with what it
 * adds beside it. It is in the server's HTML (hidden until needed, at every width; never from `md`). While it shows,
 * its height is published (`useBottomBarHeight`) so the chat button stands above it.
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
  const button = useRef<HTMLButtonElement>(null);
  const tapLater = useTapBeforeHydration(button, onAdd);
  const [mode, setMode] = useState<Mode>('css');
  const [height, setHeight] = useState(0);

  // Before the first paint with the app's answer: keep a bar CSS had already shown, without sliding it in again.
  useLayoutEffect(() => {
    if (shown === null) return;
    if (mode === 'css') {
      const bar = ref.current;
      const onScreen = bar !== null && bar.offsetHeight > 0 && getComputedStyle(bar).visibility === 'visible';
      setMode(shown && onScreen ? 'app-already-shown' : 'app');
    } else if (mode === 'app-already-shown' && !shown) {
      setMode('app');
    }
  }, [shown, mode]);

  const displayed = mode !== 'css' && shown === true;
  useEffect(() => {
    if (displayed && ref.current) setHeight(ref.current.offsetHeight);
  }, [displayed]);
  useBottomBarHeight(displayed && height > 0, height);

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
      {...(mode === 'css'
        ? { css: SHOWN_BY_CSS }
        : {
            display: displayed ? 'block' : 'none',
            animationName: mode === 'app' ? 'slide-from-bottom' : 'none',
            animationDuration: 'moderate',
            _motionReduce: { animation: 'none' },
          })}
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
            ref={button}
            flexShrink="0"
            bg="brand.navy"
            color="white"
            letterSpacing="wider"
            onClick={onAdd}
            loading={adding}
            disabled={!inStock || !combinationExists}
            data-testid="sticky-add-to-cart"
            {...tapLater}
          >
            {addLabel}
          </Button>
        )}
      </Flex>
    </Box>
  );
}
