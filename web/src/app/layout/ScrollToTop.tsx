import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Scrolls to the top whenever the path changes (not on query-string changes such as listing filters). */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the path change is the trigger.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
