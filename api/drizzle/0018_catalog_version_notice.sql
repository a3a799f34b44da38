-- Announces each new catalogue version at commit (NOTIFY is delivered when the transaction commits, and these
-- triggers run at commit already): every api replica LISTENs on "catalog_version" and forgets the catalogue answers it
-- keeps in memory (listing totals, categories found), so a change made through one replica shows through every other
-- at once. The payload is the new version. Otherwise as 0009_catalog_version: once per transaction.
CREATE OR REPLACE FUNCTION "bump_catalog_version"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  bumped bigint;
BEGIN
  IF current_setting('sutra.catalog_version_bumped', true) = 'on' THEN
    RETURN NULL;
  END IF;
  PERFORM set_config('sutra.catalog_version_bumped', 'on', true);
  UPDATE "catalog_version" SET "version" = "version" + 1, "changed_at" = now() WHERE "id" = 1
    RETURNING "version" INTO bumped;
  PERFORM pg_notify('catalog_version', bumped::text);
  RETURN NULL;
END
$$;
