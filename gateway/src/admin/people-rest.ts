import { z } from 'zod';
import type { Caller, QueryParams, RestClient } from '../rest/client.js';
import { type InputPaths, inputFields } from '../rest/errors.js';
import { parsed, signInRequired } from './rest.js';

/**
 * The api's admin routes for customers (`/API/v1/admin/customers…`) and the inbox (`/API/v1/admin/inbox…`,
 * `/admin/reviews/:id/hidden`), `docs/admin.md` "Customers" and "The inbox": their wire contract in one place, every
 * answer read through zod (the shapes of the api's `customers/schemas.ts` and `inbox/schemas.ts`).
 */

const customerRowJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type CustomerRowJson = z.infer<typeof customerRowJson>;
const customerPageJson = z.object({ rows: z.array(customerRowJson), nextCursor: z.string().nullable() });
export type CustomerPageJson = z.infer<typeof customerPageJson>;

const addressJson = z.object({
  fullName: z.string(),
  mobile: z.string(),
  add1: z.string(),
  add2: z.string(),
  landmark: z.string(),
  state: z.string(),
  city: z.string(),
  pincode: z.string(),
  defaultAdd: z.boolean(),
});
export type CustomerAddressJson = z.infer<typeof addressJson>;

const pointsEntryJson = z.object({
  id: z.string(),
  kind: z.enum(['order', 'adjustment']),
  orderId: z.string().nullable(),
  orderNumber: z.string().nullable(),
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
  reason: z.string().nullable(),
  staffName: z.string().nullable(),
  createdAt: z.string(),
});
export type CustomerPointsEntryJson = z.infer<typeof pointsEntryJson>;

const customerJson = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  createdAt: z.string(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  pointsBalance: z.number().int(),
  addresses: z.array(addressJson),
  orders: z.array(
    z.object({
      id: z.string(),
      orderNumber: z.string(),
      createdAt: z.string(),
      orderStatus: z.string(),
      paymentMethod: z.string(),
      totalPaise: z.number().int(),
    }),
  ),
  returnRequests: z.array(
    z.object({
      id: z.string(),
      orderId: z.string(),
      orderNumber: z.string(),
      reason: z.string(),
      lines: z.number().int(),
      openLines: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  pointsHistory: z.array(pointsEntryJson),
});
export type CustomerJson = z.infer<typeof customerJson>;

export const INBOX_KINDS = ['feedback', 'contact', 'review'] as const;
export type InboxKindJson = (typeof INBOX_KINDS)[number];

const inboxItemJson = z.object({
  id: z.string(),
  kind: z.enum(INBOX_KINDS),
  buyerId: z.string(),
  name: z.string(),
  email: z.string(),
  text: z.string(),
  title: z.string().nullable(),
  rating: z.number().int().nullable(),
  productId: z.string().nullable(),
  productName: z.string().nullable(),
  hidden: z.boolean(),
  handledAt: z.string().nullable(),
  handledBy: z.string().nullable(),
  reply: z.object({ text: z.string(), at: z.string(), by: z.string().nullable() }).nullable(),
  createdAt: z.string(),
});
export type InboxItemJson = z.infer<typeof inboxItemJson>;
const inboxPageJson = z.object({ rows: z.array(inboxItemJson), nextCursor: z.string().nullable() });
export type InboxPageJson = z.infer<typeof inboxPageJson>;

const customerPageAnswer = z.object({ result: customerPageJson });
const customerAnswer = z.object({ result: customerJson });
const inboxPageAnswer = z.object({ result: inboxPageJson });
const inboxItemAnswer = z.object({ result: inboxItemJson });

const at = (id: string) => encodeURIComponent(id);

export class PeopleRest {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  private get session(): Caller {
    if (!this.caller.token) throw signInRequired();
    return this.caller;
  }

  /** `GET /admin/customers`: newest first, keyset-paged by `cursor`. */
  async customers(query: { q?: string | undefined; limit: number; cursor?: string | undefined }) {
    const params: QueryParams = { ...query };
    const answer = await this.rest.get<unknown>('/admin/customers', params, this.session);
    return parsed(customerPageAnswer, answer, 'GET /admin/customers').result;
  }

  /** `GET /admin/customers/:id`. */
  async customer(id: string): Promise<CustomerJson> {
    const answer = await this.rest.get<unknown>(`/admin/customers/${at(id)}`, undefined, this.session);
    return parsed(customerAnswer, answer, 'GET /admin/customers/:id').result;
  }

  /** `POST /admin/customers/:id/points`: 409 `points_below_zero` when it would take more than the balance. */
  async adjustPoints(id: string, body: { points: number; reason: string }): Promise<CustomerJson> {
    const call = this.rest.send<unknown>('POST', `/admin/customers/${at(id)}/points`, body, this.session);
    return parsed(customerAnswer, await inputFields(call, NO_PREFIX), 'POST /admin/customers/:id/points').result;
  }

  /** `PUT /admin/customers/:id/block`. */
  async setBlocked(id: string, body: { blocked: boolean; reason: string }): Promise<CustomerJson> {
    const call = this.rest.send<unknown>('PUT', `/admin/customers/${at(id)}/block`, body, this.session);
    return parsed(customerAnswer, await inputFields(call, NO_PREFIX), 'PUT /admin/customers/:id/block').result;
  }

  /** `GET /admin/inbox`: newest first, keyset-paged by `cursor`. */
  async inbox(query: {
    kind?: InboxKindJson | undefined;
    state?: 'waiting' | 'handled' | undefined;
    limit: number;
    cursor?: string | undefined;
  }): Promise<InboxPageJson> {
    const params: QueryParams = { ...query };
    const answer = await this.rest.get<unknown>('/admin/inbox', params, this.session);
    return parsed(inboxPageAnswer, answer, 'GET /admin/inbox').result;
  }

  /** `PUT /admin/inbox/:kind/:id/handled`. */
  async setHandled(kind: InboxKindJson, id: string, handled: boolean): Promise<InboxItemJson> {
    const path = `/admin/inbox/${kind}/${at(id)}/handled`;
    const answer = await this.rest.send<unknown>('PUT', path, { handled }, this.session);
    return parsed(inboxItemAnswer, answer, 'PUT /admin/inbox/:kind/:id/handled').result;
  }

  /** `POST /admin/inbox/:kind/:id/reply`: once; 409 `already_replied` after. */
  async reply(kind: InboxKindJson, id: string, text: string): Promise<InboxItemJson> {
    const call = this.rest.send<unknown>('POST', `/admin/inbox/${kind}/${at(id)}/reply`, { text }, this.session);
    return parsed(inboxItemAnswer, await inputFields(call, NO_PREFIX), 'POST /admin/inbox/:kind/:id/reply').result;
  }

  /** `PUT /admin/reviews/:id/hidden`. */
  async setReviewHidden(id: string, hidden: boolean): Promise<InboxItemJson> {
    const answer = await this.rest.send<unknown>('PUT', `/admin/reviews/${at(id)}/hidden`, { hidden }, this.session);
    return parsed(inboxItemAnswer, answer, 'PUT /admin/reviews/:id/hidden').result;
  }
}

/** Field errors travel under the mutation's own argument names (`points`, `reason`, `text`). */
const NO_PREFIX: InputPaths = {};
