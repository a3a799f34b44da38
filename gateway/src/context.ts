import type { FastifyRequest } from 'fastify';
import { AccountsSource } from './accounts/source.js';
import { CartSource } from './cart/source.js';
import { CatalogSource } from './catalog/source.js';
import type { Caller, RestClient } from './rest/client.js';
import { ReviewSource } from './reviews/source.js';
import { SupportSource } from './support/source.js';
import { WishlistSource } from './wishlist/source.js';

/** Built fresh for every GraphQL request, so loaders batch and cache within one request only. */
export interface GatewayContext {
  /** The caller's bearer token, forwarded to the api, which checks it again. */
  token: string | undefined;
  catalog: CatalogSource;
  reviews: ReviewSource;
  accounts: AccountsSource;
  wishlist: WishlistSource;
  cart: CartSource;
  support: SupportSource;
}

export function createContext(api: RestClient, request: FastifyRequest): GatewayContext {
  const header = request.headers.authorization;
  const token = header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
  const caller: Caller = { token, ip: request.ip };
  const catalog = new CatalogSource(api);
  return {
    token,
    catalog,
    reviews: new ReviewSource(api, caller),
    accounts: new AccountsSource(api, caller),
    wishlist: new WishlistSource(api, caller, catalog),
    cart: new CartSource(api, caller, catalog),
    support: new SupportSource(api, caller),
  };
}
