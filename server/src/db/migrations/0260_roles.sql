CREATE TABLE "staff_roles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"grants" jsonb,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, ''))) STORED
);

CREATE TABLE "staff_buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"building_id" uuid
);

ALTER TABLE "staff" ADD COLUMN "custom_role_id" uuid;

ALTER TABLE "staff_buildings" ADD CONSTRAINT "staff_buildings_parent_id_staff_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "staff_buildings" ADD CONSTRAINT "staff_buildings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "staff_roles_number_key" ON "staff_roles" USING btree ("number");

CREATE INDEX "staff_roles_search_idx" ON "staff_roles" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "staff_roles_name_key" ON "staff_roles" USING btree ("name");

CREATE INDEX "staff_buildings_parent_idx" ON "staff_buildings" USING btree ("parent_id","position");

CREATE INDEX "staff_buildings_building_id_idx" ON "staff_buildings" USING btree ("building_id");

ALTER TABLE "staff" ADD CONSTRAINT "staff_custom_role_id_staff_roles_id_fk" FOREIGN KEY ("custom_role_id") REFERENCES "public"."staff_roles"("id") ON DELETE no action ON UPDATE no action;

CREATE INDEX "staff_custom_role_id_idx" ON "staff" USING btree ("custom_role_id");

-- Hand-written: everyone already signed up keeps full access (nobody loses access to the new roles).
UPDATE staff SET role = 1 WHERE role IS DISTINCT FROM 1;
