CREATE TABLE "listing_facets" (
	"category_id" uuid NOT NULL,
	"price_band" integer NOT NULL,
	"attribute_tags" text[] NOT NULL,
	"products" integer NOT NULL,
	"in_stock" integer NOT NULL,
	"discounted" integer NOT NULL,
	"in_stock_discounted" integer NOT NULL,
	CONSTRAINT "listing_facets_pkey" PRIMARY KEY("category_id","price_band","attribute_tags")
);
--> statement-breakpoint
CREATE INDEX "listing_facets_empty_idx" ON "listing_facets" USING btree ("category_id") WHERE "listing_facets"."products" = 0;--> statement-breakpoint
-- Price bands: a price in paise cut to two significant figures, so a band is ₹10 wide under ₹1,000, ₹100 up to
-- ₹10,000, ₹1,000 up to ₹1,00,000: about as many bands in every decade, whatever the catalogue's prices.
CREATE FUNCTION "listing_price_band_width"(paise integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT CASE WHEN paise < 100 THEN 1 ELSE (10 ^ (length(paise::text) - 2))::integer END $$;--> statement-breakpoint
CREATE FUNCTION "listing_price_band"(paise integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT paise - paise % listing_price_band_width(paise) $$;--> statement-breakpoint
-- The first price of the band after the one `paise` is in.
CREATE FUNCTION "listing_price_band_end"(paise integer) RETURNS integer LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT listing_price_band(paise) + listing_price_band_width(paise) $$;--> statement-breakpoint
-- Moves the changed products' counts between facets, once per statement (a bulk insert of 100,000 products is one
-- grouped upsert, not 100,000). Facets are upserted in key order, so concurrent statements lock shared facets in the
-- same order and cannot deadlock on them; a statement that changes nothing listings filter on writes nothing.
-- Transition tables exist only for the event that fired, hence the statement is put together per event.
CREATE FUNCTION "listing_facets_follow_products"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  facet CONSTANT text := 'category_id, listing_price_band(price_paise), attribute_tags';
  -- A product counts once, once in stock, once discounted, once both (`::` binds before the unary minus).
  counts CONSTANT text := '1, (status AND visibility_status)::int, (discount_percent > 0)::int, '
                          '(status AND visibility_status AND discount_percent > 0)::int';
  uncounts CONSTANT text := '-1, -(status AND visibility_status)::int, -(discount_percent > 0)::int, '
                            '-(status AND visibility_status AND discount_percent > 0)::int';
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
CREATE TRIGGER "products_insert_listing_facets" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "listing_facets_follow_products"();--> statement-breakpoint
CREATE TRIGGER "products_update_listing_facets" AFTER UPDATE ON "products" REFERENCING OLD TABLE AS "old_products" NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "listing_facets_follow_products"();--> statement-breakpoint
CREATE TRIGGER "products_delete_listing_facets" AFTER DELETE ON "products" REFERENCING OLD TABLE AS "old_products" FOR EACH STATEMENT EXECUTE FUNCTION "listing_facets_follow_products"();--> statement-breakpoint
CREATE FUNCTION "listing_facets_forget_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM listing_facets;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "products_truncate_listing_facets" AFTER TRUNCATE ON "products" FOR EACH STATEMENT EXECUTE FUNCTION "listing_facets_forget_all"();--> statement-breakpoint
INSERT INTO "listing_facets" ("category_id", "price_band", "attribute_tags", "products", "in_stock", "discounted", "in_stock_discounted")
SELECT category_id, listing_price_band(price_paise), attribute_tags, count(*),
       count(*) FILTER (WHERE status AND visibility_status), count(*) FILTER (WHERE discount_percent > 0),
       count(*) FILTER (WHERE status AND visibility_status AND discount_percent > 0)
FROM products GROUP BY 1, 2, 3;--> statement-breakpoint
ANALYZE "listing_facets";
