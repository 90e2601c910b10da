ALTER TABLE "entries" ADD COLUMN "account_id" uuid;

ALTER TABLE "entries" ADD COLUMN "cost_center_id" uuid;

ALTER TABLE "entries" ADD COLUMN "observe_account_id" uuid;

ALTER TABLE "entries" ADD CONSTRAINT "entries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "entries" ADD CONSTRAINT "entries_cost_center_id_cost_centers_id_fk" FOREIGN KEY ("cost_center_id") REFERENCES "public"."cost_centers"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "entries" ADD CONSTRAINT "entries_observe_account_id_accounts_id_fk" FOREIGN KEY ("observe_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;

CREATE INDEX "entries_account_id_idx" ON "entries" USING btree ("account_id");

CREATE INDEX "entries_cost_center_id_idx" ON "entries" USING btree ("cost_center_id");

CREATE INDEX "entries_observe_account_id_idx" ON "entries" USING btree ("observe_account_id");

-- Entries already written: their first line's account, cost center and observe account. Filling
-- list columns changes no figure, so a locked period does not stop it.
ALTER TABLE "entries" DISABLE TRIGGER "entries_period_lock";

UPDATE "entries" e
   SET "account_id" = l."account_id", "cost_center_id" = l."cost_center_id",
       "observe_account_id" = l."observe_account_id"
  FROM (SELECT DISTINCT ON ("parent_id") "parent_id", "account_id", "cost_center_id", "observe_account_id"
          FROM "entry_lines" ORDER BY "parent_id", "position") l
 WHERE l."parent_id" = e."id";

ALTER TABLE "entries" ENABLE TRIGGER "entries_period_lock";
