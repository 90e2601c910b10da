CREATE TABLE "lawsuits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_id" uuid,
	"lawsuit_no" text,
	"opened_lawsuit_date" date,
	"building_id" uuid,
	"unit_type" smallint,
	"unit_id" uuid,
	"client_id" uuid,
	"status" boolean DEFAULT false NOT NULL,
	"legal_department_date" date,
	"refrain_date" date,
	"municipality_clearance_date" date,
	"electricity_clearance_date" date,
	"latest_rent_certified_contract" text,
	"implementation_number" text,
	"implementation_date" date,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"note" text,
	"lawyer_gen_entries" boolean DEFAULT false NOT NULL,
	"lawyer_amount" numeric(20, 4) DEFAULT '0',
	"lawyer_debit_account_id" uuid,
	"lawyer_credit_account_id" uuid,
	"lawyer_statement" text,
	"maintenance_gen_entries" boolean DEFAULT false NOT NULL,
	"maintenance_amount" numeric(20, 4) DEFAULT '0',
	"maintenance_debit_account_id" uuid,
	"maintenance_credit_account_id" uuid,
	"maintenance_statement" text,
	"furniture_gen_entries" boolean DEFAULT false NOT NULL,
	"furniture_amount" numeric(20, 4) DEFAULT '0',
	"furniture_debit_account_id" uuid,
	"furniture_credit_account_id" uuid,
	"furniture_statement" text,
	"implementation_suspended" boolean DEFAULT false NOT NULL,
	"implementation_suspended_date" date,
	"termination_statement" text,
	"lawsuit_terminated" boolean DEFAULT false NOT NULL,
	"lawsuit_terminated_date" date,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(lawsuit_no, '') || ' ' || coalesce(note, ''))) STORED
);

CREATE TABLE "evacuation_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_id" uuid,
	"evacuation_date" date,
	"request_status" smallint DEFAULT 1,
	"client_id" uuid,
	"description" text,
	"note" text,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(description, '') || ' ' || coalesce(note, ''))) STORED
);

CREATE TABLE "lawsuit_status" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"status" text,
	"statement" text,
	"user" text,
	"printed" boolean DEFAULT false NOT NULL
);

CREATE TABLE "lawsuit_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"registration_date" date,
	"receipt_number" text,
	"receipt_date" date,
	"receipt_value" numeric(20, 4) DEFAULT '0',
	"issuing_entity" text,
	"receipt_statement" text,
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"debit_cost_center_id" uuid,
	"credit_cost_center_id" uuid,
	"debit_statement" text,
	"credit_statement" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"recovered_from_client" boolean DEFAULT false NOT NULL,
	"refunded_from_customer" boolean DEFAULT false NOT NULL,
	"statement" text
);

