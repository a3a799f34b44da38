import type { z } from 'zod';
import type { categorySchema, productSchema, variantSchema } from './schemas.js';

/**
 * The REST shape of catalogue objects, field for field as the spec's clients read them (rupees, `_id`), with every
 * amount also in exact paise (`…Paise`), which the gateway reads. Declared once, by the answer schemas.
 */
export type CategoryJson = z.infer<typeof categorySchema>;
export type ProductJson = z.infer<typeof productSchema>;
export type VariantJson = z.infer<typeof variantSchema>;
export type VariantAttributeJson = VariantJson['attributes'][number];
export type AttributeOptionJson = VariantAttributeJson['value'][number];
/** One size of one colour (a SKU), as the product document lists it. */
export type SkuJson = VariantJson['skus'][number];

export const toCategoryJson = (c: { id: string; categoryName: string; value: string }): CategoryJson => ({
  _id: c.id,
  categoryName: c.categoryName,
  value: c.value,
  name: c.categoryName,
});
