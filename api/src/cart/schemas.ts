import { z } from 'zod';
import { productSchema } from '../catalog/schemas.js';
import { claimedBuyerId, requiredId } from '../http/schemas.js';
import { MAX_QUANTITY_PER_LINE } from './limits.js';

/** Request and answer schemas of the cart routes (spec section 7, plus the priced fields the api adds). */

const MAX_ATTRIBUTES = 10;

const quantityNumber = z.number({
  error: (issue) => (issue.input === undefined ? 'Quantity is required' : 'Quantity must be a number'),
});

const quantityToAdd = quantityNumber
  .int('Quantity must be a whole number')
  .min(1, 'Quantity must be at least 1')
  .max(MAX_QUANTITY_PER_LINE, `Quantity must be at most ${MAX_QUANTITY_PER_LINE}`);

const chosenOptions = z
  .record(
    z.string().trim().min(1, 'An attribute name is blank').max(40, 'An attribute name is too long'),
    z.string({ error: 'Each chosen option must be text or null' }).max(60, 'A chosen option is too long').nullable(),
    { error: 'attributes must be an object of chosen options, such as {"color": "Navy", "size": "40"}, or null' },
  )
  .refine((a) => Object.keys(a).length <= MAX_ATTRIBUTES, `Give at most ${MAX_ATTRIBUTES} attributes`)
  .nullable()
  .describe('Chosen option labels keyed by the lower-cased attribute label, e.g. {"color": "Navy", "size": "40"}');

export const cartQuerySchema = z.object({ buyerId: claimedBuyerId });

export const addToCartBodySchema = z.object({
  productId: requiredId('productId'),
  buyerId: claimedBuyerId,
  quantity: quantityToAdd.describe(
    `1 to ${MAX_QUANTITY_PER_LINE}; added to an equal line's quantity, which stops at ${MAX_QUANTITY_PER_LINE}`,
  ),
  attributes: chosenOptions
    .optional()
    .describe(
      'Every attribute of the product must be chosen, and some variant must offer the combination; null for a product without options',
    ),
});

export const lineIdQuerySchema = z.object({ id: requiredId('id').describe("The cart line's _id") });

export const updateLineBodySchema = z.object({
  quantity: quantityNumber
    .int('Quantity must be a whole number')
    .max(MAX_QUANTITY_PER_LINE, `Quantity must be at most ${MAX_QUANTITY_PER_LINE}`)
    .describe('Below 1 removes the line'),
});

/* Answers */

export const cartLineSchema = z.object({
  _id: z.uuid(),
  productId: productSchema,
  quantity: z.number().int(),
  attributes: z
    .record(z.string(), z.string())
    .nullable()
    .describe('Chosen option labels keyed by the lower-cased attribute label; null for a product without options'),
  matchedVariantId: z.uuid().nullable().describe('The variant offering every chosen option, else the first variant'),
  unitPricePaise: z.number().int().describe("The matched variant's sale price, paise"),
  retailPricePaise: z.number().int().describe("The matched variant's retail price, paise"),
  compareAtPricePaise: z
    .number()
    .int()
    .nullable()
    .describe('The retail price to strike through beside unitPricePaise; null when the variant is not discounted'),
  lineTotalPaise: z.number().int().describe('unitPricePaise × quantity'),
  inStock: z.boolean().describe('False when the product went out of stock after it was added; not in total'),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export const cartSchema = z.object({
  buyerId: z.uuid(),
  result: z.array(cartLineSchema).describe('Newest line first'),
  count: z.number().int().describe('Sum of quantities over every line'),
  totalPaise: z.number().int().describe('Sum of lineTotalPaise over the lines in stock'),
  outOfStockLines: z.number().int(),
  maxQuantityPerLine: z.number().int(),
  maxLines: z.number().int(),
});

/** GET /cart's answer. */
export const cartAnswerSchema = cartSchema.extend({ success: z.literal(true) });

/** What every cart write answers: the spec's `status`, a message, and the cart as it now is. */
export const cartChangeSchema = cartSchema.extend({
  status: z.literal(true),
  success: z.literal(true),
  message: z.string(),
});
