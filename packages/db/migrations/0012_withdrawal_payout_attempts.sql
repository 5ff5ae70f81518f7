ALTER TABLE "withdrawals" ADD COLUMN "payout_attempted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "flag" text;