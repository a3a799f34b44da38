import type { ApolloServer, BaseContext } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { explorerHelmet } from './security-headers.js';

/**
 * The most a /graphql request body may hold. The store's largest operations (a checkout with both addresses, ten
 * saved addresses at their longest) are about 10 KiB; anything past 64 KiB is refused with 413 before it is read.
 */
export const GRAPHQL_BODY_LIMIT = 64 * 1024;

/**
 * `/graphql` (GET, POST, and OPTIONS for preflights): Apollo Server behind a per-client rate limit and a body limit.
 * Fastify's own refusals (a body that is not JSON, too large, or of a type it does not take) answer in GraphQL's
 * error shape, so clients read every failure the same way. The admin endpoint (`/admin/graphql`) is the same route
 * over its own server, at its own `url`, with `headers` set on every answer (its `Cache-Control`).
 */
export async function registerGraphqlRoute<Context extends BaseContext>(
  app: FastifyInstance,
  options: {
    apollo: ApolloServer<Context>;
    context: (request: FastifyRequest, reply: FastifyReply) => Promise<Context>;
    /** `/graphql` unless given. */
    url?: string;
    /** Headers every answer carries, refusals included (set as it is sent, over any set before). */
    headers?: Record<string, string>;
    /** Whether a browser's GET is answered with the explorer's page (which has its own policy). */
    explorer: boolean;
    /** The per-client limit, checked as a request arrives (before its body is read). */
    rateLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      const status = error.statusCode ?? 500;
      if (status < 400 || status >= 500) {
        request.log.error({ err: error }, 'graphql request failed');
        return reply
          .status(500)
          .send({ errors: [{ message: 'Internal server error', extensions: { code: 'INTERNAL_SERVER_ERROR' } }] });
      }
      // A body that did not arrive in time (REQUEST_TIMEOUT_MS) has a code of its own: sending again may work.
      const code = status === 408 ? 'REQUEST_TIMEOUT' : 'BAD_REQUEST';
      return reply.status(status).send({ errors: [{ message: error.message, extensions: { code } }] });
    });
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: options.url ?? '/graphql',
      bodyLimit: GRAPHQL_BODY_LIMIT,
      onRequest: options.rateLimit,
      ...(options.headers ? { onSend: fixedHeaders(options.headers) } : {}),
      ...(options.explorer ? { helmet: explorerHelmet } : {}),
      handler: fastifyApolloHandler(options.apollo, { context: options.context }),
    });
  });
}

const fixedHeaders = (headers: Record<string, string>) => async (_request: FastifyRequest, reply: FastifyReply) => {
  reply.headers(headers);
};
