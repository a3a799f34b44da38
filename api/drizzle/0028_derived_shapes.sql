-- Where start-up keeps the fingerprint of the shape each set of derived data (product documents, listing facets,
-- search words) was built with, to rebuild a set whose shape changed (api/src/db/derived-data.ts).
CREATE TABLE "derived_shapes" (
	"name" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"rebuilt_at" timestamp with time zone DEFAULT now() NOT NULL
);
