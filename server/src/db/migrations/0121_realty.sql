CREATE TABLE "buildings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"city" text,
	"emirate" text,
	"suburb" text,
	"area" text,
	"street" text,
	"part_number" text,
	"basin_number" text,
	"bond_number" text,
	"bond_type" text,
	"bond_date" date,
	"owner_id" uuid,
	"statement" text,
	"lessor_id" uuid,
	"bank_account_number" text,
	"purchase_date" date,
	"display" boolean DEFAULT true NOT NULL,
	"building_account_id" uuid,
	"main_cost_center_id" uuid,
	"apartment_floor" integer DEFAULT 0,
	"apartment_count" integer DEFAULT 0,
	"shop_count" integer DEFAULT 0,
	"parking_floor" integer DEFAULT 0,
	"parking_count" integer DEFAULT 0,
	"underground_parking" integer DEFAULT 0,
	"store_count" integer DEFAULT 0,
	"penthouse_floor" integer DEFAULT 0,
	"penthouse_count" integer DEFAULT 0,
	"mezzanine_floor" integer DEFAULT 0,
	"mezzanine_count" integer DEFAULT 0,
	"office_floor" integer DEFAULT 0,
	"office_count" integer DEFAULT 0,
	"warehouse_count" integer DEFAULT 0,
	"owner_account_id" uuid,
	"commission_rate" numeric(20, 4),
	"building_revenue_account_id" uuid,
	"supplier_account_id" uuid,
	"buying_statement" text,
	"entry_date" date,
	"building_cost" numeric(20, 4),
	"entry_commission_rate" numeric(20, 4),
	"entry_vat_rate" numeric(20, 4),
	"entry_vat_account_id" uuid,
	"entry_landlord_account_id" uuid,
	"entry_commission_from_owner_account_id" uuid,
	"entry_revenue_account_id" uuid,
	"investment_owner_account_id" uuid,
	"investment_value" numeric(20, 4),
	"investment_start_date" date,
	"investment_end_date" date,
	"tenants" uuid,
	"renters_insurance" uuid,
	"investment_gen_entries" boolean DEFAULT false NOT NULL,
	"received_account_id" uuid,
	"received_amount" numeric(20, 4),
	"received_note" text,
	"received_date" date,
	"note" text,
	"building_receipt" boolean DEFAULT false NOT NULL,
	"building_insurance_account_id" uuid,
	"building_discount_account_id" uuid,
	"building_bank_account_id" uuid,
	"building_cash_account_id" uuid,
	"building_deposit_account_id" uuid,
	"building_cheque_account_id" uuid,
	"vat_account_id" uuid,
	"deferred_vat_account_id" uuid,
	"owner_balance" uuid,
	"owner_tax_account_id" uuid,
	"commission_expense_account_id" uuid,
	"realestate_company_account_id" uuid,
	"customers_main_account_id" uuid,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(city, '') || ' ' || coalesce(emirate, '') || ' ' || coalesce(suburb, '') || ' ' || coalesce(area, '') || ' ' || coalesce(street, ''))) STORED
);

CREATE TABLE "apartments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"building_id" uuid,
	"apartment_no" text,
	"apartment_kind" smallint,
	"floor_no" integer,
	"status" smallint DEFAULT 1,
	"blocked" boolean DEFAULT false NOT NULL,
	"has_lawsuit" boolean DEFAULT false NOT NULL,
	"category" text,
	"kind" text,
	"bathroom_count" integer,
	"balcony_count" integer,
	"room_count" integer,
	"water_meter" text,
	"electricity_meter" text,
	"main_cost_center_id" uuid,
	"cost_center_id" uuid,
	"cost_currency_id" uuid,
	"cost_price" numeric(20, 4),
	"amount_paid" numeric(20, 4),
	"statement" text,
	"note" text,
	"description" text,
	"hex" text,
	"area" numeric(20, 2),
	"area_unit" smallint,
	"view" text,
	"property_type" smallint,
	"x_index" integer,
	"y_index" integer,
	"row_index" integer,
	"asset_hash" text,
	"code" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(apartment_no, '') || ' ' || coalesce(water_meter, '') || ' ' || coalesce(electricity_meter, '') || ' ' || coalesce(description, ''))) STORED
);

CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"building_id" uuid,
	"shop_no" text,
	"shop_kind" smallint DEFAULT 1,
	"floor_no" integer,
	"status" smallint DEFAULT 1,
	"blocked" boolean DEFAULT false NOT NULL,
	"has_lawsuit" boolean DEFAULT false NOT NULL,
	"kind" text,
	"description" text,
	"hex" text,
	"area" numeric(20, 2),
	"area_unit" smallint,
	"view" text,
	"property_type" smallint,
	"water_meter" text,
	"electricity_meter" text,
	"customer_id" uuid,
	"customer_owner_id" uuid,
	"flat_owner_id" uuid,
	"license1" text,
	"license2" text,
	"unified_num" text,
	"bond_type" text,
	"bond_no" text,
	"bond_date" date,
	"main_cost_center_id" uuid,
	"cost_center_id" uuid,
	"note" text,
	"x_index" integer,
	"y_index" integer,
	"row_index" integer,
	"asset_hash" text,
	"code" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(shop_no, '') || ' ' || coalesce(description, '') || ' ' || coalesce(water_meter, '') || ' ' || coalesce(electricity_meter, ''))) STORED
);

CREATE TABLE "parkings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"building_id" uuid,
	"parking_no" text,
	"parking_kind" smallint,
	"floor_no" integer,
	"status" smallint DEFAULT 1,
	"blocked" boolean DEFAULT false NOT NULL,
	"has_lawsuit" boolean DEFAULT false NOT NULL,
	"description" text,
	"hex" text,
	"area" numeric(20, 2),
	"area_unit" smallint,
	"view" text,
	"property_type" smallint,
	"customer_id" uuid,
	"flat_owner_id" uuid,
	"purchase_date" date,
	"main_cost_center_id" uuid,
	"cost_center_id" uuid,
	"note" text,
	"x_index" integer,
	"y_index" integer,
	"row_index" integer,
	"asset_hash" text,
	"code" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(parking_no, '') || ' ' || coalesce(description, ''))) STORED
);

CREATE TABLE "lands" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"name" text,
	"ltnname" text,
	"type" integer DEFAULT 1,
	"land_no" text,
	"status" smallint DEFAULT 1,
	"blocked" boolean DEFAULT false NOT NULL,
	"has_lawsuit" boolean DEFAULT false NOT NULL,
	"ban" boolean DEFAULT false NOT NULL,
	"last_name" text,
	"customer_id" uuid,
	"date" date,
	"city" text,
	"ltn_city" text,
	"region" text,
	"ltn_region" text,
	"space" text,
	"ltn_space" text,
	"area" numeric(20, 2),
	"area_unit" smallint,
	"price" numeric(20, 4),
	"rent" numeric(20, 4),
	"rent_currency_id" uuid,
	"license_no" text,
	"license" text,
	"ltn_license" text,
	"license_date" date,
	"land_type" text,
	"ltn_land_type" text,
	"side" text,
	"ltn_side" text,
	"street_name" text,
	"street_count" integer,
	"buildable" boolean DEFAULT false NOT NULL,
	"landowner" integer,
	"details" text,
	"begin_land_value" numeric(20, 4),
	"currency_begin_land_id" uuid,
	"currency_val_begin_land" numeric(20, 6) DEFAULT '1',
	"begin_land_cost_center_id" uuid,
	"currency_purchase_id" uuid,
	"currency_val_purchase" numeric(20, 6) DEFAULT '1',
	"purchase_note" text,
	"account_id" uuid,
	"cuowner_id" uuid,
	"cost_center_id" uuid,
	"bank_account_id" uuid,
	"commission_percent" numeric(20, 4),
	"account_comm_income_id" uuid,
	"customer_owner_id" uuid,
	"owner_account_id" uuid,
	"used_end_date" boolean DEFAULT false NOT NULL,
	"identity_value" numeric(20, 4),
	"currency_identity_id" uuid,
	"currency_valid_entity" numeric(20, 6) DEFAULT '1',
	"identity_begin_date" date,
	"identity_end_date" date,
	"create_entry_investment" boolean DEFAULT false NOT NULL,
	"identity_entry_id" uuid,
	"identity_note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(land_no, '') || ' ' || coalesce(city, '') || ' ' || coalesce(region, ''))) STORED
);

