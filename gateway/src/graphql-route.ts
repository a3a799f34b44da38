import type { ApolloServer } from '@apollo/server';
import { fastifyApolloHandler } from '@as-integrations/fastify';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { GatewayContext } from './context.js';
import { landingPageHelmet } from './security-headers.js';

/**
 * `/graphql` (GET, POST, and OPTIONS for preflights): Apollo Server, with the landing page's own security headers
 * when Apollo Sandbox is on.
 */
export async function registerGraphqlRoute(
  app: FastifyInstance,
  options: {
    apollo: ApolloServer<GatewayContext>;
    context: (request: FastifyRequest) => Promise<GatewayContext>;
    landingPage: boolean;
  },
): Promise<void> {
  await app.register(async (scope) => {
    scope.route({
      method: ['GET', 'POST', 'OPTIONS'],
      url: '/graphql',
      ...(options.landingPage ? { helmet: landingPageHelmet } : {}),
      handler: fastifyApolloHandler(options.apollo, { context: options.context }),
    });
  });
}
