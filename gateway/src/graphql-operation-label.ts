import type { FastifyRequest } from 'fastify';
import { WEB_OPERATION_NAMES } from './__generated__/web-operation-names.js';

/**
 * The label a GraphQL operation gets in the metrics: its name when it is one of the web app's, `other` for any other
 * name, `unnamed` for none. Bounded, so a client naming its operations freely cannot grow the number of series.
 */
export const operationLabel = (name: string | null | undefined): string =>
  !name ? 'unnamed' : WEB_OPERATION_NAMES.has(name) ? name : 'other';

/** The operation a `/graphql` request runs (`operationName` of a POST body or a GET query); undefined elsewhere. */
export function graphqlOperationOf(request: FastifyRequest): string | undefined {
  if (request.routeOptions.url !== '/graphql' || request.method === 'OPTIONS') return undefined;
  const from = (request.method === 'GET' ? request.query : request.body) as { operationName?: unknown } | undefined;
  return operationLabel(typeof from?.operationName === 'string' ? from.operationName : undefined);
}
