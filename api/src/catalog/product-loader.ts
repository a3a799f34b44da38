import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { categories, products, productVariants, variantOptions } from '../db/schema.js';
import { paiseToRupees } from '../money.js';
import { type ProductJson, toCategoryJson, type VariantAttributeJson, type VariantJson } from './product-json.js';

/**
 * Loads whole products (category, variants, attribute options) for a list of ids in three queries, whatever
 * the number of ids, and answers in the order asked (missing ids are skipped; ids match in any letter case).
 */
export async function loadProducts(db: Db, requested: readonly string[]): Promise<ProductJson[]> {
  if (requested.length === 0) return [];
  // UUIDs are case-insensitive and PostgreSQL answers them lower-cased: match the answer up in that form.
  const ids = requested.map((id) => id.toLowerCase());
  const unique = [...new Set(ids)];
  const [productRows, variantRows, optionRows] = await Promise.all([
    db
      .select({ product: products, category: categories })
      .from(products)
      .innerJoin(categories, eq(categories.id, products.categoryId))
      .where(inArray(products.id, unique)),
    db
      .select()
      .from(productVariants)
      .where(inArray(productVariants.productId, unique))
      .orderBy(asc(productVariants.productId), asc(productVariants.position)),
    db
      .select()
      .from(variantOptions)
      .where(inArray(variantOptions.productId, unique))
      .orderBy(asc(variantOptions.variantId), asc(variantOptions.attributePosition), asc(variantOptions.position)),
  ]);

  const attributesByVariant = new Map<string, VariantAttributeJson[]>();
  for (const option of optionRows) {
    let attributes = attributesByVariant.get(option.variantId);
    if (!attributes) {
      attributes = [];
      attributesByVariant.set(option.variantId, attributes);
    }
    let attribute = attributes.find((a) => a.attribute.label === option.attributeLabel);
    if (!attribute) {
      attribute = { attribute: { label: option.attributeLabel }, value: [] };
      attributes.push(attribute);
    }
    attribute.value.push({ label: option.label, value: option.value });
  }

  const variantsByProduct = new Map<string, VariantJson[]>();
  for (const v of variantRows) {
    const list = variantsByProduct.get(v.productId) ?? [];
    list.push({
      _id: v.id,
      retailPrice: paiseToRupees(v.retailPricePaise),
      salePrice: paiseToRupees(v.salePricePaise),
      images: v.images,
      attributes: attributesByVariant.get(v.id) ?? [],
    });
    variantsByProduct.set(v.productId, list);
  }

  const byId = new Map<string, ProductJson>();
  for (const { product: p, category } of productRows) {
    byId.set(p.id, {
      _id: p.id,
      productName: p.productName,
      heading: p.heading,
      description: p.description,
      categoryId: toCategoryJson(category),
      status: p.status,
      visibilityStatus: p.visibilityStatus,
      productVariants: variantsByProduct.get(p.id) ?? [],
      createdAt: p.createdAt.toISOString(),
      updatedAt: p.updatedAt.toISOString(),
    });
  }
  return ids.flatMap((id) => byId.get(id) ?? []);
}
