CREATE TABLE "catalog_version" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"version" bigint DEFAULT 0 NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "catalog_version_single_row" CHECK ("catalog_version"."id" = 1)
);
--> statement-breakpoint
INSERT INTO "catalog_version" ("id", "version") VALUES (1, 1) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- Bumps the catalogue version once per transaction. The triggers below are deferred constraint triggers, so this
-- runs at commit, after every other lock the transaction takes: the version row is locked only for the commit's
-- last moment (no deadlock with catalogue rows), and the new version becomes visible together with the data.
CREATE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF current_setting('sutra.catalog_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('sutra.catalog_version_bumped', 'on', true);
  UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- Tables whose every change shows in public catalogue answers.
CREATE CONSTRAINT TRIGGER "categories_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "categories" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "variant_options_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "variant_options" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "attribute_filters_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "attribute_filters" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_collections_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "product_collections" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "store_settings_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "store_settings" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "reviews_bump_catalog_version" AFTER INSERT OR UPDATE OR DELETE ON "reviews" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Products: any change but the bookkeeping `updated_at` alone.
CREATE CONSTRAINT TRIGGER "products_bump_catalog_version" AFTER INSERT OR DELETE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "products_update_bump_catalog_version" AFTER UPDATE ON "products" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'updated_at') IS DISTINCT FROM (to_jsonb(NEW) - 'updated_at')) EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Product documents: an order rebuilds the documents of what it bought; an identical rebuild changes nothing public.
CREATE CONSTRAINT TRIGGER "product_documents_bump_catalog_version" AFTER INSERT OR DELETE ON "product_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_documents_update_bump_catalog_version" AFTER UPDATE ON "product_documents" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."document" IS DISTINCT FROM NEW."document") EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Variants: units on hand (`stock`) show in no public answer; running out flips the product's `status`, which bumps.
CREATE CONSTRAINT TRIGGER "product_variants_bump_catalog_version" AFTER INSERT OR DELETE ON "product_variants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "product_variants_update_bump_catalog_version" AFTER UPDATE ON "product_variants" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN ((to_jsonb(OLD) - 'stock') IS DISTINCT FROM (to_jsonb(NEW) - 'stock')) EXECUTE FUNCTION "bump_catalog_version"();--> statement-breakpoint
-- Buyers: a review shows its author's name.
CREATE CONSTRAINT TRIGGER "buyers_name_bump_catalog_version" AFTER UPDATE ON "buyers" DEFERRABLE INITIALLY DEFERRED FOR EACH ROW WHEN (OLD."name" IS DISTINCT FROM NEW."name") EXECUTE FUNCTION "bump_catalog_version"();
