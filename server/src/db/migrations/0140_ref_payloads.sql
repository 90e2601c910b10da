-- The reference's payloads accepted as written (issue 24 part 1, docs/reference-payloads.md).

-- A contract's own document number (reference section 0, `internalNumber`), searched like its
-- government number; the search column is rebuilt with it, and its index with the column.
ALTER TABLE "contracts" ADD COLUMN "internal_number" text;

ALTER TABLE "contracts" drop column "search_text";

ALTER TABLE "contracts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(gov_number, '') || ' ' || coalesce(internal_number, '') || ' ' || coalesce(description, '') || ' ' || coalesce(note, ''))) STORED;

CREATE INDEX "contracts_search_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);

-- The termination tab's own entry switch (`contractTermination.genEntries`, 2.18).
ALTER TABLE "contracts" ADD COLUMN "termination_gen_entries" boolean DEFAULT true NOT NULL;

-- A worker's buildings (`workerBuildings`, 2.9).
CREATE TABLE "user_worker_buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"building_id" uuid
);

ALTER TABLE "user_worker_buildings" ADD CONSTRAINT "user_worker_buildings_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "user_worker_buildings" ADD CONSTRAINT "user_worker_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

CREATE INDEX "user_worker_buildings_parent_idx" ON "user_worker_buildings" USING btree ("parent_id","position");

CREATE INDEX "user_worker_buildings_building_id_idx" ON "user_worker_buildings" USING btree ("building_id");

-- An owner expense names its building (2.35).
ALTER TABLE "owner_expenses" ADD COLUMN "building_id" uuid;

ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

CREATE INDEX "owner_expenses_building_id_idx" ON "owner_expenses" USING btree ("building_id");

-- Existing owner expenses: the building whose main cost center the document named, else the
-- owner's only building. An owner with several buildings and no cost center to tell them apart
-- is left blank (the form asks for the building at the next save); their entries are unchanged.
UPDATE "owner_expenses" e SET "building_id" = b."id"
  FROM "buildings" b
  WHERE e."building_id" IS NULL AND e."cost_center_id" IS NOT NULL AND b."main_cost_center_id" = e."cost_center_id";

UPDATE "owner_expenses" e SET "building_id" = (
    SELECT b."id" FROM "buildings" b WHERE b."owner_id" = e."owner_id"
  )
  WHERE e."building_id" IS NULL
    AND (SELECT count(*) FROM "buildings" b WHERE b."owner_id" = e."owner_id") = 1;
