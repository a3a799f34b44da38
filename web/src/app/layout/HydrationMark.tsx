import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once React has taken over the page's own HTML (the journeys wait for it). It stands
 * inside the page's `Suspense`, beside the route: hydration is a transition that takes the layout's shell first and
 * the page's boundary after, and a mark in the shell would say "interactive" while the page's buttons still had no
 * handlers.
 */
export function HydrationMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
  return null;
}
