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
  /** Value objects written more than once in the state, each once; `{"__value": i}` stands for a copy of the i-th. */
  values?: ValueObject[];
}

/** An object of the cache that is no entity (a `Money`, an option) and holds only scalars. */
type ValueObject = { __typename: string } & Record<string, string | number | boolean | null>;

/**
 * The key marking a value written in `values`. GraphQL keeps names starting with `__` for itself (`__typename`) and
 * Apollo's own markers (`__ref`) are alike: no field of the cache can be named so.
 */
const VALUE = '__value';

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
  return { ...rest, ...shortenReferences(shareValues(others, entities)) };
}

/**
 * A reference to a carried entity by its place among them: `{"__e": 17}` for `{"__ref": "ProductVariant:<uuid>"}`,
 * 10 bytes for 57 (a homepage holds some 100 references). Named like Apollo's own markers, which no field can be.
 */
const ENTITY = '__e';

/** The carried entities' keys (`Type:id`), in the order their JSON gives them back (each side reads it so). */
const entityKeys = (entities: CarriedState['entities']): string[] =>
  Object.entries(entities).flatMap(([type, byId]) => Object.keys(byId).map((id) => `${type}:${id}`));

const isReference = (value: unknown): value is { __ref: string } =>
  typeof value === 'object' &&
  value !== null &&
  Object.keys(value).length === 1 &&
  typeof (value as { __ref?: unknown }).__ref === 'string';

function shortenReferences<T extends Pick<CarriedState, 'apollo' | 'entities'>>(state: T): T {
  const places = new Map(entityKeys(state.entities).map((key, index) => [key, index]));
  const shorten = (value: unknown) => {
    const place = isReference(value) ? places.get(value.__ref) : undefined;
    return place === undefined ? value : { [ENTITY]: place };
  };
  return {
    ...state,
    apollo: mapValues(state.apollo, shorten) as NormalizedCacheObject,
    entities: mapValues(state.entities, shorten) as CarriedState['entities'],
  };
}

/** The cache's objects with each `{"__e": i}` a reference to the i-th carried entity again. */
function restoreReferences<T>(root: T, keys: readonly string[]): T {
  return mapValues(root, (value) => {
    if (typeof value !== 'object' || value === null || !(ENTITY in value)) return value;
    const key = keys[(value as Record<string, unknown>)[ENTITY] as number];
    return key === undefined ? value : { __ref: key };
  }) as T;
}

const isValueObject = (value: unknown): value is ValueObject =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  typeof (value as { __typename?: unknown }).__typename === 'string' &&
  Object.values(value).every((field) => field === null || typeof field !== 'object');

/** Every field value under `root`, rewritten by `visit` where it returns something else (arrays and objects walked). */
function mapValues(root: unknown, visit: (value: unknown) => unknown): unknown {
  const seen = visit(root);
  if (seen !== root) return seen;
  if (Array.isArray(root)) return root.map((item) => mapValues(item, visit));
  if (typeof root === 'object' && root !== null) {
    return Object.fromEntries(Object.entries(root).map(([key, value]) => [key, mapValues(value, visit)]));
  }
  return root;
}

/**
 * The same prices and options recur across a page's cards (a listing's 12 cards held the same `Money` up to seven
 * times, each 55 bytes): each value object written twice or more goes once into `values`, referred to by its index.
 */
function shareValues(
  apollo: NormalizedCacheObject,
  entities: CarriedState['entities'],
): Pick<CarriedState, 'apollo' | 'entities' | 'values'> {
  const counts = new Map<string, number>();
  mapValues([apollo, entities], (value) => {
    if (isValueObject(value)) {
      const text = JSON.stringify(value);
      counts.set(text, (counts.get(text) ?? 0) + 1);
    }
    return value;
  });
  const values: ValueObject[] = [];
  const indexOf = new Map<string, number>();
  const shared = mapValues([apollo, entities], (value) => {
    if (!isValueObject(value)) return value;
    const text = JSON.stringify(value);
    if ((counts.get(text) ?? 0) < 2) return value;
    let index = indexOf.get(text);
    if (index === undefined) {
      index = values.push(value) - 1;
      indexOf.set(text, index);
    }
    return { [VALUE]: index };
  }) as [NormalizedCacheObject, CarriedState['entities']];
  return values.length ? { apollo: shared[0], entities: shared[1], values } : { apollo, entities };
}

/** The cache's objects with each `{"__value": i}` replaced by a copy of the i-th shared value. */
function restoreValues<T>(root: T, values: readonly ValueObject[] | undefined): T {
  if (!values?.length) return root;
  return mapValues(root, (value) => {
    if (typeof value !== 'object' || value === null || !(VALUE in value)) return value;
    const shared = values[(value as Record<string, unknown>)[VALUE] as number];
    return shared ? { ...shared } : value;
  }) as T;
}

/** The state as the server rendered with it, from what the page carries. */
export function restoreState({ entities: carried, apollo: others, values, ...rest }: CarriedState): BootstrapState {
  const keys = entityKeys(carried ?? {});
  const apollo = restoreValues(restoreReferences(others, keys), values);
  const entities = restoreValues(restoreReferences(carried ?? {}, keys), values);
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
