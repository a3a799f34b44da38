import { eq, sql } from 'drizzle-orm';
import { audit } from '../../audit/audit.js';
import type { Db } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories, products, productVariants } from '../../db/schema.js';
import { inTransaction } from '../../db/transaction.js';
import { badRequest, conflict, fieldError, notFound } from '../../http/errors.js';
import { discountPercentSql } from '../../money.js';
import { followSkus } from '../../orders/stock.js';
import type { RestockTellers } from '../../stock-alerts/restock.js';
import { loadAdminProduct, PRODUCT_NOT_FOUND } from './admin-product.js';
import type { AdminProductJson } from './schemas.js';

export const STALE_VERSION =
  'This product was changed by someone else since you opened it. Reload it and redo your change.';
export const CATEGORY_NOT_FOUND = 'No such category';
export const SKU_CODE_TAKEN = 'Another SKU already has this code';

/** Who writes: the signed-in member of staff (the audit log names them). */
export interface Editor {
  id: string;
}

/**
 * Takes the product's row lock and checks the editor read its current version: a product saved by someone else
 * meanwhile is `409 stale_version`, checked under the lock so two saves of one version cannot both pass.
 */
async function lockVersion(tx: Db, productId: string, version: number): Promise<void> {
  const [row] = await tx
    .select({ version: products.version })
    .from(products)
    .where(eq(products.id, productId))
    .for('update');
  if (!row) throw notFound(PRODUCT_NOT_FOUND);
  if (row.version !== version) throw conflict('stale_version', STALE_VERSION);
}

/**
 * What every product write ends with: the next version; the listing's price facts from the first colour (what listings
 * filter and sort on without a join) and the search text from name and category; its sale status and document from its
 * SKUs (`followSkus`, which rebuilds the document). The catalogue triggers announce the change at commit, so caches,
 * listings, search, the sitemap and the gateways' response caches on every replica follow.
 */
export async function followProductEdit(tx: Db, productId: string): Promise<void> {
  await followProductEdits(tx, [productId]);
}

/** `followProductEdit` for many products at once (an import), set-based. */
export async function followProductEdits(tx: Db, productIds: readonly string[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx.execute(sql`
    update ${products} p set
      version = p.version + 1,
      updated_at = now(),
      price_paise = coalesce(x.sale, 0),
      retail_price_paise = coalesce(x.retail, 0),
      discount_percent = coalesce(${discountPercentSql(sql`x.retail`, sql`x.sale`)}, 0),
      search_text = p.product_name || ' ' || x.category_name
    from (
      select t.id, c.category_name, f.retail, f.sale
      from ${products} t
      join ${categories} c on c.id = t.category_id
      left join lateral (
        select v.retail_price_paise as retail, v.sale_price_paise as sale from ${productVariants} v
        where v.product_id = t.id order by v.position, v.id limit 1
      ) f on true
      where t.id in ${productIds}
    ) x
    where p.id = x.id`);
  await followSkus(tx, productIds);
}

/**
 * Runs one staff edit of a product: under its lock and version check, then `followProductEdit`, with the product
 * before and after in the audit log, all in one transaction. With `restocks`, an edit that can bring a size back on
 * sale (its stock, the product shown again) tells the shoppers waiting for it in that transaction. Answers the product
 * as it now is.
 */
export async function editProduct(
  db: Db,
  editor: Editor,
  productId: string,
  version: number,
  action: string,
  work: (tx: Db) => Promise<void>,
  restocks?: RestockTellers,
): Promise<AdminProductJson> {
  let told = 0;
  const after = await withSkuCodeCheck(() =>
    inTransaction(db, async (tx) => {
      await lockVersion(tx, productId, version);
      const before = await loadAdminProduct(tx, productId);
      await work(tx);
      await followProductEdit(tx, productId);
      told = restocks ? await restocks.tell(tx, [productId]) : 0;
      const after = await loadAdminProduct(tx, productId);
      await audit(tx, { staffId: editor.id, action, entity: 'product', entityId: productId, before, after });
      return after;
    }),
  );
  if (told > 0) restocks?.wake();
  return after;
}

/** A SKU code another SKU holds is refused on its field (the unique index decides, so two saves cannot both take it). */
export async function withSkuCodeCheck<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (isUniqueViolation(error) && String((error as { constraint?: string }).constraint ?? error).includes('sku_code'))
      throw conflict('invalid_input', SKU_CODE_TAKEN, [fieldError('skuCode', 'taken', SKU_CODE_TAKEN)]);
    throw error;
  }
}

/** A category named by id must exist (a field error on `categoryId`, not a database error). */
export async function requireCategory(tx: Db, categoryId: string): Promise<void> {
  const [row] = await tx.select({ id: categories.id }).from(categories).where(eq(categories.id, categoryId));
  if (!row)
    throw badRequest('invalid_input', CATEGORY_NOT_FOUND, [
      fieldError('categoryId', 'invalid_value', CATEGORY_NOT_FOUND),
    ]);
}
