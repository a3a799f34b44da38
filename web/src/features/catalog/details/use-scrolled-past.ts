import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element has been scrolled up out of sight, above the top `topInset` pixels of the screen (the sticky
 * header, which hides what passes under it). False while it is on screen or still below the fold, and wherever
 * IntersectionObserver is missing.
 */
export function useScrolledPast(ref: RefObject<HTMLElement | null>, topInset: number): boolean {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry) return;
        const top = entry.rootBounds?.top ?? topInset;
        setPast(!entry.isIntersecting && entry.boundingClientRect.bottom <= top);
      },
      { rootMargin: `-${topInset}px 0px 0px 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, topInset]);
  return past;
}
