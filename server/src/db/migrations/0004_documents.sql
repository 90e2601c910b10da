CREATE TABLE "contract_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" integer,
	"name" text,
	"ltnname" text,
	"contract_type" smallint,
	"assets_type" smallint,
	"list_name" text,
	"list_ltnname" text,
	"shortcut_key" text,
	"record_date_created" smallint DEFAULT 1,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"auto_gen_entries" boolean DEFAULT false NOT NULL,
	"auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"new_contract_without_terminating" boolean DEFAULT false NOT NULL,
	"insurance_required" boolean DEFAULT false NOT NULL,
	"vat_required" boolean DEFAULT false NOT NULL,
	"vat_rate" numeric(20, 4),
	"default_revenue_account_id" uuid,
	"default_commission_from_client_account_id" uuid,
	"default_commission_from_owner_account_id" uuid,
	"default_commission_from_client_percentage" numeric(20, 4) DEFAULT '5',
	"default_contract_price_revenue_account_id" uuid,
	"default_contract_ratification_revenue_account_id" uuid,
	"default_fines_revenue_account_id" uuid,
	"default_fee_revenue_account_id" uuid,
	"default_vat_account_id" uuid,
	"default_discount_account_id" uuid,
	"default_insurance_account_id" uuid,
	"default_fees_account_id1" uuid,
	"default_fees_account_id2" uuid,
	"default_fees_account_id3" uuid,
	"default_fees_account_id4" uuid,
	"default_fees_account_id5" uuid,
	"default_fees_account_id6" uuid,
	"default_fees_account_id7" uuid,
	"default_fees_account_id8" uuid,
	"default_fees_account_id9" uuid,
	"default_fees_account_id10" uuid,
	"move_cost_center_with_revenue" smallint DEFAULT 0,
	"move_cost_center_with_tenant" smallint DEFAULT 0,
	"move_cost_center_with_insurance_revenue" smallint DEFAULT 0,
	"move_cost_center_with_price_revenue" smallint DEFAULT 0,
	"move_cost_center_with_intention_ratifying" smallint DEFAULT 0,
	"move_cost_center_with_other_fee" smallint DEFAULT 0,
	"move_cost_center_with_commission_client" smallint DEFAULT 0,
	"move_cost_center_with_commission_owner" smallint DEFAULT 0,
	"move_cost_center_with_contract_fines_terminating" smallint DEFAULT 0,
	"move_cost_center_with_decisiveness_granted" smallint DEFAULT 0,
	"move_cost_center_with_contract_proceeds_terminating" smallint DEFAULT 0,
	"contract_terms" text,
	"folder_default_printing" text,
	"folder_print_communications" text,
	"folder_print_clearance" text,
	"sms" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "cheque_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" integer,
	"name" text,
	"ltnname" text,
	"paper_type" smallint,
	"list_name" text,
	"default_account_id" uuid,
	"shortcut_key" text,
	"default_print_folder" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"auto_gen_entries" boolean DEFAULT false NOT NULL,
	"auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"collection" boolean DEFAULT false NOT NULL,
	"collection_gen_entries" boolean DEFAULT true NOT NULL,
	"collection_auto_gen_entries" boolean DEFAULT false NOT NULL,
	"collection_auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"collection_default_account_is_building_bank" boolean DEFAULT false NOT NULL,
	"collection_default_observe_account_is_client" boolean DEFAULT false NOT NULL,
	"collection_move_cost_center_debit" boolean DEFAULT false NOT NULL,
	"collection_move_cost_center_credit" boolean DEFAULT false NOT NULL,
	"collection_default_date" smallint DEFAULT 1,
	"collection_debit_account_id" uuid,
	"collection_credit_account_id" uuid,
	"partial_collection" boolean DEFAULT false NOT NULL,
	"partial_gen_entries" boolean DEFAULT true NOT NULL,
	"partial_auto_gen_entries" boolean DEFAULT false NOT NULL,
	"partial_auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"partial_default_account_is_building_bank" boolean DEFAULT false NOT NULL,
	"partial_default_observe_account_is_client" boolean DEFAULT false NOT NULL,
	"partial_move_cost_center_debit" boolean DEFAULT false NOT NULL,
	"partial_move_cost_center_credit" boolean DEFAULT false NOT NULL,
	"partial_debit_account_id" uuid,
	"partial_credit_account_id" uuid,
	"returnable" boolean DEFAULT false NOT NULL,
	"returnable_gen_entries" boolean DEFAULT true NOT NULL,
	"returnable_auto_gen_entries" boolean DEFAULT false NOT NULL,
	"returnable_auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"returnable_default_account_is_client" boolean DEFAULT false NOT NULL,
	"returnable_default_observe_account_is_building_bank" boolean DEFAULT false NOT NULL,
	"returnable_active_operations" boolean DEFAULT false NOT NULL,
	"returnable_move_cost_center_debit" boolean DEFAULT false NOT NULL,
	"returnable_move_cost_center_credit" boolean DEFAULT false NOT NULL,
	"returnable_default_date" smallint DEFAULT 1,
	"returnable_debit_account_id" uuid,
	"returnable_credit_account_id" uuid,
	"return_fee_default_account_is_client" boolean DEFAULT false NOT NULL,
	"return_fee_debit_account_id" uuid,
	"return_fee_credit_account_id" uuid,
	"commission_amount_from_building" boolean DEFAULT false NOT NULL,
	"commission_default_account_is_building_owner" boolean DEFAULT false NOT NULL,
	"commission_default_observe_is_revenue_account" boolean DEFAULT false NOT NULL,
	"commission_move_cost_center_debit" boolean DEFAULT false NOT NULL,
	"commission_move_cost_center_credit" boolean DEFAULT false NOT NULL,
	"commission_type" smallint,
	"commission_debit_account_id" uuid,
	"commission_credit_account_id" uuid,
	"statement_account" text,
	"statement_observe_account" text,
	"statement_collection" text,
	"statement_return" text,
	"statement_partial" text,
	"sms" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "voucher_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" integer,
	"name" text,
	"ltnname" text,
	"list_name" text,
	"default_account_id" uuid,
	"shortcut_key" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"auto_gen_entries" boolean DEFAULT false NOT NULL,
	"auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"generate_records" boolean DEFAULT false NOT NULL,
	"show_contract_field" boolean DEFAULT false NOT NULL,
	"show_contract_cost_center" boolean DEFAULT false NOT NULL,
	"required_cost_center" boolean DEFAULT false NOT NULL,
	"required_statement" boolean DEFAULT false NOT NULL,
	"move_account_cost_center" boolean DEFAULT false NOT NULL,
	"default_print_folder_path" text,
	"show_debit_field" boolean DEFAULT false NOT NULL,
	"show_credit_field" boolean DEFAULT false NOT NULL,
	"debit_field_label" text DEFAULT 'debit',
	"credit_field_label" text DEFAULT 'credit',
	"show_currency" boolean DEFAULT true NOT NULL,
	"show_cost_center" boolean DEFAULT true NOT NULL,
	"show_note" boolean DEFAULT true NOT NULL,
	"odd_table_color" text,
	"even_table_color" text,
	"sms" text,
	"search_text" text GENERATED ALWAYS AS (coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "bill_patterns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"code" integer,
	"name" text,
	"ltnname" text,
	"bill_type" smallint,
	"list_name" text,
	"currency_id" uuid,
	"linked_material_group_id" uuid,
	"barcode_bill" boolean DEFAULT false NOT NULL,
	"note" text,
	"default_store_id" uuid,
	"cost_center_id" uuid,
	"payment_method" smallint DEFAULT 1,
	"material_account_id" uuid,
	"cash_account_id" uuid,
	"discount_account_id" uuid,
	"extra_account_id" uuid,
	"vat_account_id" uuid,
	"vat_percentage" numeric(20, 4),
	"use_vat_account_from_customer_card" boolean DEFAULT false NOT NULL,
	"active_perpetual_inventory" boolean DEFAULT false NOT NULL,
	"stock_account_id" uuid,
	"cost_of_sales_account_id" uuid,
	"post_to_store" boolean DEFAULT true NOT NULL,
	"post_to_store_auto" boolean DEFAULT false NOT NULL,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"auto_gen_entries" boolean DEFAULT false NOT NULL,
	"auto_transfer_entry" boolean DEFAULT false NOT NULL,
	"deleting_entry_depending_on_materials" boolean DEFAULT false NOT NULL,
	"possibility_of_changing_materials_account" boolean DEFAULT false NOT NULL,
	"calculate_vat_after_discount_and_extra" boolean DEFAULT false NOT NULL,
	"merge_repeated_materials" boolean DEFAULT false NOT NULL,
	"required_customer_entry" boolean DEFAULT false NOT NULL,
	"required_cost_center_entry" boolean DEFAULT false NOT NULL,
	"required_category_entry" boolean DEFAULT false NOT NULL,
	"show_alert_on_navigate_output" boolean DEFAULT false NOT NULL,
	"dont_save_when_navigate_output" boolean DEFAULT false NOT NULL,
	"show_average_price_check_message_after_adding_modifying" boolean DEFAULT false NOT NULL,
	"bill_affected_the_pricing_of_materials" boolean DEFAULT false NOT NULL,
	"pricing_of_materials" integer,
	"menu" boolean DEFAULT true NOT NULL,
	"table_color1" text,
	"table_color2" text,
	"show_references_field" boolean DEFAULT false NOT NULL,
	"required_reference_field" boolean DEFAULT false NOT NULL,
	"dont_show_expired_field" boolean DEFAULT false NOT NULL,
	"lock_bill_when_loading_references" boolean DEFAULT false NOT NULL,
	"allow_partial_load" boolean DEFAULT false NOT NULL,
	"references" jsonb,
	"search_text" text GENERATED ALWAYS AS (coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '')) STORED
);

