import { couponProblems } from '@sutra/rules';
import { z } from 'zod';

/** Request and answer schemas of the back office's coupon routes. */

const paise = z.number({ error: 'must be a whole number of paise' }).int();
const limit = z.number({ error: 'must be a whole number' }).int().nullable();
const instant = z.iso.datetime({ offset: true, error: 'must be an ISO date-time' }).nullable();

/** A coupon as staff save it; the rules are `@sutra/rules`' `couponProblems`, the admin form's too. */
export const couponBodySchema = z
  .object({
    code: z.string({ error: 'Code is required' }).trim().max(64),
    description: z.string().trim().max(1000).default(''),
    kind: z.enum(['percent', 'flat'], { error: 'Kind must be percent or flat' }),
    percentOff: z.number().int().nullable().default(null),
    amountOffPaise: paise.nullable().default(null),
    maxDiscountPaise: paise.nullable().default(null),
    minOrderPaise: paise.default(0),
    startsAt: instant.default(null),
    expiresAt: instant.default(null),
    usesPerBuyer: limit.default(null),
    totalUses: limit.default(null),
    listed: z.boolean().default(true),
  })
  .superRefine((coupon, context) => {
    for (const problem of couponProblems(coupon)) {
      context.addIssue({
        code: 'custom',
        path: [problem.field],
        message: problem.message,
        params: { code: problem.code },
      });
    }
  });
export type CouponBody = z.infer<typeof couponBodySchema>;

export const couponAdminJsonSchema = z.object({
  id: z.uuid(),
  code: z.string(),
  description: z.string(),
  kind: z.enum(['percent', 'flat']),
  percentOff: z.number().int().nullable(),
  amountOffPaise: z.number().int().nullable(),
  maxDiscountPaise: z.number().int().nullable(),
  minOrderPaise: z.number().int(),
  startsAt: z.string().nullable(),
  expiresAt: z.string().nullable(),
  usesPerBuyer: z.number().int().nullable(),
  totalUses: z.number().int().nullable(),
  listed: z.boolean(),
  /** Orders that used it, for ever: a used coupon is ended, never deleted. */
  uses: z.number().int(),
  /** `scheduled` (not started), `live`, or `ended` (expired, or switched off before ends existed). */
  state: z.enum(['scheduled', 'live', 'ended']),
  createdAt: z.string(),
});
export type CouponAdminJson = z.infer<typeof couponAdminJsonSchema>;

export const couponAnswerSchema = z.object({ success: z.literal(true), result: couponAdminJsonSchema });
export const couponListAnswerSchema = z.object({ success: z.literal(true), result: z.array(couponAdminJsonSchema) });
export const couponIdParamsSchema = z.object({ id: z.uuid({ error: 'Coupon id must be a valid id' }) });
