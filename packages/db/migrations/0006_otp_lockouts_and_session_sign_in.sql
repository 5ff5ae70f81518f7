CREATE TABLE "otp_lockouts" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "auth_tokens" ADD COLUMN "signed_in_with" text;--> statement-breakpoint
CREATE INDEX "otp_lockouts_window_idx" ON "otp_lockouts" USING btree ("window_started_at");