CREATE TABLE "vouchers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date,
	"internal_number" text,
	"voucher_pattern_id" uuid,
	"code" integer,
	"account_id" uuid,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"seller_id" uuid,
	"connect_with" smallint DEFAULT 0,
	"connect_with_id" text,
	"note" text,
	"feedback" boolean DEFAULT false NOT NULL,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"is_first_batch" boolean DEFAULT false NOT NULL,
	"debit_amount" numeric(20, 4),
	"credit_amount" numeric(20, 4),
	"search_text" text GENERATED ALWAYS AS (coalesce(internal_number, '') || ' ' || coalesce(note, '')) STORED
);

CREATE TABLE "bills" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"issue_date" date,
	"bill_date" date,
	"receipt_number" text,
	"bill_pattern_id" uuid,
	"code" integer,
	"bill_type" smallint,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"payment_method" smallint DEFAULT 1,
	"customer_id" uuid,
	"customer_account_id" uuid,
	"cost_center_id" uuid,
	"store_id" uuid,
	"material_account_id" uuid,
	"vat_account_id" uuid,
	"connect_with" smallint DEFAULT 0,
	"connect_with_id" text,
	"note" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"total_quantities" numeric(20, 6),
	"subtotal" numeric(20, 4),
	"discounts" numeric(20, 4),
	"extras" numeric(20, 4),
	"vat_amount" numeric(20, 4),
	"total" numeric(20, 4),
	"search_text" text GENERATED ALWAYS AS (coalesce(receipt_number, '') || ' ' || coalesce(note, '')) STORED
);

