CREATE TABLE "contracts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date,
	"gov_number" text,
	"contract_pattern_id" uuid,
	"code" integer,
	"contract_type" smallint,
	"flat_type" smallint,
	"status" smallint,
	"contracts_number_prev" integer,
	"client_id" uuid,
	"building_id" uuid,
	"contract_duration" smallint DEFAULT 3,
	"start_duration_date" date,
	"end_duration_date" date,
	"property_delivery_date" date,
	"apartment_id" uuid,
	"shop_id" uuid,
	"parking_id" uuid,
	"land_id" uuid,
	"villa_id" uuid,
	"description" text,
	"lessor_id" uuid,
	"cost_center_id" uuid,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"contract_value" numeric(20, 4),
	"discount_rate" numeric(20, 4),
	"discount_value" numeric(20, 4),
	"price_before_vat" numeric(20, 4),
	"vat_rate" numeric(20, 4),
	"vat_value" numeric(20, 4),
	"final_price" numeric(20, 4),
	"current_securing_value" numeric(20, 4),
	"previous_securing" numeric(20, 4),
	"paid_type" smallint DEFAULT 1,
	"revenue_account_id" uuid,
	"discount_account_id" uuid,
	"vat_account_id" uuid,
	"insurance_account_id" uuid,
	"lawsuit" boolean DEFAULT false NOT NULL,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"feedback" boolean DEFAULT false NOT NULL,
	"note" text,
	"entry_date" date,
	"renewed" boolean DEFAULT false NOT NULL,
	"previous_contract_id" uuid,
	"renewal_contract_id" uuid,
	"commission_percentage" numeric(20, 4),
	"commission_value" numeric(20, 4),
	"commission_account_id" uuid,
	"commission_note" text,
	"commission_from_owner_account_id" uuid,
	"commission_from_owner_note" text,
	"contract_certifying_body" text,
	"municipal_license_num" text,
	"municipal_license_from" date,
	"municipal_license_to" date,
	"license_num" text,
	"license_from" date,
	"license_to" date,
	"civil_license_num" text,
	"civil_license_from" date,
	"civil_license_to" date,
	"contract_documented" boolean DEFAULT false NOT NULL,
	"contract_certifying" boolean DEFAULT false NOT NULL,
	"contract_delivered" boolean DEFAULT false NOT NULL,
	"contract_signed" boolean DEFAULT false NOT NULL,
	"contract_received" boolean DEFAULT false NOT NULL,
	"terminated" boolean DEFAULT false NOT NULL,
	"termination_date" date,
	"round_to" smallint DEFAULT 0,
	"owner_total_amount" numeric(20, 4),
	"owner_rest_amount" numeric(20, 4),
	"revenue_note" text,
	"fines" text,
	"evacuation_request" boolean DEFAULT false NOT NULL,
	"evacuation_date" date,
	"clearance_printed" boolean DEFAULT false NOT NULL,
	"clearance_printed_date" date,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(gov_number, '') || ' ' || coalesce(description, '') || ' ' || coalesce(note, ''))) STORED
);

CREATE TABLE "contract_linked_parking" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"building_id" uuid,
	"main_contract_id" uuid,
	"account_id" uuid
);

CREATE TABLE "contract_other_fees" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"fee_amount" numeric(20, 4) DEFAULT '0',
	"account_id" uuid,
	"notes" text
);

