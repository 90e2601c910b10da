CREATE TABLE "accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"type" smallint DEFAULT 1,
	"parent_id" uuid,
	"final_id" uuid,
	"financial_statement" smallint,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "cost_centers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"parent_id" uuid,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "currencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"rate" numeric(20, 8) DEFAULT '1',
	"decimals" integer DEFAULT 2,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "countries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "banks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"address" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(address, '')) STORED
);

CREATE TABLE "owners" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"id_card" text,
	"phone" text,
	"cell_phone" text,
	"fax" text,
	"mailbox" text,
	"email" text,
	"address" text,
	"nationality" text,
	"account_id" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(id_card, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(cell_phone, '') || ' ' || coalesce(email, '')) STORED
);

CREATE TABLE "sellers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"nationality" text,
	"id_card" text,
	"passport" text,
	"work_card_number" text,
	"mobile" text,
	"cell_phone" text,
	"fax" text,
	"mailbox" text,
	"email" text,
	"address" text,
	"minimum_commission" numeric(20, 4),
	"maximum_discount" numeric(20, 4),
	"statement" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(id_card, '') || ' ' || coalesce(passport, '') || ' ' || coalesce(work_card_number, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(cell_phone, '') || ' ' || coalesce(email, '')) STORED
);

CREATE TABLE "lessors" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"passport" text,
	"passport_expiry_date" date,
	"id_card" text,
	"lessor_card" text,
	"phone" text,
	"cell_phone" text,
	"mobile" text,
	"fax" text,
	"mailbox" text,
	"email" text,
	"address" text,
	"nationality" text,
	"role" text,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(passport, '') || ' ' || coalesce(id_card, '') || ' ' || coalesce(lessor_card, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(cell_phone, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(email, '')) STORED
);

CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"card_type" smallint,
	"name" text,
	"ltnname" text,
	"phone" text,
	"work_phone" text,
	"fax" text,
	"email" text,
	"trn_number" text,
	"account_id" uuid,
	"insurance_account_id" uuid,
	"nationality" text,
	"date_of_birth" date,
	"national_id" text,
	"national_id_expiry" date,
	"passport_number" text,
	"passport_expiry" date,
	"commercial_register" text,
	"profession" text,
	"sponsor" text,
	"sponsor_data" text,
	"barcode" text,
	"bank_id" uuid,
	"bank_account" text,
	"mailbox" text,
	"address" text,
	"statement" text,
	"files" jsonb,
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(work_phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(trn_number, '') || ' ' || coalesce(national_id, '') || ' ' || coalesce(passport_number, '') || ' ' || coalesce(commercial_register, '') || ' ' || coalesce(barcode, '')) STORED
);

CREATE TABLE "stores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"type" integer DEFAULT 0,
	"name" text,
	"ltnname" text,
	"address" text,
	"warehouseman" text,
	"note" text,
	"parent_id" uuid,
	"final_id" uuid,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(address, '') || ' ' || coalesce(warehouseman, '')) STORED
);

CREATE TABLE "material_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"parent_id" uuid,
	"store_id" uuid,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"material_group_id" uuid,
	"material_type" smallint DEFAULT 1,
	"category_id" uuid,
	"unit1" text,
	"barcode1" text,
	"defaults1" boolean DEFAULT true NOT NULL,
	"unit2" text,
	"exchange2" numeric(20, 6),
	"barcode2" text,
	"defaults2" boolean DEFAULT false NOT NULL,
	"unit3" text,
	"exchange3" numeric(20, 6),
	"barcode3" text,
	"defaults3" boolean DEFAULT false NOT NULL,
	"note" text,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"vat_rate" numeric(20, 4),
	"pricing_policy" smallint,
	"average_purchase" numeric(20, 4),
	"biggest_purchase" numeric(20, 4),
	"purchase_date" date,
	"average_sales" numeric(20, 4),
	"largest_sales" numeric(20, 4),
	"last_price" numeric(20, 4),
	"sales_date" date,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(barcode1, '') || ' ' || coalesce(barcode2, '') || ' ' || coalesce(barcode3, '')) STORED
);

CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"parent_id" uuid,
	"description" text,
	"image" text,
	"hex" text DEFAULT '#EEEEEE',
	"search_text" text GENERATED ALWAYS AS (coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(description, '')) STORED
);

CREATE TABLE "category_problems" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"description" text,
	"ltndescription" text,
	"category_id" uuid,
	"minutes" integer DEFAULT 30,
	"price" numeric(20, 4) DEFAULT '0',
	"is_available" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(description, '') || ' ' || coalesce(ltndescription, '')) STORED
);

CREATE TABLE "owner_expense_types" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" text,
	"name" text,
	"ltnname" text,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "lack_reasons" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" integer,
	"reason" text,
	"ltnreason" text,
	"available" boolean DEFAULT true NOT NULL,
	"search_text" text GENERATED ALWAYS AS (coalesce(code::text, '') || ' ' || coalesce(reason, '') || ' ' || coalesce(ltnreason, '')) STORED
);

CREATE TABLE "staff" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"email" text,
	"name" text,
	"role" smallint DEFAULT 1,
	"password_hash" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(email, '') || ' ' || coalesce(name, '')) STORED
);

CREATE TABLE "account_assemblies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"main_account_id" uuid
);

CREATE TABLE "account_distributives" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"main_account_id" uuid,
	"percentage" numeric(20, 4)
);

CREATE TABLE "user_worker_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"category_id" uuid
);

CREATE TABLE "material_minimums" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"store_id" uuid,
	"minimum" numeric(20, 4),
	"maximum" numeric(20, 4),
	"note" text
);

CREATE TABLE "material_price_details" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_type" smallint,
	"unit1" numeric(20, 4),
	"unit2" numeric(20, 4),
	"unit3" numeric(20, 4)
);

CREATE TABLE "material_specifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"name" text,
	"value" text,
	"note" text
);

CREATE TABLE "number_counters" (
	"entity" text NOT NULL,
	"scope" text NOT NULL,
	"last" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "number_counters_entity_scope_pk" PRIMARY KEY("entity","scope")
);

CREATE TABLE "audit_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"actor_email" text,
	"entity" text NOT NULL,
	"record_id" uuid NOT NULL,
	"action" text NOT NULL,
	"before" jsonb,
	"after" jsonb
);

CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);

CREATE TABLE "password_reset_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"staff_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);

CREATE TABLE "login_failures" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"address" text NOT NULL,
	"email" text NOT NULL
);

CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);

