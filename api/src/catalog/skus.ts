import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/**
 * Adds the SKUs the variants of some products (or all) lack: one per Size option, keyed by its label, or one of size ''
 * for a variant without sizes, each holding `stock` units (null: not counted). What a new product's variants need
 * before they can be sold; SKUs already there keep their counts. Answers nothing: callers follow with `followSkus`
 * or a document rebuild.
 */
export async function addMissingSkus(
  db: Db,
  scope: { productIds: readonly string[] } | 'all',
  stock: number | null,
): Promise<void> {
  const of = (column: SQL) =>
    scope === 'all' ? sql`true` : scope.productIds.length ? sql`${column} in ${scope.productIds}` : sql`false`;
  await db.execute(sql`
    insert into product_skus (variant_id, product_id, size, stock)
    select distinct on (o.variant_id, o.label) o.variant_id, o.product_id, o.label, ${stock}::integer
    from variant_options o
    where lower(trim(o.attribute_label)) = 'size' and ${of(sql`o.product_id`)}
    order by o.variant_id, o.label
    on conflict (variant_id, size) do nothing`);
  await db.execute(sql`
    insert into product_skus (variant_id, product_id, size, stock)
    select v.id, v.product_id, '', ${stock}::integer
    from product_variants v
    where ${of(sql`v.product_id`)} and not exists (select 1 from product_skus s where s.variant_id = v.id)
    on conflict (variant_id, size) do nothing`);
}
