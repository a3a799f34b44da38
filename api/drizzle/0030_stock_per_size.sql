-- Stock per size: a SKU (product_skus) per colour variant and size, each with its own units on hand, in place of the
-- one number a variant held for all its sizes. Each size of a variant starts with the variant's number: it is the
-- most any one size can hold (a split would be a guess that marks sizes sold out which may be on the shelf), and
-- staff recount per size from here. Uncounted variants (null) give uncounted SKUs; a variant without sizes gets one
-- SKU of size ''. A product's `status` (on sale) then follows its SKUs: on while any has units.
CREATE TABLE "product_skus" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"variant_id" uuid NOT NULL,
	"product_id" uuid NOT NULL,
	"size" text DEFAULT '' NOT NULL,
	"sku_code" text,
	"stock" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_skus_stock_nonnegative" CHECK ("product_skus"."stock" >= 0)
);
--> statement-breakpoint
ALTER TABLE "product_variants" DROP CONSTRAINT "product_variants_stock_nonnegative";--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_variant_id_product_variants_id_fk" FOREIGN KEY ("variant_id") REFERENCES "public"."product_variants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_skus" ADD CONSTRAINT "product_skus_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "product_skus_variant_size_key" ON "product_skus" USING btree ("variant_id","size");--> statement-breakpoint
CREATE UNIQUE INDEX "product_skus_sku_code_key" ON "product_skus" USING btree ("sku_code");--> statement-breakpoint
CREATE INDEX "product_skus_product_idx" ON "product_skus" USING btree ("product_id");--> statement-breakpoint
INSERT INTO "product_skus" ("variant_id", "product_id", "size", "stock")
SELECT DISTINCT ON (o."variant_id", o."label") v."id", v."product_id", o."label", v."stock"
FROM "product_variants" v JOIN "variant_options" o ON o."variant_id" = v."id" AND lower(trim(o."attribute_label")) = 'size'
ORDER BY o."variant_id", o."label";--> statement-breakpoint
INSERT INTO "product_skus" ("variant_id", "product_id", "size", "stock")
SELECT v."id", v."product_id", '', v."stock" FROM "product_variants" v
WHERE NOT EXISTS (SELECT 1 FROM "product_skus" s WHERE s."variant_id" = v."id");--> statement-breakpoint
UPDATE "products" p SET "status" = b."buyable"
FROM (
  SELECT s."product_id", bool_or(s."stock" IS NULL OR s."stock" > 0) AS "buyable" FROM "product_skus" s GROUP BY s."product_id"
) b
WHERE b."product_id" = p."id" AND p."status" IS DISTINCT FROM b."buyable";--> statement-breakpoint
ALTER TABLE "product_variants" DROP COLUMN "stock";