import { z } from 'zod';
import type { Caller, QueryParams, RestClient } from '../../rest/client.js';
import { inputFields } from '../../rest/errors.js';
import { parsed, signInRequired } from '../rest.js';

/**
 * The api's admin return routes (`/API/v1/admin/returns…`, `docs/admin.md` "Returns"): the wire contract the returns
 * resolvers speak, every answer read through zod. Each move names the `version` staff acted on; a stale one is 409
 * `stale_version`, a move the state does not allow 409 `return_wrong_state` (CONFLICT with that reason).
 */

export const RETURN_STATES = [
  'requested',
  'approved',
  'picked_up',
  'received',
  'refunded',
  'exchanged',
  'rejected',
] as const;
export type ReturnStateJson = (typeof RETURN_STATES)[number];

const returnJson = z.object({
  id: z.string(),
  orderId: z.string(),
  orderNumber: z.string(),
  buyerId: z.string(),
  buyerName: z.string(),
  email: z.string(),
  reason: z.string(),
  status: z.enum(RETURN_STATES),
  version: z.number().int(),
  paymentMethod: z.enum(['razorpay', 'points', 'cod']),
  refundTo: z.string().nullable(),
  images: z.array(z.string()),
  lines: z.array(
    z.object({
      orderLineId: z.string(),
      productId: z.string(),
      variantId: z.string().nullable(),
      name: z.string(),
      image: z.string(),
      attributes: z.record(z.string(), z.string()),
      quantity: z.number().int(),
      unitPricePaise: z.number().int(),
      status: z.string(),
    }),
  ),
  staffNote: z.string().nullable(),
  decidedAt: z.string().nullable(),
  pickup: z.object({
    orderId: z.string().nullable(),
    awb: z.string().nullable(),
    courier: z.string().nullable(),
    status: z.string().nullable(),
    attempts: z.number().int(),
    error: z.string().nullable(),
  }),
  pickedUpAt: z.string().nullable(),
  receivedAt: z.string().nullable(),
  resellable: z.boolean().nullable(),
  closedAt: z.string().nullable(),
  refundPaise: z.number().int().nullable(),
  replacementOrderId: z.string().nullable(),
  replacementOrderNumber: z.string().nullable(),
  createdAt: z.string(),
});
export type ReturnJson = z.infer<typeof returnJson>;
export type ReturnLineJson = ReturnJson['lines'][number];

const returnAnswer = z.object({ result: returnJson });
const returnPage = z.object({ items: z.array(returnJson), nextCursor: z.string().nullable() });
export type ReturnPageJson = z.infer<typeof returnPage>;
const returnPageAnswer = z.object({ result: returnPage });

const exchangeLine = z.object({
  orderLineId: z.string(),
  name: z.string(),
  unitPricePaise: z.number().int(),
  options: z.array(
    z.object({
      skuId: z.string(),
      variantId: z.string(),
      colour: z.string(),
      size: z.string(),
      stock: z.number().int().nullable(),
      pricePaise: z.number().int(),
      current: z.boolean(),
    }),
  ),
});
export type ExchangeLineJson = z.infer<typeof exchangeLine>;
const exchangeOptionsAnswer = z.object({ result: z.array(exchangeLine) });

export interface ReturnListQuery {
  status?: ReturnStateJson | undefined;
  orderId?: string | undefined;
  limit?: number | undefined;
  cursor?: string | undefined;
}

/** A move's body fields by their GraphQL argument names (field errors name the argument). */
const ARGS = { prefix: '' };

export class ReturnsRest {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  private get session(): Caller {
    if (!this.caller.token) throw signInRequired();
    return this.caller;
  }

  /** `GET /admin/returns`. */
  async list(query: ReturnListQuery): Promise<ReturnPageJson> {
    const params: QueryParams = { ...query };
    const answer = await this.rest.get<unknown>('/admin/returns', params, this.session);
    return parsed(returnPageAnswer, answer, 'GET /admin/returns').result;
  }

  /** `GET /admin/returns/:id`. */
  async get(id: string): Promise<ReturnJson> {
    const answer = await this.rest.get<unknown>(`/admin/returns/${encodeURIComponent(id)}`, undefined, this.session);
    return parsed(returnAnswer, answer, 'GET /admin/returns/:id').result;
  }

  /** `GET /admin/returns/:id/exchange-options`. */
  async exchangeOptions(id: string): Promise<ExchangeLineJson[]> {
    const path = `/admin/returns/${encodeURIComponent(id)}/exchange-options`;
    const answer = await this.rest.get<unknown>(path, undefined, this.session);
    return parsed(exchangeOptionsAnswer, answer, 'GET /admin/returns/:id/exchange-options').result;
  }

  /** `POST /admin/returns/:id/<move>`: approve, reject, receive, refund or exchange. */
  async move(
    id: string,
    move: 'approve' | 'reject' | 'receive' | 'refund' | 'exchange',
    body: Record<string, unknown>,
  ): Promise<ReturnJson> {
    const path = `/admin/returns/${encodeURIComponent(id)}/${move}`;
    const answer = await inputFields(this.rest.send<unknown>('POST', path, body, this.session), ARGS);
    return parsed(returnAnswer, answer, `POST /admin/returns/:id/${move}`).result;
  }
}
