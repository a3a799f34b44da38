import type { ProductJson, VariantJson } from '../../catalog/product-json.js';
import { productSchema, variantSchema } from '../../catalog/schemas.js';
import { compareAtPaise, discountPercent, paiseToRupees } from '../../money.js';
import { plainestOf } from './from-schema.js';

/**
 * Catalogue answers as the api sends them, for tests of pure code (no database): one factory per entity, so a field
 * added to the product schema is added here once. Rows in a database come from `catalog-fixtures.ts`.
 */

/** A variant at its prices in paise (retail defaults to sale: no discount), with the rupee and discount fields the api works out. */
export function aVariantJson(
  id: string,
  prices: { salePricePaise: number; retailPricePaise?: number },
  fields: Partial<Omit<VariantJson, '_id' | 'salePricePaise' | 'retailPricePaise'>> = {},
): VariantJson {
  const sale = prices.salePricePaise;
  const retail = prices.retailPricePaise ?? sale;
  return {
    ...(plainestOf(variantSchema) as VariantJson),
    _id: id,
    retailPrice: paiseToRupees(retail),
    salePrice: paiseToRupees(sale),
    retailPricePaise: retail,
    salePricePaise: sale,
    discountPercent: discountPercent(retail, sale),
    compareAtPricePaise: compareAtPaise(retail, sale),
    ...fields,
    // Every size its Size attribute offers (or the variant, without sizes) can be bought, unless `skus` says otherwise.
    skus: fields.skus ?? skusOf(id, fields.attributes ?? []),
  };
}

const skusOf = (variantId: string, attributes: VariantJson['attributes']): VariantJson['skus'] => {
  const sizes = attributes.find((a) => a.attribute.label.toLowerCase() === 'size')?.value.map((o) => o.label) ?? [''];
  return sizes.map((size) => ({ _id: `${variantId}-${size}`, size, skuCode: null, inStock: true }));
};

/**
 * A product on sale and shown, in stock when it has a variant; every field not set here is the plainest its schema
 * accepts.
 */
export function aProductJson(fields: Partial<ProductJson> = {}): ProductJson {
  const variants = fields.productVariants ?? [];
  const status = fields.status ?? true;
  const visibilityStatus = fields.visibilityStatus ?? true;
  return {
    ...(plainestOf(productSchema) as ProductJson),
    _id: 'p',
    productName: 'Suit',
    categoryId: { _id: 'c', categoryName: 'Suits', value: 'suits', name: 'Suits' },
    ...fields,
    status,
    visibilityStatus,
    inStock: fields.inStock ?? (status && visibilityStatus && variants.length > 0),
    productVariants: variants,
  };
}
