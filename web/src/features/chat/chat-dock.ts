import type { BoxProps } from '@chakra-ui/react';
import { BOTTOM_BAR_HEIGHT } from '../../shared/bottom-bar';

/**
 * From this width the page's content lane (7xl, 80rem, with 2rem of padding each side) leaves a margin of at least
 * 75 px (67 px beside a classic scrollbar) at the right: room for the 48 px button 12 px off the edge, over no content.
 */
export const CHAT_IN_MARGIN = '@media screen and (min-width: 1366px)';

/**
 * Where the floating chat stands, never over the page's content: the same box for the launcher the server renders and
 * for the widget that takes it over once its code has loaded, so nothing moves then.
 *
 * - Narrower than `CHAT_IN_MARGIN` (phones, tablets, small laptops) the content fills the width, so the button stands
 *   in a slim strip of its own along the bottom of the screen (the frame, as the header is at the top): the content
 *   scrolls behind the strip, never under the button, and the page's end leaves room for it (`Footer.tsx`).
 * - From `CHAT_IN_MARGIN` up the button floats in the right margin, beside the content lane.
 *
 * Either way it stands above any bar fixed at the bottom (the product page's sticky ADD TO CART), never on it.
 */
export const CHAT_DOCK = {
  position: 'fixed',
  left: '0',
  right: '0',
  bottom: BOTTOM_BAR_HEIGHT,
  zIndex: 'banner',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: '3',
  px: '4',
  pt: '2',
  pb: 'calc(0.5rem + env(safe-area-inset-bottom, 0px))',
  bg: 'white',
  borderTopWidth: '1px',
  borderColor: 'gray.200',
  boxShadow: '0 -4px 12px rgba(20, 26, 42, 0.08)',
  transition: 'bottom 0.2s ease-out',
  css: {
    [CHAT_IN_MARGIN]: {
      left: 'auto',
      right: '12px',
      bottom: `calc(${BOTTOM_BAR_HEIGHT} + 16px)`,
      padding: 0,
      background: 'transparent',
      borderTopWidth: 0,
      boxShadow: 'none',
    },
  },
} satisfies BoxProps;

/** The strip's height on a phone (the 44 px button and 8 px above and below), without the safe area. */
export const CHAT_STRIP_HEIGHT = '3.75rem';
