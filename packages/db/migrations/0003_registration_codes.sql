ALTER TABLE "otp_codes" ADD COLUMN "purpose" text DEFAULT 'sign_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "password_hash" text;--> statement-breakpoint
-- A password stored on a never-verified account was never proven to be the email owner's (it may be
-- a stranger's who registered the address first): drop it. The account stays; the next code
-- verified signs in without a password, and registering again sets one (DESIGN §6).
UPDATE "users" SET "password_hash" = NULL WHERE "email_verified_at" IS NULL AND "password_hash" IS NOT NULL;