CREATE TABLE "contract_fines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"fee_amount" numeric(20, 4) DEFAULT '0',
	"account_id" uuid,
	"notes" text
);

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_contract_pattern_id_contract_patterns_id_fk" FOREIGN KEY ("contract_pattern_id") REFERENCES "public"."contract_patterns"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_land_id_lands_id_fk" FOREIGN KEY ("land_id") REFERENCES "public"."lands"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_lessor_id_lessors_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."lessors"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_revenue_account_id_accounts_id_fk" FOREIGN KEY ("revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_discount_account_id_accounts_id_fk" FOREIGN KEY ("discount_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_vat_account_id_accounts_id_fk" FOREIGN KEY ("vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_insurance_account_id_accounts_id_fk" FOREIGN KEY ("insurance_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_previous_contract_id_contracts_id_fk" FOREIGN KEY ("previous_contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_renewal_contract_id_contracts_id_fk" FOREIGN KEY ("renewal_contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_commission_account_id_accounts_id_fk" FOREIGN KEY ("commission_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contracts" ADD CONSTRAINT "contracts_commission_from_owner_account_id_accounts_id_fk" FOREIGN KEY ("commission_from_owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_linked_parking" ADD CONSTRAINT "contract_linked_parking_parent_id_contracts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "contract_linked_parking" ADD CONSTRAINT "contract_linked_parking_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_linked_parking" ADD CONSTRAINT "contract_linked_parking_main_contract_id_contracts_id_fk" FOREIGN KEY ("main_contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_linked_parking" ADD CONSTRAINT "contract_linked_parking_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_other_fees" ADD CONSTRAINT "contract_other_fees_parent_id_contracts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "contract_other_fees" ADD CONSTRAINT "contract_other_fees_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_fines" ADD CONSTRAINT "contract_fines_parent_id_contracts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."contracts"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "contract_fines" ADD CONSTRAINT "contract_fines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "contracts_number_key" ON "contracts" USING btree ("code","number");

CREATE INDEX "contracts_search_idx" ON "contracts" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "contracts_issue_date_idx" ON "contracts" USING btree ("issue_date");

CREATE INDEX "contracts_contract_pattern_id_idx" ON "contracts" USING btree ("contract_pattern_id");

CREATE INDEX "contracts_code_idx" ON "contracts" USING btree ("code");

CREATE INDEX "contracts_contract_type_idx" ON "contracts" USING btree ("contract_type");

CREATE INDEX "contracts_flat_type_idx" ON "contracts" USING btree ("flat_type");

CREATE INDEX "contracts_status_idx" ON "contracts" USING btree ("status");

CREATE INDEX "contracts_client_id_idx" ON "contracts" USING btree ("client_id");

CREATE INDEX "contracts_building_id_idx" ON "contracts" USING btree ("building_id");

CREATE INDEX "contracts_start_duration_date_idx" ON "contracts" USING btree ("start_duration_date");

CREATE INDEX "contracts_end_duration_date_idx" ON "contracts" USING btree ("end_duration_date");

CREATE INDEX "contracts_apartment_id_idx" ON "contracts" USING btree ("apartment_id");

CREATE INDEX "contracts_shop_id_idx" ON "contracts" USING btree ("shop_id");

CREATE INDEX "contracts_parking_id_idx" ON "contracts" USING btree ("parking_id");

CREATE INDEX "contracts_land_id_idx" ON "contracts" USING btree ("land_id");

CREATE INDEX "contracts_villa_id_idx" ON "contracts" USING btree ("villa_id");

CREATE INDEX "contracts_lessor_id_idx" ON "contracts" USING btree ("lessor_id");

CREATE INDEX "contracts_cost_center_id_idx" ON "contracts" USING btree ("cost_center_id");

CREATE INDEX "contracts_currency_id_idx" ON "contracts" USING btree ("currency_id");

CREATE INDEX "contracts_revenue_account_id_idx" ON "contracts" USING btree ("revenue_account_id");

CREATE INDEX "contracts_discount_account_id_idx" ON "contracts" USING btree ("discount_account_id");

CREATE INDEX "contracts_vat_account_id_idx" ON "contracts" USING btree ("vat_account_id");

CREATE INDEX "contracts_insurance_account_id_idx" ON "contracts" USING btree ("insurance_account_id");

CREATE INDEX "contracts_previous_contract_id_idx" ON "contracts" USING btree ("previous_contract_id");

CREATE INDEX "contracts_renewal_contract_id_idx" ON "contracts" USING btree ("renewal_contract_id");

CREATE INDEX "contracts_commission_account_id_idx" ON "contracts" USING btree ("commission_account_id");

CREATE INDEX "contracts_commission_from_owner_account_id_idx" ON "contracts" USING btree ("commission_from_owner_account_id");

CREATE INDEX "contract_linked_parking_parent_idx" ON "contract_linked_parking" USING btree ("parent_id","position");

CREATE INDEX "contract_linked_parking_building_id_idx" ON "contract_linked_parking" USING btree ("building_id");

CREATE INDEX "contract_linked_parking_main_contract_id_idx" ON "contract_linked_parking" USING btree ("main_contract_id");

CREATE INDEX "contract_linked_parking_account_id_idx" ON "contract_linked_parking" USING btree ("account_id");

CREATE INDEX "contract_other_fees_parent_idx" ON "contract_other_fees" USING btree ("parent_id","position");

CREATE INDEX "contract_other_fees_account_id_idx" ON "contract_other_fees" USING btree ("account_id");

CREATE INDEX "contract_fines_parent_idx" ON "contract_fines" USING btree ("parent_id","position");

CREATE INDEX "contract_fines_account_id_idx" ON "contract_fines" USING btree ("account_id");
