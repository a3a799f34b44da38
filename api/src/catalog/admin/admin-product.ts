import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { categories, productSkus, products, productVariants, variantOptions } from '../../db/schema.js';
import { notFound } from '../../http/errors.js';
import type { AdminProductJson } from './schemas.js';

export const PRODUCT_NOT_FOUND = 'Product not found';

/** The attribute label of a variant's colour option (`Color` as the seed writes it; `Colour` read alike). */
export const COLOUR_LABEL = 'Color';
export const SIZE_LABEL = 'Size';
export const isColourLabel = sql`lower(trim(${variantOptions.attributeLabel})) in ('color', 'colour')`;

/**
 * A product as the back office edits it: its fields and version, each colour variant with its prices and pictures, and
 * each variant's SKUs with their units on hand (which the storefront never shows). Unknown: 404.
 */
export async function loadAdminProduct(db: Db, productId: string): Promise<AdminProductJson> {
  const [row] = await db
    .select({
      id: products.id,
      version: products.version,
      productName: products.productName,
      heading: products.heading,
      description: products.description,
      categoryId: categories.id,
      categoryName: categories.categoryName,
      visible: products.visibilityStatus,
      hsnCode: products.hsnCode,
      gstRateBp: products.gstRateBp,
      onSale: products.status,
      updatedAt: products.updatedAt,
    })
    .from(products)
    .innerJoin(categories, eq(categories.id, products.categoryId))
    .where(eq(products.id, productId));
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  const variants = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.productId, productId))
    .orderBy(asc(productVariants.position), asc(productVariants.id));
  const variantIds = variants.map((v) => v.id);
  const [colours, skus, sizeOrder] = variantIds.length
    ? await Promise.all([
        db
          .select({ variantId: variantOptions.variantId, label: variantOptions.label })
          .from(variantOptions)
          .where(sql`${inArray(variantOptions.variantId, variantIds)} and ${isColourLabel}`),
        db.select().from(productSkus).where(inArray(productSkus.variantId, variantIds)),
        db
          .select({
            variantId: variantOptions.variantId,
            label: variantOptions.label,
            position: variantOptions.position,
          })
          .from(variantOptions)
          .where(
            sql`${inArray(variantOptions.variantId, variantIds)} and lower(trim(${variantOptions.attributeLabel})) = 'size'`,
          ),
      ])
    : [[], [], []];
  const colourOf = new Map(colours.map((c) => [c.variantId, c.label]));
  const positionOf = new Map(sizeOrder.map((s) => [`${s.variantId}\u0000${s.label}`, s.position]));
  const place = (variantId: string, size: string) =>
    positionOf.get(`${variantId}\u0000${size}`) ?? Number.MAX_SAFE_INTEGER;
  return {
    _id: row.id,
    version: row.version,
    productName: row.productName,
    heading: row.heading,
    description: row.description,
    category: { _id: row.categoryId, categoryName: row.categoryName },
    visible: row.visible,
    hsnCode: row.hsnCode,
    gstRateBp: row.gstRateBp,
    onSale: row.onSale,
    updatedAt: row.updatedAt.toISOString(),
    variants: variants.map((v) => ({
      _id: v.id,
      position: v.position,
      colour: colourOf.get(v.id) ?? '',
      retailPricePaise: v.retailPricePaise,
      salePricePaise: v.salePricePaise,
      images: v.images,
      skus: skus
        .filter((s) => s.variantId === v.id)
        .sort((a, b) => place(v.id, a.size) - place(v.id, b.size) || a.size.localeCompare(b.size))
        .map((s) => ({ _id: s.id, size: s.size, skuCode: s.skuCode, stock: s.stock })),
    })),
  };
}
