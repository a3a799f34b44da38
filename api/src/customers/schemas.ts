import { z } from 'zod';
import { addressJsonSchema } from '../accounts/schemas.js';

/** Request and answer schemas of the back office's customer routes. */

export const CUSTOMERS_PAGE = 50;
/** The largest adjustment one entry makes either way: a slip of the keyboard should not mint a fortune. */
export const MAX_POINTS_ADJUSTMENT = 100_000;

export const customerListQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(100)
    .optional()
    .describe('Part of a name, an email or a phone number (any case); at least 2 characters to search'),
  limit: z.coerce.number().int().min(1).max(200).default(CUSTOMERS_PAGE),
  cursor: z.string().max(200).optional().describe('The `nextCursor` of the page before'),
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerRowSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  blocked: z.boolean(),
  createdAt: z.string(),
});
export type CustomerRowJson = z.infer<typeof customerRowSchema>;

export const customerListAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({
    rows: z.array(customerRowSchema),
    nextCursor: z.string().nullable().describe('Pass as `cursor` for the next (older) page; null on the last'),
  }),
});

export const customerIdParamsSchema = z.object({ id: z.uuid({ error: 'Customer id must be a valid id' }) });

export const pointsEntrySchema = z.object({
  id: z.uuid(),
  kind: z.enum(['order', 'adjustment']),
  orderId: z.uuid().nullable(),
  orderNumber: z.string().nullable(),
  pointsEarned: z.number().int(),
  pointsRedeemed: z.number().int(),
  /** An adjustment's reason; null for an order's entry. */
  reason: z.string().nullable(),
  /** Who adjusted (the member's name); null for an order's entry. */
  staffName: z.string().nullable(),
  createdAt: z.string(),
});

export const customerJsonSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  email: z.string(),
  contactNumber: z.string(),
  createdAt: z.string(),
  blockedAt: z.string().nullable(),
  blockedReason: z.string().nullable(),
  pointsBalance: z.number().int(),
  addresses: z.array(addressJsonSchema),
  orders: z
    .array(
      z.object({
        id: z.uuid(),
        orderNumber: z.string(),
        createdAt: z.string(),
        orderStatus: z.string(),
        paymentMethod: z.string(),
        totalPaise: z.number().int(),
      }),
    )
    .describe('The latest 100 orders, newest first'),
  returnRequests: z
    .array(
      z.object({
        id: z.uuid(),
        orderId: z.uuid(),
        orderNumber: z.string(),
        reason: z.string(),
        lines: z.number().int(),
        openLines: z.number().int(),
        createdAt: z.string(),
      }),
    )
    .describe('The latest 100, newest first'),
  pointsHistory: z.array(pointsEntrySchema).describe('The latest 200 entries, newest first'),
});
export type CustomerJson = z.infer<typeof customerJsonSchema>;

export const customerAnswerSchema = z.object({ success: z.literal(true), result: customerJsonSchema });

const reason = z
  .string({ error: 'Give a reason' })
  .trim()
  .min(3, 'Give a reason (3 characters or more)')
  .max(200, 'Keep the reason under 200 characters');

export const pointsAdjustmentBodySchema = z.object({
  points: z
    .number({ error: 'Points must be a whole number' })
    .int('Points must be a whole number')
    .min(-MAX_POINTS_ADJUSTMENT, `At most ${MAX_POINTS_ADJUSTMENT} points at once`)
    .max(MAX_POINTS_ADJUSTMENT, `At most ${MAX_POINTS_ADJUSTMENT} points at once`)
    .refine((n) => n !== 0, 'Add or take at least one point')
    .describe('Points given (positive) or taken (negative)'),
  reason: reason.describe('Shown to the buyer in their points history'),
});
export type PointsAdjustmentBody = z.infer<typeof pointsAdjustmentBodySchema>;

export const blockBodySchema = z.object({
  blocked: z.boolean(),
  reason: reason.describe("Kept in the audit log (and, when blocking, on the buyer's record); never shown to them"),
});
export type BlockBody = z.infer<typeof blockBodySchema>;
