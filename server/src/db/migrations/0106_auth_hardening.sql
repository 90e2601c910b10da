-- Sign-in throttling moves from a log of failures to one row per address or account, changed
-- atomically (auth-throttle.ts); refresh tokens carry the family of the sign-in they come from.
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"attempts" integer NOT NULL,
	"next_allowed_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);

ALTER TABLE "refresh_tokens" ADD COLUMN "family_id" uuid DEFAULT gen_random_uuid() NOT NULL;

CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");
DROP TABLE "login_failures" CASCADE;
