-- The hot rollup rows spread over 8 shards (ADR 0035). Every paid sale of a store adds to the same
-- `sales_daily`, `sales_sources_daily` and `ledger_totals` rows, so on PostgreSQL concurrent
-- webhooks of one store would wait on each other's row lock from their status change until COMMIT.
-- Each writing transaction adds to the shard its transaction id picks (the column's default; the
-- triggers' inserts leave it out), and readers sum a key's shards. Existing rows become shard 0;
-- the primary keys gain the shard, and the trigger functions below are those of migrations 0023 and
-- 0025 with only their ON CONFLICT targets widened to match.
ALTER TABLE "ledger_totals" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_daily" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sales_sources_daily" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_totals" ALTER COLUMN "shard" SET DEFAULT (txid_current() % 8)::smallint;--> statement-breakpoint
ALTER TABLE "sales_daily" ALTER COLUMN "shard" SET DEFAULT (txid_current() % 8)::smallint;--> statement-breakpoint
ALTER TABLE "sales_sources_daily" ALTER COLUMN "shard" SET DEFAULT (txid_current() % 8)::smallint;--> statement-breakpoint
ALTER TABLE "ledger_totals" DROP CONSTRAINT "ledger_totals_seller_id_kind_bucket_sandbox_pk";--> statement-breakpoint
ALTER TABLE "sales_daily" DROP CONSTRAINT "sales_daily_seller_id_day_pk";--> statement-breakpoint
ALTER TABLE "sales_sources_daily" DROP CONSTRAINT "sales_sources_daily_seller_id_day_source_campaign_pk";--> statement-breakpoint
ALTER TABLE "ledger_totals" ADD CONSTRAINT "ledger_totals_seller_id_kind_bucket_sandbox_shard_pk" PRIMARY KEY("seller_id","kind","bucket","sandbox","shard");--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_seller_id_day_shard_pk" PRIMARY KEY("seller_id","day","shard");--> statement-breakpoint
ALTER TABLE "sales_sources_daily" ADD CONSTRAINT "sales_sources_daily_seller_id_day_source_campaign_shard_pk" PRIMARY KEY("seller_id","day","source","campaign","shard");
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_daily_from_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "paid_count", "free_count", "other_count", "amount", "seller_net", "refunded_amount")
  SELECT seller_id, day, sum(paid_count), sum(free_count), sum(other_count), sum(amount), sum(seller_net), sum(refunded_amount)
  FROM (SELECT x.seller_id, ((coalesce(x.paid_at, x.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
      1 * (x.status = 'paid' AND x.amount > 0)::int AS paid_count,
      1 * (x.status = 'paid' AND x.amount = 0)::int AS free_count,
      1 * (x.status <> 'paid')::int AS other_count,
      1 * CASE WHEN x.status = 'paid' THEN x.amount ELSE 0 END AS amount,
      1 * CASE WHEN x.status = 'paid' THEN x.seller_net ELSE 0 END AS seller_net,
      1 * CASE WHEN x.status = 'paid' THEN x.refunded_amount ELSE 0 END AS refunded_amount
    FROM new_rows x) AS c
  GROUP BY seller_id, day
  ON CONFLICT ("seller_id", "day", "shard") DO UPDATE SET
    "paid_count" = d."paid_count" + excluded."paid_count",
    "free_count" = d."free_count" + excluded."free_count",
    "other_count" = d."other_count" + excluded."other_count",
    "amount" = d."amount" + excluded."amount",
    "seller_net" = d."seller_net" + excluded."seller_net",
    "refunded_amount" = d."refunded_amount" + excluded."refunded_amount";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "paid_count", "free_count", "other_count", "amount", "seller_net", "refunded_amount")
  SELECT seller_id, day, sum(paid_count), sum(free_count), sum(other_count), sum(amount), sum(seller_net), sum(refunded_amount)
  FROM (SELECT x.seller_id, ((coalesce(x.paid_at, x.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
      -1 * (x.status = 'paid' AND x.amount > 0)::int AS paid_count,
      -1 * (x.status = 'paid' AND x.amount = 0)::int AS free_count,
      -1 * (x.status <> 'paid')::int AS other_count,
      -1 * CASE WHEN x.status = 'paid' THEN x.amount ELSE 0 END AS amount,
      -1 * CASE WHEN x.status = 'paid' THEN x.seller_net ELSE 0 END AS seller_net,
      -1 * CASE WHEN x.status = 'paid' THEN x.refunded_amount ELSE 0 END AS refunded_amount
    FROM old_rows x) AS c
  GROUP BY seller_id, day
  ON CONFLICT ("seller_id", "day", "shard") DO UPDATE SET
    "paid_count" = d."paid_count" + excluded."paid_count",
    "free_count" = d."free_count" + excluded."free_count",
    "other_count" = d."other_count" + excluded."other_count",
    "amount" = d."amount" + excluded."amount",
    "seller_net" = d."seller_net" + excluded."seller_net",
    "refunded_amount" = d."refunded_amount" + excluded."refunded_amount";
  ELSE
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "paid_count", "free_count", "other_count", "amount", "seller_net", "refunded_amount")
  SELECT seller_id, day, sum(paid_count), sum(free_count), sum(other_count), sum(amount), sum(seller_net), sum(refunded_amount)
  FROM (SELECT x.seller_id, ((coalesce(x.paid_at, x.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
      -1 * (x.status = 'paid' AND x.amount > 0)::int AS paid_count,
      -1 * (x.status = 'paid' AND x.amount = 0)::int AS free_count,
      -1 * (x.status <> 'paid')::int AS other_count,
      -1 * CASE WHEN x.status = 'paid' THEN x.amount ELSE 0 END AS amount,
      -1 * CASE WHEN x.status = 'paid' THEN x.seller_net ELSE 0 END AS seller_net,
      -1 * CASE WHEN x.status = 'paid' THEN x.refunded_amount ELSE 0 END AS refunded_amount
    FROM (SELECT o.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.status <> o.status OR n.paid_at IS DISTINCT FROM o.paid_at OR n.created_at <> o.created_at
        OR n.amount <> o.amount OR n.seller_net <> o.seller_net OR n.refunded_amount <> o.refunded_amount
        OR n.seller_id <> o.seller_id) AS x
    UNION ALL
    SELECT x.seller_id, ((coalesce(x.paid_at, x.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date AS day,
      1 * (x.status = 'paid' AND x.amount > 0)::int AS paid_count,
      1 * (x.status = 'paid' AND x.amount = 0)::int AS free_count,
      1 * (x.status <> 'paid')::int AS other_count,
      1 * CASE WHEN x.status = 'paid' THEN x.amount ELSE 0 END AS amount,
      1 * CASE WHEN x.status = 'paid' THEN x.seller_net ELSE 0 END AS seller_net,
      1 * CASE WHEN x.status = 'paid' THEN x.refunded_amount ELSE 0 END AS refunded_amount
    FROM (SELECT n.* FROM old_rows o JOIN new_rows n ON n.id = o.id
      WHERE n.status <> o.status OR n.paid_at IS DISTINCT FROM o.paid_at OR n.created_at <> o.created_at
        OR n.amount <> o.amount OR n.seller_net <> o.seller_net OR n.refunded_amount <> o.refunded_amount
        OR n.seller_id <> o.seller_id) AS x) AS c
  GROUP BY seller_id, day
  ON CONFLICT ("seller_id", "day", "shard") DO UPDATE SET
    "paid_count" = d."paid_count" + excluded."paid_count",
    "free_count" = d."free_count" + excluded."free_count",
    "other_count" = d."other_count" + excluded."other_count",
    "amount" = d."amount" + excluded."amount",
    "seller_net" = d."seller_net" + excluded."seller_net",
    "refunded_amount" = d."refunded_amount" + excluded."refunded_amount";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION "sales_daily_from_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "refunded_net")
    SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(r.delta)
    FROM (SELECT n.transaction_id, n.seller_amount::bigint AS delta FROM new_rows n) AS r
    JOIN "transactions" t ON t.id = r.transaction_id AND t.status = 'paid'
    GROUP BY 1, 2
    HAVING sum(r.delta) <> 0
    ON CONFLICT ("seller_id", "day", "shard") DO UPDATE SET "refunded_net" = d."refunded_net" + excluded."refunded_net";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "refunded_net")
    SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(r.delta)
    FROM (SELECT o.transaction_id, -o.seller_amount::bigint AS delta FROM old_rows o) AS r
    JOIN "transactions" t ON t.id = r.transaction_id AND t.status = 'paid'
    GROUP BY 1, 2
    HAVING sum(r.delta) <> 0
    ON CONFLICT ("seller_id", "day", "shard") DO UPDATE SET "refunded_net" = d."refunded_net" + excluded."refunded_net";
  ELSE
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "refunded_net")
    SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(r.delta)
    FROM (SELECT n.transaction_id, n.seller_amount::bigint AS delta FROM new_rows n UNION ALL SELECT o.transaction_id, -o.seller_amount::bigint AS delta FROM old_rows o) AS r
    JOIN "transactions" t ON t.id = r.transaction_id AND t.status = 'paid'
    GROUP BY 1, 2
    HAVING sum(r.delta) <> 0
    ON CONFLICT ("seller_id", "day", "shard") DO UPDATE SET "refunded_net" = d."refunded_net" + excluded."refunded_net";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
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
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox", "shard") DO UPDATE
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
CREATE OR REPLACE FUNCTION "sales_sources_daily_from_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sales_sources_daily" AS d ("seller_id", "day", "source", "campaign", "sales", "revenue")
    SELECT x.seller_id, ((x.paid_at AT TIME ZONE 'UTC') + interval '7 hours')::date, "sales_source_of"(x.attribution),
      "sales_campaign_of"(x.attribution), count(*), sum(x.amount - x.refunded_amount)
    FROM new_rows x WHERE x.status = 'paid' AND x.amount > 0 AND x.paid_at IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "day", "source", "campaign", "shard") DO UPDATE
      SET "sales" = d."sales" + excluded."sales", "revenue" = d."revenue" + excluded."revenue";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "sales_sources_daily" AS d ("seller_id", "day", "source", "campaign", "sales", "revenue")
    SELECT x.seller_id, ((x.paid_at AT TIME ZONE 'UTC') + interval '7 hours')::date, "sales_source_of"(x.attribution),
      "sales_campaign_of"(x.attribution), -count(*), -sum(x.amount - x.refunded_amount)
    FROM old_rows x WHERE x.status = 'paid' AND x.amount > 0 AND x.paid_at IS NOT NULL
    GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "day", "source", "campaign", "shard") DO UPDATE
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
    ON CONFLICT ("seller_id", "day", "source", "campaign", "shard") DO UPDATE
      SET "sales" = d."sales" + excluded."sales", "revenue" = d."revenue" + excluded."revenue";
  END IF;
  RETURN NULL;
END $$;
