-- A seller with 100,000 sales (DESIGN §6, ADR 0035). pg_trgm for the search box's trigram index
-- (PostgreSQL's contrib; PGlite loads it as an extension, `packages/db/src/client.ts`; ADR 0036).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE TABLE "sales_sources_daily" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"campaign" text NOT NULL,
	"sales" integer DEFAULT 0 NOT NULL,
	"revenue" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_sources_daily_seller_id_day_source_campaign_pk" PRIMARY KEY("seller_id","day","source","campaign")
);
--> statement-breakpoint
CREATE TABLE "seller_customers" (
	"seller_id" uuid NOT NULL,
	"email" text NOT NULL,
	"last_purchase_at" timestamp with time zone NOT NULL,
	"names" text NOT NULL,
	CONSTRAINT "seller_customers_seller_id_email_pk" PRIMARY KEY("seller_id","email")
);
--> statement-breakpoint
DROP INDEX "ledger_entries_seller_idx";--> statement-breakpoint
DROP INDEX "ledger_held_seller_idx";--> statement-breakpoint
DROP INDEX "transactions_seller_created_idx";--> statement-breakpoint
ALTER TABLE "ledger_held" ADD COLUMN "available_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "ledger_held" ADD COLUMN "amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_totals" ADD COLUMN "entries" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_sources_daily" ADD CONSTRAINT "sales_sources_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_customers" ADD CONSTRAINT "seller_customers_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "seller_customers_recent_idx" ON "seller_customers" USING btree ("seller_id","last_purchase_at" DESC NULLS LAST,"email");--> statement-breakpoint
CREATE INDEX "ledger_entries_seller_created_idx" ON "ledger_entries" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "ledger_held_seller_due_idx" ON "ledger_held" USING btree ("seller_id","available_at");--> statement-breakpoint
CREATE INDEX "seller_customers_search_idx" ON "seller_customers" USING gin ((email || E'\n' || names) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_search_idx" ON "transactions" USING gin ((buyer_name || E'\n' || buyer_email || E'\n' || code || E'\n' || coalesce(discount_code, '') || E'\n' || coalesce(product_snapshot ->> 'title', '')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "transactions_seller_created_idx" ON "transactions" USING btree ("seller_id","created_at","id");
--> statement-breakpoint
-- What the refunds of the sale `source` took out of its `pending` while it was held (≤ 0, rupiah;
-- ADR 0020); a held sale's release moves its net plus this (`releaseDueSales` in payments/ledger.ts).
CREATE FUNCTION "ledger_held_refunds"("source" uuid) RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(x.amount), 0)::bigint FROM "ledger_entries" x JOIN "refunds" f ON f.id = x.source_id
  WHERE f.transaction_id = source AND x.kind = 'refund' AND x.bucket = 'pending'
