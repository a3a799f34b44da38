import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';

/** ISO 8601 in UTC with milliseconds, as JavaScript's `toISOString()` writes it. */
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const rupees = (paise: SQL) => sql`round(${paise} / 100.0, 2)`;

/**
 * Rebuilds `products.document` — the REST shape of a product with its category, variants and options — for the
 * given products (or every product of `categoryId`, or all). PostgreSQL assembles the JSON, so a listing later
 * reads one column per product instead of joining four tables.
 */
export async function refreshProductDocuments(
  db: Db,
  scope: { productIds: readonly string[] } | { categoryId: string } | 'all',
): Promise<void> {
  const where =
    scope === 'all'
      ? sql`true`
      : 'categoryId' in scope
        ? sql`p.category_id = ${scope.categoryId}`
        : scope.productIds.length
          ? sql`p.id in ${scope.productIds}`
          : sql`false`;
  await db.execute(sql`
    update products p set document = jsonb_build_object(
      '_id', p.id,
      'productName', p.product_name,
      'heading', p.heading,
      'description', p.description,
      'categoryId', jsonb_build_object('_id', c.id, 'categoryName', c.category_name, 'value', c.value, 'name', c.category_name),
      'status', p.status,
      'visibilityStatus', p.visibility_status,
      'productVariants', coalesce((
        select jsonb_agg(jsonb_build_object(
          '_id', v.id,
          'retailPrice', ${rupees(sql`v.retail_price_paise`)},
          'salePrice', ${rupees(sql`v.sale_price_paise`)},
          'images', to_jsonb(v.images),
          'attributes', coalesce((
            select jsonb_agg(jsonb_build_object('attribute', jsonb_build_object('label', a.attribute_label), 'value', a.options)
                             order by a.attribute_position)
            from (select o.attribute_label, o.attribute_position,
                         jsonb_agg(jsonb_build_object('label', o.label, 'value', o.value) order by o.position) as options
                  from variant_options o where o.variant_id = v.id
                  group by o.attribute_label, o.attribute_position) a
          ), '[]'::jsonb)
        ) order by v.position)
        from product_variants v where v.product_id = p.id
      ), '[]'::jsonb),
      'createdAt', ${iso(sql`p.created_at`)},
      'updatedAt', ${iso(sql`p.updated_at`)}
    )
    from categories c
    where c.id = p.category_id and ${where}`);
}
