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

type StoredObject = NormalizedCacheObject[string];

/** The state as the page carries it: the cache's entities grouped by type and id, which their keys repeat. */
interface CarriedState extends Omit<BootstrapState, 'apollo'> {
  /** The cache's other entries (the root query, objects with other keys), as they are. */
  apollo: NormalizedCacheObject;
  /** Entities keyed `Type:id` with that `__typename` and that string `id`: type, then id, then their other fields. */
  entities: Record<string, Record<string, StoredObject>>;
}

const ENTITY_KEY = /^([^:]+):(.+)$/;

/**
 * Each entity of Apollo's normalized cache names its type and id three times (its key, `__typename`, `id`): written
 * once, they make a page's state some 4-5 KB smaller. Only what the key gives back exactly is left out.
 */
export function carryState({ apollo, ...rest }: BootstrapState): CarriedState {
  const others: NormalizedCacheObject = {};
  const entities: CarriedState['entities'] = {};
  for (const [key, stored] of Object.entries(apollo)) {
    const [, type, id] = ENTITY_KEY.exec(key) ?? [];
    if (type && id && stored && stored.__typename === type && stored.id === id) {
      const { __typename, id: _id, ...fields } = stored;
      entities[type] = { ...entities[type], [id]: fields };
    } else others[key] = stored;
  }
  return { ...rest, apollo: others, entities };
}

/** The state as the server rendered with it, from what the page carries. */
export function restoreState({ entities, apollo, ...rest }: CarriedState): BootstrapState {
  const cache: NormalizedCacheObject = { ...apollo };
  for (const [type, byId] of Object.entries(entities ?? {})) {
    for (const [id, fields] of Object.entries(byId)) cache[`${type}:${id}`] = { __typename: type, id, ...fields };
  }
  return { ...rest, apollo: cache };
}

/**
 * The state as a JSON data block: `type="application/json"` is data, not a script, so the store's Content-Security-
 * Policy (no inline scripts) does not stand in its way, and `<` is escaped so no value can close the element.
 */
export const bootstrapScript = (state: BootstrapState): string =>
  `<script type="application/json" id="${BOOTSTRAP_ELEMENT_ID}">${scriptSafeJson(JSON.stringify(carryState(state)))}</script>`;

/** The state the server rendered with, or null for a page the server did not render (Vite's development server). */
export function readBootstrapState(): BootstrapState | null {
  const element = document.getElementById(BOOTSTRAP_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return restoreState(JSON.parse(element.textContent) as CarriedState);
  } catch {
    return null;
  }
}
