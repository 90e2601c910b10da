CREATE TABLE "property_values" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"building_id" uuid,
	"row_index" integer,
	"hex" text,
	"room_count" integer DEFAULT 0,
	"description" text,
	"area" numeric(20, 2),
	"area_unit" smallint,
	"view" text,
	"property_type" smallint,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(description, ''))) STORED
);

ALTER TABLE "apartments" ADD COLUMN "property_values_id" uuid;

ALTER TABLE "shops" ADD COLUMN "property_values_id" uuid;

ALTER TABLE "parkings" ADD COLUMN "property_values_id" uuid;

ALTER TABLE "property_values" ADD CONSTRAINT "property_values_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "property_values_number_key" ON "property_values" USING btree ("number");

CREATE INDEX "property_values_search_idx" ON "property_values" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "property_values_building_id_idx" ON "property_values" USING btree ("building_id");

CREATE UNIQUE INDEX "property_values_row_index_key" ON "property_values" USING btree ("building_id","row_index");

ALTER TABLE "apartments" ADD CONSTRAINT "apartments_property_values_id_property_values_id_fk" FOREIGN KEY ("property_values_id") REFERENCES "public"."property_values"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_property_values_id_property_values_id_fk" FOREIGN KEY ("property_values_id") REFERENCES "public"."property_values"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parkings" ADD CONSTRAINT "parkings_property_values_id_property_values_id_fk" FOREIGN KEY ("property_values_id") REFERENCES "public"."property_values"("id") ON DELETE no action ON UPDATE no action;

CREATE INDEX "apartments_property_values_id_idx" ON "apartments" USING btree ("property_values_id");

CREATE INDEX "shops_property_values_id_idx" ON "shops" USING btree ("property_values_id");

CREATE INDEX "parkings_property_values_id_idx" ON "parkings" USING btree ("property_values_id");
