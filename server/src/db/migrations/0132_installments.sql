CREATE TABLE "installments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"contract_id" uuid,
	"total_amount" numeric(20, 4),
	"rest_amount" numeric(20, 4),
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"has_first_batch" boolean DEFAULT false NOT NULL,
	"first_batch" numeric(20, 4) DEFAULT '0',
	"payment_date" date,
	"installments_numbers" integer DEFAULT 4,
	"each_number" integer DEFAULT 3,
	"each_duration" smallint DEFAULT 2,
	"first_installment_date" date,
	"begin_number" integer DEFAULT 1,
	"bank_id" uuid,
	"beneficiary_name" text,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(beneficiary_name, ''))) STORED
);

ALTER TABLE "installments" ADD CONSTRAINT "installments_contract_id_contracts_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contracts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "installments" ADD CONSTRAINT "installments_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "installments" ADD CONSTRAINT "installments_bank_id_banks_id_fk" FOREIGN KEY ("bank_id") REFERENCES "public"."banks"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "installments_number_key" ON "installments" USING btree ("number");

CREATE INDEX "installments_search_idx" ON "installments" USING gin ("search_text" gin_trgm_ops);

CREATE UNIQUE INDEX "installments_contract_id_key" ON "installments" USING btree ("contract_id");

CREATE INDEX "installments_currency_id_idx" ON "installments" USING btree ("currency_id");

CREATE INDEX "installments_bank_id_idx" ON "installments" USING btree ("bank_id");
