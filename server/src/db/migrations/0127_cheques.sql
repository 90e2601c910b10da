CREATE TABLE "cheques" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date,
	"internal_number" text,
	"status" smallint DEFAULT 1,
	"amount" numeric(20, 4),
	"cheque_pattern_id" uuid,
	"code" integer,
	"customer_id" uuid,
	"beneficiary_name" text,
	"apartment_id" uuid,
	"shop_id" uuid,
	"parking_id" uuid,
	"villa_id" uuid,
	"land_id" uuid,
	"account_id" uuid,
	"cost_center_id" uuid,
	"observe_account_id" uuid,
	"observe_cost_center_id" uuid,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"bank_id" uuid,
	"without_due_date" boolean DEFAULT false NOT NULL,
	"due_date" date,
	"end_due_date" date,
	"deposit_status" boolean DEFAULT false NOT NULL,
	"note" text,
	"note1" text,
	"note2" text,
	"connect_with" smallint DEFAULT 0,
	"connect_with_id" text,
	"installment_id" text,
	"seller_id" uuid,
	"feedback" boolean DEFAULT false NOT NULL,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"collection_status" boolean DEFAULT false NOT NULL,
	"partial_collection_status" boolean DEFAULT false NOT NULL,
	"return_status" boolean DEFAULT false NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(internal_number, '') || ' ' || coalesce(beneficiary_name, '') || ' ' || coalesce(note, '') || ' ' || coalesce(note1, ''))) STORED
);

CREATE TABLE "op_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cheque_id" uuid,
	"date" date,
	"amount" numeric(20, 4),
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"cost_center_id" uuid,
	"note" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"feedback" boolean DEFAULT false NOT NULL,
	"commission_percentage" numeric(20, 4),
	"commission_value" numeric(20, 4),
	"commission_debit_id" uuid,
	"commission_credit_id" uuid,
	"commission_cost_center_id" uuid,
	"commission_note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(note, ''))) STORED
);

CREATE TABLE "op_partial_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cheque_id" uuid,
	"date" date,
	"amount" numeric(20, 4),
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"cost_center_id" uuid,
	"note" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"feedback" boolean DEFAULT false NOT NULL,
	"total_value" numeric(20, 4),
	"total_sum_prev" numeric(20, 4),
	"total_sum" numeric(20, 4),
	"rest" numeric(20, 4),
	"commission_percentage" numeric(20, 4),
	"commission_value" numeric(20, 4),
	"commission_debit_id" uuid,
	"commission_credit_id" uuid,
	"commission_cost_center_id" uuid,
	"commission_note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(note, ''))) STORED
);

