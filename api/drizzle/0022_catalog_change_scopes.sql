-- Catalogue change notices say what changed, so caches forget only the answers a change can alter. A buyer's own
-- writes (a review, their name) used to bump the one catalogue version and so empty every cache of public answers
-- on every replica; now they announce a narrow scope.
--
-- Every change still takes the next number of the one sequence (`catalog_version.version`), once per transaction, at
-- commit, under the row's lock, so numbers follow commit order. The notice on "catalog_version" (delivered at commit)
-- reads '<version> <scope>':
--   '*'                    catalogue-wide: products, variants, prices, stock flips, categories, filters, collections,
--                          the homepage (the triggers of 0009_catalog_version);
--   'reviews:<product id>' a product's reviews, its rating summary, or whether a reviewer received it;
--   'reviewer:<buyer id>'  the name a buyer's reviews show.
-- One transaction may send several (one per scope; identical notices are sent once). Listeners that do not know a
-- scope treat it as catalogue-wide.

-- The transaction's number in the sequence: taken at the first change announced, the same for the rest.
CREATE FUNCTION "catalog_change_version"() RETURNS bigint LANGUAGE plpgsql AS $$
DECLARE
  taken text := current_setting('sutra.catalog_change_version', true);
  bumped bigint;
BEGIN
  IF taken IS NOT NULL AND taken <> '' THEN
    RETURN taken::bigint;
  END IF;
  UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
    RETURNING "version" INTO bumped;
  PERFORM set_config('sutra.catalog_change_version', bumped::text, true);
  RETURN bumped;
END
$$;--> statement-breakpoint
CREATE FUNCTION "announce_catalog_change"(scope text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('catalog_version', catalog_change_version()::text || ' ' || scope);
END
$$;--> statement-breakpoint
-- Catalogue-wide, as before: once per transaction however many rows it touched.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sutra.catalog_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('sutra.catalog_version_bumped', 'on', true);
  PERFORM announce_catalog_change('*');
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE FUNCTION "announce_review_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM announce_catalog_change('reviews:' || OLD."product_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM announce_catalog_change('reviews:' || NEW."product_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A buyer's name shows only on their reviews: a buyer without any changes nothing public.
CREATE FUNCTION "announce_reviewer_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM "reviews" WHERE "buyer_id" = NEW."id") THEN
    PERFORM announce_catalog_change('reviewer:' || NEW."id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A delivered order makes its buyer's reviews of what it held "Verified buyer" reviews.
CREATE FUNCTION "announce_verified_reviews"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  reviewed uuid;
BEGIN
  FOR reviewed IN
    SELECT DISTINCT l."product_id" FROM "order_lines" l
    WHERE l."order_id" = NEW."id"
      AND EXISTS (SELECT 1 FROM "reviews" r WHERE r."product_id" = l."product_id" AND r."buyer_id" = NEW."buyer_id")
  LOOP
    PERFORM announce_catalog_change('reviews:' || reviewed);
  END LOOP;
  RETURN NULL;
END
$$;--> statement-breakpoint
DROP TRIGGER "reviews_bump_catalog_version" ON "reviews";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_announce_change" AFTER INSERT OR DELETE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "announce_review_change"();--> statement-breakpoint
-- An edit that changes nothing but the bookkeeping `updated_at` shows nothing new.
CREATE CONSTRAINT TRIGGER "reviews_update_announce_change" AFTER UPDATE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at')) EXECUTE FUNCTION "announce_review_change"();--> statement-breakpoint
DROP TRIGGER "buyers_name_bump_catalog_version" ON "buyers";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "buyers_name_announce_change" AFTER UPDATE ON "buyers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "announce_reviewer_change"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "orders_delivered_announce_reviews" AFTER UPDATE ON "orders" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (NEW."order_status" = 'Delivered' AND OLD."order_status" IS DISTINCT FROM NEW."order_status") EXECUTE FUNCTION "announce_verified_reviews"();
