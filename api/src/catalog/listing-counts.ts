/**
 * Listing totals ('{n} Items Found') for a few recent filter sets, per database. Counting a large category is the one
 * part of a listing that reads every matching row, and totals change only when the catalogue does: a total is reused
 * for up to a minute, and they are forgotten whenever this process rebuilds its product documents (the
 * catalogue's write path, which stock changes also take). Another replica's edit may show up to a minute late.
 */
const TTL_MS = 60_000;
const MAX_ENTRIES = 500;

type Totals = Map<string, { total: number; expires: number }>;
let byDatabase = new WeakMap<object, Totals>();

function totalsOf(db: object): Totals {
  let totals = byDatabase.get(db);
  if (!totals) {
    totals = new Map();
    byDatabase.set(db, totals);
  }
  return totals;
}

export function cachedTotal(db: object, key: string, now = Date.now()): number | undefined {
  const totals = totalsOf(db);
  const entry = totals.get(key);
  if (!entry) return undefined;
  if (entry.expires <= now) {
    totals.delete(key);
    return undefined;
  }
  return entry.total;
}

export function rememberTotal(db: object, key: string, total: number, now = Date.now()): void {
  const totals = totalsOf(db);
  if (totals.size >= MAX_ENTRIES) {
    // Maps keep insertion order: drop the oldest.
    const oldest = totals.keys().next().value;
    if (oldest !== undefined) totals.delete(oldest);
  }
  totals.set(key, { total, expires: now + TTL_MS });
}

/** Forgets every database's totals: a rebuild may run inside a transaction, whose handle is not the database's. */
export function forgetListingTotals(): void {
  byDatabase = new WeakMap();
}