$$;
--> statement-breakpoint
-- Ledger rows counted beside their sums (the ledger page's total), and each held sale's release time
-- and amount kept on its `ledger_held` row: a refund booked from `pending` takes its part off there,
-- as the release will. Held rows that existed take their refunds' part first; a sale booked in the
-- same statement as its refunds (never by the app) sums them from the table, once.
CREATE OR REPLACE FUNCTION "ledger_totals_from_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- The rows a statement deleted or changed are taken back first, then the rows it inserted or
  -- changed are added: the app only ever inserts (the ledger is append-only), but a row changed by
  -- hand (a test's hold moved into the past, an operator's fix) keeps the sums and holds true.
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO "ledger_totals" AS d ("seller_id", "kind", "bucket", "sandbox", "amount", "entries")
    SELECT o.seller_id, o.kind, o.bucket, "ledger_row_is_sandbox"(o.seller_id, o.source_id), -sum(o.amount), -count(*)
    FROM old_rows o GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox") DO UPDATE
      SET "amount" = d."amount" + excluded."amount", "entries" = d."entries" + excluded."entries";
    DELETE FROM "ledger_held" h USING old_rows o WHERE o.kind = 'sale' AND h.source_id = o.source_id;
    UPDATE "ledger_held" h SET "amount" = h."amount" - r.amount
    FROM (SELECT f.transaction_id, sum(o.amount) AS amount FROM old_rows o JOIN "refunds" f ON f.id = o.source_id
      WHERE o.kind = 'refund' AND o.bucket = 'pending' GROUP BY 1) AS r
    WHERE h.source_id = r.transaction_id;
    INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox", "available_at", "amount")
    SELECT s.source_id, s.seller_id, "ledger_row_is_sandbox"(s.seller_id, s.source_id), s.available_at,
      s.amount + "ledger_held_refunds"(s.source_id)
    FROM "ledger_entries" s JOIN old_rows o ON o.source_id = s.source_id AND o.kind = 'release'
    WHERE s.kind = 'sale' AND s.bucket = 'pending'
      AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = s.source_id AND r.kind = 'release')
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "ledger_totals" AS d ("seller_id", "kind", "bucket", "sandbox", "amount", "entries")
    SELECT n.seller_id, n.kind, n.bucket, "ledger_row_is_sandbox"(n.seller_id, n.source_id), sum(n.amount), count(*)
    FROM new_rows n GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox") DO UPDATE
      SET "amount" = d."amount" + excluded."amount", "entries" = d."entries" + excluded."entries";
    UPDATE "ledger_held" h SET "amount" = h."amount" + r.amount
    FROM (SELECT f.transaction_id, sum(n.amount) AS amount FROM new_rows n JOIN "refunds" f ON f.id = n.source_id
      WHERE n.kind = 'refund' AND n.bucket = 'pending' GROUP BY 1) AS r
    WHERE h.source_id = r.transaction_id;
    INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox", "available_at", "amount")
    SELECT n.source_id, n.seller_id, "ledger_row_is_sandbox"(n.seller_id, n.source_id), n.available_at,
      n.amount + "ledger_held_refunds"(n.source_id)
    FROM new_rows n
    WHERE n.kind = 'sale' AND n.bucket = 'pending'
      AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = n.source_id AND r.kind = 'release')
    ON CONFLICT DO NOTHING;
    DELETE FROM "ledger_held" h USING new_rows n WHERE n.kind = 'release' AND h.source_id = n.source_id;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_totals_update" AFTER UPDATE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_from_entries"();
--> statement-breakpoint
UPDATE "ledger_held" h SET "available_at" = s.available_at, "amount" = s.amount + "ledger_held_refunds"(s.source_id)
FROM "ledger_entries" s WHERE s.source_id = h.source_id AND s.kind = 'sale' AND s.bucket = 'pending';
--> statement-breakpoint
UPDATE "ledger_totals" d SET "entries" = c.entries
FROM (SELECT e.seller_id, e.kind, e.bucket, "ledger_row_is_sandbox"(e.seller_id, e.source_id) AS sandbox, count(*) AS entries
  FROM "ledger_entries" e GROUP BY 1, 2, 3, 4) AS c
WHERE d.seller_id = c.seller_id AND d.kind = c.kind AND d.bucket = c.bucket AND d.sandbox = c.sandbox;
--> statement-breakpoint
-- Customers (`seller_customers`): one row per seller and buyer email with a paid transaction, its
-- last purchase and every name used, one per line (a search box's text never holds a line break, so
-- a match never spans two names). A transaction becoming paid ADDS to its customer — the later of
-- the two times, the union of the names — which commutes, so concurrent payments of one buyer
-- never lose each other's. A paid transaction that stops counting for its customer (unpaid, moved
-- to another buyer or seller, renamed, re-dated, deleted: never by checkout or a webhook, only by
-- hand) has its customer summed again from their rows, after locking that row, so the statement
-- that sums sees every payment committed before it.
CREATE FUNCTION "seller_customers_add"("seller" uuid, "buyer" text, "last" timestamptz, "added" text) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "seller_customers" AS c ("seller_id", "email", "last_purchase_at", "names")
  VALUES (seller, buyer, last, added)
  ON CONFLICT ("seller_id", "email") DO UPDATE SET
    "last_purchase_at" = greatest(c.last_purchase_at, excluded.last_purchase_at),
    "names" = (SELECT string_agg(DISTINCT name, E'\n') FROM unnest(string_to_array(c.names || E'\n' || excluded.names, E'\n')) AS name);
