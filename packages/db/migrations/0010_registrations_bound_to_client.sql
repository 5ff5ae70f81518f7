CREATE TABLE "registrations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"key_hash" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"same_as" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registrations_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
ALTER TABLE "otp_codes" ADD COLUMN "registration_id" uuid;--> statement-breakpoint
CREATE INDEX "registrations_email_created_idx" ON "registrations" USING btree ("email","created_at");--> statement-breakpoint
ALTER TABLE "otp_codes" ADD CONSTRAINT "otp_codes_registration_id_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."registrations"("id") ON DELETE set null ON UPDATE no action;