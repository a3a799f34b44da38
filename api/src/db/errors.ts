/** True for PostgreSQL's unique_violation (23505), as either driver reports it (Drizzle may wrap it in `cause`). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 3; depth++) {
    if (typeof e === 'object' && (e as { code?: unknown }).code === '23505') return true;
    e = typeof e === 'object' ? (e as { cause?: unknown }).cause : undefined;
  }
  return false;
}
