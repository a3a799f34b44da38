-- Staff edit the homepage (a store_settings document) with a version check: each edit bumps its version.
ALTER TABLE "store_settings" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;