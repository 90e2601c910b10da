CREATE TABLE "alert_reads" (
	"staff_id" uuid NOT NULL,
	"alert_key" text NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alert_reads_staff_id_alert_key_pk" PRIMARY KEY("staff_id","alert_key")
);

CREATE TABLE "alert_settings" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"digest_sent_on" date
);

ALTER TABLE "alert_reads" ADD CONSTRAINT "alert_reads_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;

ALTER TABLE "alert_settings" ADD CONSTRAINT "alert_settings_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
