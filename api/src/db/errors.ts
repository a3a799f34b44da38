/** The SQLSTATE PostgreSQL failed with, as either driver reports it (Drizzle may wrap it in `cause`). */
function sqlStateOf(error: unknown): string | undefined {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if (typeof e !== 'object') return undefined;
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    e = (e as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Whether PostgreSQL failed with one of `codes`. */
function hasCode(error: unknown, codes: readonly string[]): boolean {
  const code = sqlStateOf(error);
  return code !== undefined && codes.includes(code);
}

/** True for PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => hasCode(error, ['23505']);

/** True for a deadlock (40P01) or a serialization failure (40001): the transaction may simply be run again. */
export const isTransientConflict = (error: unknown): boolean => hasCode(error, ['40P01', '40001']);

/**
 * True for PostgreSQL's class 22, "data exception": a value the database cannot take, such as a NUL byte in text
 * (22021), text that is not a UUID (22P02), a number out of range (22003) or a bad date (22007, 22008). The caller
 * sent something the route's schema let through; it is their input, not our failure.
 */
export const isInvalidInputValue = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;
