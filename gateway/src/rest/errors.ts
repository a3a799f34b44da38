import { GraphQLError } from 'graphql';

/** The `extensions.code` values clients can rely on. */
export type ErrorCode =
  | 'UNAUTHENTICATED'
  | 'FORBIDDEN'
  | 'BAD_USER_INPUT'
  | 'NOT_FOUND'
  | 'RATE_LIMITED'
  | 'UPSTREAM_UNAVAILABLE';

export const graphqlError = (code: ErrorCode, message: string): GraphQLError =>
  new GraphQLError(message, { extensions: { code } });

const codeForStatus = (status: number): ErrorCode => {
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 429) return 'RATE_LIMITED';
  if (status >= 400 && status < 500) return 'BAD_USER_INPUT';
  return 'UPSTREAM_UNAVAILABLE';
};

const UNAVAILABLE = 'The store is having trouble right now. Please try again in a moment.';

/**
 * The GraphQL error for an api refusal: the api's own message for 4xx and for the 503s it answers itself in its error
 * shape (e.g. a payment Razorpay could not confirm yet); a generic one for other outages, whose bodies come from no
 * one the shopper should read. A rate limit's refusal carries when to try again (`extensions.retryAfterSeconds`, the
 * api's `Retry-After`), so a screen can count down to it.
 */
export function errorForStatus(status: number, body: unknown, retryAfterSeconds?: number): GraphQLError {
  const code = codeForStatus(status);
  const answer = (typeof body === 'object' && body !== null ? body : {}) as { message?: unknown; status?: unknown };
  const ownMessage = typeof answer.message === 'string' ? answer.message : undefined;
  const fromApi = code !== 'UPSTREAM_UNAVAILABLE' || (status === 503 && answer.status === false);
  const message = fromApi && ownMessage ? ownMessage : UNAVAILABLE;
  if (code === 'RATE_LIMITED' && retryAfterSeconds !== undefined) {
    return new GraphQLError(message, { extensions: { code, retryAfterSeconds } });
  }
  return graphqlError(code, message);
}

/** Any failure of a call: a refusal already mapped stays as it is; anything else (refused, reset, timed out) is an outage. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  return graphqlError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
}
