CREATE TABLE "reservation_properties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" uuid,
	"building_id" uuid,
	"property_type" smallint,
	"property_id" uuid,
	"book_date" date,
	"end_book_date" date,
	"reservation_expired" boolean DEFAULT false NOT NULL,
	"has_payment" boolean DEFAULT false NOT NULL,
	"payment_amount" numeric(20, 4),
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"debit_account_id" uuid,
	"credit_account_id" uuid,
	"debit_cost_center_id" uuid,
	"credit_cost_center_id" uuid,
	"payment_method" smallint,
	"note" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(note, ''))) STORED
);

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_debit_account_id_accounts_id_fk" FOREIGN KEY ("debit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_credit_account_id_accounts_id_fk" FOREIGN KEY ("credit_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_debit_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("debit_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "reservation_properties" ADD CONSTRAINT "reservation_properties_credit_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("credit_cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "reservation_properties_number_key" ON "reservation_properties" USING btree ("number");

CREATE INDEX "reservation_properties_search_idx" ON "reservation_properties" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "reservation_properties_account_id_idx" ON "reservation_properties" USING btree ("account_id");

CREATE INDEX "reservation_properties_building_id_idx" ON "reservation_properties" USING btree ("building_id");

CREATE INDEX "reservation_properties_property_type_idx" ON "reservation_properties" USING btree ("property_type");

CREATE INDEX "reservation_properties_property_id_idx" ON "reservation_properties" USING btree ("property_id");

CREATE INDEX "reservation_properties_book_date_idx" ON "reservation_properties" USING btree ("book_date");

CREATE INDEX "reservation_properties_reservation_expired_idx" ON "reservation_properties" USING btree ("reservation_expired");

CREATE INDEX "reservation_properties_has_payment_idx" ON "reservation_properties" USING btree ("has_payment");

CREATE INDEX "reservation_properties_currency_id_idx" ON "reservation_properties" USING btree ("currency_id");

CREATE INDEX "reservation_properties_debit_account_id_idx" ON "reservation_properties" USING btree ("debit_account_id");

CREATE INDEX "reservation_properties_credit_account_id_idx" ON "reservation_properties" USING btree ("credit_account_id");

CREATE INDEX "reservation_properties_debit_cost_center_id_idx" ON "reservation_properties" USING btree ("debit_cost_center_id");

CREATE INDEX "reservation_properties_credit_cost_center_id_idx" ON "reservation_properties" USING btree ("credit_cost_center_id");
