-- The back office's products: an edit version per product (stale writes are refused), its own HSN code and GST
-- rate, and the indexes its product list needs at 100,000 products (keyset by name and by last change, search by
-- any part of the name or a SKU code in any case).
-- A store upgrading from before 0030 runs this in 0030's transaction, whose product updates left deferred catalogue
-- triggers pending, and PostgreSQL alters no table with pending trigger events: they fire now instead (the change is
-- still announced at commit).
SET CONSTRAINTS ALL IMMEDIATE;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "hsn_code" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "gst_rate_bp" integer;--> statement-breakpoint
CREATE INDEX "product_skus_sku_code_lower_idx" ON "product_skus" USING btree (lower("sku_code"));--> statement-breakpoint
CREATE INDEX "products_admin_name_idx" ON "products" USING btree ("product_name","id");--> statement-breakpoint
CREATE INDEX "products_admin_updated_idx" ON "products" USING btree ("updated_at","id");--> statement-breakpoint
CREATE INDEX "products_admin_name_trgm" ON "products" USING gin (lower("product_name") gin_trgm_ops);--> statement-breakpoint
-- The back office at 100,000 products: its list sorted by stock state walks (status, id), and a product's document
-- (rebuilt on every edit and stock flip) finds the product's options by product instead of scanning them all.
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "variant_options_product_idx" ON "variant_options" USING btree ("product_id");