ALTER TABLE "users" ADD COLUMN "disabled_payment_methods" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD COLUMN "simulated" boolean DEFAULT false NOT NULL;