-- Pictures of records (issue 18): the files themselves live in the database, so that backups,
-- the embedded database's snapshots and every API process see the same files. One table serves
-- every entity whose definition says `pictures: true`; `entity` is its registry key, which the
-- API checks, so there is no foreign key to the record (its pictures go with it when it is
-- deleted, modules/pictures/picture-hooks.ts).
CREATE TABLE "pictures" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	-- 10 MB at most (domain/src/pictures.ts); the API refuses larger files before they get here.
	"size" integer NOT NULL CHECK ("size" BETWEEN 1 AND 10485760),
	"sha256" text NOT NULL CHECK ("sha256" ~ '^[0-9a-f]{64}$'),
	"data" bytea NOT NULL CHECK (octet_length("data") = "size"),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "pictures_content_type_check"
		CHECK ("content_type" IN ('image/jpeg', 'image/png', 'image/gif', 'image/webp', 'application/pdf'))
);

CREATE INDEX "pictures_record_idx" ON "pictures" USING btree ("entity", "record_id", "position");

-- JPEG, PNG, GIF, WebP and PDF are compressed already: TOAST stores them out of line without
-- trying to compress them again.
ALTER TABLE "pictures" ALTER COLUMN "data" SET STORAGE EXTERNAL;
