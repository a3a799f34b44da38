import { useEffect } from 'react';

/**
 * The height of a bar fixed to the bottom of the screen (the product page's sticky ADD TO CART), as a CSS variable
 * on the document: the floating chat button stands on it, and the page's end leaves room for it, without either
 * knowing which page set it. 0 (unset) when no bar shows.
 */
export const BOTTOM_BAR_VAR = '--sutra-bottom-bar';

/** `calc()`-ready: the bottom bar's height, or 0px. */
export const BOTTOM_BAR_HEIGHT = `var(${BOTTOM_BAR_VAR}, 0px)`;

/** Publishes `height` pixels as the bottom bar's height while `shown`, and takes it back when hidden or unmounted. */
export function useBottomBarHeight(shown: boolean, height: number): void {
  useEffect(() => {
    if (!shown) return;
    const root = document.documentElement;
    root.style.setProperty(BOTTOM_BAR_VAR, `${height}px`);
    return () => {
      root.style.removeProperty(BOTTOM_BAR_VAR);
    };
  }, [shown, height]);
}
