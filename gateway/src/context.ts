import type { FastifyRequest } from 'fastify';
import { AccountsSource } from './accounts/source.js';
import { AnswerScopes } from './cache/answer-scopes.js';
import { CartSource } from './cart/source.js';
import { CatalogSource } from './catalog/source.js';
import { CheckoutSource } from './checkout/source.js';
import { InvoicesSource } from './invoices/source.js';
import { MembershipSource } from './membership/source.js';
import { OrdersSource } from './orders/source.js';
import type { Caller, RestClient } from './rest/client.js';
import { UpstreamBudget } from './rest/upstream-budget.js';
import { ReviewSource } from './reviews/source.js';
import { ServiceabilitySource } from './serviceability/source.js';
import { StockAlertSource } from './stock-alerts/source.js';
import { SupportSource } from './support/source.js';
import { WishlistSource } from './wishlist/source.js';

/** Built fresh for every GraphQL request, so loaders batch and cache within one request only. */
export interface GatewayContext {
  /** The caller's bearer token, forwarded to the api, which checks it again. */
  token: string | undefined;
  /** The operation's allowance of calls to the api, which every source spends from. */
  upstream: UpstreamBudget;
  /** What the answer shows that changes on its own (a product's reviews, a reviewer's name): the response cache's. */
  answerScopes: AnswerScopes;
  catalog: CatalogSource;
  reviews: ReviewSource;
  accounts: AccountsSource;
  wishlist: WishlistSource;
  cart: CartSource;
  checkout: CheckoutSource;
  membership: MembershipSource;
  orders: OrdersSource;
  invoices: InvoicesSource;
  /** Public payment settings (the web reads them through `paymentConfig`). */
  payments: PaymentSettings;
  support: SupportSource;
  serviceability: ServiceabilitySource;
  stockAlerts: StockAlertSource;
}

export interface PaymentSettings {
  checkoutScriptUrl: string;
}

/** What every request's context shares: process-wide clients and settings. */
export interface SharedServices {
  api: RestClient;
  payments: PaymentSettings;
}

/** The bearer token of a request's `Authorization` header, if it has one. */
export function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice(7).trim() || undefined : undefined;
}

/** A request's context: for /graphql, the caller is the bearer token's; for a rendered page, the session cookie's. */
export function createContext(shared: SharedServices, caller: Caller): GatewayContext {
  const upstream = new UpstreamBudget();
  const api = shared.api.within(upstream);
  const catalog = new CatalogSource(api);
  const { token } = caller;
  const answerScopes = new AnswerScopes();
  return {
    token,
    upstream,
    answerScopes,
    catalog,
    reviews: new ReviewSource(api, caller, answerScopes),
    accounts: new AccountsSource(api, caller),
    wishlist: new WishlistSource(api, caller, catalog),
    cart: new CartSource(api, caller, catalog),
    checkout: new CheckoutSource(api, caller),
    membership: new MembershipSource(api, caller),
    orders: new OrdersSource(api, caller, catalog),
    invoices: new InvoicesSource(api, caller),
    payments: shared.payments,
    support: new SupportSource(api, caller),
    serviceability: new ServiceabilitySource(api, caller),
    stockAlerts: new StockAlertSource(api, caller),
  };
}