CREATE TABLE "op_returns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cheque_id" uuid,
	"date" date,
	"amount" numeric(20, 4),
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"cost_center_id" uuid,
	"note" text,
	"gen_entries" boolean DEFAULT true NOT NULL,
	"feedback" boolean DEFAULT false NOT NULL,
	"reason" smallint,
	"reason_note" text,
	"connect_with_chq_id" uuid,
	"represented_at" date,
	"commission_percentage" numeric(20, 4),
	"commission_value" numeric(20, 4),
	"commission_debit_id" uuid,
	"commission_credit_id" uuid,
	"commission_cost_center_id" uuid,
	"commission_note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(note, ''))) STORED
);

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_cheque_pattern_id_cheque_patterns_id_fk" FOREIGN KEY ("cheque_pattern_id") REFERENCES "public"."cheque_patterns"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_apartment_id_apartments_id_fk" FOREIGN KEY ("apartment_id") REFERENCES "public"."apartments"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_parking_id_parkings_id_fk" FOREIGN KEY ("parking_id") REFERENCES "public"."parkings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_villa_id_villas_id_fk" FOREIGN KEY ("villa_id") REFERENCES "public"."villas"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_land_id_lands_id_fk" FOREIGN KEY ("land_id") REFERENCES "public"."lands"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_observe_account_id_accounts_id_fk" FOREIGN KEY ("observe_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_observe_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("observe_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_commission_debit_id_accounts_id_fk" FOREIGN KEY ("commission_debit_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_commission_credit_id_accounts_id_fk" FOREIGN KEY ("commission_credit_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_collections" ADD CONSTRAINT "op_collections_commission_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("commission_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_commission_debit_id_accounts_id_fk" FOREIGN KEY ("commission_debit_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_commission_credit_id_accounts_id_fk" FOREIGN KEY ("commission_credit_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_partial_collections" ADD CONSTRAINT "op_partial_collections_commission_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("commission_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_cheque_id_cheques_id_fk" FOREIGN KEY ("cheque_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_connect_with_chq_id_cheques_id_fk" FOREIGN KEY ("connect_with_chq_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_commission_debit_id_accounts_id_fk" FOREIGN KEY ("commission_debit_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_commission_credit_id_accounts_id_fk" FOREIGN KEY ("commission_credit_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "op_returns" ADD CONSTRAINT "op_returns_commission_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("commission_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "cheques_number_key" ON "cheques" USING btree ("code","number");

CREATE INDEX "cheques_search_idx" ON "cheques" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "cheques_date_idx" ON "cheques" USING btree ("date");

CREATE INDEX "cheques_status_idx" ON "cheques" USING btree ("status");

CREATE INDEX "cheques_cheque_pattern_id_idx" ON "cheques" USING btree ("cheque_pattern_id");

CREATE INDEX "cheques_code_idx" ON "cheques" USING btree ("code");

CREATE INDEX "cheques_customer_id_idx" ON "cheques" USING btree ("customer_id");

CREATE INDEX "cheques_apartment_id_idx" ON "cheques" USING btree ("apartment_id");

CREATE INDEX "cheques_shop_id_idx" ON "cheques" USING btree ("shop_id");

CREATE INDEX "cheques_parking_id_idx" ON "cheques" USING btree ("parking_id");

CREATE INDEX "cheques_villa_id_idx" ON "cheques" USING btree ("villa_id");

CREATE INDEX "cheques_land_id_idx" ON "cheques" USING btree ("land_id");

CREATE INDEX "cheques_account_id_idx" ON "cheques" USING btree ("account_id");

CREATE INDEX "cheques_cost_center_id_idx" ON "cheques" USING btree ("cost_center_id");

CREATE INDEX "cheques_observe_account_id_idx" ON "cheques" USING btree ("observe_account_id");

CREATE INDEX "cheques_observe_cost_center_id_idx" ON "cheques" USING btree ("observe_cost_center_id");

CREATE INDEX "cheques_currency_id_idx" ON "cheques" USING btree ("currency_id");

CREATE INDEX "cheques_bank_id_idx" ON "cheques" USING btree ("bank_id");

CREATE INDEX "cheques_due_date_idx" ON "cheques" USING btree ("due_date");

CREATE INDEX "cheques_deposit_status_idx" ON "cheques" USING btree ("deposit_status");

CREATE INDEX "cheques_connect_with_idx" ON "cheques" USING btree ("connect_with");

CREATE INDEX "cheques_connect_with_id_idx" ON "cheques" USING btree ("connect_with_id");

CREATE INDEX "cheques_installment_id_idx" ON "cheques" USING btree ("installment_id");

CREATE INDEX "cheques_seller_id_idx" ON "cheques" USING btree ("seller_id");

CREATE INDEX "cheques_feedback_idx" ON "cheques" USING btree ("feedback");

CREATE INDEX "cheques_collection_status_idx" ON "cheques" USING btree ("collection_status");

CREATE INDEX "cheques_partial_collection_status_idx" ON "cheques" USING btree ("partial_collection_status");

CREATE INDEX "cheques_return_status_idx" ON "cheques" USING btree ("return_status");

CREATE UNIQUE INDEX "op_collections_number_key" ON "op_collections" USING btree ("number");

CREATE INDEX "op_collections_search_idx" ON "op_collections" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "op_collections_cheque_id_idx" ON "op_collections" USING btree ("cheque_id");

CREATE INDEX "op_collections_date_idx" ON "op_collections" USING btree ("date");

CREATE INDEX "op_collections_currency_id_idx" ON "op_collections" USING btree ("currency_id");

CREATE INDEX "op_collections_debit_account_id_idx" ON "op_collections" USING btree ("debit_account_id");

CREATE INDEX "op_collections_credit_account_id_idx" ON "op_collections" USING btree ("credit_account_id");

CREATE INDEX "op_collections_cost_center_id_idx" ON "op_collections" USING btree ("cost_center_id");

CREATE INDEX "op_collections_feedback_idx" ON "op_collections" USING btree ("feedback");

CREATE INDEX "op_collections_commission_debit_id_idx" ON "op_collections" USING btree ("commission_debit_id");

CREATE INDEX "op_collections_commission_credit_id_idx" ON "op_collections" USING btree ("commission_credit_id");

CREATE INDEX "op_collections_commission_cost_center_id_idx" ON "op_collections" USING btree ("commission_cost_center_id");

CREATE UNIQUE INDEX "op_partial_collections_number_key" ON "op_partial_collections" USING btree ("cheque_id","number");

CREATE INDEX "op_partial_collections_search_idx" ON "op_partial_collections" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "op_partial_collections_cheque_id_idx" ON "op_partial_collections" USING btree ("cheque_id");

CREATE INDEX "op_partial_collections_date_idx" ON "op_partial_collections" USING btree ("date");

CREATE INDEX "op_partial_collections_currency_id_idx" ON "op_partial_collections" USING btree ("currency_id");

CREATE INDEX "op_partial_collections_debit_account_id_idx" ON "op_partial_collections" USING btree ("debit_account_id");

CREATE INDEX "op_partial_collections_credit_account_id_idx" ON "op_partial_collections" USING btree ("credit_account_id");

CREATE INDEX "op_partial_collections_cost_center_id_idx" ON "op_partial_collections" USING btree ("cost_center_id");

CREATE INDEX "op_partial_collections_feedback_idx" ON "op_partial_collections" USING btree ("feedback");

CREATE INDEX "op_partial_collections_commission_debit_id_idx" ON "op_partial_collections" USING btree ("commission_debit_id");

CREATE INDEX "op_partial_collections_commission_credit_id_idx" ON "op_partial_collections" USING btree ("commission_credit_id");

CREATE INDEX "op_partial_collections_commission_cost_center_id_idx" ON "op_partial_collections" USING btree ("commission_cost_center_id");

CREATE UNIQUE INDEX "op_returns_number_key" ON "op_returns" USING btree ("number");

CREATE INDEX "op_returns_search_idx" ON "op_returns" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "op_returns_cheque_id_idx" ON "op_returns" USING btree ("cheque_id");

CREATE INDEX "op_returns_date_idx" ON "op_returns" USING btree ("date");

CREATE INDEX "op_returns_currency_id_idx" ON "op_returns" USING btree ("currency_id");

CREATE INDEX "op_returns_debit_account_id_idx" ON "op_returns" USING btree ("debit_account_id");

CREATE INDEX "op_returns_credit_account_id_idx" ON "op_returns" USING btree ("credit_account_id");

CREATE INDEX "op_returns_cost_center_id_idx" ON "op_returns" USING btree ("cost_center_id");

CREATE INDEX "op_returns_feedback_idx" ON "op_returns" USING btree ("feedback");

CREATE INDEX "op_returns_reason_idx" ON "op_returns" USING btree ("reason");

CREATE INDEX "op_returns_connect_with_chq_id_idx" ON "op_returns" USING btree ("connect_with_chq_id");

CREATE INDEX "op_returns_represented_at_idx" ON "op_returns" USING btree ("represented_at");

CREATE INDEX "op_returns_commission_debit_id_idx" ON "op_returns" USING btree ("commission_debit_id");

CREATE INDEX "op_returns_commission_credit_id_idx" ON "op_returns" USING btree ("commission_credit_id");

CREATE INDEX "op_returns_commission_cost_center_id_idx" ON "op_returns" USING btree ("commission_cost_center_id");
