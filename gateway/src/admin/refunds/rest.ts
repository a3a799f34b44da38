import { z } from 'zod';
import type { Caller, RestClient } from '../../rest/client.js';
import { inputFields } from '../../rest/errors.js';
import { parsed, signInRequired } from '../rest.js';

/**
 * The api's money routes (`/API/v1/admin/orders/:id/money|cancel|refunds`, `/admin/payouts`): cancelling, refunding
 * and cash-on-delivery payouts, every answer read through zod (the shapes of the api's `refunds/schemas.ts`). The api
 * owns every rule; a refusal reaches the client with its code as `extensions.reason`.
 */

const refundJson = z.object({
  id: z.string(),
  orderId: z.string(),
  amountPaise: z.number().int(),
  lines: z.array(z.object({ orderLineId: z.string(), quantity: z.number().int() })),
  reason: z.string(),
  source: z.enum(['cancellation', 'return', 'adjustment']),
  method: z.enum(['razorpay', 'payout']),
  status: z.enum(['requested', 'processed', 'failed']),
  razorpayRefundId: z.string().nullable(),
  lastError: z.string().nullable(),
  staff: z.object({ id: z.string(), name: z.string() }).nullable(),
  creditNoteNumber: z.string().nullable(),
  payoutTo: z
    .object({
      kind: z.string(),
      vpa: z.string().nullable(),
      accountName: z.string().nullable(),
      accountNumber: z.string().nullable(),
      ifsc: z.string().nullable(),
    })
    .nullable(),
  payoutReference: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundJson = z.infer<typeof refundJson>;

const orderMoneyLineJson = z.object({
  id: z.string(),
  name: z.string(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  cancelledQuantity: z.number().int(),
  refundedQuantity: z.number().int(),
  unitPricePaise: z.number().int(),
});
export type OrderMoneyLineJson = z.infer<typeof orderMoneyLineJson>;

const orderMoneyJson = z.object({
  orderId: z.string(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentMethod: z.string(),
  subtotalPaise: z.number().int(),
  totalPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  codFeePaise: z.number().int(),
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  cancellable: z.boolean(),
  refundable: z.boolean(),
  lines: z.array(orderMoneyLineJson),
  refunds: z.array(refundJson),
});
export type OrderMoneyJson = z.infer<typeof orderMoneyJson>;

const payoutJson = refundJson.extend({ orderNumber: z.string(), buyerName: z.string() });
export type PayoutJson = z.infer<typeof payoutJson>;
const payoutPageJson = z.object({ result: z.array(payoutJson), nextCursor: z.string().nullable() });
export type PayoutPageJson = z.infer<typeof payoutPageJson>;

const moneyAnswer = z.object({ result: orderMoneyJson });
const writeAnswer = z.object({ result: z.object({ order: orderMoneyJson }) });

export type UnitsJson = { orderLineId: string; quantity: number }[];
export type DestinationJson =
  | { kind: 'upi'; vpa: string }
  | { kind: 'bank'; accountName: string; accountNumber: string; ifsc: string };

/** The argument paths the api's field paths map to (the mutations take their fields as arguments). */
const ARGS = { prefix: '' };

export class MoneyRest {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  private get session(): Caller {
    if (!this.caller.token) throw signInRequired();
    return this.caller;
  }

  /** `GET /admin/orders/:id/money`. */
  async orderMoney(orderId: string): Promise<OrderMoneyJson> {
    const path = `/admin/orders/${encodeURIComponent(orderId)}/money`;
    return parsed(moneyAnswer, await this.rest.get<unknown>(path, undefined, this.session), 'GET money').result;
  }

  /** `POST /admin/orders/:id/cancel`. */
  async cancel(
    orderId: string,
    body: { lines?: UnitsJson | undefined; reason: string; expectedRefundedPaise?: number | undefined },
  ): Promise<OrderMoneyJson> {
    const path = `/admin/orders/${encodeURIComponent(orderId)}/cancel`;
    const answer = await inputFields(this.rest.send<unknown>('POST', path, body, this.session), ARGS);
    return parsed(writeAnswer, answer, 'POST cancel').result.order;
  }

  /** `POST /admin/orders/:id/refunds`. */
  async refund(
    orderId: string,
    body: {
      lines?: UnitsJson | undefined;
      amountPaise?: number | undefined;
      reason: string;
      expectedRefundedPaise?: number | undefined;
      payoutTo?: DestinationJson | undefined;
    },
  ): Promise<OrderMoneyJson> {
    const path = `/admin/orders/${encodeURIComponent(orderId)}/refunds`;
    const answer = await inputFields(this.rest.send<unknown>('POST', path, body, this.session), ARGS);
    return parsed(writeAnswer, answer, 'POST refunds').result.order;
  }

  /** `GET /admin/payouts`. */
  async payouts(query: { status: 'due' | 'paid'; cursor?: string | undefined }): Promise<PayoutPageJson> {
    const answer = await this.rest.get<unknown>('/admin/payouts', { ...query }, this.session);
    return parsed(payoutPageJson, answer, 'GET /admin/payouts');
  }

  /** `POST /admin/payouts/:id/paid`. */
  async markPaid(id: string, reference: string): Promise<OrderMoneyJson> {
    const path = `/admin/payouts/${encodeURIComponent(id)}/paid`;
    const answer = await inputFields(this.rest.send<unknown>('POST', path, { reference }, this.session), ARGS);
    return parsed(writeAnswer, answer, 'POST payout paid').result.order;
  }
}
