-- The back office at 100,000 products: its list sorted by stock state walks (status, id), and a product's document
-- (rebuilt on every edit and stock flip) finds the product's options by product instead of scanning them all.
CREATE INDEX "products_admin_stock_idx" ON "products" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "variant_options_product_idx" ON "variant_options" USING btree ("product_id");