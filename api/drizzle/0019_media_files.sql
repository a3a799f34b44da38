CREATE TABLE "media_files" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "media_files_size_matches" CHECK ("media_files"."size" = octet_length("media_files"."bytes")),
	CONSTRAINT "media_files_path_relative" CHECK ("media_files"."path" <> '' and left("media_files"."path", 1) <> '/')
);
--> statement-breakpoint
-- Out of line and uncompressed: media are mostly already compressed (JPEG, WebP, PNG, WebM), and a byte range of an
-- uncompressed value (the hero video, asked for in ranges) is read without reading the whole value.
ALTER TABLE "media_files" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
