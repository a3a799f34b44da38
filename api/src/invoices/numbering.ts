import { type DocumentSeries, documentNumber, financialYearLabel } from '@sutra/rules';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documentCounters } from '../db/schema.js';

export interface DrawnNumber {
  number: string;
  financialYear: string;
  sequence: number;
}

/**
 * Draws the next number of a series in the financial year `at` falls in (India time). The counter row is created or
 * incremented by one statement that holds its row lock until the caller's transaction ends: a concurrent drawer waits
 * and then sees the incremented value (never the same number), and a transaction that rolls back gives its number
 * back (no gap). Call it last in a transaction, after every other lock is taken, so the counter is held briefly and
 * always taken in the same order.
 */
export async function drawNumber(tx: Db, series: DocumentSeries, at: Date): Promise<DrawnNumber> {
  const financialYear = financialYearLabel(at);
  const [row] = await tx
    .insert(documentCounters)
    .values({ series, financialYear, lastSequence: 1 })
    .onConflictDoUpdate({
      target: [documentCounters.series, documentCounters.financialYear],
      set: { lastSequence: sql`${documentCounters.lastSequence} + 1` },
    })
    .returning({ sequence: documentCounters.lastSequence });
  if (!row) throw new Error(`no ${series} number drawn for ${financialYear}`);
  return { number: documentNumber(series, financialYear, row.sequence), financialYear, sequence: row.sequence };
}
