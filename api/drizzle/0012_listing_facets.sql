CREATE TABLE "listing_facets" (
	"category_id" uuid NOT NULL,
	"price_band" integer NOT NULL,
	"available" boolean NOT NULL,
	"discounted" boolean NOT NULL,
	"attribute_tags" text[] NOT NULL,
	"products" integer NOT NULL,
	CONSTRAINT "listing_facets_pkey" PRIMARY KEY("category_id","price_band","available","discounted","attribute_tags")
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
  facet CONSTANT text := 'category_id, listing_price_band(price_paise), status AND visibility_status, discount_percent > 0, attribute_tags';
  changes text;
BEGIN
  changes := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %s, 1 FROM new_products', facet)
    WHEN 'DELETE' THEN format('SELECT %s, -1 FROM old_products', facet)
    ELSE format('SELECT %1$s, 1 FROM new_products UNION ALL SELECT %1$s, -1 FROM old_products', facet)
  END;
  EXECUTE format($upsert$
    INSERT INTO listing_facets AS f (category_id, price_band, available, discounted, attribute_tags, products)
    SELECT category_id, price_band, available, discounted, attribute_tags, sum(delta)
    FROM (%s) AS c (category_id, price_band, available, discounted, attribute_tags, delta)
    GROUP BY 1, 2, 3, 4, 5 HAVING sum(delta) <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (category_id, price_band, available, discounted, attribute_tags)
    DO UPDATE SET products = f.products + excluded.products$upsert$, changes);
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
INSERT INTO "listing_facets" ("category_id", "price_band", "available", "discounted", "attribute_tags", "products")
SELECT category_id, listing_price_band(price_paise), status AND visibility_status, discount_percent > 0, attribute_tags, count(*)
FROM products GROUP BY 1, 2, 3, 4, 5;--> statement-breakpoint
ANALYZE "listing_facets";
