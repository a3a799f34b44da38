-- In stock written once: products.in_stock (status, visibility and a variant to buy), read by every in-stock check.
ALTER TABLE "products" ADD COLUMN "has_variants" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "in_stock" boolean GENERATED ALWAYS AS (status and visibility_status and has_variants) STORED NOT NULL;