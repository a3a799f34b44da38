import { type RefObject, useEffect, useRef } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Marks a control whose tap the page keeps until the app can act on it. The shell's inline script (`index.html`, the
 * tap keeper) listens before any of the app's code has come: a tap on a marked control is stopped there, the control
 * is kept in `window.__sutraTaps` and marked `aria-busy`, and it is told with a `sutra:tap-kept` event.
 */
export const TAP_LATER_ATTRIBUTE = 'data-tap-later';
export const TAP_KEPT_EVENT = 'sutra:tap-kept';

declare global {
  interface Window {
    /** Controls tapped before the app took them over, in order (the tap keeper in `index.html` fills it). */
    __sutraTaps?: Element[];
  }
}

/** Takes the control's kept tap, if there is one: answers whether there was. */
export function takeKeptTap(control: Element): boolean {
  const kept = window.__sutraTaps;
  const at = kept ? kept.indexOf(control) : -1;
  if (!kept || at < 0) return false;
  kept.splice(at, 1);
  control.removeAttribute('aria-busy');
  return true;
}

/**
 * A button the shopper may tap before the page is interactive (ADD TO CART, the wishlist heart): until React has
 * taken it over it carries the tap keeper's mark, so a tap on the server's HTML is kept rather than lost (the
 * control shows busy meanwhile); once the control runs, the kept tap gets `onTap`, once. After hydration the mark is
 * gone and taps are React's as usual. Spread the answer on the control.
 */
export function useTapBeforeHydration(
  control: RefObject<HTMLElement | null>,
  onTap: () => void,
): { [TAP_LATER_ATTRIBUTE]?: '' } {
  const hydrated = useHydrated();
  const latest = useRef(onTap);
  useEffect(() => {
    latest.current = onTap;
  });
  useEffect(() => {
    const element = control.current;
    if (!element) return;
    const take = () => {
      if (takeKeptTap(element)) latest.current();
    };
    take();
    // A tap between hydration and the render that drops the mark is still the keeper's.
    element.addEventListener(TAP_KEPT_EVENT, take);
    return () => element.removeEventListener(TAP_KEPT_EVENT, take);
  }, [control]);
  return hydrated ? {} : { [TAP_LATER_ATTRIBUTE]: '' };
}
