/**
 * A large catalogue for benchmarks: `count` more products in one category, made in SQL from the seeded products of
 * that category (names numbered, prices spread, colours and sizes copied, some discounted, some sold out), with
 * their documents built like every other product's. Run it on a seeded database:
 *
 *   DATA_DIR=/tmp/sutra-large pnpm --filter @sutra/api catalog:large -- 100000 suits
 */
import { sql } from 'drizzle-orm';
import { refreshProductDocuments } from '../catalog/product-document.js';
import { findCategory } from '../catalog/service.js';
import { loadApiConfig } from '../config.js';
import type { Db } from '../db/client.js';
import { prepareDatabase } from '../server.js';

export async function addLargeCatalogue(db: Db, count: number, categoryValue: string): Promise<void> {
  const category = await findCategory(db, categoryValue);
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`
      create temporary table large_templates on commit drop as
        select p.*, row_number() over (order by p.position) - 1 as n,
               count(*) over () as total
        from products p where p.category_id = ${category._id}`);
    await tx.execute(sql`
      create temporary table large_products on commit drop as
        select gen_random_uuid() as id, t.id as template_id, g as seq
        from generate_series(1, ${count}) g
        join large_templates t on t.n = g % t.total`);
    await tx.execute(sql`
      insert into products (id, product_name, heading, description, category_id, status, visibility_status, position,
                            price_paise, retail_price_paise, discount_percent, search_text)
      select lp.id, t.product_name || ' No. ' || lp.seq, t.heading, t.description, t.category_id, true,
             lp.seq % 13 <> 0, 100000 + lp.seq,
             ((lp.seq * 7919) % 29000 + 1000) * 100, ((lp.seq * 7919) % 29000 + 1000) * 100, 0,
             t.product_name || ' No. ' || lp.seq || ' ' || ${category.categoryName}
      from large_products lp join large_templates t on t.id = lp.template_id`);
    await tx.execute(sql`
      create temporary table large_variants on commit drop as
        select gen_random_uuid() as id, lp.id as product_id, v.id as template_variant_id, v.position, v.images
        from large_products lp join product_variants v on v.product_id = lp.template_id`);
    // Every third product is on sale: retail 25% above the sale price.
    await tx.execute(sql`
      insert into product_variants (id, product_id, position, retail_price_paise, sale_price_paise, images)
      select lv.id, lv.product_id, lv.position,
             case when p.position % 3 = 0 then round(p.price_paise * 1.25)::int else p.price_paise end,
             p.price_paise, lv.images
      from large_variants lv join products p on p.id = lv.product_id`);
    await tx.execute(sql`
      update products p set retail_price_paise = round(p.price_paise * 1.25)::int, discount_percent = 20
      where p.category_id = ${category._id} and p.position >= 100000 and p.position % 3 = 0`);
    await tx.execute(sql`
      insert into variant_options (variant_id, product_id, attribute_label, attribute_position, label, value, position)
      select lv.id, lv.product_id, o.attribute_label, o.attribute_position, o.label, o.value, o.position
      from large_variants lv join variant_options o on o.variant_id = lv.template_variant_id`);
    // Each size's stock as its template's (the SKU codes are the template's own, so none are copied).
    await tx.execute(sql`
      insert into product_skus (variant_id, product_id, size, stock)
      select lv.id, lv.product_id, s.size, s.stock
      from large_variants lv join product_skus s on s.variant_id = lv.template_variant_id`);
  });
  // PostgreSQL plans the documents' big statement with the statistics it has: fresh ones after the bulk insert turn
  // ten minutes into half a minute.
  await db.execute(sql`analyze`);
  await refreshProductDocuments(db, 'missing');
  await db.execute(sql`vacuum analyze`);
}

const isMain = process.argv[1]?.endsWith('large-catalog.ts');
if (isMain) {
  const [countArg = '100000', categoryArg = 'suits'] = process.argv.slice(2).filter((a) => a !== '--');
  const count = Number(countArg);
  if (!Number.isInteger(count) || count < 1) throw new Error('usage: large-catalog.ts <count> [category]');
  const started = Date.now();
  // The benchmarks serve this database in production mode, which refuses the development demo owner.
  const { database } = await prepareDatabase(loadApiConfig(), { demoOwner: false });
  // Its statements write 100,000 rows or more through the catalogue's triggers and indexes: on the start-up pool,
  // which the request timeouts (8 s a statement) do not bound.
  await database.withStartupLock((db) => addLargeCatalogue(db, count, categoryArg));
  await database.close();
  console.log(`added ${count} products to ${categoryArg} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
