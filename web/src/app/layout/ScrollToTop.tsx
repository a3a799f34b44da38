import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

/**
 * Scrolls to the top whenever the path changes (not on query-string changes such as listing filters). Never for the
 * first render: the page the browser loaded is where the shopper may already have scrolled (before hydration) or
 * where the browser restored the scroll (a reload, back to another site), and taking it over must not move it.
 */
export function ScrollToTop() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
