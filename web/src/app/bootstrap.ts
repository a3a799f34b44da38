import type { NormalizedCacheObject } from '@apollo/client';
import type { SessionSnapshot } from '../shared/session/session';
import { scriptSafeJson } from './head/page-head';

/** What the server hands the browser beside the page's HTML, so hydration starts from the server's state. */
export interface BootstrapState {
  /** The Apollo cache the page was rendered from: hydration asks the network for nothing it already has. */
  apollo: NormalizedCacheObject;
  session: SessionSnapshot;
  publicUrl: string;
  /** The named chunks the page rendered, loaded before hydration so it runs in one pass. */
  modules: string[];
}

export const BOOTSTRAP_ELEMENT_ID = 'sutra-state';

/**
 * The state as a JSON data block: `type="application/json"` is data, not a script, so the store's Content-Security-
 * Policy (no inline scripts) does not stand in its way, and `<` is escaped so no value can close the element.
 */
export const bootstrapScript = (state: BootstrapState): string =>
  `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(JSON.stringify(state))}</script>`;

/** The state the server rendered with, or null for a page the server did not render (Vite's development server). */
export function readBootstrapState(): BootstrapState | null {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as BootstrapState;
  } catch {
    return null;
  }
}
