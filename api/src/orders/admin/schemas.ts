import { ORDER_STATUSES } from '@sutra/rules';
import { z } from 'zod';
import { auditEntrySchema } from '../../audit/schemas.js';
import { uuidParam } from '../../http/schemas.js';
import { orderAddressJsonSchema, orderTrackingJsonSchema } from '../schemas.js';

export const ORDERS_PAGE_DEFAULT = 50;
export const ORDERS_PAGE_MAX = 100;

/** How an order was paid, as the desk filters it: Razorpay's method for online payments, or the store's own. */
export const PAYMENT_FILTERS = ['card', 'upi', 'netbanking', 'wallet', 'cod', 'points'] as const;
export type PaymentFilter = (typeof PAYMENT_FILTERS)[number];

const isoDateTime = (name: string) =>
  z.iso.datetime({ offset: true, error: `${name} must be an ISO date-time` }).pipe(z.coerce.date());

export const orderListQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  payment: z.enum(PAYMENT_FILTERS).optional(),
  /** Only cash-on-delivery orders waiting for a confirmation (the queue), oldest first. */
  toConfirm: z
    .enum(['true', 'false'])
    .transform((v) => v === 'true')
    .optional(),
  from: isoDateTime('from').optional(),
  to: isoDateTime('to').optional(),
  pincode: z
    .string()
    .regex(/^\d{6}$/, 'pincode must be 6 digits')
    .optional(),
  state: z.string().trim().min(1).max(60).optional(),
  /** A whole order number, buyer email or phone number. */
  q: z.string().trim().min(1).max(120).optional(),
  /** The `nextCursor` of the page before: the id of its last order. */
  cursor: uuidParam('cursor').optional(),
  limit: z.coerce.number().int().min(1).max(ORDERS_PAGE_MAX).default(ORDERS_PAGE_DEFAULT),
});
export type OrderListQuery = z.infer<typeof orderListQuerySchema>;

const confirmationSchema = z
  .object({
    waiting: z.boolean().describe('A cash-on-delivery order nobody has confirmed yet: it is not shipped'),
    overdue: z.boolean().describe('Waiting longer than `COD_CONFIRM_HOURS`'),
    confirmedAt: z.string().nullable(),
    confirmedBy: z.string().nullable().describe('A member of staff’s id, `buyer`, or `store` (placed before)'),
  })
  .nullable()
  .describe('Null unless the order is cash on delivery');

export const orderRowSchema = z.object({
  id: z.uuid(),
  orderNumber: z.string(),
  createdAt: z.string(),
  buyerId: z.uuid(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  orderStatus: z.enum(ORDER_STATUSES),
  shippingStatus: z.string(),
  paymentMethod: z.enum(['razorpay', 'points', 'cod']),
  paymentInstrument: z.string().nullable(),
  totalPaise: z.number().int(),
  city: z.string(),
  state: z.string(),
  pincode: z.string(),
  items: z.number().int(),
  confirmation: confirmationSchema,
});
export type OrderRowJson = z.infer<typeof orderRowSchema>;

export const orderPageSchema = z.object({
  success: z.literal(true),
  result: z.array(orderRowSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next (older) page; null on the last'),
});

const addressSchema = orderAddressJsonSchema;

export const adminOrderSchema = orderRowSchema.extend({
  lines: z.array(
    z.object({
      id: z.uuid(),
      productId: z.uuid(),
      variantId: z.uuid().nullable(),
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
  delivery: z.enum(['standard', 'express']),
  deliveryAddress: addressSchema,
  billingAddress: addressSchema,
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
    tracking: orderTrackingJsonSchema.shape.tracking,
    trackingUnavailable: z.boolean(),
  }),
  documents: z.object({
    invoiceNumber: z.string().nullable(),
    creditNoteNumber: z.string().nullable(),
  }),
  audit: z.array(auditEntrySchema).describe('Staff writes on this order, newest first (200 at most)'),
});
export type AdminOrderJson = z.infer<typeof adminOrderSchema>;

export const adminOrderAnswerSchema = z.object({ success: z.literal(true), result: adminOrderSchema });

export const orderIdParamsSchema = z.object({ id: uuidParam('id') });

export const codConfirmationSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  confirmedAt: z.string(),
  confirmedBy: z.string(),
  confirmedNow: z.boolean().describe('False when it was confirmed already: nothing more was done'),
});
export const codConfirmationAnswerSchema = z.object({ success: z.literal(true), result: codConfirmationSchema });

export const LOW_STOCK_AT = 3;

export const daySchema = z.object({
  /** The day counted: the date in India (IST). */
  date: z.string(),
  orders: z
    .object({
      todayCount: z.number().int(),
      todayRevenuePaise: z.number().int().describe('Totals of today’s orders, cancelled ones left out'),
      byStatus: z.array(z.object({ status: z.enum(ORDER_STATUSES), count: z.number().int() })),
      codWaiting: z.number().int(),
      codOverdue: z.number().int(),
      returnsWaiting: z.number().int().describe('Return requests with a line still open'),
    })
    .nullable()
    .describe('Null for a role that may not read orders'),
  lowStock: z
    .array(
      z.object({
        productId: z.uuid(),
        productName: z.string(),
        colour: z.string(),
        size: z.string(),
        skuId: z.uuid(),
        stock: z.number().int(),
      }),
    )
    .nullable()
    .describe(
      `Counted sizes with ${LOW_STOCK_AT} or fewer left, fewest first (20 at most); null without catalogue:read`,
    ),
});
export type DayJson = z.infer<typeof daySchema>;
export const dayAnswerSchema = z.object({ success: z.literal(true), result: daySchema });

export const codTokenBodySchema = z.object({ token: z.string().min(1).max(200) });
