import {
  COLOUR_MAX,
  GST_RATES_BP,
  HSN_CODE,
  PICTURES_MAX,
  PRICE_MAX_PAISE,
  PRODUCT_DESCRIPTION_MAX,
  PRODUCT_HEADING_MAX,
  PRODUCT_NAME_MAX,
  SIZE_LABEL_MAX,
  SIZES_MAX,
  SKU_CODE,
  SKU_CODE_MAX,
  STOCK_MAX,
} from '@sutra/rules';
import { z } from 'zod';
import { requiredText, uuidParam } from '../../http/schemas.js';

/*
 * The back office's product routes (`/API/v1/admin/products…`): what they take and answer. Every limit comes from
 * `@sutra/rules` (`catalog/product-fields.ts`), which the admin app checks its forms with as they are typed.
 */

export const ADMIN_PRODUCTS_PAGE_DEFAULT = 50;
export const ADMIN_PRODUCTS_PAGE_MAX = 200;

export const ADMIN_PRODUCT_SORTS = ['name', 'price', 'updated', 'stock'] as const;
export type AdminProductSort = (typeof ADMIN_PRODUCT_SORTS)[number];

/** What a product's stock looks like from the shelf: every size has units, some are sold out, or all are. */
export const STOCK_STATES = ['in_stock', 'some_sold_out', 'sold_out'] as const;
export type StockState = (typeof STOCK_STATES)[number];

