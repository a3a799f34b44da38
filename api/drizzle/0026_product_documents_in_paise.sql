-- Product documents now carry each variant's prices in exact paise (`retailPricePaise`, `salePricePaise`,
-- `compareAtPricePaise`) beside the spec's rupee fields; `compareAtPrice` in rupees is gone. Documents built before
-- lack the paise: dropping them makes start-up rebuild every one ("missing" documents are rebuilt before the api
-- serves), and the catalogue-wide change tells every cache of public answers to forget what it holds.
DELETE FROM "product_documents";--> statement-breakpoint
SELECT "announce_catalog_change"('*');
