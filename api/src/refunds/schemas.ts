import { z } from 'zod';
import { refundDestinationSchema } from '../support/refund-destination.js';

/** Request and answer schemas of the back office's cancellation, refund and payout routes. */

const reason = z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(500);
const unitsSchema = z
  .array(
    z.object({
      orderLineId: z.uuid(),
      quantity: z.number().int().min(1, 'At least one unit').max(1000),
    }),
  )
  .max(100);
/** What the staff member saw refunded on the order; another figure now is `stale_version`. */
const expectedRefundedPaise = z.number().int().min(0).optional();

export const orderIdParamsSchema = z.object({ id: z.uuid() });
export const refundIdParamsSchema = z.object({ id: z.uuid() });

export const cancelBodySchema = z.object({
  /** The lines and units to cancel; absent or empty: the whole order. */
  lines: unitsSchema.optional(),
  reason,
  expectedRefundedPaise,
});
export type CancelBody = z.infer<typeof cancelBodySchema>;

export const refundBodySchema = z
  .object({
    lines: unitsSchema.optional(),
    amountPaise: z.number().int().min(100, 'At least ₹1').optional(),
    reason,
    payoutTo: refundDestinationSchema.optional(),
    expectedRefundedPaise,
  })
  .refine((b) => (b.lines?.length ?? 0) > 0 || b.amountPaise !== undefined, {
    message: 'Choose units to refund or give an amount',
    path: ['amountPaise'],
  });
export type RefundBody = z.infer<typeof refundBodySchema>;

export const markPaidBodySchema = z.object({
  reference: z.string({ error: 'Give the bank’s reference' }).trim().min(1, 'Give the bank’s reference').max(100),
});

export const payoutsQuerySchema = z.object({
  status: z.enum(['due', 'paid']).default('due'),
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

const destinationJson = z.object({
  kind: z.enum(['upi', 'bank']),
  /** The UPI id, or the bank account's holder, number and IFSC: staff pay it from the bank's portal. */
  vpa: z.string().nullable(),
  accountName: z.string().nullable(),
  accountNumber: z.string().nullable(),
  ifsc: z.string().nullable(),
});

export const refundJsonSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  amountPaise: z.number().int(),
  lines: z.array(z.object({ orderLineId: z.uuid(), quantity: z.number().int() })),
  reason: z.string(),
  source: z.enum(['cancellation', 'return', 'adjustment']),
  method: z.enum(['razorpay', 'payout']),
  status: z.enum(['requested', 'processed', 'failed']),
  razorpayRefundId: z.string().nullable(),
  lastError: z.string().nullable(),
  staff: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  creditNoteNumber: z.string().nullable(),
  payoutTo: destinationJson.nullable(),
  payoutReference: z.string().nullable(),
  processedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type RefundJson = z.infer<typeof refundJsonSchema>;

export const orderMoneyJsonSchema = z.object({
  orderId: z.uuid(),
  orderNumber: z.string(),
  orderStatus: z.string(),
  paymentMethod: z.enum(['razorpay', 'points', 'cod']),
  /** The order's figures the units' share is measured against (`goodsShare` in `@sutra/rules`). */
  subtotalPaise: z.number().int(),
  totalPaise: z.number().int(),
  deliveryPaise: z.number().int(),
  codFeePaise: z.number().int(),
  paidPaise: z.number().int(),
  refundedPaise: z.number().int(),
  /** Whether staff may cancel (before the courier has it) or refund (after). */
  cancellable: z.boolean(),
  refundable: z.boolean(),
  lines: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      attributes: z.record(z.string(), z.string()),
      quantity: z.number().int(),
      cancelledQuantity: z.number().int(),
      refundedQuantity: z.number().int(),
      unitPricePaise: z.number().int(),
    }),
  ),
  refunds: z.array(refundJsonSchema),
});
export type OrderMoneyJson = z.infer<typeof orderMoneyJsonSchema>;

export const payoutJsonSchema = refundJsonSchema.extend({ orderNumber: z.string(), buyerName: z.string() });
export type PayoutJson = z.infer<typeof payoutJsonSchema>;

export const orderMoneyAnswerSchema = z.object({ success: z.literal(true), result: orderMoneyJsonSchema });
export const cancelAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({ whole: z.boolean(), order: orderMoneyJsonSchema }),
});
export const refundAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({ refundId: z.uuid(), order: orderMoneyJsonSchema }),
});
export const payoutListAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(payoutJsonSchema),
  nextCursor: z.string().nullable(),
});
export const payoutAnswerSchema = z.object({ success: z.literal(true), result: payoutJsonSchema });
