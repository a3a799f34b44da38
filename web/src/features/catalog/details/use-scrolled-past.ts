import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has been scrolled up out of sight, above the top `topInset` pixels of the screen (the sticky
 * header, which hides what passes under it). False while it is on screen or still below the fold. Measured once a
 * frame after each scroll or resize (a passive listener), and once when the hook starts: an IntersectionObserver
 * alone missed the crossing on a guest's hydrated page, leaving the bar away for good. Null until that first
 * measure: the server's HTML and hydration know nothing of the scroll.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, topInset: number): boolean | null {
  const [past, setPast] = useState<boolean | null>(null);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = ref.current;
      if (element) setPast(element.getBoundingClientRect().bottom <= topInset);
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
    };
  }, [ref, topInset]);
  return past;
}
