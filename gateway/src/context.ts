import type { FastifyRequest } from 'fastify';
import { AccountsSource } from './accounts/source.js';
import { CartSource } from './cart/source.js';
import { CatalogSource } from './catalog/source.js';
import { CheckoutSource } from './checkout/source.js';
import type { ShiprocketTracking } from './orders/shiprocket.js';
import { OrdersSource } from './orders/source.js';
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
  checkout: CheckoutSource;
  orders: OrdersSource;
  /** Public payment settings (the web reads them through `paymentConfig`). */
  payments: PaymentSettings;
  support: SupportSource;
}

export interface PaymentSettings {
  checkoutScriptUrl: string;
}

/** What every request's context shares: process-wide clients and settings. */
export interface SharedServices {
  api: RestClient;
  shiprocket: ShiprocketTracking;
  payments: PaymentSettings;
}

export function createContext({ api, shiprocket, payments }: SharedServices, request: FastifyRequest): GatewayContext {
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
    checkout: new CheckoutSource(api, caller),
    orders: new OrdersSource(api, caller, catalog, shiprocket),
    payments,
    support: new SupportSource(api, caller),
  };
}
