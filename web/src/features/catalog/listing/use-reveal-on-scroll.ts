import { useCallback, useEffect, useRef, useState } from 'react';
import { PAGE_SIZE, REVEAL_DELAY_MS, REVEAL_TRIGGER_PX } from './listing-params';

export interface RevealOptions {
  /** Items that match the filters, across all pages. */
  total: number;
  /** Items loaded so far. */
  loaded: number;
  /** Loads the next page (the reveal waits for it). */
  loadMore: () => Promise<unknown>;
  /** Changes when the filters change, starting again at `initial`. */
  resetKey: string;
  /** Items shown at first: one page, or as many as the address's `?page=` asks. */
  initial?: number;
}

/**
 * The spec's reveal-by-scroll: 12 items show first; when the page is scrolled within 100 px of the bottom and more
 * remain, the spinner shows and, after 1 second, 12 more appear (the next page is fetched during that second).
 */
export function useRevealOnScroll({ total, loaded, loadMore, resetKey, initial = PAGE_SIZE }: RevealOptions) {
  const [visible, setVisible] = useState(initial);
  const [revealing, setRevealing] = useState(false);
  const busy = useRef(false);
  const state = useRef({ total, loaded, visible, loadMore });
  state.current = { total, loaded, visible, loadMore };

  // biome-ignore lint/correctness/useExhaustiveDependencies: new filters start again at one page.
  useEffect(() => {
    setVisible(initial);
    setRevealing(false);
    busy.current = false;
  }, [resetKey]);

  const reveal = useCallback(async () => {
    const { total: all, loaded: have, visible: shown, loadMore: fetchMore } = state.current;
    if (busy.current || shown >= all) return;
    busy.current = true;
    setRevealing(true);
    const wanted = Math.min(all, shown + PAGE_SIZE);
    const page = have < wanted ? fetchMore().catch((error) => console.error('Failed to fetch data', error)) : null;
    await Promise.all([new Promise((resolve) => setTimeout(resolve, REVEAL_DELAY_MS)), page]);
    setVisible(wanted);
    setRevealing(false);
    busy.current = false;
  }, []);

  useEffect(() => {
    const onScroll = () => {
      const bottom = document.documentElement.scrollHeight - (window.innerHeight + window.scrollY);
      if (bottom <= REVEAL_TRIGGER_PX) void reveal();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [reveal]);

  // A screen taller than the items can't scroll: check again whenever the list grows, so it still fills up.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a reveal (visible) changes the page height to check.
  useEffect(() => {
    if (revealing || loaded === 0) return;
    const frame = requestAnimationFrame(() => {
      const bottom = document.documentElement.scrollHeight - (window.innerHeight + window.scrollY);
      if (bottom <= REVEAL_TRIGGER_PX) void reveal();
    });
    return () => cancelAnimationFrame(frame);
  }, [visible, loaded, revealing, reveal]);

  return { visible: Math.min(visible, total), revealing };
}
