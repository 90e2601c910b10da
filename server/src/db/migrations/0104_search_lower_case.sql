-- Search text kept in lower case (server/src/db/tables.ts); dropping the generated column took
-- its trigram index with it, so each index is made again at the end.
ALTER TABLE "accounts" drop column "search_text";

ALTER TABLE "accounts" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "cost_centers" drop column "search_text";

ALTER TABLE "cost_centers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "currencies" drop column "search_text";

ALTER TABLE "currencies" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "countries" drop column "search_text";

ALTER TABLE "countries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "banks" drop column "search_text";

ALTER TABLE "banks" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(address, ''))) STORED;

ALTER TABLE "owners" drop column "search_text";

ALTER TABLE "owners" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(id_card, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(cell_phone, '') || ' ' || coalesce(email, ''))) STORED;

ALTER TABLE "sellers" drop column "search_text";

ALTER TABLE "sellers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(id_card, '') || ' ' || coalesce(passport, '') || ' ' || coalesce(work_card_number, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(cell_phone, '') || ' ' || coalesce(email, ''))) STORED;

ALTER TABLE "lessors" drop column "search_text";

ALTER TABLE "lessors" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(passport, '') || ' ' || coalesce(id_card, '') || ' ' || coalesce(lessor_card, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(cell_phone, '') || ' ' || coalesce(mobile, '') || ' ' || coalesce(email, ''))) STORED;

ALTER TABLE "users" drop column "search_text";

ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(phone, '') || ' ' || coalesce(work_phone, '') || ' ' || coalesce(email, '') || ' ' || coalesce(trn_number, '') || ' ' || coalesce(national_id, '') || ' ' || coalesce(passport_number, '') || ' ' || coalesce(commercial_register, '') || ' ' || coalesce(barcode, ''))) STORED;

ALTER TABLE "stores" drop column "search_text";

ALTER TABLE "stores" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(address, '') || ' ' || coalesce(warehouseman, ''))) STORED;

ALTER TABLE "material_groups" drop column "search_text";

ALTER TABLE "material_groups" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "materials" drop column "search_text";

ALTER TABLE "materials" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(barcode1, '') || ' ' || coalesce(barcode2, '') || ' ' || coalesce(barcode3, ''))) STORED;

ALTER TABLE "categories" drop column "search_text";

ALTER TABLE "categories" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(name, '') || ' ' || coalesce(ltnname, '') || ' ' || coalesce(description, ''))) STORED;

ALTER TABLE "category_problems" drop column "search_text";

ALTER TABLE "category_problems" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(description, '') || ' ' || coalesce(ltndescription, ''))) STORED;

ALTER TABLE "owner_expense_types" drop column "search_text";

ALTER TABLE "owner_expense_types" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "lack_reasons" drop column "search_text";

ALTER TABLE "lack_reasons" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code::text, '') || ' ' || coalesce(reason, '') || ' ' || coalesce(ltnreason, ''))) STORED;

ALTER TABLE "staff" drop column "search_text";

ALTER TABLE "staff" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(email, '') || ' ' || coalesce(name, ''))) STORED;

ALTER TABLE "entries" drop column "search_text";

ALTER TABLE "entries" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(internal_number, '') || ' ' || coalesce(note, ''))) STORED;

ALTER TABLE "contract_patterns" drop column "search_text";

ALTER TABLE "contract_patterns" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "cheque_patterns" drop column "search_text";

ALTER TABLE "cheque_patterns" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "voucher_patterns" drop column "search_text";

ALTER TABLE "voucher_patterns" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "bill_patterns" drop column "search_text";

ALTER TABLE "bill_patterns" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(code::text, '') || ' ' || coalesce(name, '') || ' ' || coalesce(ltnname, ''))) STORED;

ALTER TABLE "vouchers" drop column "search_text";

ALTER TABLE "vouchers" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(internal_number, '') || ' ' || coalesce(note, ''))) STORED;

ALTER TABLE "bills" drop column "search_text";

ALTER TABLE "bills" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(coalesce(receipt_number, '') || ' ' || coalesce(note, ''))) STORED;

CREATE INDEX "accounts_search_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "cost_centers_search_idx" ON "cost_centers" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "currencies_search_idx" ON "currencies" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "countries_search_idx" ON "countries" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "banks_search_idx" ON "banks" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "owners_search_idx" ON "owners" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "sellers_search_idx" ON "sellers" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "lessors_search_idx" ON "lessors" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "users_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "stores_search_idx" ON "stores" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "material_groups_search_idx" ON "material_groups" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "materials_search_idx" ON "materials" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "categories_search_idx" ON "categories" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "category_problems_search_idx" ON "category_problems" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "owner_expense_types_search_idx" ON "owner_expense_types" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "lack_reasons_search_idx" ON "lack_reasons" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "staff_search_idx" ON "staff" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "entries_search_idx" ON "entries" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "contract_patterns_search_idx" ON "contract_patterns" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "cheque_patterns_search_idx" ON "cheque_patterns" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "voucher_patterns_search_idx" ON "voucher_patterns" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "bill_patterns_search_idx" ON "bill_patterns" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "vouchers_search_idx" ON "vouchers" USING gin ("search_text" gin_trgm_ops);
CREATE INDEX "bills_search_idx" ON "bills" USING gin ("search_text" gin_trgm_ops);
