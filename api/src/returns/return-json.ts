import { z } from 'zod';
import { RETURN_STATES } from './states.js';

/** One line of a return, as staff see it. */
export const returnLineJsonSchema = z.object({
  orderLineId: z.uuid(),
  productId: z.uuid(),
  variantId: z.uuid().nullable(),
  name: z.string(),
  image: z.string(),
  attributes: z.record(z.string(), z.string()),
  quantity: z.number().int(),
  unitPricePaise: z.number().int(),
  /** open (asked for), refunded, exchanged or rejected. */
  status: z.enum(['open', 'refunded', 'exchanged', 'rejected']),
});

/** A return request as the back office works it. Money in paise. */
export const returnAdminJsonSchema = z.object({
  id: z.uuid(),
  orderId: z.uuid(),
  orderNumber: z.string(),
  buyerId: z.uuid(),
  buyerName: z.string(),
  email: z.string(),
  reason: z.string(),
  status: z.enum(RETURN_STATES),
  /** Send it back with a move: a move made from an older version is refused (409 `stale_version`). */
  version: z.number().int(),
  paymentMethod: z.enum(['razorpay', 'points', 'cod']),
  /** A cash-on-delivery order's refund destination, described (a bank account by its last four digits). */
  refundTo: z.string().nullable(),
  images: z.array(z.string()),
  lines: z.array(returnLineJsonSchema),
  staffNote: z.string().nullable(),
  decidedAt: z.iso.datetime().nullable(),
  pickup: z.object({
    /** Shiprocket's return order id, null until booked. */
    orderId: z.string().nullable(),
    awb: z.string().nullable(),
    courier: z.string().nullable(),
    status: z.string().nullable(),
    attempts: z.number().int(),
    error: z.string().nullable(),
  }),
  pickedUpAt: z.iso.datetime().nullable(),
  receivedAt: z.iso.datetime().nullable(),
  resellable: z.boolean().nullable(),
  closedAt: z.iso.datetime().nullable(),
  refundPaise: z.number().int().nullable(),
  replacementOrderId: z.uuid().nullable(),
  replacementOrderNumber: z.string().nullable(),
  createdAt: z.iso.datetime(),
});
export type ReturnAdminJson = z.infer<typeof returnAdminJsonSchema>;
