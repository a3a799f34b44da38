import { isAxiosError } from 'axios';
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

/** Maps a failed REST call to a GraphQL error: the api's own message for 4xx, a generic one for outages. */
export function toGraphQLError(error: unknown): GraphQLError {
  if (error instanceof GraphQLError) return error;
  if (isAxiosError(error) && error.response) {
    const code = codeForStatus(error.response.status);
    const body = error.response.data as { message?: unknown } | undefined;
    const message = code !== 'UPSTREAM_UNAVAILABLE' && typeof body?.message === 'string' ? body.message : UNAVAILABLE;
    return graphqlError(code, message);
  }
  return graphqlError('UPSTREAM_UNAVAILABLE', UNAVAILABLE);
}
