import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Db } from './client.js';
import { derivedShapes } from './schema.js';
import { inTransaction } from './transaction.js';

/**
 * A set of rows derived from others (stored documents, counts, word lists) that must be rebuilt when the way they are
 * built changes: its shape is everything the rows depend on besides the data itself.
 */
export interface DerivedSet {
  /** Its row in `derived_shapes`, e.g. `product-documents`. */
  name: string;
  /**
   * The text of its shape: the builder's SQL, the schema its rows answer, and the definitions of the database
   * functions that keep it (read from `db`, so a migration that replaces one changes the shape).
   */
  shape(db: Db): Promise<string>;
  /** Builds every row again, inside the transaction it is handed. */
  rebuild(tx: Db): Promise<void>;
}

/** The fingerprint kept in `derived_shapes`: a hash of the set's shape. */
export async function fingerprintOf(set: DerivedSet, db: Db): Promise<string> {
  return createHash('sha256')
    .update(await set.shape(db))
    .digest('hex');
}

/**
 * Rebuilds each set whose shape differs from the one its rows were built with (or was never recorded), in order, each
 * in one transaction with its new fingerprint: a failed rebuild leaves the old rows and the old fingerprint, and the
 * next start tries again. Replicas that start together take turns on a lock per set; the second finds the
 * fingerprint current and rebuilds nothing. Answers the names of the sets rebuilt.
 *
 * This is why a change of a derived shape (a new document field, a new facet rule) needs no migration that deletes
 * the derived rows, as `0026_product_documents_in_paise.sql` once did: start-up sees the new fingerprint and
 * rebuilds before the api serves.
 */
export async function rebuildStaleDerivedData(db: Db, sets: readonly DerivedSet[]): Promise<string[]> {
  const rebuilt: string[] = [];
  for (const set of sets) {
    const done = await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`derived:${set.name}`}))`);
      const fingerprint = await fingerprintOf(set, tx);
      const [row] = await tx.select().from(derivedShapes).where(eq(derivedShapes.name, set.name));
      if (row?.fingerprint === fingerprint) return false;
      await set.rebuild(tx);
      await tx
        .insert(derivedShapes)
        .values({ name: set.name, fingerprint })
        .onConflictDoUpdate({ target: derivedShapes.name, set: { fingerprint, rebuiltAt: sql`now()` } });
      return true;
    });
    if (done) rebuilt.push(set.name);
  }
  return rebuilt;
}
