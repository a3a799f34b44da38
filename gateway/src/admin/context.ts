import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RestClient } from '../rest/client.js';
import { UpstreamBudget } from '../rest/upstream-budget.js';
import { CatalogueRest } from './catalogue-rest.js';
import { OrdersRest } from './orders/orders-rest.js';
import { PeopleRest } from './people-rest.js';
import { MoneyRest } from './refunds/rest.js';
import { AdminRest } from './rest.js';
import { ReturnsRest } from './returns/returns-rest.js';
import { clearStaffCookie, setStaffCookie, staffToken } from './session-cookie.js';

/** Built fresh for every `/admin/graphql` request. */
export interface AdminContext {
  /** The operation's allowance of calls to the api (the shop's budget plugin reads it). */
  upstream: UpstreamBudget;
  /** The admin REST routes, called with the request's staff session. */
  admin: AdminRest;
  /** The admin catalogue routes, called with the same session. */
  catalogue: CatalogueRest;
  /** The admin customer and inbox routes, called with the same session. */
  people: PeopleRest;
  /** The admin return routes, called with the same session. */
  returns: ReturnsRest;
  /** The order desk's routes, called with the same session. */
  orders: OrdersRest;
  /** The admin money routes (cancellations, refunds, payouts), called with the same session. */
  money: MoneyRest;
  /** The staff cookie of this request's answer: set at sign-in, cleared at sign-out. */
  cookie: { set(token: string, expiresAt: string): void; clear(): void };
}

/** The request's context: the staff session comes from its cookie only (no bearer token, no buyer session). */
export function createAdminContext(
  shared: { api: RestClient; secure: boolean },
  request: FastifyRequest,
  reply: FastifyReply,
): AdminContext {
  const upstream = new UpstreamBudget();
  const api = shared.api.within(upstream);
  const caller = { token: staffToken(request), ip: request.ip };
  return {
    upstream,
    admin: new AdminRest(api, caller),
    catalogue: new CatalogueRest(api, caller),
    people: new PeopleRest(api, caller),
    returns: new ReturnsRest(api, caller),
    orders: new OrdersRest(api, caller),
    money: new MoneyRest(api, caller),
    cookie: {
      set: (token, expiresAt) => setStaffCookie(reply, token, expiresAt, shared.secure),
      clear: () => clearStaffCookie(reply, shared.secure),
    },
  };
}
