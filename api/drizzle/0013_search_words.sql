CREATE TABLE "search_entries" (
	"product_id" uuid PRIMARY KEY NOT NULL,
	"position" integer NOT NULL,
	"words" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_words" (
	"word" text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
-- Search no longer scans products by trigram (the nearest-neighbour GiST of 0011 and this GIN): dropping them spares
-- every product write two trigram index updates.
DROP INDEX "products_search_trgm";--> statement-breakpoint
DROP INDEX IF EXISTS "products_search_gist";--> statement-breakpoint
ALTER TABLE "search_entries" ADD CONSTRAINT "search_entries_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The words of a search text as pg_trgm sees them: lower-cased, split at anything not a letter or digit.
CREATE FUNCTION "search_words_of"(search_text text) RETURNS text[] LANGUAGE sql IMMUTABLE PARALLEL SAFE
AS $$ SELECT array_remove(regexp_split_to_array(lower(search_text), '[^[:alnum:]]+'), '') $$;--> statement-breakpoint
-- Keeps search_entries and search_words in step with products, once per statement. New words are added in word
-- order, so concurrent writers adding the same words wait for each other instead of deadlocking. (Deleted products'
-- entries go by the foreign key's cascade.)
CREATE FUNCTION "search_entries_follow_products"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    WITH added AS (
      INSERT INTO search_entries (product_id, position, words)
      SELECT id, position, search_words_of(search_text) FROM new_products
      RETURNING words
    )
    INSERT INTO search_words (word) SELECT DISTINCT unnest(words) FROM added ORDER BY 1 ON CONFLICT DO NOTHING;
  ELSE
    WITH changed AS (
      UPDATE search_entries e SET position = n.position, words = search_words_of(n.search_text)
      FROM new_products n
      WHERE e.product_id = n.id
        AND (e.position, e.words) IS DISTINCT FROM (n.position, search_words_of(n.search_text))
      RETURNING e.words
    )
    INSERT INTO search_words (word) SELECT DISTINCT unnest(words) FROM changed ORDER BY 1 ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
INSERT INTO "search_entries" ("product_id", "position", "words") SELECT id, position, search_words_of(search_text) FROM products;--> statement-breakpoint
INSERT INTO "search_words" ("word") SELECT DISTINCT unnest(words) FROM search_entries;--> statement-breakpoint
CREATE INDEX "search_entries_words_idx" ON "search_entries" USING gin ("words");--> statement-breakpoint
CREATE INDEX "search_words_trgm" ON "search_words" USING gin ("word" gin_trgm_ops);--> statement-breakpoint
-- Store order with the words at hand: a search for a common word walks this from the start, reading no table rows,
-- and stops at its 200th match. (drizzle's index builder has no INCLUDE.)
CREATE INDEX "search_entries_position_idx" ON "search_entries" USING btree ("position", "product_id") INCLUDE ("words");--> statement-breakpoint
CREATE TRIGGER "products_insert_search_entries" AFTER INSERT ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "search_entries_follow_products"();--> statement-breakpoint
CREATE TRIGGER "products_update_search_entries" AFTER UPDATE ON "products" REFERENCING NEW TABLE AS "new_products" FOR EACH STATEMENT EXECUTE FUNCTION "search_entries_follow_products"();
--> statement-breakpoint
-- Statistics now, not at the next autovacuum: the search plans read the words' frequencies.
ANALYZE "search_entries";--> statement-breakpoint
ANALYZE "search_words";
