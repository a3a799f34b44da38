-- In stock everywhere as products.in_stock (0023_in_stock_once), so listing filters, totals and search agree with the
-- card: products learn whether they have a variant to buy (kept from now on by the document builder), the listing
-- facets count in_stock (their trigger, and their counts rebuilt), and the listing index carries in_stock for
-- index-only totals in place of the two flags it replaces.
UPDATE "products" p SET "has_variants" = true
WHERE EXISTS (SELECT 1 FROM "product_variants" v WHERE v."product_id" = p."id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "listing_facets_follow_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facet CONSTANT text := 'category_id, listing_price_band(price_paise), attribute_tags';
  -- A product counts once, once in stock, once discounted, once both (`::` binds before the unary minus).
  counts CONSTANT text := '1, in_stock::int, (discount_percent > 0)::int, (in_stock AND discount_percent > 0)::int';
  uncounts CONSTANT text := '-1, -in_stock::int, -(discount_percent > 0)::int, -(in_stock AND discount_percent > 0)::int';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, %s FROM new_products', facet, counts)
    WHEN 'DELETE' THEN format('SELECT %s, %s FROM old_products', facet, uncounts)
    ELSE format('SELECT %1$s, %2$s FROM new_products UNION ALL SELECT %1$s, %3$s FROM old_products',
                facet, counts, uncounts)
  END;
  EXECUTE format($upsert$
    INSERT INTO listing_facets AS f (category_id, price_band, attribute_tags, products, in_stock, discounted,
                                     in_stock_discounted)
    SELECT category_id, price_band, attribute_tags, sum(products), sum(in_stock), sum(discounted),
           sum(in_stock_discounted)
    FROM (%s) AS c (category_id, price_band, attribute_tags, products, in_stock, discounted, in_stock_discounted)
    GROUP BY 1, 2, 3
    HAVING sum(products) <> 0 OR sum(in_stock) <> 0 OR sum(discounted) <> 0 OR sum(in_stock_discounted) <> 0
    ORDER BY 1, 2, 3
    ON CONFLICT (category_id, price_band, attribute_tags) DO UPDATE SET
      products = f.products + excluded.products, in_stock = f.in_stock + excluded.in_stock,
      discounted = f.discounted + excluded.discounted,
      in_stock_discounted = f.in_stock_discounted + excluded.in_stock_discounted$upsert$, changes);
  -- Emptied facets go, found through listing_facets_empty_idx: nothing to read when none emptied.
  DELETE FROM listing_facets WHERE products = 0;
  RETURN NULL;
END
$$;--> statement-breakpoint
DELETE FROM "listing_facets";--> statement-breakpoint
INSERT INTO "listing_facets" ("category_id", "price_band", "attribute_tags", "products", "in_stock", "discounted", "in_stock_discounted")
SELECT category_id, listing_price_band(price_paise), attribute_tags, count(*), count(*) FILTER (WHERE in_stock),
       count(*) FILTER (WHERE discount_percent > 0), count(*) FILTER (WHERE in_stock AND discount_percent > 0)
FROM products GROUP BY 1, 2, 3;--> statement-breakpoint
ANALYZE "listing_facets";--> statement-breakpoint
DROP INDEX IF EXISTS "products_listing_filter_idx";--> statement-breakpoint
CREATE INDEX "products_listing_filter_idx" ON "products" USING btree ("category_id", "price_paise") INCLUDE ("in_stock", "discount_percent", "attribute_tags");