CREATE TABLE "evacuation_request_fines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"reason" text,
	"amount" numeric(20, 4) DEFAULT '0',
	"account_id" uuid,
	"note" text
);

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_lawyer_debit_account_id_accounts_id_fk" FOREIGN KEY ("lawyer_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_lawyer_credit_account_id_accounts_id_fk" FOREIGN KEY ("lawyer_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_maintenance_debit_account_id_accounts_id_fk" FOREIGN KEY ("maintenance_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_maintenance_credit_account_id_accounts_id_fk" FOREIGN KEY ("maintenance_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_furniture_debit_account_id_accounts_id_fk" FOREIGN KEY ("furniture_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuits" ADD CONSTRAINT "lawsuits_furniture_credit_account_id_accounts_id_fk" FOREIGN KEY ("furniture_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "evacuation_requests" ADD CONSTRAINT "evacuation_requests_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "evacuation_requests" ADD CONSTRAINT "evacuation_requests_client_id_users_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "evacuation_requests" ADD CONSTRAINT "evacuation_requests_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuit_status" ADD CONSTRAINT "lawsuit_status_parent_id_lawsuits_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lawsuits"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "lawsuit_expenses" ADD CONSTRAINT "lawsuit_expenses_parent_id_lawsuits_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lawsuits"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "lawsuit_expenses" ADD CONSTRAINT "lawsuit_expenses_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuit_expenses" ADD CONSTRAINT "lawsuit_expenses_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuit_expenses" ADD CONSTRAINT "lawsuit_expenses_debit_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("debit_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lawsuit_expenses" ADD CONSTRAINT "lawsuit_expenses_credit_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("credit_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "evacuation_request_fines" ADD CONSTRAINT "evacuation_request_fines_parent_id_evacuation_requests_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."evacuation_requests"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "evacuation_request_fines" ADD CONSTRAINT "evacuation_request_fines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "lawsuits_number_key" ON "lawsuits" USING btree ("number");

CREATE INDEX "lawsuits_search_idx" ON "lawsuits" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "lawsuits_contract_id_idx" ON "lawsuits" USING btree ("contract_id");

CREATE INDEX "lawsuits_opened_lawsuit_date_idx" ON "lawsuits" USING btree ("opened_lawsuit_date");

CREATE INDEX "lawsuits_building_id_idx" ON "lawsuits" USING btree ("building_id");

CREATE INDEX "lawsuits_unit_id_idx" ON "lawsuits" USING btree ("unit_id");

CREATE INDEX "lawsuits_client_id_idx" ON "lawsuits" USING btree ("client_id");

CREATE INDEX "lawsuits_status_idx" ON "lawsuits" USING btree ("status");

CREATE INDEX "lawsuits_currency_id_idx" ON "lawsuits" USING btree ("currency_id");

CREATE INDEX "lawsuits_lawyer_debit_account_id_idx" ON "lawsuits" USING btree ("lawyer_debit_account_id");

CREATE INDEX "lawsuits_lawyer_credit_account_id_idx" ON "lawsuits" USING btree ("lawyer_credit_account_id");

CREATE INDEX "lawsuits_maintenance_debit_account_id_idx" ON "lawsuits" USING btree ("maintenance_debit_account_id");

CREATE INDEX "lawsuits_maintenance_credit_account_id_idx" ON "lawsuits" USING btree ("maintenance_credit_account_id");

CREATE INDEX "lawsuits_furniture_debit_account_id_idx" ON "lawsuits" USING btree ("furniture_debit_account_id");

CREATE INDEX "lawsuits_furniture_credit_account_id_idx" ON "lawsuits" USING btree ("furniture_credit_account_id");

CREATE INDEX "lawsuits_lawsuit_terminated_idx" ON "lawsuits" USING btree ("lawsuit_terminated");

CREATE UNIQUE INDEX "evacuation_requests_number_key" ON "evacuation_requests" USING btree ("number");

CREATE INDEX "evacuation_requests_search_idx" ON "evacuation_requests" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "evacuation_requests_contract_id_idx" ON "evacuation_requests" USING btree ("contract_id");

CREATE INDEX "evacuation_requests_evacuation_date_idx" ON "evacuation_requests" USING btree ("evacuation_date");

CREATE INDEX "evacuation_requests_request_status_idx" ON "evacuation_requests" USING btree ("request_status");

CREATE INDEX "evacuation_requests_client_id_idx" ON "evacuation_requests" USING btree ("client_id");

CREATE INDEX "evacuation_requests_currency_id_idx" ON "evacuation_requests" USING btree ("currency_id");

CREATE INDEX "lawsuit_status_parent_idx" ON "lawsuit_status" USING btree ("parent_id","position");

CREATE INDEX "lawsuit_expenses_parent_idx" ON "lawsuit_expenses" USING btree ("parent_id","position");

CREATE INDEX "lawsuit_expenses_debit_account_id_idx" ON "lawsuit_expenses" USING btree ("debit_account_id");

CREATE INDEX "lawsuit_expenses_credit_account_id_idx" ON "lawsuit_expenses" USING btree ("credit_account_id");

CREATE INDEX "lawsuit_expenses_debit_cost_center_id_idx" ON "lawsuit_expenses" USING btree ("debit_cost_center_id");

CREATE INDEX "lawsuit_expenses_credit_cost_center_id_idx" ON "lawsuit_expenses" USING btree ("credit_cost_center_id");

CREATE INDEX "evacuation_request_fines_parent_idx" ON "evacuation_request_fines" USING btree ("parent_id","position");

CREATE INDEX "evacuation_request_fines_account_id_idx" ON "evacuation_request_fines" USING btree ("account_id");
