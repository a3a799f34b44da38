import type { FastifyRequest } from 'fastify';
import { AccountsSource } from './accounts/source.js';
import { CatalogSource } from './catalog/source.js';
import type { Caller, RestClient } from './rest/client.js';
import { ReviewSource } from './reviews/source.js';

/** Built fresh for every GraphQL request, so loaders batch and cache within one request only. */
export interface GatewayContext {
  /** The caller's bearer token, forwarded to the api, which checks it again. */
  token: string | undefined;
  catalog: CatalogSource;
  reviews: ReviewSource;
  accounts: AccountsSource;
}

export function createContext(api: RestClient, request: FastifyRequest): GatewayContext {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
  const caller: Caller = { token, ip: request.ip };
  return {
    token,
    catalog: new CatalogSource(api),
    reviews: new ReviewSource(api),
    accounts: new AccountsSource(api, caller),
  };
}
