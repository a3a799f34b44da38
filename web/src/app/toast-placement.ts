/**
 * Where the next notice goes: away from where the shopper just pressed. A notice that answers a press (ADD TO CART)
 * would otherwise land on the controls beside it (PROCEED TO CHECKOUT): a press in the lower half of the screen gets
 * its notice at the top, one in the upper half at the bottom. Without a press to go by, notices keep the bottom.
 */
export type NoticeEdge = 'top' | 'bottom';

let lastPressY: number | null = null;

export function noticeEdge(): NoticeEdge {
  if (lastPressY === null || typeof window === 'undefined') return 'bottom';
  return lastPressY > window.innerHeight / 2 ? 'top' : 'bottom';
}

const onPointerDown = (event: PointerEvent) => {
  lastPressY = event.clientY;
};

const onKeyDown = (event: KeyboardEvent) => {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  const target = event.target instanceof Element ? event.target.getBoundingClientRect() : null;
  if (target) lastPressY = target.top + target.height / 2;
};

/** Follows the shopper's presses (pointer, or Enter and Space on a control); answers the cleanup. */
export function trackPresses(): () => void {
  document.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  document.addEventListener('keydown', onKeyDown, { capture: true, passive: true });
  return () => {
    document.removeEventListener('pointerdown', onPointerDown, { capture: true });
    document.removeEventListener('keydown', onKeyDown, { capture: true });
  };
}
