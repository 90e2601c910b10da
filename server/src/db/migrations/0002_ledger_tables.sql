CREATE TABLE "entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"date" date,
	"internal_number" text,
	"currency_id" uuid,
	"currency_val" numeric(20, 8) DEFAULT '1',
	"note" text,
	"feedback" boolean DEFAULT false NOT NULL,
	"created_from" text,
	"created_from_id" text,
	"created_from_code" integer,
	"debit" numeric(20, 4),
	"credit" numeric(20, 4),
	"search_text" text GENERATED ALWAYS AS (coalesce(internal_number, '') || ' ' || coalesce(note, '')) STORED
);

CREATE TABLE "entry_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"account_id" uuid,
	"debit" numeric(20, 4) DEFAULT '0',
	"credit" numeric(20, 4) DEFAULT '0',
	"cost_center_id" uuid,
	"observe_account_id" uuid,
	"note" text,
	"debit_base" numeric(20, 4),
	"credit_base" numeric(20, 4)
);

ALTER TABLE "entries" ADD CONSTRAINT "entries_currency_id_currencies_id_fk" FOREIGN KEY ("currency_id") REFERENCES "public"."currencies"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "entry_lines" ADD CONSTRAINT "entry_lines_parent_id_entries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."entries"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "entry_lines" ADD CONSTRAINT "entry_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "entry_lines" ADD CONSTRAINT "entry_lines_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "entry_lines" ADD CONSTRAINT "entry_lines_observe_account_id_accounts_id_fk" FOREIGN KEY ("observe_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

CREATE UNIQUE INDEX "entries_number_key" ON "entries" USING btree ("number");

CREATE INDEX "entries_search_idx" ON "entries" USING gin ("search_text" gin_trgm_ops);

CREATE INDEX "entries_date_idx" ON "entries" USING btree ("date");

CREATE INDEX "entries_currency_id_idx" ON "entries" USING btree ("currency_id");

CREATE INDEX "entries_created_from_idx" ON "entries" USING btree ("created_from");

CREATE INDEX "entries_created_from_id_idx" ON "entries" USING btree ("created_from_id");

CREATE INDEX "entry_lines_parent_idx" ON "entry_lines" USING btree ("parent_id","position");

CREATE INDEX "entry_lines_account_id_idx" ON "entry_lines" USING btree ("account_id");

CREATE INDEX "entry_lines_cost_center_id_idx" ON "entry_lines" USING btree ("cost_center_id");

CREATE INDEX "entry_lines_observe_account_id_idx" ON "entry_lines" USING btree ("observe_account_id");
