import { z } from 'zod';
import { uuidParam } from '../http/schemas.js';
import { returnAdminJsonSchema } from './return-json.js';
import { RETURN_STATES } from './states.js';

/** Request and answer schemas of the back office's return routes. */

export const returnIdParamsSchema = z.object({ id: uuidParam('id') });

export const returnListQuerySchema = z.object({
  status: z.enum(RETURN_STATES).optional(),
  orderId: z.uuid().optional(),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  cursor: z.string().max(100).optional(),
});

const version = z.number({ error: 'version is required' }).int().min(0);

export const versionBodySchema = z.object({ version });

/** Whether the items can be sold again, when the return was received without staff saying so (Shiprocket's scan). */
const resellable = z.boolean().optional();
export const refundBodySchema = z.object({ version, resellable });

export const REJECT_REASON_NEEDED = 'Say why the return is rejected: the buyer is told';
export const rejectBodySchema = z.object({
  version,
  reason: z.string({ error: REJECT_REASON_NEEDED }).trim().min(3, REJECT_REASON_NEEDED).max(1000),
});

export const receiveBodySchema = z.object({
  version,
  /** Whether the items can be sold again: only then are their sizes restocked. */
  resellable: z.boolean({ error: 'Say whether the items can be sold again' }),
});

export const exchangeBodySchema = z.object({
  version,
  resellable,
  items: z
    .array(z.object({ orderLineId: z.uuid(), skuId: z.uuid() }))
    .min(1)
    .max(50),
});

export const returnAnswerSchema = z.object({ success: z.literal(true), result: returnAdminJsonSchema });
export const returnListAnswerSchema = z.object({
  success: z.literal(true),
  result: z.object({ items: z.array(returnAdminJsonSchema), nextCursor: z.string().nullable() }),
});

export const exchangeOptionsAnswerSchema = z.object({
  success: z.literal(true),
  result: z.array(
    z.object({
      orderLineId: z.uuid(),
      name: z.string(),
      unitPricePaise: z.number().int(),
      options: z.array(
        z.object({
          skuId: z.uuid(),
          variantId: z.uuid(),
          colour: z.string(),
          size: z.string(),
          stock: z.number().int().nullable(),
          pricePaise: z.number().int(),
          current: z.boolean(),
        }),
      ),
    }),
  ),
});
