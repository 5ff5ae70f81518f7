-- ADR 0021 "Limits on what is sent and to whom": each WhatsApp message records the number it went
-- to, so the per-number limits (3 a day, 5 a week) are counted in the database by every instance;
-- phone verification codes are messages too (no transaction, the seller's user id); a seller's
-- number is verified with a code (`phone_codes`, `users.phone_verified_at`) before the new-sale
-- alert goes to it. Sellers who turned the alert on before get none until they verify.
CREATE TABLE "phone_codes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ALTER COLUMN "transaction_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "user_id" uuid;--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD COLUMN "recipient" text;--> statement-breakpoint
ALTER TABLE "phone_codes" ADD CONSTRAINT "phone_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_codes_user_created_idx" ON "phone_codes" USING btree ("user_id","created_at");--> statement-breakpoint
ALTER TABLE "whatsapp_messages" ADD CONSTRAINT "whatsapp_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "whatsapp_messages_recipient_created_idx" ON "whatsapp_messages" USING btree ("recipient","created_at");--> statement-breakpoint
-- The last week's messages count toward the limits from the start: their numbers, as stored then.
UPDATE "whatsapp_messages" AS m SET "recipient" = t."buyer_phone" FROM "transactions" AS t
  WHERE m."transaction_id" = t."id" AND m."kind" <> 'new_sale' AND m."created_at" > now() - interval '7 days';--> statement-breakpoint
UPDATE "whatsapp_messages" AS m SET "recipient" = u."phone" FROM "transactions" AS t, "users" AS u
  WHERE m."transaction_id" = t."id" AND t."seller_id" = u."id" AND m."kind" = 'new_sale'
    AND m."created_at" > now() - interval '7 days';
