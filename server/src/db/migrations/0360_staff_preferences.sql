CREATE TABLE "staff_preferences" (
	"staff_id" uuid PRIMARY KEY NOT NULL,
	"hijri_dates" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "staff_preferences" ADD CONSTRAINT "staff_preferences_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
