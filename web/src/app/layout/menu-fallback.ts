import { useEffect } from 'react';

/** The address the phone's menu button links to: the plain menu (MenuFallback), shown by `:target` until the app runs. */
export const MENU_FALLBACK_ID = 'site-menu';

/** Opens the app's menu when the shopper opened the fallback before the app ran, and drops its address. */
export function useMenuOpenedBeforeApp(open: () => void): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the app takes over the page
  useEffect(() => {
    if (window.location.hash !== `#${MENU_FALLBACK_ID}`) return;
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
    open();
  }, []);
}
