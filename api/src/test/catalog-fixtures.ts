import { randomUUID } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { refreshProductDocuments } from '../catalog/product-document.js';
import type { ProductJson } from '../catalog/product-json.js';
import { loadProducts } from '../catalog/product-loader.js';
import type { Db } from '../db/client.js';
import { categories, productSkus, products, productVariants, variantOptions } from '../db/schema.js';
import { followSkus } from '../orders/stock.js';

export interface FixtureVariant {
  /** The Color option; none for a product without options. */
  color?: string;
  /** Size options; none for a product without sizes. */
  sizes?: string[];
  salePaise: number;
  retailPaise?: number;
  /** Units on hand of each size (SKU); absent or null = not counted. */
  stock?: number | null;
  /** Units on hand of particular sizes, in place of `stock` for them. */
  sizeStock?: Readonly<Record<string, number | null>>;
}

/**
 * Adds a product with exactly the variants and options a test needs (the seed's are partly random) to the first
 * category, and builds its document as the catalogue does.
 */
export async function createProduct(
  db: Db,
  { name = `Fixture ${randomUUID().slice(0, 8)}`, variants }: { name?: string; variants: FixtureVariant[] },
): Promise<ProductJson> {
  const [category] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position)).limit(1);
  if (!category) throw new Error('the seed has no category');
  const productId = randomUUID();
  const first = variants[0];
  await db.insert(products).values({
    id: productId,
    productName: name,
    categoryId: category.id,
    pricePaise: first?.salePaise ?? 0,
    retailPricePaise: first?.retailPaise ?? first?.salePaise ?? 0,
    searchText: name,
  });
  for (const [position, v] of variants.entries()) {
    const variantId = randomUUID();
    await db.insert(productVariants).values({
      id: variantId,
      productId,
      position,
      salePricePaise: v.salePaise,
      retailPricePaise: v.retailPaise ?? v.salePaise,
      images: [`/media/fixtures/${variantId}-1.svg`],
    });
    const options = [
      ...(v.color
        ? [{ attributeLabel: 'Color', attributePosition: 0, label: v.color, value: v.color.toLowerCase() }]
        : []),
      ...(v.sizes ?? []).map((size, i) => ({
        attributeLabel: 'Size',
        attributePosition: 1,
        label: size,
        value: size.toLowerCase(),
        position: i,
      })),
    ];
    if (options.length) {
      await db.insert(variantOptions).values(options.map((o) => ({ ...o, variantId, productId })));
    }
    const sizes = v.sizes?.length ? v.sizes : [''];
    await db.insert(productSkus).values(
      sizes.map((size) => ({
        variantId,
        productId,
        size,
        stock: v.sizeStock && size in v.sizeStock ? (v.sizeStock[size] ?? null) : (v.stock ?? null),
      })),
    );
  }
  await followSkus(db, [productId]);
  const [product] = await loadProducts(db, [productId]);
  if (!product) throw new Error('the fixture product was not stored');
  return product;
}

/** Marks a product in or out of stock (`visibilityStatus`, as the seed's sold-out products) and rebuilds its document. */
export async function setInStock(db: Db, productId: string, inStock: boolean): Promise<void> {
  await db.update(products).set({ visibilityStatus: inStock, updatedAt: sql`now()` }).where(eq(products.id, productId));
  await refreshProductDocuments(db, { productIds: [productId] });
}

/**
 * Sets a product's price (its first variant's sale price, and the listing copy on the product) as a catalogue edit
 * would, and rebuilds its document.
 */
export async function setSalePrice(db: Db, productId: string, salePaise: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [first] = await tx
      .select({ id: productVariants.id })
      .from(productVariants)
      .where(eq(productVariants.productId, productId))
      .orderBy(asc(productVariants.position))
      .limit(1);
    if (!first) throw new Error('the product has no variant');
    await tx.update(productVariants).set({ salePricePaise: salePaise }).where(eq(productVariants.id, first.id));
    await tx.update(products).set({ pricePaise: salePaise, updatedAt: sql`now()` }).where(eq(products.id, productId));
    await refreshProductDocuments(tx as unknown as Db, { productIds: [productId] });
  });
}

/** The units on hand of one size (SKU) of a variant; '' for a variant without sizes. */
export async function stockOf(db: Db, variantId: string, size: string): Promise<number | null | undefined> {
  const [sku] = await db
    .select({ stock: productSkus.stock })
    .from(productSkus)
    .where(and(eq(productSkus.variantId, variantId), eq(productSkus.size, size)));
  return sku?.stock;
}

/** A seeded product, in stock or sold out, with its variants. */
export async function seededProduct(db: Db, inStock: boolean, offset = 0): Promise<ProductJson> {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.visibilityStatus, inStock))
    .orderBy(asc(products.position))
    .offset(offset)
    .limit(1);
  const [product] = row ? await loadProducts(db, [row.id]) : [];
  if (!product) throw new Error(`the seed has no ${inStock ? 'in-stock' : 'sold-out'} product`);
  return product;
}

/** Adds `count` products without variants in one statement (for tests of list limits); answers their ids. */
export async function createBareProducts(db: Db, count: number): Promise<string[]> {
  const [category] = await db.select({ id: categories.id }).from(categories).orderBy(asc(categories.position)).limit(1);
  if (!category) throw new Error('the seed has no category');
  const rows = Array.from({ length: count }, (_, i) => ({
    id: randomUUID(),
    productName: `Bare fixture ${i + 1}`,
    categoryId: category.id,
    searchText: `Bare fixture ${i + 1}`,
  }));
  await db.insert(products).values(rows);
  const ids = rows.map((r) => r.id);
  await refreshProductDocuments(db, { productIds: ids });
  return ids;
}
