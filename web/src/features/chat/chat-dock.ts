import type { BoxProps } from '@chakra-ui/react';
import { BOTTOM_BAR_HEIGHT } from '../../shared/bottom-bar';

/**
 * Where the floating chat stands (bottom right, above any bar fixed at the bottom): the same box for the launcher the
 * server renders and for the widget that takes it over once its code has loaded, so nothing moves then.
 */
export const CHAT_DOCK = {
  position: 'fixed',
  bottom: { base: `calc(${BOTTOM_BAR_HEIGHT} + 1rem)`, md: `calc(${BOTTOM_BAR_HEIGHT} + 1.5rem)` },
  right: { base: '4', md: '6' },
  zIndex: 'banner',
  transition: 'bottom 0.2s ease-out',
} satisfies BoxProps;
