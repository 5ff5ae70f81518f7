CREATE TABLE "discounts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"code" text NOT NULL,
	"type" text NOT NULL,
	"value" integer NOT NULL,
	"product_ids" jsonb,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"max_redemptions" integer,
	"active" boolean DEFAULT true NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "code" text;--> statement-breakpoint
-- Backfill (ADR 0019): an order code for every existing transaction, 'LPK-' + 6 Crockford base32
-- characters drawn from the bytes of md5(id || salt); the salt is bumped for the rare rows that
-- collide (with each other or a later one), so the unique constraint below always holds.
DO $$
DECLARE
  salt integer := 0;
BEGIN
  LOOP
    UPDATE "transactions" t SET "code" = 'LPK-' || (
      SELECT string_agg(substr('0123456789ABCDEFGHJKMNPQRSTVWXYZ',
        (get_byte(decode(md5(t."id"::text || salt::text), 'hex'), n) % 32) + 1, 1), '' ORDER BY n)
      FROM generate_series(0, 5) AS n)
    WHERE t."code" IS NULL OR t."id" IN (
      SELECT d."id" FROM "transactions" d
      WHERE d."code" IN (SELECT c."code" FROM "transactions" c GROUP BY c."code" HAVING count(*) > 1)
        AND d."id" <> (SELECT min(e."id"::text)::uuid FROM "transactions" e WHERE e."code" = d."code"));
    EXIT WHEN NOT EXISTS (SELECT 1 FROM "transactions" c GROUP BY c."code" HAVING count(*) > 1);
    salt := salt + 1;
  END LOOP;
END $$;--> statement-breakpoint
ALTER TABLE "transactions" ALTER COLUMN "code" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "items" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "bump_file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount_code" text;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "discount_id" uuid;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "discounts_seller_code_live_idx" ON "discounts" USING btree ("seller_id",lower("code")) WHERE "discounts"."deleted_at" is null;--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_discount_id_discounts_id_fk" FOREIGN KEY ("discount_id") REFERENCES "public"."discounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "transactions_discount_idx" ON "transactions" USING btree ("discount_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_code_unique" UNIQUE("code");