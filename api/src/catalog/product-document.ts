import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { products, productVariants } from '../db/schema.js';
import { compareAtPaiseSql, discountPercentSql } from '../money.js';
import { documentObjectSql } from './document-fields.js';
import { productSchema, variantSchema } from './schemas.js';

/** The spec's rupee fields, from the paise columns: `numeric` division in PostgreSQL is exact decimal arithmetic. */
const rupees = (paise: SQL) => sql`round(${paise} / 100.0, 2)`;

/**
 * A variant's object: the variant schema's fields, each a `product_variants` column of its name (`v`) unless worked
 * out here.
 */
const variantObject = documentObjectSql({
  name: 'variant',
  schema: variantSchema,
  table: productVariants,
  alias: 'v',
  computed: {
    retailPrice: rupees(sql`v.retail_price_paise`),
    salePrice: rupees(sql`v.sale_price_paise`),
    discountPercent: discountPercentSql(sql`v.retail_price_paise`, sql`v.sale_price_paise`),
    compareAtPricePaise: compareAtPaiseSql(sql`v.retail_price_paise`, sql`v.sale_price_paise`),
    images: sql`to_jsonb(v.images)`,
    attributes: sql`coalesce(a.attributes, '[]'::jsonb)`,
    skus: sql`coalesce(k.skus, '[]'::jsonb)`,
  },
});

/**
 * A product's object: the product schema's fields, each a `products` column of its name (`p`) unless worked out here;
 * `inStock` is the row's generated `in_stock`, added once the row is updated.
 */
const productObject = documentObjectSql({
  name: 'product',
  schema: productSchema,
  table: products,
  alias: 'p',
  computed: {
    categoryId: sql`jsonb_build_object('_id', c.id, 'categoryName', c.category_name, 'value', c.value, 'name', c.category_name)`,
    productVariants: sql`coalesce(v.variants, '[]'::jsonb)`,
  },
  addedLater: ['inStock'],
});

/** Which documents to build: some products, a category's, all, or those that have none yet. */
export type DocumentScope = { productIds: readonly string[] } | { categoryId: string } | 'all' | 'missing';

/**
 * Rebuilds the product documents (`product_documents`: the REST shape of a product with its category, variants and
 * options, and what the api works out for every client: the product's `inStock`, each variant's `discountPercent`,
 * `compareAtPricePaise` and its sizes' availability (`skus`), so that no client applies those rules itself), `products.search_text`
 * (what search matches: the name, the category's name, the heading, where the catalogue names the fabric, and every
 * option label of the variants — colours, sizes and any other attribute — so "navy suit" finds navy suits) and `products.attribute_tags` and
 * `has_variants` (what listings filter on; `inStock` is the product row's `in_stock`) for the given products (or every product of `categoryId`, all, or those that have none yet — rows from
 * before documents existed, refreshed at start-up). PostgreSQL assembles the JSON, so a listing later reads one
 * column per product instead of joining four tables.
 */
export async function refreshProductDocuments(db: Db, scope: DocumentScope): Promise<number> {
  const result = await db.execute(productDocumentsSql(scope));
  // Remembered listing totals are forgotten by the catalogue's change notice, sent at commit (`catalog-caches.ts`).
  // node-postgres answers rowCount; PGlite answers affectedRows.
  const counts = result as unknown as { rowCount?: number | null; affectedRows?: number };
  return Math.max(counts.rowCount ?? 0, counts.affectedRows ?? 0);
}

/** The statement that (re)builds the documents of `scope`; its text for every product is part of their shape. */
export function productDocumentsSql(scope: DocumentScope): SQL {
  const where =
    scope === 'all'
      ? sql`true`
      : scope === 'missing'
        ? sql`not exists (select 1 from product_documents d where d.product_id = p.id)`
        : 'categoryId' in scope
          ? sql`p.category_id = ${scope.categoryId}`
          : scope.productIds.length
            ? sql`p.id in ${scope.productIds}`
            : sql`false`;
  // Set-based: options per variant, then variants per product, then one update — not a subquery per product.
  return sql`
    with targets as (select p.id from products p where ${where}),
    options as (
      select o.variant_id, o.attribute_label, o.attribute_position,
             jsonb_agg(jsonb_build_object('label', o.label, 'value', o.value) order by o.position) as options
      from variant_options o
      where o.product_id in (select id from targets)
      group by o.variant_id, o.attribute_label, o.attribute_position
    ),
    attributes as (
      select variant_id,
             jsonb_agg(jsonb_build_object('attribute', jsonb_build_object('label', attribute_label), 'value', options)
                       order by attribute_position) as attributes
      from options group by variant_id
    ),
    -- Each size's SKU in the order of the variant's Size options (a SKU without one last), saying only whether it
    -- can be bought: how many units are left stays in the back office.
    size_positions as (
      select o.variant_id, o.label, min(o.position) as position
      from variant_options o
      where o.product_id in (select id from targets) and lower(trim(o.attribute_label)) = 'size'
      group by o.variant_id, o.label
    ),
    skus as (
      select s.variant_id,
             jsonb_agg(jsonb_build_object('_id', s.id, 'size', s.size, 'skuCode', s.sku_code,
                                          'inStock', s.stock is null or s.stock > 0)
                       order by z.position nulls last, s.size) as skus
      from product_skus s
      left join size_positions z on z.variant_id = s.variant_id and z.label = s.size
      where s.product_id in (select id from targets)
      group by s.variant_id
    ),
    variants as (
      select v.product_id,
             jsonb_agg(${variantObject} order by v.position) as variants
      from product_variants v left join attributes a on a.variant_id = v.id left join skus k on k.variant_id = v.id
      where v.product_id in (select id from targets)
      group by v.product_id
    ),
    tags as (
      select o.product_id, array_agg(distinct o.attribute_label || ':' || o.label) as tags,
             string_agg(distinct o.label, ' ') as option_words
      from variant_options o
      where o.product_id in (select id from targets)
      group by o.product_id
    ),
    built as (
      select p.id, coalesce(g.tags, '{}'::text[]) as tags, v.variants is not null as has_variants, ${productObject} as document,
             concat_ws(' ', p.product_name, c.category_name, p.heading, g.option_words) as search_text
      from targets t
      join products p on p.id = t.id
      join categories c on c.id = p.category_id
      left join variants v on v.product_id = t.id
      left join tags g on g.product_id = t.id
    ),
    -- The product row learns what listings filter on and search matches; its in_stock (the one rule, a generated
    -- column) comes back as the document's inStock, so the card and every listing read the same answer.
    tagged as (
      update products p set attribute_tags = b.tags, has_variants = b.has_variants, search_text = b.search_text
      from built b where p.id = b.id
      returning p.id, p.in_stock
    )
    insert into product_documents (product_id, document)
    select b.id, b.document || jsonb_build_object('inStock', t.in_stock) from built b join tagged t on t.id = b.id
    on conflict (product_id) do update set document = excluded.document, updated_at = now()`;
}
