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

/** True for an undefined table (42P01) or schema (3F000): what a query of a never-migrated database fails with. */
export const isUndefinedTable = (error: unknown): boolean => hasCode(error, ['42P01', '3F000']);

/** True for a deadlock (40P01) or a serialization failure (40001): the transaction may simply be run again. */
export const isTransientConflict = (error: unknown): boolean => hasCode(error, ['40P01', '40001']);

/**
 * True for PostgreSQL's class 22, "data exception": a value the database cannot take, such as a NUL byte in text
 * (22021), text that is not a UUID (22P02), a number out of range (22003) or a bad date (22007, 22008). The caller
 * sent something the route's schema let through; it is their input, not our failure.
 */
export const isInvalidInputValue = (error: unknown): boolean => sqlStateOf(error)?.startsWith('22') ?? false;

/** Errors of the connection itself, as Node reports them: the server refused, went away or cannot be reached. */
const CONNECTION_ERRNOS = [
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
];

/**
 * What node-postgres and its pool say, with no code, when they have no connection to give: a pool that waited too
 * long for one, a connection that ended under a query, a client that broke earlier, a query the server never answered.
 */
const CONNECTION_MESSAGES =
  /timeout exceeded when trying to connect|connection terminated|connection timeout|not queryable|query read timeout|cannot use a pool after calling end/i;

/**
 * True when a failure says the database cannot be reached or is going away, rather than that the request was wrong:
 * SQLSTATE class 08 (connection exception), 57P01–57P03 (the server shutting down, crashed, or still starting), 53300
 * (too many connections), 57014 (a statement cut off by the statement timeout), Node's connection errors, and
 * node-postgres' own. The request may simply be tried again a little later, so the api answers 503, not 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const code = sqlStateOf(error);
  if (code && (code.startsWith('08') || ['57P01', '57P02', '57P03', '53300', '57014'].includes(code))) return true;
  for (let e: unknown = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code: errno, message } = e as { code?: unknown; message?: unknown };
    if (typeof errno === 'string' && CONNECTION_ERRNOS.includes(errno)) return true;
    if (typeof message === 'string' && CONNECTION_MESSAGES.test(message)) return true;
    // A connection error to more than one address (IPv4 and IPv6) arrives as an AggregateError of them.
    if (e instanceof AggregateError && e.errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** The message of the innermost cause (Drizzle wraps the driver's error, whose message says what went wrong). */
export function rootCauseMessage(error: unknown): string {
  let e = error;
  for (let depth = 0; depth < 5 && e instanceof Error && e.cause instanceof Error; depth++) e = e.cause;
  if (e instanceof AggregateError && e.errors[0] instanceof Error) return e.errors[0].message;
  return e instanceof Error ? e.message : String(e);
}
