CREATE TABLE "owner_statements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"month" date,
	"building_id" uuid,
	"owner_id" uuid,
	"account_id" uuid,
	"commission_rate" numeric(20, 4),
	"opening_balance" numeric(20, 4),
	"rent_collected" numeric(20, 4),
	"commission" numeric(20, 4),
	"owner_expenses" numeric(20, 4),
	"other_deductions" numeric(20, 4),
	"net_due" numeric(20, 4),
	"closing_balance" numeric(20, 4),
	"paid" boolean DEFAULT false NOT NULL,
	"payout_voucher_id" uuid,
	"note" text
);

CREATE TABLE "owner_statement_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"unit" text,
	"rent" numeric(20, 4),
	"commission" numeric(20, 4),
	"owner_share" numeric(20, 4)
);

ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_building_id_buildings_id_fk" FOREIGN KEY ("building_id") REFERENCES "public"."buildings"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_owner_id_owners_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."owners"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_statements" ADD CONSTRAINT "owner_statements_payout_voucher_id_vouchers_id_fk" FOREIGN KEY ("payout_voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "owner_statement_rows" ADD CONSTRAINT "owner_statement_rows_parent_id_owner_statements_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."owner_statements"("id") ON DELETE cascade ON UPDATE no action;

CREATE UNIQUE INDEX "owner_statements_number_key" ON "owner_statements" USING btree ("number");

CREATE INDEX "owner_statements_month_idx" ON "owner_statements" USING btree ("month");

CREATE INDEX "owner_statements_building_id_idx" ON "owner_statements" USING btree ("building_id");

CREATE INDEX "owner_statements_owner_id_idx" ON "owner_statements" USING btree ("owner_id");

CREATE INDEX "owner_statements_account_id_idx" ON "owner_statements" USING btree ("account_id");

CREATE INDEX "owner_statements_paid_idx" ON "owner_statements" USING btree ("paid");

CREATE INDEX "owner_statements_payout_voucher_id_idx" ON "owner_statements" USING btree ("payout_voucher_id");

CREATE INDEX "owner_statement_rows_parent_idx" ON "owner_statement_rows" USING btree ("parent_id","position");

-- One statement per building and month (the server says so first, per field).
CREATE UNIQUE INDEX "owner_statements_building_month_key" ON "owner_statements" USING btree ("building_id","month");
