import { ORDER_STATUSES, type OrderStatus } from '@sutra/rules';
import { z } from 'zod';
import type { Caller, QueryParams, RestClient } from '../../rest/client.js';
import { parsed, signInRequired } from '../rest.js';

/**
 * The api's order desk routes (`/API/v1/admin/orders…`, `/admin/day`; `docs/admin.md` "Orders"): the wire contract
 * the orders' resolvers speak, every answer read through zod (the shapes of the api's `orders/admin/schemas.ts`).
 * Reads need `orders:read`, the confirmation `orders:write`; the day's home any staff.
 */

export type OrderStatusJson = OrderStatus;
export type PaymentFilterJson = 'card' | 'upi' | 'netbanking' | 'wallet' | 'cod' | 'points';

const confirmationJson = z
  .object({
    waiting: z.boolean(),
    overdue: z.boolean(),
    confirmedAt: z.string().nullable(),
    confirmedBy: z.string().nullable(),
  })
  .nullable();

const orderRowJson = z.object({
  id: z.string(),
  orderNumber: z.string(),
  createdAt: z.string(),
  buyerId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  shippingStatus: z.string(),
  paymentMethod: z.string(),
  paymentInstrument: z.string().nullable(),
  totalPaise: z.number().int(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  items: z.number().int(),
  confirmation: confirmationJson,
});
export type OrderRowJson = z.infer<typeof orderRowJson>;

const orderPageJson = z.object({ result: z.array(orderRowJson), nextCursor: z.string().nullable() });
export type OrderPageJson = z.infer<typeof orderPageJson>;

const addressJson = z.object({
  name: z.string(),
  phone: z.string(),
  add1: z.string(),
  add2: z.string(),
  landmark: z.string(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
});

const adminOrderJson = orderRowJson.extend({
  lines: z.array(
    z.object({
      id: z.string(),
      productId: z.string(),
      variantId: z.string().nullable(),
      name: z.string(),
      image: z.string(),
      attributes: z.record(z.string(), z.string()),
      quantity: z.number().int(),
      unitPricePaise: z.number().int(),
      retailPricePaise: z.number().int(),
    }),
  ),
  amounts: z.object({
    subtotalPaise: z.number().int(),
    couponCode: z.string().nullable(),
    discountPaise: z.number().int(),
    pointsUsed: z.number().int(),
    deliveryPaise: z.number().int(),
    codFeePaise: z.number().int(),
    totalPaise: z.number().int(),
    pointsEarned: z.number().int(),
  }),
  delivery: z.string(),
  deliveryAddress: addressJson,
  billingAddress: addressJson,
  payment: z.object({
    razorpayOrderId: z.string().nullable(),
    razorpayPaymentId: z.string().nullable(),
    paidAt: z.string().nullable(),
  }),
  shipment: z.object({
    shiprocketOrderId: z.string().nullable(),
    shiprocketShipmentId: z.string().nullable(),
    attempts: z.number().int(),
    error: z.string().nullable(),
    deliveredAt: z.string().nullable(),
    tracking: z
      .object({
        status: z.string(),
        courierName: z.string().nullable(),
        awbCode: z.string().nullable(),
        trackUrl: z.string().nullable(),
        estimatedDelivery: z.string().nullable(),
        pickedUpAt: z.string().nullable(),
        deliveredAt: z.string().nullable(),
      })
      .nullable(),
    trackingUnavailable: z.boolean(),
  }),
  documents: z.object({ invoiceNumber: z.string().nullable(), creditNoteNumber: z.string().nullable() }),
  audit: z.array(
    z.object({
      id: z.string(),
      createdAt: z.string(),
      staff: z.object({ id: z.string(), name: z.string(), email: z.string() }),
      action: z.string(),
      entity: z.string(),
      entityId: z.string(),
      before: z.unknown(),
      after: z.unknown(),
    }),
  ),
});
export type AdminOrderJson = z.infer<typeof adminOrderJson>;
export type AdminOrderLineJson = AdminOrderJson['lines'][number];
const adminOrderAnswer = z.object({ result: adminOrderJson });

const dayJson = z.object({
  date: z.string(),
  orders: z
    .object({
      todayCount: z.number().int(),
      todayRevenuePaise: z.number().int(),
      byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
      codWaiting: z.number().int(),
      codOverdue: z.number().int(),
      returnsWaiting: z.number().int(),
    })
    .nullable(),
  lowStock: z
    .array(
      z.object({
        productId: z.string(),
        productName: z.string(),
        colour: z.string(),
        size: z.string(),
        skuId: z.string(),
        stock: z.number().int(),
      }),
    )
    .nullable(),
});
export type DayJson = z.infer<typeof dayJson>;
export type DayOrdersJson = NonNullable<DayJson['orders']>;
export type StatusCountJson = DayOrdersJson['byStatus'][number];
const dayAnswer = z.object({ result: dayJson });

const confirmationAnswer = z.object({ result: z.object({ orderId: z.string(), confirmedNow: z.boolean() }) });

export interface OrderListQuery {
  status?: OrderStatusJson | undefined;
  payment?: PaymentFilterJson | undefined;
  toConfirm?: boolean | undefined;
  from?: string | undefined;
  to?: string | undefined;
  pincode?: string | undefined;
  state?: string | undefined;
  q?: string | undefined;
  cursor?: string | undefined;
  limit: number;
}

const at = (...parts: string[]) => parts.map(encodeURIComponent).join('/');

export class OrdersRest {
  constructor(
    private readonly rest: RestClient,
    private readonly caller: Caller,
  ) {}

  private get session(): Caller {
    if (!this.caller.token) throw signInRequired();
    return this.caller;
  }

  /** `GET /admin/orders`: newest first, keyset-paged by `cursor`. */
  async list(query: OrderListQuery): Promise<OrderPageJson> {
    const params: QueryParams = {
      ...query,
      toConfirm: query.toConfirm === undefined ? undefined : String(query.toConfirm),
    };
    const answer = await this.rest.get<unknown>('/admin/orders', params, this.session);
    return parsed(orderPageJson, answer, 'GET /admin/orders');
  }

  /** `GET /admin/orders/:orderId`. */
  async get(id: string): Promise<AdminOrderJson> {
    const answer = await this.rest.get<unknown>(`/admin/${at('orders', id)}`, undefined, this.session);
    return parsed(adminOrderAnswer, answer, 'GET /admin/orders/:orderId').result;
  }

  /** `POST /admin/orders/:orderId/confirm-cod`, then the order as it now is. */
  async confirmCod(id: string): Promise<AdminOrderJson> {
    const answer = await this.rest.send<unknown>(
      'POST',
      `/admin/${at('orders', id, 'confirm-cod')}`,
      undefined,
      this.session,
    );
    parsed(confirmationAnswer, answer, 'POST /admin/orders/:orderId/confirm-cod');
    return this.get(id);
  }

  /** `GET /admin/day`. */
  async day(): Promise<DayJson> {
    const answer = await this.rest.get<unknown>('/admin/day', undefined, this.session);
    return parsed(dayAnswer, answer, 'GET /admin/day').result;
  }
}