$$;
--> statement-breakpoint
CREATE FUNCTION "seller_customers_refresh"("seller" uuid, "buyer" text) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM "seller_customers" c WHERE c.seller_id = seller AND c.email = buyer FOR UPDATE;
  DELETE FROM "seller_customers" c WHERE c.seller_id = seller AND c.email = buyer
    AND NOT EXISTS (SELECT 1 FROM "transactions" t WHERE t.seller_id = seller AND t.buyer_email = buyer AND t.status = 'paid');
  INSERT INTO "seller_customers" AS c ("seller_id", "email", "last_purchase_at", "names")
  SELECT seller, buyer, max(coalesce(t.paid_at, t.created_at)), string_agg(DISTINCT t.buyer_name, E'\n')
  FROM "transactions" t
  WHERE t.seller_id = seller AND t.buyer_email = buyer AND t.status = 'paid'
  HAVING count(*) > 0
  ON CONFLICT ("seller_id", "email") DO UPDATE SET "last_purchase_at" = excluded.last_purchase_at, "names" = excluded.names;
END $$;
--> statement-breakpoint
CREATE FUNCTION "seller_customers_from_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "seller_customers_add"(p.seller_id, p.buyer_email, p.last, p.names)
    FROM (SELECT n.seller_id, n.buyer_email, max(coalesce(n.paid_at, n.created_at)) AS last, string_agg(DISTINCT n.buyer_name, E'\n') AS names
      FROM new_rows n WHERE n.status = 'paid' GROUP BY 1, 2) AS p;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "seller_customers_refresh"(p.seller_id, p.buyer_email)
    FROM (SELECT DISTINCT o.seller_id, o.buyer_email FROM old_rows o WHERE o.status = 'paid') AS p;
  ELSE
    PERFORM "seller_customers_refresh"(p.seller_id, p.buyer_email)
    FROM (SELECT DISTINCT o.seller_id, o.buyer_email FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE o.status = 'paid' AND (n.status <> o.status OR n.paid_at IS DISTINCT FROM o.paid_at OR n.created_at <> o.created_at
          OR n.buyer_email <> o.buyer_email OR n.buyer_name <> o.buyer_name OR n.seller_id <> o.seller_id)) AS p;
    PERFORM "seller_customers_add"(p.seller_id, p.buyer_email, p.last, p.names)
    FROM (SELECT n.seller_id, n.buyer_email, max(coalesce(n.paid_at, n.created_at)) AS last, string_agg(DISTINCT n.buyer_name, E'\n') AS names
      FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.status = 'paid' AND (n.status <> o.status OR n.paid_at IS DISTINCT FROM o.paid_at OR n.created_at <> o.created_at
          OR n.buyer_email <> o.buyer_email OR n.buyer_name <> o.buyer_name OR n.seller_id <> o.seller_id) GROUP BY 1, 2) AS p;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "seller_customers_transactions_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_customers_from_transactions"();