ALTER TABLE "accounts" ADD CONSTRAINT "accounts_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "accounts" ADD CONSTRAINT "accounts_final_id_accounts_id_fk" FOREIGN KEY ("final_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cost_centers" ADD CONSTRAINT "cost_centers_parent_id_cost_centers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owners" ADD CONSTRAINT "owners_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "users" ADD CONSTRAINT "users_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "users" ADD CONSTRAINT "users_insurance_account_id_accounts_id_fk" FOREIGN KEY ("insurance_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "users" ADD CONSTRAINT "users_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "stores" ADD CONSTRAINT "stores_parent_id_stores_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "stores" ADD CONSTRAINT "stores_final_id_stores_id_fk" FOREIGN KEY ("final_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "material_groups" ADD CONSTRAINT "material_groups_parent_id_material_groups_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."material_groups"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "material_groups" ADD CONSTRAINT "material_groups_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "materials" ADD CONSTRAINT "materials_material_group_id_material_groups_id_fk" FOREIGN KEY ("material_group_id") REFERENCES "public"."material_groups"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "materials" ADD CONSTRAINT "materials_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "materials" ADD CONSTRAINT "materials_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "category_problems" ADD CONSTRAINT "category_problems_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "account_assemblies" ADD CONSTRAINT "account_assemblies_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "account_assemblies" ADD CONSTRAINT "account_assemblies_main_account_id_accounts_id_fk" FOREIGN KEY ("main_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "account_distributives" ADD CONSTRAINT "account_distributives_parent_id_accounts_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "account_distributives" ADD CONSTRAINT "account_distributives_main_account_id_accounts_id_fk" FOREIGN KEY ("main_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "user_worker_categories" ADD CONSTRAINT "user_worker_categories_parent_id_users_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "user_worker_categories" ADD CONSTRAINT "user_worker_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "material_minimums" ADD CONSTRAINT "material_minimums_parent_id_materials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "material_minimums" ADD CONSTRAINT "material_minimums_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "material_price_details" ADD CONSTRAINT "material_price_details_parent_id_materials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "material_specifications" ADD CONSTRAINT "material_specifications_parent_id_materials_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."materials"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;

CREATE UNIQUE INDEX "accounts_number_key" ON "accounts" USING btree ("number");

CREATE INDEX "accounts_search_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "accounts_code_key" ON "accounts" USING btree ("code");

CREATE INDEX "accounts_type_idx" ON "accounts" USING btree ("type");

CREATE INDEX "accounts_parent_id_idx" ON "accounts" USING btree ("parent_id");

CREATE INDEX "accounts_final_id_idx" ON "accounts" USING btree ("final_id");

CREATE INDEX "accounts_financial_statement_idx" ON "accounts" USING btree ("financial_statement");

CREATE UNIQUE INDEX "cost_centers_number_key" ON "cost_centers" USING btree ("number");

CREATE INDEX "cost_centers_search_idx" ON "cost_centers" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "cost_centers_code_key" ON "cost_centers" USING btree ("code");

CREATE INDEX "cost_centers_parent_id_idx" ON "cost_centers" USING btree ("parent_id");

CREATE UNIQUE INDEX "currencies_number_key" ON "currencies" USING btree ("number");

CREATE INDEX "currencies_search_idx" ON "currencies" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "currencies_code_key" ON "currencies" USING btree ("code");

CREATE UNIQUE INDEX "countries_number_key" ON "countries" USING btree ("number");

CREATE INDEX "countries_search_idx" ON "countries" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "countries_code_key" ON "countries" USING btree ("code");

CREATE UNIQUE INDEX "banks_number_key" ON "banks" USING btree ("number");

CREATE INDEX "banks_search_idx" ON "banks" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "owners_number_key" ON "owners" USING btree ("number");

CREATE INDEX "owners_search_idx" ON "owners" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "owners_nationality_idx" ON "owners" USING btree ("nationality");

CREATE INDEX "owners_account_id_idx" ON "owners" USING btree ("account_id");

CREATE UNIQUE INDEX "sellers_number_key" ON "sellers" USING btree ("number");

CREATE INDEX "sellers_search_idx" ON "sellers" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "sellers_nationality_idx" ON "sellers" USING btree ("nationality");

CREATE UNIQUE INDEX "lessors_number_key" ON "lessors" USING btree ("number");

CREATE INDEX "lessors_search_idx" ON "lessors" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "lessors_nationality_idx" ON "lessors" USING btree ("nationality");

CREATE UNIQUE INDEX "users_number_key" ON "users" USING btree ("number");

CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "users_card_type_idx" ON "users" USING btree ("card_type");

CREATE INDEX "users_account_id_idx" ON "users" USING btree ("account_id");

CREATE INDEX "users_insurance_account_id_idx" ON "users" USING btree ("insurance_account_id");

CREATE INDEX "users_nationality_idx" ON "users" USING btree ("nationality");

CREATE INDEX "users_bank_id_idx" ON "users" USING btree ("bank_id");

CREATE UNIQUE INDEX "stores_number_key" ON "stores" USING btree ("number");

CREATE INDEX "stores_search_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "stores_code_idx" ON "stores" USING btree ("code");

CREATE INDEX "stores_warehouseman_idx" ON "stores" USING btree ("warehouseman");

CREATE INDEX "stores_parent_id_idx" ON "stores" USING btree ("parent_id");

CREATE INDEX "stores_final_id_idx" ON "stores" USING btree ("final_id");

CREATE UNIQUE INDEX "material_groups_number_key" ON "material_groups" USING btree ("number");

CREATE INDEX "material_groups_search_idx" ON "material_groups" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "material_groups_code_key" ON "material_groups" USING btree ("code");

CREATE INDEX "material_groups_parent_id_idx" ON "material_groups" USING btree ("parent_id");

CREATE INDEX "material_groups_store_id_idx" ON "material_groups" USING btree ("store_id");

CREATE UNIQUE INDEX "materials_number_key" ON "materials" USING btree ("number");

CREATE INDEX "materials_search_idx" ON "materials" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "materials_code_key" ON "materials" USING btree ("code");

CREATE INDEX "materials_material_group_id_idx" ON "materials" USING btree ("material_group_id");

CREATE INDEX "materials_material_type_idx" ON "materials" USING btree ("material_type");

CREATE INDEX "materials_category_id_idx" ON "materials" USING btree ("category_id");

CREATE INDEX "materials_currency_id_idx" ON "materials" USING btree ("currency_id");

CREATE UNIQUE INDEX "categories_number_key" ON "categories" USING btree ("number");

CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "categories_parent_id_idx" ON "categories" USING btree ("parent_id");

CREATE UNIQUE INDEX "category_problems_number_key" ON "category_problems" USING btree ("number");

CREATE INDEX "category_problems_search_idx" ON "category_problems" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "category_problems_category_id_idx" ON "category_problems" USING btree ("category_id");

CREATE INDEX "category_problems_is_available_idx" ON "category_problems" USING btree ("is_available");

CREATE UNIQUE INDEX "owner_expense_types_number_key" ON "owner_expense_types" USING btree ("number");

CREATE INDEX "owner_expense_types_search_idx" ON "owner_expense_types" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "owner_expense_types_code_key" ON "owner_expense_types" USING btree ("code");

CREATE INDEX "owner_expense_types_is_active_idx" ON "owner_expense_types" USING btree ("is_active");

CREATE UNIQUE INDEX "lack_reasons_number_key" ON "lack_reasons" USING btree ("number");

CREATE INDEX "lack_reasons_search_idx" ON "lack_reasons" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "lack_reasons_code_key" ON "lack_reasons" USING btree ("code");

CREATE INDEX "lack_reasons_available_idx" ON "lack_reasons" USING btree ("available");

CREATE UNIQUE INDEX "staff_number_key" ON "staff" USING btree ("number");

CREATE INDEX "staff_search_idx" ON "staff" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "staff_email_key" ON "staff" USING btree ("email");

CREATE INDEX "staff_role_idx" ON "staff" USING btree ("role");

CREATE INDEX "account_assemblies_parent_idx" ON "account_assemblies" USING btree ("parent_id","position");

CREATE INDEX "account_assemblies_main_account_id_idx" ON "account_assemblies" USING btree ("main_account_id");

CREATE INDEX "account_distributives_parent_idx" ON "account_distributives" USING btree ("parent_id","position");

CREATE INDEX "account_distributives_main_account_id_idx" ON "account_distributives" USING btree ("main_account_id");

CREATE INDEX "user_worker_categories_parent_idx" ON "user_worker_categories" USING btree ("parent_id","position");

CREATE INDEX "user_worker_categories_category_id_idx" ON "user_worker_categories" USING btree ("category_id");

CREATE INDEX "material_minimums_parent_idx" ON "material_minimums" USING btree ("parent_id","position");

CREATE INDEX "material_minimums_store_id_idx" ON "material_minimums" USING btree ("store_id");

CREATE INDEX "material_price_details_parent_idx" ON "material_price_details" USING btree ("parent_id","position");

CREATE INDEX "material_specifications_parent_idx" ON "material_specifications" USING btree ("parent_id","position");

CREATE INDEX "audit_log_record_idx" ON "audit_log" USING btree ("entity","record_id","id");

CREATE UNIQUE INDEX "refresh_tokens_hash_key" ON "refresh_tokens" USING btree ("token_hash");

CREATE INDEX "refresh_tokens_staff_idx" ON "refresh_tokens" USING btree ("staff_id");

CREATE UNIQUE INDEX "password_reset_tokens_hash_key" ON "password_reset_tokens" USING btree ("token_hash");

CREATE INDEX "login_failures_address_idx" ON "login_failures" USING btree ("address","at");

CREATE INDEX "login_failures_email_idx" ON "login_failures" USING btree ("email","at");
