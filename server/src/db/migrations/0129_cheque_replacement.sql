ALTER TABLE "cheques" ADD COLUMN "replacement_cheque_id" uuid;

ALTER TABLE "cheques" ADD COLUMN "replaces_cheque_id" uuid;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_replacement_cheque_id_cheques_id_fk" FOREIGN KEY ("replacement_cheque_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;

ALTER TABLE "cheques" ADD CONSTRAINT "cheques_replaces_cheque_id_cheques_id_fk" FOREIGN KEY ("replaces_cheque_id") REFERENCES "public"."cheques"("id") ON DELETE no action ON UPDATE no action;

CREATE INDEX "cheques_replacement_cheque_id_idx" ON "cheques" USING btree ("replacement_cheque_id");

CREATE INDEX "cheques_replaces_cheque_id_idx" ON "cheques" USING btree ("replaces_cheque_id");