const paise = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of paise` })
    .int(`${label} must be a whole number of paise`)
    .min(0, `${label} cannot be negative`)
    .max(PRICE_MAX_PAISE, `${label} is more than the store allows`);

export const stockCountSchema = z
  .number({ error: 'Stock must be a whole number of units' })
  .int('Stock must be a whole number of units')
  .min(0, 'Stock cannot be negative')
  .max(STOCK_MAX, 'Stock is more than the store counts')
  .nullable()
  .describe('Units on hand; null: not counted (never runs out)');

/** The version the editor read: a write naming an older one is refused (409 `stale_version`) and changes nothing. */
export const versionSchema = z
  .number({ error: 'version is required' })
  .int()
  .min(1)
  .describe('The product’s `version` as last read');

export const hsnCodeSchema = z
  .string()
  .trim()
  .regex(HSN_CODE, 'HSN code must be 4, 6 or 8 digits')
  .nullable()
  .describe('The product’s HSN code; null: its department’s heading');

export const gstRateBpSchema = z
  .number()
  .int()
  .refine((rate) => (GST_RATES_BP as readonly number[]).includes(rate), {
    error: `GST rate must be one of ${GST_RATES_BP.map((r) => `${r / 100}%`).join(', ')} (in basis points)`,
  })
  .nullable()
  .describe('GST rate in basis points (500 = 5 %); null: the apparel rule by price');

export const skuCodeSchema = z
  .string()
  .trim()
  .max(SKU_CODE_MAX, 'SKU code is too long')
  .regex(SKU_CODE, 'SKU code takes letters, digits and - _ . /')
  .nullable()
  .describe('The store’s own code for the SKU; unique');

export const sizeLabelSchema = z
  .string()
  .trim()
  .max(SIZE_LABEL_MAX, 'Size is too long')
  .describe("The size's label as shoppers see it (e.g. 40, M, Free Size); '' for a variant without sizes");

const productFields = {
  productName: requiredText('Name', PRODUCT_NAME_MAX),
  heading: z.string().trim().max(PRODUCT_HEADING_MAX, 'Heading is too long'),
  description: z.string().trim().max(PRODUCT_DESCRIPTION_MAX, 'Description is too long'),
  categoryId: uuidParam('categoryId'),
  visible: z.boolean().describe('Shown in the store (the spec’s `visibilityStatus`)'),
  hsnCode: hsnCodeSchema,
  gstRateBp: gstRateBpSchema,
};

export const createProductBodySchema = z.object({
  ...productFields,
  heading: productFields.heading.default(''),
  description: productFields.description.default(''),
  visible: productFields.visible.default(false),
  hsnCode: productFields.hsnCode.default(null),
  gstRateBp: productFields.gstRateBp.default(null),
});
export type CreateProductBody = z.infer<typeof createProductBodySchema>;

export const updateProductBodySchema = z
  .object({ version: versionSchema, ...productFields })
  .partial()
  .required({ version: true });
export type UpdateProductBody = z.infer<typeof updateProductBodySchema>;

export const sizeBodySchema = z.object({
  size: sizeLabelSchema,
  skuCode: skuCodeSchema.default(null),
  stock: stockCountSchema.default(0),
});

const variantFields = {
  colour: requiredText('Colour', COLOUR_MAX),
  retailPricePaise: paise('Retail price'),
  salePricePaise: paise('Sale price'),
};

export const addVariantBodySchema = z.object({
  version: versionSchema,
  ...variantFields,
  sizes: z.array(sizeBodySchema).max(SIZES_MAX, `At most ${SIZES_MAX} sizes`).default([]),
});
export type AddVariantBody = z.infer<typeof addVariantBodySchema>;

export const updateVariantBodySchema = z
  .object({ version: versionSchema, ...variantFields })
  .partial()
  .required({ version: true });
export type UpdateVariantBody = z.infer<typeof updateVariantBodySchema>;

export const addSizeBodySchema = sizeBodySchema.extend({ version: versionSchema });
export type AddSizeBody = z.infer<typeof addSizeBodySchema>;

export const setStockBodySchema = z.object({ version: versionSchema, stock: stockCountSchema });
export type SetStockBody = z.infer<typeof setStockBodySchema>;

export const versionQuerySchema = z.object({ version: z.coerce.number().int().min(1) });

export const reorderPicturesBodySchema = z.object({
  version: versionSchema,
  images: z
    .array(z.string())
    .max(PICTURES_MAX)
    .describe("The variant's pictures in their new order: exactly the ones it has"),
});

export const deletePictureQuerySchema = z.object({
  version: z.coerce.number().int().min(1),
  image: z.string().min(1).describe('The picture’s path, as the variant lists it'),
});

export const productParamsSchema = z.object({ productId: uuidParam('productId') });
export const variantParamsSchema = productParamsSchema.extend({ variantId: uuidParam('variantId') });
export const skuParamsSchema = productParamsSchema.extend({ skuId: uuidParam('skuId') });

export const listProductsQuerySchema = z.object({
  q: z.string().trim().max(100).optional().describe('Part of the name, or a whole SKU code (any case)'),
  categoryId: uuidParam('categoryId').optional(),
  visibility: z.enum(['shown', 'hidden']).optional(),
  stock: z.enum(STOCK_STATES).optional(),
  sort: z.enum(ADMIN_PRODUCT_SORTS).default('updated'),
  order: z.enum(['asc', 'desc']).default('desc'),
  limit: z.coerce.number().int().min(1).max(ADMIN_PRODUCTS_PAGE_MAX).default(ADMIN_PRODUCTS_PAGE_DEFAULT),
  cursor: z.string().max(400).optional().describe('The `nextCursor` of the page before'),
});
export type ListProductsQuery = z.infer<typeof listProductsQuerySchema>;

export const adminSkuSchema = z.object({
  _id: z.uuid(),
  size: z.string(),
  skuCode: z.string().nullable(),
  stock: z.number().int().nullable().describe('Units on hand; null: not counted'),
});

export const adminVariantSchema = z.object({
  _id: z.uuid(),
  position: z.number().int(),
  colour: z.string(),
  retailPricePaise: z.number().int(),
  salePricePaise: z.number().int(),
  images: z.array(z.string()).describe('Paths under /media, first shown first'),
  skus: z.array(adminSkuSchema),
});

export const adminProductSchema = z.object({
  _id: z.uuid(),
  version: z.number().int(),
  productName: z.string(),
  heading: z.string(),
  description: z.string(),
  category: z.object({ _id: z.uuid(), categoryName: z.string() }),
  visible: z.boolean(),
  hsnCode: z.string().nullable(),
  gstRateBp: z.number().int().nullable(),
  onSale: z.boolean().describe('Some size has units (the spec’s `status`)'),
  updatedAt: z.string(),
  variants: z.array(adminVariantSchema),
});
export type AdminProductJson = z.infer<typeof adminProductSchema>;

export const adminProductRowSchema = z.object({
  _id: z.uuid(),
  version: z.number().int(),
  productName: z.string(),
  categoryName: z.string(),
  visible: z.boolean(),
  pricePaise: z.number().int().describe('The first colour’s sale price'),
  units: z.number().int().nullable().describe('Units on hand over every size; null when some size is not counted'),
  stockState: z.enum(STOCK_STATES),
  image: z.string().nullable(),
  updatedAt: z.string(),
});
export type AdminProductRowJson = z.infer<typeof adminProductRowSchema>;

export const adminProductAnswerSchema = z.object({ success: z.literal(true), result: adminProductSchema });
export const adminProductPageSchema = z.object({
  success: z.literal(true),
  result: z.array(adminProductRowSchema),
  nextCursor: z.string().nullable().describe('Pass as `cursor` for the next page; null on the last'),
});

export const IMPORT_ROWS_MAX = 20_000;

export const importQuerySchema = z.object({
  dryRun: z
    .enum(['true', 'false', '1', '0'])
    .transform((v) => v === 'true' || v === '1')
    .default(false),
});

export const importRowErrorSchema = z.object({
  row: z.number().int().describe('The CSV line number (the header is line 1)'),
  column: z.string(),
  code: z.string().describe('A field error code (`required`, `invalid_format`, `not_found`, …)'),
  message: z.string(),
});

export const importAnswerSchema = z.object({
  success: z.literal(true),
  dryRun: z.boolean(),
  written: z.boolean().describe('false when any row has an error: nothing was written'),
  rows: z.number().int(),
  created: z.object({ products: z.number().int(), variants: z.number().int(), skus: z.number().int() }),
  updated: z.object({ products: z.number().int(), variants: z.number().int(), skus: z.number().int() }),
  errors: z.array(importRowErrorSchema),
});
export type ImportAnswer = z.infer<typeof importAnswerSchema>;