CREATE TABLE "voucher_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_id" uuid,
	"debit" numeric(20, 4) DEFAULT '0',
	"credit" numeric(20, 4) DEFAULT '0',
	"cost_center_id" uuid,
	"note" text
);

CREATE TABLE "bill_materials" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"material_id" uuid,
	"unit" integer DEFAULT 1,
	"quantity" numeric(20, 4) DEFAULT '1',
	"unit_price" numeric(20, 4) DEFAULT '0',
	"vat_percentage" numeric(20, 4) DEFAULT '0',
	"vat_amount" numeric(20, 4),
	"total_price" numeric(20, 4),
	"net" numeric(20, 4),
	"note" text
);

CREATE TABLE "bill_adjustments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_id" uuid,
	"discount" numeric(20, 4) DEFAULT '0',
	"extra" numeric(20, 4) DEFAULT '0',
	"cost_center_id" uuid,
	"observe_account_id" uuid,
	"note" text
);

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_revenue_account_id_accounts_id_fk" FOREIGN KEY ("default_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_commission_from_client_account_id_accounts_id_fk" FOREIGN KEY ("default_commission_from_client_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_commission_from_owner_account_id_accounts_id_fk" FOREIGN KEY ("default_commission_from_owner_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_contract_price_revenue_account_id_accounts_id_fk" FOREIGN KEY ("default_contract_price_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_contract_ratification_revenue_account_id_accounts_id_fk" FOREIGN KEY ("default_contract_ratification_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fines_revenue_account_id_accounts_id_fk" FOREIGN KEY ("default_fines_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fee_revenue_account_id_accounts_id_fk" FOREIGN KEY ("default_fee_revenue_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_vat_account_id_accounts_id_fk" FOREIGN KEY ("default_vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_discount_account_id_accounts_id_fk" FOREIGN KEY ("default_discount_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_insurance_account_id_accounts_id_fk" FOREIGN KEY ("default_insurance_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id1_accounts_id_fk" FOREIGN KEY ("default_fees_account_id1") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id2_accounts_id_fk" FOREIGN KEY ("default_fees_account_id2") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id3_accounts_id_fk" FOREIGN KEY ("default_fees_account_id3") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id4_accounts_id_fk" FOREIGN KEY ("default_fees_account_id4") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id5_accounts_id_fk" FOREIGN KEY ("default_fees_account_id5") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id6_accounts_id_fk" FOREIGN KEY ("default_fees_account_id6") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id7_accounts_id_fk" FOREIGN KEY ("default_fees_account_id7") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id8_accounts_id_fk" FOREIGN KEY ("default_fees_account_id8") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id9_accounts_id_fk" FOREIGN KEY ("default_fees_account_id9") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "contract_patterns" ADD CONSTRAINT "contract_patterns_default_fees_account_id10_accounts_id_fk" FOREIGN KEY ("default_fees_account_id10") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_default_account_id_accounts_id_fk" FOREIGN KEY ("default_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_collection_debit_account_id_accounts_id_fk" FOREIGN KEY ("collection_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_collection_credit_account_id_accounts_id_fk" FOREIGN KEY ("collection_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_partial_debit_account_id_accounts_id_fk" FOREIGN KEY ("partial_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_partial_credit_account_id_accounts_id_fk" FOREIGN KEY ("partial_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_returnable_debit_account_id_accounts_id_fk" FOREIGN KEY ("returnable_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_returnable_credit_account_id_accounts_id_fk" FOREIGN KEY ("returnable_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_return_fee_debit_account_id_accounts_id_fk" FOREIGN KEY ("return_fee_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_return_fee_credit_account_id_accounts_id_fk" FOREIGN KEY ("return_fee_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_commission_debit_account_id_accounts_id_fk" FOREIGN KEY ("commission_debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheque_patterns" ADD CONSTRAINT "cheque_patterns_commission_credit_account_id_accounts_id_fk" FOREIGN KEY ("commission_credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "voucher_patterns" ADD CONSTRAINT "voucher_patterns_default_account_id_accounts_id_fk" FOREIGN KEY ("default_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_linked_material_group_id_material_groups_id_fk" FOREIGN KEY ("linked_material_group_id") REFERENCES "public"."material_groups"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_default_store_id_stores_id_fk" FOREIGN KEY ("default_store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_material_account_id_accounts_id_fk" FOREIGN KEY ("material_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_cash_account_id_accounts_id_fk" FOREIGN KEY ("cash_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_discount_account_id_accounts_id_fk" FOREIGN KEY ("discount_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_extra_account_id_accounts_id_fk" FOREIGN KEY ("extra_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_vat_account_id_accounts_id_fk" FOREIGN KEY ("vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_stock_account_id_accounts_id_fk" FOREIGN KEY ("stock_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_patterns" ADD CONSTRAINT "bill_patterns_cost_of_sales_account_id_accounts_id_fk" FOREIGN KEY ("cost_of_sales_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_voucher_pattern_id_voucher_patterns_id_fk" FOREIGN KEY ("voucher_pattern_id") REFERENCES "public"."voucher_patterns"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_bill_pattern_id_bill_patterns_id_fk" FOREIGN KEY ("bill_pattern_id") REFERENCES "public"."bill_patterns"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_customer_account_id_accounts_id_fk" FOREIGN KEY ("customer_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_store_id_stores_id_fk" FOREIGN KEY ("store_id") REFERENCES "public"."stores"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_material_account_id_accounts_id_fk" FOREIGN KEY ("material_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bills" ADD CONSTRAINT "bills_vat_account_id_accounts_id_fk" FOREIGN KEY ("vat_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "voucher_rows" ADD CONSTRAINT "voucher_rows_parent_id_vouchers_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "voucher_rows" ADD CONSTRAINT "voucher_rows_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "voucher_rows" ADD CONSTRAINT "voucher_rows_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_materials" ADD CONSTRAINT "bill_materials_parent_id_bills_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "bill_materials" ADD CONSTRAINT "bill_materials_material_id_materials_id_fk" FOREIGN KEY ("material_id") REFERENCES "public"."materials"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_parent_id_bills_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."bills"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_observe_account_id_accounts_id_fk" FOREIGN KEY ("observe_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "contract_patterns_number_key" ON "contract_patterns" USING btree ("number");

CREATE INDEX "contract_patterns_search_idx" ON "contract_patterns" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "contract_patterns_code_key" ON "contract_patterns" USING btree ("code");

CREATE INDEX "contract_patterns_contract_type_idx" ON "contract_patterns" USING btree ("contract_type");

CREATE INDEX "contract_patterns_assets_type_idx" ON "contract_patterns" USING btree ("assets_type");

CREATE INDEX "contract_patterns_default_revenue_account_id_idx" ON "contract_patterns" USING btree ("default_revenue_account_id");

CREATE INDEX "contract_patterns_default_commission_from_client_account_id_idx" ON "contract_patterns" USING btree ("default_commission_from_client_account_id");

CREATE INDEX "contract_patterns_default_commission_from_owner_account_id_idx" ON "contract_patterns" USING btree ("default_commission_from_owner_account_id");

CREATE INDEX "contract_patterns_default_contract_price_revenue_account_id_idx" ON "contract_patterns" USING btree ("default_contract_price_revenue_account_id");

CREATE INDEX "contract_patterns_default_contract_ratification_revenue_account_id_idx" ON "contract_patterns" USING btree ("default_contract_ratification_revenue_account_id");

CREATE INDEX "contract_patterns_default_fines_revenue_account_id_idx" ON "contract_patterns" USING btree ("default_fines_revenue_account_id");

CREATE INDEX "contract_patterns_default_fee_revenue_account_id_idx" ON "contract_patterns" USING btree ("default_fee_revenue_account_id");

CREATE INDEX "contract_patterns_default_vat_account_id_idx" ON "contract_patterns" USING btree ("default_vat_account_id");

CREATE INDEX "contract_patterns_default_discount_account_id_idx" ON "contract_patterns" USING btree ("default_discount_account_id");

CREATE INDEX "contract_patterns_default_insurance_account_id_idx" ON "contract_patterns" USING btree ("default_insurance_account_id");

CREATE INDEX "contract_patterns_default_fees_account_id1_idx" ON "contract_patterns" USING btree ("default_fees_account_id1");

CREATE INDEX "contract_patterns_default_fees_account_id2_idx" ON "contract_patterns" USING btree ("default_fees_account_id2");

CREATE INDEX "contract_patterns_default_fees_account_id3_idx" ON "contract_patterns" USING btree ("default_fees_account_id3");

CREATE INDEX "contract_patterns_default_fees_account_id4_idx" ON "contract_patterns" USING btree ("default_fees_account_id4");

CREATE INDEX "contract_patterns_default_fees_account_id5_idx" ON "contract_patterns" USING btree ("default_fees_account_id5");

CREATE INDEX "contract_patterns_default_fees_account_id6_idx" ON "contract_patterns" USING btree ("default_fees_account_id6");

CREATE INDEX "contract_patterns_default_fees_account_id7_idx" ON "contract_patterns" USING btree ("default_fees_account_id7");

CREATE INDEX "contract_patterns_default_fees_account_id8_idx" ON "contract_patterns" USING btree ("default_fees_account_id8");

CREATE INDEX "contract_patterns_default_fees_account_id9_idx" ON "contract_patterns" USING btree ("default_fees_account_id9");

CREATE INDEX "contract_patterns_default_fees_account_id10_idx" ON "contract_patterns" USING btree ("default_fees_account_id10");

CREATE UNIQUE INDEX "cheque_patterns_number_key" ON "cheque_patterns" USING btree ("number");

CREATE INDEX "cheque_patterns_search_idx" ON "cheque_patterns" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "cheque_patterns_code_key" ON "cheque_patterns" USING btree ("code");

CREATE INDEX "cheque_patterns_paper_type_idx" ON "cheque_patterns" USING btree ("paper_type");

CREATE INDEX "cheque_patterns_default_account_id_idx" ON "cheque_patterns" USING btree ("default_account_id");

CREATE INDEX "cheque_patterns_collection_debit_account_id_idx" ON "cheque_patterns" USING btree ("collection_debit_account_id");

CREATE INDEX "cheque_patterns_collection_credit_account_id_idx" ON "cheque_patterns" USING btree ("collection_credit_account_id");

CREATE INDEX "cheque_patterns_partial_debit_account_id_idx" ON "cheque_patterns" USING btree ("partial_debit_account_id");

CREATE INDEX "cheque_patterns_partial_credit_account_id_idx" ON "cheque_patterns" USING btree ("partial_credit_account_id");

CREATE INDEX "cheque_patterns_returnable_debit_account_id_idx" ON "cheque_patterns" USING btree ("returnable_debit_account_id");

CREATE INDEX "cheque_patterns_returnable_credit_account_id_idx" ON "cheque_patterns" USING btree ("returnable_credit_account_id");

CREATE INDEX "cheque_patterns_return_fee_debit_account_id_idx" ON "cheque_patterns" USING btree ("return_fee_debit_account_id");

CREATE INDEX "cheque_patterns_return_fee_credit_account_id_idx" ON "cheque_patterns" USING btree ("return_fee_credit_account_id");

CREATE INDEX "cheque_patterns_commission_debit_account_id_idx" ON "cheque_patterns" USING btree ("commission_debit_account_id");

CREATE INDEX "cheque_patterns_commission_credit_account_id_idx" ON "cheque_patterns" USING btree ("commission_credit_account_id");

CREATE UNIQUE INDEX "voucher_patterns_number_key" ON "voucher_patterns" USING btree ("number");

CREATE INDEX "voucher_patterns_search_idx" ON "voucher_patterns" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "voucher_patterns_code_key" ON "voucher_patterns" USING btree ("code");

CREATE INDEX "voucher_patterns_default_account_id_idx" ON "voucher_patterns" USING btree ("default_account_id");

CREATE UNIQUE INDEX "bill_patterns_number_key" ON "bill_patterns" USING btree ("number");

CREATE INDEX "bill_patterns_search_idx" ON "bill_patterns" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "bill_patterns_code_key" ON "bill_patterns" USING btree ("code");

CREATE INDEX "bill_patterns_bill_type_idx" ON "bill_patterns" USING btree ("bill_type");

CREATE INDEX "bill_patterns_currency_id_idx" ON "bill_patterns" USING btree ("currency_id");

CREATE INDEX "bill_patterns_linked_material_group_id_idx" ON "bill_patterns" USING btree ("linked_material_group_id");

CREATE INDEX "bill_patterns_default_store_id_idx" ON "bill_patterns" USING btree ("default_store_id");

CREATE INDEX "bill_patterns_cost_center_id_idx" ON "bill_patterns" USING btree ("cost_center_id");

CREATE INDEX "bill_patterns_material_account_id_idx" ON "bill_patterns" USING btree ("material_account_id");

CREATE INDEX "bill_patterns_cash_account_id_idx" ON "bill_patterns" USING btree ("cash_account_id");

CREATE INDEX "bill_patterns_discount_account_id_idx" ON "bill_patterns" USING btree ("discount_account_id");

CREATE INDEX "bill_patterns_extra_account_id_idx" ON "bill_patterns" USING btree ("extra_account_id");

CREATE INDEX "bill_patterns_vat_account_id_idx" ON "bill_patterns" USING btree ("vat_account_id");

CREATE INDEX "bill_patterns_stock_account_id_idx" ON "bill_patterns" USING btree ("stock_account_id");

CREATE INDEX "bill_patterns_cost_of_sales_account_id_idx" ON "bill_patterns" USING btree ("cost_of_sales_account_id");

CREATE UNIQUE INDEX "vouchers_number_key" ON "vouchers" USING btree ("code","number");

CREATE INDEX "vouchers_search_idx" ON "vouchers" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "vouchers_date_idx" ON "vouchers" USING btree ("date");

CREATE INDEX "vouchers_voucher_pattern_id_idx" ON "vouchers" USING btree ("voucher_pattern_id");

CREATE INDEX "vouchers_code_idx" ON "vouchers" USING btree ("code");

CREATE INDEX "vouchers_account_id_idx" ON "vouchers" USING btree ("account_id");

CREATE INDEX "vouchers_currency_id_idx" ON "vouchers" USING btree ("currency_id");

CREATE INDEX "vouchers_seller_id_idx" ON "vouchers" USING btree ("seller_id");

CREATE INDEX "vouchers_connect_with_idx" ON "vouchers" USING btree ("connect_with");

CREATE INDEX "vouchers_connect_with_id_idx" ON "vouchers" USING btree ("connect_with_id");

CREATE INDEX "vouchers_feedback_idx" ON "vouchers" USING btree ("feedback");

CREATE INDEX "vouchers_is_first_batch_idx" ON "vouchers" USING btree ("is_first_batch");

CREATE UNIQUE INDEX "bills_number_key" ON "bills" USING btree ("code","number");

CREATE INDEX "bills_search_idx" ON "bills" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "bills_issue_date_idx" ON "bills" USING btree ("issue_date");

CREATE INDEX "bills_bill_date_idx" ON "bills" USING btree ("bill_date");

CREATE INDEX "bills_bill_pattern_id_idx" ON "bills" USING btree ("bill_pattern_id");

CREATE INDEX "bills_code_idx" ON "bills" USING btree ("code");

CREATE INDEX "bills_bill_type_idx" ON "bills" USING btree ("bill_type");

CREATE INDEX "bills_currency_id_idx" ON "bills" USING btree ("currency_id");

CREATE INDEX "bills_payment_method_idx" ON "bills" USING btree ("payment_method");

CREATE INDEX "bills_customer_id_idx" ON "bills" USING btree ("customer_id");

CREATE INDEX "bills_customer_account_id_idx" ON "bills" USING btree ("customer_account_id");

CREATE INDEX "bills_cost_center_id_idx" ON "bills" USING btree ("cost_center_id");

CREATE INDEX "bills_store_id_idx" ON "bills" USING btree ("store_id");

CREATE INDEX "bills_material_account_id_idx" ON "bills" USING btree ("material_account_id");

CREATE INDEX "bills_vat_account_id_idx" ON "bills" USING btree ("vat_account_id");

CREATE INDEX "bills_connect_with_idx" ON "bills" USING btree ("connect_with");

CREATE INDEX "bills_connect_with_id_idx" ON "bills" USING btree ("connect_with_id");

CREATE INDEX "voucher_rows_parent_idx" ON "voucher_rows" USING btree ("parent_id","position");

CREATE INDEX "voucher_rows_account_id_idx" ON "voucher_rows" USING btree ("account_id");

CREATE INDEX "voucher_rows_cost_center_id_idx" ON "voucher_rows" USING btree ("cost_center_id");

CREATE INDEX "bill_materials_parent_idx" ON "bill_materials" USING btree ("parent_id","position");

CREATE INDEX "bill_materials_material_id_idx" ON "bill_materials" USING btree ("material_id");

CREATE INDEX "bill_adjustments_parent_idx" ON "bill_adjustments" USING btree ("parent_id","position");

CREATE INDEX "bill_adjustments_account_id_idx" ON "bill_adjustments" USING btree ("account_id");

CREATE INDEX "bill_adjustments_cost_center_id_idx" ON "bill_adjustments" USING btree ("cost_center_id");

CREATE INDEX "bill_adjustments_observe_account_id_idx" ON "bill_adjustments" USING btree ("observe_account_id");
