import { z } from 'zod';
import { PINCODE } from './service.js';

const pincode = z.string().trim().regex(PINCODE).describe('A 6-digit Indian pincode, not starting with 0');

export const pincodeQuerySchema = z.object({ pincode });

export const deliveryEstimateSchema = z
  .object({
    pincode: z.string(),
    serviceable: z.boolean().describe('False only when the courier said it cannot deliver there'),
    codAvailable: z.boolean().describe('Whether a courier can collect cash there (false when unserviceable)'),
    deliveryBy: z
      .string()
      .nullable()
      .describe('Earliest standard delivery date, YYYY-MM-DD in India; null when unserviceable or unknown'),
    expressBy: z
      .string()
      .nullable()
      .describe('Express delivery date, only when a courier delivers before Standard; null: Express is not faster'),
    standardCourierId: z
      .number()
      .int()
      .nullable()
      .describe("Shiprocket's courier Standard ships by (its date is deliveryBy); null for the usual promise"),
    expressCourierId: z
      .number()
      .int()
      .nullable()
      .describe("Shiprocket's courier Express ships by (its date is expressBy); null when none is faster"),
    source: z
      .enum(['courier', 'usual'])
      .describe("'courier' when Shiprocket answered; 'usual' when the store's usual promise stands in for it"),
  })
  .describe('Whether and when the store can deliver to a pincode');

export const deliveryEstimateAnswerSchema = z.object({ success: z.literal(true), result: deliveryEstimateSchema });
