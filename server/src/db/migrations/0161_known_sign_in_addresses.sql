CREATE TABLE "known_sign_in_addresses" (
	"staff_id" uuid NOT NULL,
	"address" text NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "known_sign_in_addresses_staff_id_address_pk" PRIMARY KEY("staff_id","address")
);

ALTER TABLE "known_sign_in_addresses" ADD CONSTRAINT "known_sign_in_addresses_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;