CREATE TABLE "villas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"complex_name" text,
	"villa_no" text,
	"status" smallint DEFAULT 1,
	"blocked" boolean DEFAULT false NOT NULL,
	"has_lawsuit" boolean DEFAULT false NOT NULL,
	"emirate" text,
	"area" text,
	"suburb" text,
	"street" text,
	"doc_type" text,
	"doc_no" text,
	"doc_date" date,
	"piece_no" text,
	"basin_no" text,
	"water_meter" text,
	"electricity_meter" text,
	"owner_account_id" uuid,
	"ban" boolean DEFAULT false NOT NULL,
	"note" text,
	"villa_account_id" uuid,
	"cost_center_id" uuid,
	"account_bank_villa_id" uuid,
	"cash_account_id" uuid,
	"insurance_account_id" uuid,
	"lessor_id" uuid,
	"wall" text,
	"wall_state" text,
	"lighting_count" integer,
	"parking_count" integer,
	"parking_area" numeric(20, 2),
	"parking_shaded" boolean DEFAULT false NOT NULL,
	"pool_count" integer,
	"pool_state" text,
	"pool_system" text,
	"play_ground_count" integer,
	"play_ground_area" numeric(20, 2),
	"garden_count" integer,
	"garden_area" numeric(20, 2),
	"garden_state" text,
	"floor_count" integer,
	"balcony_count" integer,
	"room_count" integer,
	"service_room_count" integer,
	"other_room_count" integer,
	"bath_room_count" integer,
	"stairs_internal" boolean DEFAULT false NOT NULL,
	"room_state" text,
	"land_area" numeric(20, 2),
	"land_area_building" numeric(20, 2),
	"area_unit" smallint,
	"finishing_state" text,
	"security_system" text,
	"security_type" integer,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(complex_name, '') || ' ' || coalesce(villa_no, '') || ' ' || coalesce(emirate, '') || ' ' || coalesce(area, '') || ' ' || coalesce(suburb, '') || ' ' || coalesce(street, ''))) STORED
);

CREATE TABLE "apartment_accumulators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"apartment_id" uuid
);

CREATE TABLE "apartment_rental_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "apartment_selling_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "shop_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"asset" text,
	"value" numeric(20, 4),
	"note" text
);

CREATE TABLE "shop_accumulators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"shop_id" uuid
);

CREATE TABLE "shop_rental_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "shop_selling_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "parking_accumulators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"parking_id" uuid
);

CREATE TABLE "parking_rental_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "parking_selling_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "land_wallets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"wallet_number" integer,
	"main_cost" numeric(20, 4),
	"expense" numeric(20, 4),
	"begin_date" date,
	"sale_date" date,
	"sale_value" numeric(20, 4)
);

CREATE TABLE "land_accumulates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"land_id" uuid
);

CREATE TABLE "land_rental_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "land_selling_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "villa_assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"asset" text,
	"value" numeric(20, 4),
	"note" text
);

CREATE TABLE "villa_rental_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

