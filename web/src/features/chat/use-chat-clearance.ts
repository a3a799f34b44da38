import { type RefObject, useEffect, useState } from 'react';

/**
 * What the floating button must never sit on: anything a shopper taps or reads a price from. `data-keep-clear` marks
 * the rest (prices, which are text).
 */
const KEEP_CLEAR =
  'a[href], button, input, select, textarea, label, summary, [role="button"], [role="link"], [role="tab"], [data-keep-clear]';

/**
 * Whether something to keep clear lies under the widget's button box: sampled on a 4 by 4 grid from edge to edge,
 * under 20 px apart, so no price line or button row can slip between the samples.
 */
function somethingBeneath(widget: HTMLElement): boolean {
  const box = widget.getBoundingClientRect();
  if (box.width === 0 || box.height === 0 || typeof document.elementsFromPoint !== 'function') return false;
  const along = (start: number, size: number) => [0, 1, 2, 3].map((i) => start + 1 + ((size - 2) * i) / 3);
  const xs = along(box.left, box.width);
  return along(box.top, box.height).some((y) =>
    xs.some((x) =>
      document.elementsFromPoint(x, y).some((element) => !widget.contains(element) && element.closest(KEEP_CLEAR)),
    ),
  );
}

/**
 * A dialog, drawer or other modal layer holds the page: Chakra's (Ark's) modal layers lock the body's scroll and mark
 * it with `data-scroll-lock` while they are open.
 */
const modalOpen = () => document.body.hasAttribute('data-scroll-lock');

export interface ChatClearance {
  /** A modal layer is open: the widget hides, rather than stay bright above the dimmed page. */
  hidden: boolean;
  /** Something to keep clear is under the button: it steps aside (faded out, still focusable) until it is not. */
  tucked: boolean;
}

/**
 * Keeps the floating widget off the page's content and out of modals. `widget` is the fixed box the button stands in
 * (measured where the button would stand, whatever its own animation). The check runs on scroll and resize, when the
 * page's height changes or a bottom bar lifts the widget (the root's style), and never while `keepShown` (the box is
 * open, or the button has keyboard focus).
 */
export function useChatClearance(widget: RefObject<HTMLElement | null>, keepShown: boolean): ChatClearance {
  const [hidden, setHidden] = useState(false);
  const [tucked, setTucked] = useState(false);

  useEffect(() => {
    const update = () => setHidden(modalOpen());
    update();
    const observer = new MutationObserver(update);
    observer.observe(document.body, { attributes: true, attributeFilter: ['data-scroll-lock'] });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    const element = widget.current;
    if (keepShown || !element) {
      setTucked(false);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      setTucked(somethingBeneath(element));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(check);
    };
    check();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const resized = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(schedule);
    resized?.observe(document.body);
    const lifted = new MutationObserver(schedule);
    lifted.observe(document.documentElement, { attributes: true, attributeFilter: ['style'] });
    element.addEventListener('transitionend', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      resized?.disconnect();
      lifted.disconnect();
      element.removeEventListener('transitionend', schedule);
    };
  }, [widget, keepShown]);

  return { hidden, tucked };
}
