import { salePriceWithinRetail, slugify } from '@sutra/rules';
import { and, eq, sql } from 'drizzle-orm';
import { audit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { orderLines, productSkus, products, productVariants, variantOptions } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.js';
import { setStock } from '../../orders/stock.js';
import type { RestockTellers } from '../../stock-alerts/restock.js';
import { COLOUR_LABEL, isColourLabel, loadAdminProduct, SIZE_LABEL } from './admin-product.js';
import { type Editor, editProduct, followProductEdit, requireCategory, withSkuCodeCheck } from './product-edits.js';
import type {
  AddSizeBody,
  AddVariantBody,
  AdminProductJson,
  CreateProductBody,
  SetStockBody,
  UpdateProductBody,
  UpdateVariantBody,
} from './schemas.js';

export const VARIANT_NOT_FOUND = 'Colour variant not found';
export const SKU_NOT_IN_PRODUCT = 'Size not found';
export const SALE_ABOVE_RETAIL = 'The sale price cannot be above the retail price';
export const SIZE_TAKEN = 'This colour already has this size';
export const VARIANT_IN_USE = 'Orders name this colour, so it cannot be deleted; set its sizes to 0 instead';

const optionValue = (label: string) => slugify(label.trim());

function checkPrices(retail: number, sale: number): void {
  if (!salePriceWithinRetail(sale, retail))
    throw badRequest('invalid_input', SALE_ABOVE_RETAIL, [
      fieldError('salePricePaise', 'invalid_value', SALE_ABOVE_RETAIL),
    ]);
}

/** A new product, hidden unless `visible`; it has no colours yet, so the store cannot sell it until one is added. */
export async function createProduct(db: Db, editor: Editor, body: CreateProductBody): Promise<AdminProductJson> {
  return inTransaction(db, async (tx) => {
    await requireCategory(tx, body.categoryId);
    const [row] = await tx
      .insert(products)
      .values({
        productName: body.productName,
        heading: body.heading,
        description: body.description,
        categoryId: body.categoryId,
        visibilityStatus: body.visible,
        hsnCode: body.hsnCode,
        gstRateBp: body.gstRateBp,
        position: sql`(select coalesce(max(position), 0) + 1 from ${products})`,
      })
      .returning({ id: products.id });
    if (!row) throw new Error('insert returned no product');
    await followProductEdit(tx, row.id);
    const after = await loadAdminProduct(tx, row.id);
    await audit(tx, { staffId: editor.id, action: 'product.create', entity: 'product', entityId: row.id, after });
    return after;
  });
}

/** Shown again (`visible`), a product's sizes with units tell the shoppers waiting for them (`restocks`). */
export function updateProduct(
  db: Db,
  editor: Editor,
  productId: string,
  body: UpdateProductBody,
  restocks?: RestockTellers,
) {
  return editProduct(
    db,
    editor,
    productId,
    body.version,
    'product.update',
    async (tx) => {
      if (body.categoryId !== undefined) await requireCategory(tx, body.categoryId);
      const change = {
        ...(body.productName !== undefined && { productName: body.productName }),
        ...(body.heading !== undefined && { heading: body.heading }),
        ...(body.description !== undefined && { description: body.description }),
        ...(body.categoryId !== undefined && { categoryId: body.categoryId }),
        ...(body.visible !== undefined && { visibilityStatus: body.visible }),
        ...(body.hsnCode !== undefined && { hsnCode: body.hsnCode }),
        ...(body.gstRateBp !== undefined && { gstRateBp: body.gstRateBp }),
      };
      if (Object.keys(change).length) await tx.update(products).set(change).where(eq(products.id, productId));
    },
    restocks,
  );
}

async function requireVariant(tx: Db, productId: string, variantId: string) {
  const [variant] = await tx
    .select()
    .from(productVariants)
    .where(and(eq(productVariants.id, variantId), eq(productVariants.productId, productId)));
  if (!variant) throw notFound(VARIANT_NOT_FOUND);
  return variant;
}

/** Adds the sizes to a variant: a Size option (shoppers choose it) and a SKU (the store counts it) each. */
async function insertSizes(
  tx: Db,
  productId: string,
  variantId: string,
  sizes: readonly { size: string; skuCode: string | null; stock: number | null }[],
  /** Where a refused size is in the request. */
  fieldOf: (index: number) => string = (index) => `sizes.${index}.size`,
): Promise<void> {
  const [last] = await tx
    .select({ position: sql<number>`coalesce(max(${variantOptions.position}), -1)` })
    .from(variantOptions)
    .where(and(eq(variantOptions.variantId, variantId), sql`lower(trim(${variantOptions.attributeLabel})) = 'size'`));
  let position = Number(last?.position ?? -1);
  const seen = new Set<string>();
  for (const [index, size] of sizes.entries()) {
    if (seen.has(size.size))
      throw badRequest('invalid_input', SIZE_TAKEN, [fieldError(fieldOf(index), 'taken', SIZE_TAKEN)]);
    seen.add(size.size);
    if (size.size !== '') {
      position += 1;
      await tx.insert(variantOptions).values({
        variantId,
        productId,
        attributeLabel: SIZE_LABEL,
        attributePosition: 1,
        label: size.size,
        value: optionValue(size.size),
        position,
      });
    }
    const added = await tx
      .insert(productSkus)
      .values({ variantId, productId, size: size.size, skuCode: size.skuCode, stock: size.stock })
      .onConflictDoNothing({ target: [productSkus.variantId, productSkus.size] })
      .returning({ id: productSkus.id });
    if (added.length === 0)
      throw badRequest('invalid_input', SIZE_TAKEN, [fieldError(fieldOf(index), 'taken', SIZE_TAKEN)]);
  }
}

/** A colour variant with its prices and sizes (none: one SKU of size '', sold without a size). */
export function addVariant(db: Db, editor: Editor, productId: string, body: AddVariantBody) {
  checkPrices(body.retailPricePaise, body.salePricePaise);
  return editProduct(db, editor, productId, body.version, 'variant.add', async (tx) => {
    const [variant] = await tx
      .insert(productVariants)
      .values({
        productId,
        retailPricePaise: body.retailPricePaise,
        salePricePaise: body.salePricePaise,
        position: sql`(select coalesce(max(position), -1) + 1 from ${productVariants} where product_id = ${productId})`,
      })
      .returning({ id: productVariants.id });
    if (!variant) throw new Error('insert returned no variant');
    await tx.insert(variantOptions).values({
      variantId: variant.id,
      productId,
      attributeLabel: COLOUR_LABEL,
      attributePosition: 0,
      label: body.colour,
      value: optionValue(body.colour),
      position: 0,
    });
    await insertSizes(
      tx,
      productId,
      variant.id,
      body.sizes.length ? body.sizes : [{ size: '', skuCode: null, stock: 0 }],
    );
  });
}

export function updateVariant(db: Db, editor: Editor, productId: string, variantId: string, body: UpdateVariantBody) {
  return editProduct(db, editor, productId, body.version, 'variant.update', async (tx) => {
    const variant = await requireVariant(tx, productId, variantId);
    const retail = body.retailPricePaise ?? variant.retailPricePaise;
    const sale = body.salePricePaise ?? variant.salePricePaise;
    checkPrices(retail, sale);
    await tx
      .update(productVariants)
      .set({ retailPricePaise: retail, salePricePaise: sale })
      .where(eq(productVariants.id, variantId));
    if (body.colour !== undefined) {
      const renamed = await tx
        .update(variantOptions)
        .set({ label: body.colour, value: optionValue(body.colour) })
        .where(and(eq(variantOptions.variantId, variantId), isColourLabel))
        .returning({ id: variantOptions.id });
      if (renamed.length === 0)
        await tx.insert(variantOptions).values({
          variantId,
          productId,
          attributeLabel: COLOUR_LABEL,
          attributePosition: 0,
          label: body.colour,
          value: optionValue(body.colour),
          position: 0,
        });
    }
  });
}

/**
 * Deletes a colour variant no order names (its sizes, options and cart lines go with it). One an order names stays:
 * its invoice, return and exchange read it; `409 variant_in_use`.
 */
export function deleteVariant(db: Db, editor: Editor, productId: string, variantId: string, version: number) {
  return editProduct(db, editor, productId, version, 'variant.delete', async (tx) => {
    await requireVariant(tx, productId, variantId);
    const [named] = await tx
      .select({ one: sql<number>`1` })
      .from(orderLines)
      .where(eq(orderLines.variantId, variantId))
      .limit(1);
    if (named) throw conflict('variant_in_use', VARIANT_IN_USE);
    await tx.delete(productVariants).where(eq(productVariants.id, variantId));
  });
}

export function addSize(db: Db, editor: Editor, productId: string, variantId: string, body: AddSizeBody) {
  return editProduct(db, editor, productId, body.version, 'sku.add', async (tx) => {
    await requireVariant(tx, productId, variantId);
    // A variant sold without sizes becomes one with sizes: its size-less SKU goes (its count does not carry over).
    await tx.delete(productSkus).where(and(eq(productSkus.variantId, variantId), eq(productSkus.size, '')));
    await insertSizes(tx, productId, variantId, [body], () => 'size');
  });
}

/**
 * Sets a size's units on hand through the stock service (`setStock`): a size at 0 shows sold out to shoppers; one
 * brought back from 0 tells the shoppers waiting for it (`restocks`), in the same transaction.
 */
export function setSkuStock(
  db: Db,
  editor: Editor,
  productId: string,
  skuId: string,
  body: SetStockBody,
  restocks?: RestockTellers,
) {
  return withSkuCodeCheck(() =>
    editProduct(
      db,
      editor,
      productId,
      body.version,
      'sku.stock',
      async (tx) => {
        const [sku] = await tx
          .select({ id: productSkus.id })
          .from(productSkus)
          .where(and(eq(productSkus.id, skuId), eq(productSkus.productId, productId)));
        if (!sku) throw notFound(SKU_NOT_IN_PRODUCT);
        await setStock(tx, skuId, body.stock);
      },
      restocks,
    ),
  );
}
