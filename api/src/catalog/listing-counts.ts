import { recordCacheLookup } from '@sutra/telemetry';
import { DatabaseCache } from '../db/database-cache.js';

/**
 * Listing totals ('{n} Items Found') for a few recent filter sets, per database. Totals change only when the
 * catalogue does: a total is reused for up to a minute, and a database's totals are forgotten when it announces a
 * catalogue change (its version triggers notify at commit; every replica listens, the one that made the change too:
 * `catalog/catalog-caches.ts`). (Counting is cheap since the facets, `listing-total.ts`; a remembered total still
 * spares a listing page a query.) `now` is the clock totals expire by (tests move one by hand).
 */
export const listingTotalsCache = (now?: () => number): DatabaseCache<number> =>
  new DatabaseCache<number>({
    ttlMs: 60_000,
    maxEntries: 500,
    onLookup: (hit) => recordCacheLookup('listing-totals', hit),
    now,
  });

const totals = listingTotalsCache();

export const cachedTotal = (db: object, key: string): number | undefined => totals.get(db, key);

export const rememberTotal = (db: object, key: string, total: number): void => totals.set(db, key, total);

export const forgetListingTotals = (db: object): void => totals.forget(db);
