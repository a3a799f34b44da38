import type { FastifyRequest } from 'fastify';
import { CatalogSource } from './catalog/source.js';
import type { RestClient } from './rest/client.js';
import { ReviewSource } from './reviews/source.js';

/** Built fresh for every GraphQL request, so loaders batch and cache within one request only. */
export interface GatewayContext {
  /** The caller's bearer token, forwarded to the api, which checks it again. */
  token: string | undefined;
  catalog: CatalogSource;
  reviews: ReviewSource;
}

export function createContext(api: RestClient, request: FastifyRequest): GatewayContext {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
  return { token, catalog: new CatalogSource(api), reviews: new ReviewSource(api) };
}