--> statement-breakpoint
CREATE TRIGGER "seller_customers_transactions_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_customers_from_transactions"();
--> statement-breakpoint
CREATE TRIGGER "seller_customers_transactions_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "seller_customers_from_transactions"();
--> statement-breakpoint
INSERT INTO "seller_customers" ("seller_id", "email", "last_purchase_at", "names")
SELECT t.seller_id, t.buyer_email, max(coalesce(t.paid_at, t.created_at)), string_agg(DISTINCT t.buyer_name, E'\n')
FROM "transactions" t WHERE t.status = 'paid' GROUP BY 1, 2;
--> statement-breakpoint
-- Sales per landing source (`sales_sources_daily`), as `sales-by-source.ts` groups them: a sale
-- (paid, above Rp0) on the WIB day it was paid adds 1 and what was kept of its amount; a change takes
-- the old share back first, a delete takes it back.
CREATE FUNCTION "sales_source_of"("attribution" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(attribution ->> 'utmSource', ''),
    CASE WHEN attribution ? 'fbclid' THEN 'facebook' WHEN attribution ? 'ttclid' THEN 'tiktok' END, '')
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_campaign_of"("attribution" jsonb) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(nullif(attribution ->> 'utmCampaign', ''), '')
$$;
--> statement-breakpoint
CREATE FUNCTION "sales_sources_daily_from_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sales_sources_daily" AS d ("seller_id", "day", "source", "campaign", "sales", "revenue")
    SELECT x.seller_id, ((x.paid_at AT TIME ZONE 'UTC') + interval '7 hours')::date, "sales_source_of"(x.attribution),
      "sales_campaign_of"(x.attribution), count(*), sum(x.amount - x.refunded_amount)
    FROM new_rows x WHERE x.status = 'paid' AND x.amount > 0 AND x.paid_at IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "day", "source", "campaign") DO UPDATE
      SET "sales" = d."sales" + excluded."sales", "revenue" = d."revenue" + excluded."revenue";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "sales_sources_daily" AS d ("seller_id", "day", "source", "campaign", "sales", "revenue")
    SELECT x.seller_id, ((x.paid_at AT TIME ZONE 'UTC') + interval '7 hours')::date, "sales_source_of"(x.attribution),
      "sales_campaign_of"(x.attribution), -count(*), -sum(x.amount - x.refunded_amount)
    FROM old_rows x WHERE x.status = 'paid' AND x.amount > 0 AND x.paid_at IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "day", "source", "campaign") DO UPDATE
      SET "sales" = d."sales" + excluded."sales", "revenue" = d."revenue" + excluded."revenue";
  ELSE
    INSERT INTO "sales_sources_daily" AS d ("seller_id", "day", "source", "campaign", "sales", "revenue")
    SELECT x.seller_id, ((x.paid_at AT TIME ZONE 'UTC') + interval '7 hours')::date, "sales_source_of"(x.attribution),
      "sales_campaign_of"(x.attribution), sum(x.sign), sum(x.sign * x.kept)
    FROM (SELECT o.seller_id, o.paid_at, o.attribution, -1 AS sign, o.amount - o.refunded_amount AS kept
        FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE o.status = 'paid' AND o.amount > 0 AND o.paid_at IS NOT NULL AND (n.status <> o.status OR n.paid_at IS DISTINCT FROM o.paid_at OR n.amount <> o.amount OR n.refunded_amount <> o.refunded_amount
          OR n.attribution IS DISTINCT FROM o.attribution OR n.seller_id <> o.seller_id)
      UNION ALL
      SELECT n.seller_id, n.paid_at, n.attribution, 1 AS sign, n.amount - n.refunded_amount AS kept
        FROM old_rows o JOIN new_rows n ON n.id = o.id WHERE n.status = 'paid' AND n.amount > 0 AND n.paid_at IS NOT NULL AND (n.status <> o.status OR n.paid_at IS DISTINCT FROM o.paid_at OR n.amount <> o.amount OR n.refunded_amount <> o.refunded_amount
          OR n.attribution IS DISTINCT FROM o.attribution OR n.seller_id <> o.seller_id)) AS x
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "day", "source", "campaign") DO UPDATE
      SET "sales" = d."sales" + excluded."sales", "revenue" = d."revenue" + excluded."revenue";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_sources_daily_transactions_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_sources_daily_from_transactions"();
--> statement-breakpoint
CREATE TRIGGER "sales_sources_daily_transactions_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_sources_daily_from_transactions"();
--> statement-breakpoint
CREATE TRIGGER "sales_sources_daily_transactions_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_sources_daily_from_transactions"();
--> statement-breakpoint
INSERT INTO "sales_sources_daily" ("seller_id", "day", "source", "campaign", "sales", "revenue")
SELECT t.seller_id, ((t.paid_at AT TIME ZONE 'UTC') + interval '7 hours')::date, "sales_source_of"(t.attribution),
  "sales_campaign_of"(t.attribution), count(*), sum(t.amount - t.refunded_amount)
FROM "transactions" t WHERE t.status = 'paid' AND t.amount > 0 AND t.paid_at IS NOT NULL
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- Fresh statistics for the new tables and the new expression index: PGlite runs no autovacuum, and
-- without them the planner guesses a hundred customers and walks every one.
ANALYZE "transactions", "ledger_entries", "ledger_held", "ledger_totals", "seller_customers", "sales_sources_daily";
