CREATE TABLE "tracking_settings" (
	"seller_id" uuid PRIMARY KEY NOT NULL,
	"meta_pixel_id" text,
	"meta_access_token_encrypted" text,
	"tiktok_pixel_id" text,
	"tiktok_access_token_encrypted" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "checkout_client" jsonb;--> statement-breakpoint
ALTER TABLE "tracking_settings" ADD CONSTRAINT "tracking_settings_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;