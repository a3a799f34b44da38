import { recordCacheLookup } from '@sutra/telemetry';
import { DatabaseCache } from '../db/database-cache.js';

/**
 * Listing totals ('{n} Items Found') for a few recent filter sets, per database. Totals change only when the
 * catalogue does: a total is reused for up to a minute, and a database's totals are forgotten when it announces a
 * catalogue change (its version triggers notify at commit; every replica listens, the one that made the change too:
 * `catalog/catalog-caches.ts`). (Counting is cheap since the facets, `listing-total.ts`; a remembered total still
 * spares a listing page a query.)
 */
const totals = new DatabaseCache<number>(60_000, 500, (hit) => recordCacheLookup('listing-totals', hit));

export const cachedTotal = (db: object, key: string, now = Date.now()): number | undefined => totals.get(db, key, now);

export const rememberTotal = (db: object, key: string, total: number, now = Date.now()): void =>
  totals.set(db, key, total, now);

export const forgetListingTotals = (db: object): void => totals.forget(db);
