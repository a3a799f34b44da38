/**
 * The general class of an error the GraphQL gateway answers, in `extensions.code`: what kind of failure it is, for a
 * client deciding what to do in general (sign in again, show "not found", show the refusal, try again later). The
 * specific reason, when the store refused something, travels beside it as `extensions.reason` (`refusal-code.ts`).
 *
 * - `UNAUTHENTICATED`: no session, or one that is no longer valid (401).
 * - `FORBIDDEN`: not allowed for anyone through this route (403).
 * - `BAD_USER_INPUT`: the input is refused (400, and 413/415 and any other refusal of the request).
 * - `NOT_FOUND`: no such thing, or not the caller's (404).
 * - `CONFLICT`: the input was fine, but what it acts on stands in the way: sold out meanwhile, a coupon used up, an
 *   email taken (409).
 * - `RATE_LIMITED`: asked too often (429); `extensions.retryAfterSeconds` says when to try again.
 * - `OPERATION_TOO_LARGE`: the operation needs more upstream calls than one may make (the gateway's own).
 * - `UPSTREAM_UNAVAILABLE`: the store behind the gateway, or a provider, cannot answer now (5xx, timeouts).
 * - `INTERNAL_SERVER_ERROR`: the gateway's own failure that nobody coded (its safety net).
 */
export const ERROR_CLASSES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'BAD_USER_INPUT',
  'NOT_FOUND',
  'CONFLICT',
  'RATE_LIMITED',
  'OPERATION_TOO_LARGE',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL_SERVER_ERROR',
] as const;

export type ErrorClass = (typeof ERROR_CLASSES)[number];

/** The class of an HTTP error status from the store's api (anything not a refusal of the caller is an outage). */
export function errorClassOfStatus(status: number): ErrorClass {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'UPSTREAM_UNAVAILABLE';
}
