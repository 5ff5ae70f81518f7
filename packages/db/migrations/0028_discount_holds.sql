-- ADR 0025: a pending attempt holds its discount code's use until `discount_held_until` (a paid one
-- always keeps it). Attempts pending at the upgrade keep the hold they had: until their expiry.
ALTER TABLE "transactions" ADD COLUMN "discount_held_until" timestamp with time zone;--> statement-breakpoint
UPDATE "transactions" SET "discount_held_until" = "expires_at" WHERE "discount_id" IS NOT NULL AND "status" = 'pending';
