CREATE TABLE "affiliates" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"code" text NOT NULL,
	"clicks" integer DEFAULT 0 NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "affiliates_code_unique" UNIQUE("code")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_source_kind_bucket_idx";--> statement-breakpoint
ALTER TABLE "ledger_held" DROP CONSTRAINT "ledger_held_pkey";--> statement-breakpoint
ALTER TABLE "ledger_held" ADD CONSTRAINT "ledger_held_source_id_seller_id_pk" PRIMARY KEY("source_id","seller_id");--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "affiliate_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "affiliate_commission_percent" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "affiliate_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "affiliate_id" uuid;--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "commission" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "affiliates" ADD CONSTRAINT "affiliates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "affiliates_seller_user_idx" ON "affiliates" USING btree ("seller_id","user_id");--> statement-breakpoint
CREATE INDEX "affiliates_user_idx" ON "affiliates" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "transactions" ADD CONSTRAINT "transactions_affiliate_id_affiliates_id_fk" FOREIGN KEY ("affiliate_id") REFERENCES "public"."affiliates"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_entries_source_owner_kind_bucket_idx" ON "ledger_entries" USING btree ("source_id","seller_id","kind","bucket");--> statement-breakpoint
-- Affiliate commissions (ADR 0050): the ledger's owner is any account, so a row is sandbox money
-- when its sale (or its refund's sale) went through the sandbox and the owner is the sale's seller
-- or its affiliate.
CREATE OR REPLACE FUNCTION "ledger_row_is_sandbox"("seller" uuid, "source" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "transactions" t WHERE t.id = source AND t.gateway = 'sandbox'
      AND (t.seller_id = seller OR EXISTS (SELECT 1 FROM "affiliates" a WHERE a.id = t.affiliate_id AND a.user_id = seller)))
    OR EXISTS (SELECT 1 FROM "refunds" f JOIN "transactions" s ON s.id = f.transaction_id
      WHERE f.id = source AND s.gateway = 'sandbox'
        AND (s.seller_id = seller OR EXISTS (SELECT 1 FROM "affiliates" a WHERE a.id = s.affiliate_id AND a.user_id = seller)))
    OR EXISTS (SELECT 1 FROM "withdrawals" w WHERE w.id = source AND w.simulated AND w.seller_id = seller)
$$;
--> statement-breakpoint
-- What a held row's release moves besides its own row (ADR 0020, ADR 0050): the owner's refund
-- rows booked from `pending` for refunds of the sale, and the seller's commission taken from it.
CREATE FUNCTION "ledger_held_adjustments"("source" uuid, "owner" uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (coalesce((SELECT sum(x.amount) FROM "ledger_entries" x JOIN "refunds" f ON f.id = x.source_id
      WHERE f.transaction_id = source AND x.seller_id = owner AND x.kind = 'refund' AND x.bucket = 'pending'), 0)
    + coalesce((SELECT sum(c.amount) FROM "ledger_entries" c WHERE c.source_id = source AND c.seller_id = owner
      AND c.kind = 'commission' AND c.bucket = 'pending' AND c.amount < 0), 0))::bigint
$$;
--> statement-breakpoint
-- Held money per (sale, owner): the seller's sale row, and an affiliate's commission row, each go
-- on hold and are released apart; the seller's commission and each owner's refunds from `pending`
-- take their part off the owner's held row.
CREATE OR REPLACE FUNCTION "ledger_totals_from_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The rows a statement deleted or changed are taken back first, then the rows it inserted or
  -- changed are added: the app only ever inserts (the ledger is append-only), but a row changed by
  -- hand (a test's hold moved into the past, an operator's fix) keeps the sums and holds true.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "ledger_totals" AS d ("seller_id", "kind", "bucket", "sandbox", "amount", "entries")
    SELECT o.seller_id, o.kind, o.bucket, "ledger_row_is_sandbox"(o.seller_id, o.source_id), -sum(o.amount), -count(*)
    FROM old_rows o GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox", "shard") DO UPDATE
      SET "amount" = d."amount" + excluded."amount", "entries" = d."entries" + excluded."entries";
    DELETE FROM "ledger_held" h USING old_rows o
    WHERE o.bucket = 'pending' AND (o.kind = 'sale' OR (o.kind = 'commission' AND o.amount > 0)) AND h.source_id = o.source_id AND h.seller_id = o.seller_id;
    UPDATE "ledger_held" h SET "amount" = h."amount" - r.amount
    FROM (SELECT a.source_id, a.seller_id, sum(a.amount) AS amount FROM (
        SELECT f.transaction_id AS source_id, x.seller_id, x.amount FROM old_rows x JOIN "refunds" f ON f.id = x.source_id
          WHERE x.kind = 'refund' AND x.bucket = 'pending'
        UNION ALL
        SELECT x.source_id, x.seller_id, x.amount FROM old_rows x WHERE x.kind = 'commission' AND x.bucket = 'pending' AND x.amount < 0
      ) AS a GROUP BY 1, 2) AS r
    WHERE h.source_id = r.source_id AND h.seller_id = r.seller_id;
    INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox", "available_at", "amount")
    SELECT s.source_id, s.seller_id, "ledger_row_is_sandbox"(s.seller_id, s.source_id), s.available_at,
      s.amount + "ledger_held_adjustments"(s.source_id, s.seller_id)
    FROM "ledger_entries" s JOIN old_rows o ON o.source_id = s.source_id AND o.seller_id = s.seller_id AND o.kind = 'release'
    WHERE s.bucket = 'pending' AND (s.kind = 'sale' OR (s.kind = 'commission' AND s.amount > 0))
      AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = s.source_id AND r.seller_id = s.seller_id AND r.kind = 'release')
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "ledger_totals" AS d ("seller_id", "kind", "bucket", "sandbox", "amount", "entries")
    SELECT n.seller_id, n.kind, n.bucket, "ledger_row_is_sandbox"(n.seller_id, n.source_id), sum(n.amount), count(*)
    FROM new_rows n GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox", "shard") DO UPDATE
      SET "amount" = d."amount" + excluded."amount", "entries" = d."entries" + excluded."entries";
    UPDATE "ledger_held" h SET "amount" = h."amount" + r.amount
    FROM (SELECT a.source_id, a.seller_id, sum(a.amount) AS amount FROM (
        SELECT f.transaction_id AS source_id, x.seller_id, x.amount FROM new_rows x JOIN "refunds" f ON f.id = x.source_id
          WHERE x.kind = 'refund' AND x.bucket = 'pending'
        UNION ALL
        SELECT x.source_id, x.seller_id, x.amount FROM new_rows x WHERE x.kind = 'commission' AND x.bucket = 'pending' AND x.amount < 0
      ) AS a GROUP BY 1, 2) AS r
    WHERE h.source_id = r.source_id AND h.seller_id = r.seller_id;
    INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox", "available_at", "amount")
    SELECT n.source_id, n.seller_id, "ledger_row_is_sandbox"(n.seller_id, n.source_id), n.available_at,
      n.amount + "ledger_held_adjustments"(n.source_id, n.seller_id)
    FROM new_rows n
    WHERE n.bucket = 'pending' AND (n.kind = 'sale' OR (n.kind = 'commission' AND n.amount > 0))
      AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = n.source_id AND r.seller_id = n.seller_id AND r.kind = 'release')
    ON CONFLICT DO NOTHING;
    DELETE FROM "ledger_held" h USING new_rows n
    WHERE n.kind = 'release' AND h.source_id = n.source_id AND h.seller_id = n.seller_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP FUNCTION "ledger_held_refunds"(uuid);
