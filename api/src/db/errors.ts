/** Whether PostgreSQL failed with one of `codes`, as either driver reports it (Drizzle may wrap it in `cause`). */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if (typeof e === 'object' && codes.includes(String((e as { code?: unknown }).code))) return true;
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}

/** True for PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, ['23505']);

/** True for a deadlock (40P01) or a serialization failure (40001): the transaction may simply be run again. */
export const isTransientConflict = (error: unknown): boolean => hasCode(error, ['40P01', '40001']);
