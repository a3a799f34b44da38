import { unwrapResolverError } from '@apollo/server/errors';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphQLFormattedError } from 'graphql';

/** What a client reads for a failure no code was given to: no internals, nothing to act on but trying again. */
export const INTERNAL_FAILURE = 'Something went wrong on our side. Please try again.';

/**
 * Apollo's `formatError`: the safety net under the coded errors. Every error the gateway means to answer carries
 * `extensions.code` (ours from `rest/errors.ts`, Apollo's own for parse, validation and variable errors); Apollo gives
 * anything else (a bug, a library's bare `Error`) `INTERNAL_SERVER_ERROR` and its raw message. That message may name
 * internals, so the client reads a generic one and the original goes to the log.
 */
export function formatError(log: FastifyBaseLogger) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    if (formatted.extensions?.code !== 'INTERNAL_SERVER_ERROR') return formatted;
    log.error({ err: unwrapResolverError(error), path: formatted.path }, 'uncoded GraphQL error');
    const { message: _, extensions: __, ...rest } = formatted;
    return { ...rest, message: INTERNAL_FAILURE, extensions: { code: 'INTERNAL_SERVER_ERROR' } };
  };
}