CREATE TABLE "villa_selling_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"date" date,
	"price" numeric(20, 4),
	"currency_id" uuid,
	"note" text
);

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_lessor_id_lessors_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."lessors"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_account_id_accounts_id_fk" FOREIGN KEY ("building_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_main_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("main_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_revenue_account_id_accounts_id_fk" FOREIGN KEY ("building_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_supplier_account_id_accounts_id_fk" FOREIGN KEY ("supplier_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_entry_vat_account_id_accounts_id_fk" FOREIGN KEY ("entry_vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_entry_landlord_account_id_accounts_id_fk" FOREIGN KEY ("entry_landlord_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_entry_commission_from_owner_account_id_accounts_id_fk" FOREIGN KEY ("entry_commission_from_owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_entry_revenue_account_id_accounts_id_fk" FOREIGN KEY ("entry_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_investment_owner_account_id_accounts_id_fk" FOREIGN KEY ("investment_owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_tenants_accounts_id_fk" FOREIGN KEY ("tenants") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_renters_insurance_accounts_id_fk" FOREIGN KEY ("renters_insurance") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_received_account_id_accounts_id_fk" FOREIGN KEY ("received_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_insurance_account_id_accounts_id_fk" FOREIGN KEY ("building_insurance_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_discount_account_id_accounts_id_fk" FOREIGN KEY ("building_discount_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_bank_account_id_accounts_id_fk" FOREIGN KEY ("building_bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_cash_account_id_accounts_id_fk" FOREIGN KEY ("building_cash_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_deposit_account_id_accounts_id_fk" FOREIGN KEY ("building_deposit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_building_cheque_account_id_accounts_id_fk" FOREIGN KEY ("building_cheque_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_vat_account_id_accounts_id_fk" FOREIGN KEY ("vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_deferred_vat_account_id_accounts_id_fk" FOREIGN KEY ("deferred_vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_owner_balance_accounts_id_fk" FOREIGN KEY ("owner_balance") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_owner_tax_account_id_accounts_id_fk" FOREIGN KEY ("owner_tax_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_commission_expense_account_id_accounts_id_fk" FOREIGN KEY ("commission_expense_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_realestate_company_account_id_accounts_id_fk" FOREIGN KEY ("realestate_company_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "buildings" ADD CONSTRAINT "buildings_customers_main_account_id_accounts_id_fk" FOREIGN KEY ("customers_main_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartments" ADD CONSTRAINT "apartments_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartments" ADD CONSTRAINT "apartments_main_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("main_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartments" ADD CONSTRAINT "apartments_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartments" ADD CONSTRAINT "apartments_cost_currency_id_currencies_id_fk" FOREIGN KEY ("cost_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_customer_owner_id_users_id_fk" FOREIGN KEY ("customer_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_flat_owner_id_owners_id_fk" FOREIGN KEY ("flat_owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_main_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("main_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shops" ADD CONSTRAINT "shops_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parkings" ADD CONSTRAINT "parkings_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parkings" ADD CONSTRAINT "parkings_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parkings" ADD CONSTRAINT "parkings_flat_owner_id_owners_id_fk" FOREIGN KEY ("flat_owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parkings" ADD CONSTRAINT "parkings_main_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("main_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parkings" ADD CONSTRAINT "parkings_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_rent_currency_id_currencies_id_fk" FOREIGN KEY ("rent_currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_currency_begin_land_id_currencies_id_fk" FOREIGN KEY ("currency_begin_land_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_begin_land_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("begin_land_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_currency_purchase_id_currencies_id_fk" FOREIGN KEY ("currency_purchase_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_cuowner_id_owners_id_fk" FOREIGN KEY ("cuowner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_bank_account_id_accounts_id_fk" FOREIGN KEY ("bank_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_account_comm_income_id_accounts_id_fk" FOREIGN KEY ("account_comm_income_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_customer_owner_id_users_id_fk" FOREIGN KEY ("customer_owner_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_currency_identity_id_currencies_id_fk" FOREIGN KEY ("currency_identity_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "lands" ADD CONSTRAINT "lands_identity_entry_id_entries_id_fk" FOREIGN KEY ("identity_entry_id") REFERENCES "public"."entries"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_owner_account_id_accounts_id_fk" FOREIGN KEY ("owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_villa_account_id_accounts_id_fk" FOREIGN KEY ("villa_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_account_bank_villa_id_accounts_id_fk" FOREIGN KEY ("account_bank_villa_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_cash_account_id_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_insurance_account_id_accounts_id_fk" FOREIGN KEY ("insurance_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villas" ADD CONSTRAINT "villas_lessor_id_lessors_id_fk" FOREIGN KEY ("lessor_id") REFERENCES "public"."lessors"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartment_accumulators" ADD CONSTRAINT "apartment_accumulators_parent_id_apartments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "apartment_accumulators" ADD CONSTRAINT "apartment_accumulators_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartment_rental_prices" ADD CONSTRAINT "apartment_rental_prices_parent_id_apartments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "apartment_rental_prices" ADD CONSTRAINT "apartment_rental_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "apartment_selling_prices" ADD CONSTRAINT "apartment_selling_prices_parent_id_apartments_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."apartments"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "apartment_selling_prices" ADD CONSTRAINT "apartment_selling_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shop_assets" ADD CONSTRAINT "shop_assets_parent_id_shops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "shop_accumulators" ADD CONSTRAINT "shop_accumulators_parent_id_shops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "shop_accumulators" ADD CONSTRAINT "shop_accumulators_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shop_rental_prices" ADD CONSTRAINT "shop_rental_prices_parent_id_shops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "shop_rental_prices" ADD CONSTRAINT "shop_rental_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "shop_selling_prices" ADD CONSTRAINT "shop_selling_prices_parent_id_shops_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "shop_selling_prices" ADD CONSTRAINT "shop_selling_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parking_accumulators" ADD CONSTRAINT "parking_accumulators_parent_id_parkings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "parking_accumulators" ADD CONSTRAINT "parking_accumulators_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parking_rental_prices" ADD CONSTRAINT "parking_rental_prices_parent_id_parkings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "parking_rental_prices" ADD CONSTRAINT "parking_rental_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "parking_selling_prices" ADD CONSTRAINT "parking_selling_prices_parent_id_parkings_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parkings"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "parking_selling_prices" ADD CONSTRAINT "parking_selling_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "land_wallets" ADD CONSTRAINT "land_wallets_parent_id_lands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lands"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "land_accumulates" ADD CONSTRAINT "land_accumulates_parent_id_lands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lands"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "land_accumulates" ADD CONSTRAINT "land_accumulates_land_id_lands_id_fk" FOREIGN KEY ("land_id") REFERENCES "public"."lands"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "land_rental_prices" ADD CONSTRAINT "land_rental_prices_parent_id_lands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lands"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "land_rental_prices" ADD CONSTRAINT "land_rental_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "land_selling_prices" ADD CONSTRAINT "land_selling_prices_parent_id_lands_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."lands"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "land_selling_prices" ADD CONSTRAINT "land_selling_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villa_assets" ADD CONSTRAINT "villa_assets_parent_id_villas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "villa_rental_prices" ADD CONSTRAINT "villa_rental_prices_parent_id_villas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "villa_rental_prices" ADD CONSTRAINT "villa_rental_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "villa_selling_prices" ADD CONSTRAINT "villa_selling_prices_parent_id_villas_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."villas"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "villa_selling_prices" ADD CONSTRAINT "villa_selling_prices_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "buildings_number_key" ON "buildings" USING btree ("number");

CREATE INDEX "buildings_search_idx" ON "buildings" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "buildings_name_key" ON "buildings" USING btree ("name");

CREATE INDEX "buildings_city_idx" ON "buildings" USING btree ("city");

CREATE INDEX "buildings_emirate_idx" ON "buildings" USING btree ("emirate");

CREATE INDEX "buildings_owner_id_idx" ON "buildings" USING btree ("owner_id");

CREATE INDEX "buildings_lessor_id_idx" ON "buildings" USING btree ("lessor_id");

CREATE INDEX "buildings_building_account_id_idx" ON "buildings" USING btree ("building_account_id");

CREATE INDEX "buildings_main_cost_center_id_idx" ON "buildings" USING btree ("main_cost_center_id");

CREATE INDEX "buildings_owner_account_id_idx" ON "buildings" USING btree ("owner_account_id");

CREATE INDEX "buildings_building_revenue_account_id_idx" ON "buildings" USING btree ("building_revenue_account_id");

CREATE INDEX "buildings_supplier_account_id_idx" ON "buildings" USING btree ("supplier_account_id");

CREATE INDEX "buildings_entry_vat_account_id_idx" ON "buildings" USING btree ("entry_vat_account_id");

CREATE INDEX "buildings_entry_landlord_account_id_idx" ON "buildings" USING btree ("entry_landlord_account_id");

CREATE INDEX "buildings_entry_commission_from_owner_account_id_idx" ON "buildings" USING btree ("entry_commission_from_owner_account_id");

CREATE INDEX "buildings_entry_revenue_account_id_idx" ON "buildings" USING btree ("entry_revenue_account_id");

CREATE INDEX "buildings_investment_owner_account_id_idx" ON "buildings" USING btree ("investment_owner_account_id");

CREATE INDEX "buildings_tenants_idx" ON "buildings" USING btree ("tenants");

CREATE INDEX "buildings_renters_insurance_idx" ON "buildings" USING btree ("renters_insurance");

CREATE INDEX "buildings_received_account_id_idx" ON "buildings" USING btree ("received_account_id");

CREATE INDEX "buildings_building_insurance_account_id_idx" ON "buildings" USING btree ("building_insurance_account_id");

CREATE INDEX "buildings_building_discount_account_id_idx" ON "buildings" USING btree ("building_discount_account_id");

CREATE INDEX "buildings_building_bank_account_id_idx" ON "buildings" USING btree ("building_bank_account_id");

CREATE INDEX "buildings_building_cash_account_id_idx" ON "buildings" USING btree ("building_cash_account_id");

CREATE INDEX "buildings_building_deposit_account_id_idx" ON "buildings" USING btree ("building_deposit_account_id");

CREATE INDEX "buildings_building_cheque_account_id_idx" ON "buildings" USING btree ("building_cheque_account_id");

CREATE INDEX "buildings_vat_account_id_idx" ON "buildings" USING btree ("vat_account_id");

CREATE INDEX "buildings_deferred_vat_account_id_idx" ON "buildings" USING btree ("deferred_vat_account_id");

CREATE INDEX "buildings_owner_balance_idx" ON "buildings" USING btree ("owner_balance");

CREATE INDEX "buildings_owner_tax_account_id_idx" ON "buildings" USING btree ("owner_tax_account_id");

CREATE INDEX "buildings_commission_expense_account_id_idx" ON "buildings" USING btree ("commission_expense_account_id");

CREATE INDEX "buildings_realestate_company_account_id_idx" ON "buildings" USING btree ("realestate_company_account_id");

CREATE INDEX "buildings_customers_main_account_id_idx" ON "buildings" USING btree ("customers_main_account_id");

CREATE UNIQUE INDEX "apartments_number_key" ON "apartments" USING btree ("number");

CREATE INDEX "apartments_search_idx" ON "apartments" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "apartments_building_id_idx" ON "apartments" USING btree ("building_id");

CREATE UNIQUE INDEX "apartments_apartment_no_key" ON "apartments" USING btree ("building_id","apartment_no");

CREATE INDEX "apartments_apartment_kind_idx" ON "apartments" USING btree ("apartment_kind");

CREATE INDEX "apartments_floor_no_idx" ON "apartments" USING btree ("floor_no");

CREATE INDEX "apartments_status_idx" ON "apartments" USING btree ("status");

CREATE INDEX "apartments_blocked_idx" ON "apartments" USING btree ("blocked");

CREATE INDEX "apartments_main_cost_center_id_idx" ON "apartments" USING btree ("main_cost_center_id");

CREATE INDEX "apartments_cost_center_id_idx" ON "apartments" USING btree ("cost_center_id");

CREATE INDEX "apartments_cost_currency_id_idx" ON "apartments" USING btree ("cost_currency_id");

CREATE INDEX "apartments_property_type_idx" ON "apartments" USING btree ("property_type");

CREATE UNIQUE INDEX "shops_number_key" ON "shops" USING btree ("number");

CREATE INDEX "shops_search_idx" ON "shops" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "shops_building_id_idx" ON "shops" USING btree ("building_id");

CREATE UNIQUE INDEX "shops_shop_no_key" ON "shops" USING btree ("building_id","shop_no");

CREATE INDEX "shops_shop_kind_idx" ON "shops" USING btree ("shop_kind");

CREATE INDEX "shops_floor_no_idx" ON "shops" USING btree ("floor_no");

CREATE INDEX "shops_status_idx" ON "shops" USING btree ("status");

CREATE INDEX "shops_blocked_idx" ON "shops" USING btree ("blocked");

CREATE INDEX "shops_property_type_idx" ON "shops" USING btree ("property_type");

CREATE INDEX "shops_customer_id_idx" ON "shops" USING btree ("customer_id");

CREATE INDEX "shops_customer_owner_id_idx" ON "shops" USING btree ("customer_owner_id");

CREATE INDEX "shops_flat_owner_id_idx" ON "shops" USING btree ("flat_owner_id");

CREATE INDEX "shops_main_cost_center_id_idx" ON "shops" USING btree ("main_cost_center_id");

CREATE INDEX "shops_cost_center_id_idx" ON "shops" USING btree ("cost_center_id");

CREATE UNIQUE INDEX "parkings_number_key" ON "parkings" USING btree ("number");

CREATE INDEX "parkings_search_idx" ON "parkings" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "parkings_building_id_idx" ON "parkings" USING btree ("building_id");

CREATE UNIQUE INDEX "parkings_parking_no_key" ON "parkings" USING btree ("building_id","parking_no");

CREATE INDEX "parkings_parking_kind_idx" ON "parkings" USING btree ("parking_kind");

CREATE INDEX "parkings_floor_no_idx" ON "parkings" USING btree ("floor_no");

CREATE INDEX "parkings_status_idx" ON "parkings" USING btree ("status");

CREATE INDEX "parkings_blocked_idx" ON "parkings" USING btree ("blocked");

CREATE INDEX "parkings_property_type_idx" ON "parkings" USING btree ("property_type");

CREATE INDEX "parkings_customer_id_idx" ON "parkings" USING btree ("customer_id");

CREATE INDEX "parkings_flat_owner_id_idx" ON "parkings" USING btree ("flat_owner_id");

CREATE INDEX "parkings_main_cost_center_id_idx" ON "parkings" USING btree ("main_cost_center_id");

CREATE INDEX "parkings_cost_center_id_idx" ON "parkings" USING btree ("cost_center_id");

CREATE UNIQUE INDEX "lands_number_key" ON "lands" USING btree ("number");

CREATE INDEX "lands_search_idx" ON "lands" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "lands_status_idx" ON "lands" USING btree ("status");

CREATE INDEX "lands_blocked_idx" ON "lands" USING btree ("blocked");

CREATE INDEX "lands_customer_id_idx" ON "lands" USING btree ("customer_id");

CREATE INDEX "lands_city_idx" ON "lands" USING btree ("city");

CREATE INDEX "lands_rent_currency_id_idx" ON "lands" USING btree ("rent_currency_id");

CREATE INDEX "lands_currency_begin_land_id_idx" ON "lands" USING btree ("currency_begin_land_id");

CREATE INDEX "lands_begin_land_cost_center_id_idx" ON "lands" USING btree ("begin_land_cost_center_id");

CREATE INDEX "lands_currency_purchase_id_idx" ON "lands" USING btree ("currency_purchase_id");

CREATE INDEX "lands_account_id_idx" ON "lands" USING btree ("account_id");

CREATE INDEX "lands_cuowner_id_idx" ON "lands" USING btree ("cuowner_id");

CREATE INDEX "lands_cost_center_id_idx" ON "lands" USING btree ("cost_center_id");

CREATE INDEX "lands_bank_account_id_idx" ON "lands" USING btree ("bank_account_id");

CREATE INDEX "lands_account_comm_income_id_idx" ON "lands" USING btree ("account_comm_income_id");

CREATE INDEX "lands_customer_owner_id_idx" ON "lands" USING btree ("customer_owner_id");

CREATE INDEX "lands_owner_account_id_idx" ON "lands" USING btree ("owner_account_id");

CREATE INDEX "lands_currency_identity_id_idx" ON "lands" USING btree ("currency_identity_id");

CREATE INDEX "lands_identity_entry_id_idx" ON "lands" USING btree ("identity_entry_id");

CREATE UNIQUE INDEX "villas_number_key" ON "villas" USING btree ("number");

CREATE INDEX "villas_search_idx" ON "villas" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "villas_complex_name_idx" ON "villas" USING btree ("complex_name");

CREATE UNIQUE INDEX "villas_villa_no_key" ON "villas" USING btree ("complex_name","villa_no");

CREATE INDEX "villas_status_idx" ON "villas" USING btree ("status");

CREATE INDEX "villas_blocked_idx" ON "villas" USING btree ("blocked");

CREATE INDEX "villas_emirate_idx" ON "villas" USING btree ("emirate");

CREATE INDEX "villas_owner_account_id_idx" ON "villas" USING btree ("owner_account_id");

CREATE INDEX "villas_villa_account_id_idx" ON "villas" USING btree ("villa_account_id");

CREATE INDEX "villas_cost_center_id_idx" ON "villas" USING btree ("cost_center_id");

CREATE INDEX "villas_account_bank_villa_id_idx" ON "villas" USING btree ("account_bank_villa_id");

CREATE INDEX "villas_cash_account_id_idx" ON "villas" USING btree ("cash_account_id");

CREATE INDEX "villas_insurance_account_id_idx" ON "villas" USING btree ("insurance_account_id");

CREATE INDEX "villas_lessor_id_idx" ON "villas" USING btree ("lessor_id");

CREATE INDEX "apartment_accumulators_parent_idx" ON "apartment_accumulators" USING btree ("parent_id","position");

CREATE INDEX "apartment_accumulators_apartment_id_idx" ON "apartment_accumulators" USING btree ("apartment_id");

CREATE INDEX "apartment_rental_prices_parent_idx" ON "apartment_rental_prices" USING btree ("parent_id","position");

CREATE INDEX "apartment_rental_prices_currency_id_idx" ON "apartment_rental_prices" USING btree ("currency_id");

CREATE INDEX "apartment_selling_prices_parent_idx" ON "apartment_selling_prices" USING btree ("parent_id","position");

CREATE INDEX "apartment_selling_prices_currency_id_idx" ON "apartment_selling_prices" USING btree ("currency_id");

CREATE INDEX "shop_assets_parent_idx" ON "shop_assets" USING btree ("parent_id","position");

CREATE INDEX "shop_accumulators_parent_idx" ON "shop_accumulators" USING btree ("parent_id","position");

CREATE INDEX "shop_accumulators_shop_id_idx" ON "shop_accumulators" USING btree ("shop_id");

CREATE INDEX "shop_rental_prices_parent_idx" ON "shop_rental_prices" USING btree ("parent_id","position");

CREATE INDEX "shop_rental_prices_currency_id_idx" ON "shop_rental_prices" USING btree ("currency_id");

CREATE INDEX "shop_selling_prices_parent_idx" ON "shop_selling_prices" USING btree ("parent_id","position");

CREATE INDEX "shop_selling_prices_currency_id_idx" ON "shop_selling_prices" USING btree ("currency_id");

CREATE INDEX "parking_accumulators_parent_idx" ON "parking_accumulators" USING btree ("parent_id","position");

CREATE INDEX "parking_accumulators_parking_id_idx" ON "parking_accumulators" USING btree ("parking_id");

CREATE INDEX "parking_rental_prices_parent_idx" ON "parking_rental_prices" USING btree ("parent_id","position");

CREATE INDEX "parking_rental_prices_currency_id_idx" ON "parking_rental_prices" USING btree ("currency_id");

CREATE INDEX "parking_selling_prices_parent_idx" ON "parking_selling_prices" USING btree ("parent_id","position");

CREATE INDEX "parking_selling_prices_currency_id_idx" ON "parking_selling_prices" USING btree ("currency_id");

CREATE INDEX "land_wallets_parent_idx" ON "land_wallets" USING btree ("parent_id","position");

CREATE INDEX "land_accumulates_parent_idx" ON "land_accumulates" USING btree ("parent_id","position");

CREATE INDEX "land_accumulates_land_id_idx" ON "land_accumulates" USING btree ("land_id");

CREATE INDEX "land_rental_prices_parent_idx" ON "land_rental_prices" USING btree ("parent_id","position");

CREATE INDEX "land_rental_prices_currency_id_idx" ON "land_rental_prices" USING btree ("currency_id");

CREATE INDEX "land_selling_prices_parent_idx" ON "land_selling_prices" USING btree ("parent_id","position");

CREATE INDEX "land_selling_prices_currency_id_idx" ON "land_selling_prices" USING btree ("currency_id");

CREATE INDEX "villa_assets_parent_idx" ON "villa_assets" USING btree ("parent_id","position");

CREATE INDEX "villa_rental_prices_parent_idx" ON "villa_rental_prices" USING btree ("parent_id","position");

CREATE INDEX "villa_rental_prices_currency_id_idx" ON "villa_rental_prices" USING btree ("currency_id");

CREATE INDEX "villa_selling_prices_parent_idx" ON "villa_selling_prices" USING btree ("parent_id","position");

CREATE INDEX "villa_selling_prices_currency_id_idx" ON "villa_selling_prices" USING btree ("currency_id");
