CREATE TABLE "owner_expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date,
	"receipt_number" text,
	"owner_id" uuid,
	"account_id" uuid,
	"cost_center_id" uuid,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"note" text,
	"total" numeric(20, 4),
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(receipt_number, '') || ' ' || coalesce(note, ''))) STORED
);

CREATE TABLE "owner_expense_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"expense_type_id" uuid,
	"amount" numeric(20, 4) DEFAULT '0',
	"date" date,
	"receipt_number" text,
	"cost_center_id" uuid,
	"note" text
);

ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_expenses" ADD CONSTRAINT "owner_expenses_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_expense_rows" ADD CONSTRAINT "owner_expense_rows_parent_id_owner_expenses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."owner_expenses"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "owner_expense_rows" ADD CONSTRAINT "owner_expense_rows_expense_type_id_owner_expense_types_id_fk" FOREIGN KEY ("expense_type_id") REFERENCES "public"."owner_expense_types"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_expense_rows" ADD CONSTRAINT "owner_expense_rows_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "owner_expenses_number_key" ON "owner_expenses" USING btree ("number");

CREATE INDEX "owner_expenses_search_idx" ON "owner_expenses" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "owner_expenses_date_idx" ON "owner_expenses" USING btree ("date");

CREATE INDEX "owner_expenses_owner_id_idx" ON "owner_expenses" USING btree ("owner_id");

CREATE INDEX "owner_expenses_account_id_idx" ON "owner_expenses" USING btree ("account_id");

CREATE INDEX "owner_expenses_cost_center_id_idx" ON "owner_expenses" USING btree ("cost_center_id");

CREATE INDEX "owner_expenses_currency_id_idx" ON "owner_expenses" USING btree ("currency_id");

CREATE INDEX "owner_expense_rows_parent_idx" ON "owner_expense_rows" USING btree ("parent_id","position");

CREATE INDEX "owner_expense_rows_expense_type_id_idx" ON "owner_expense_rows" USING btree ("expense_type_id");

CREATE INDEX "owner_expense_rows_cost_center_id_idx" ON "owner_expense_rows" USING btree ("cost_center_id");
