CREATE TABLE "sales_daily" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"paid_count" integer DEFAULT 0 NOT NULL,
	"free_count" integer DEFAULT 0 NOT NULL,
	"other_count" integer DEFAULT 0 NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	"seller_net" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_net" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "sales_daily_seller_id_day_pk" PRIMARY KEY("seller_id","day")
);
--> statement-breakpoint
ALTER TABLE "sales_daily" ADD CONSTRAINT "sales_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The rollup kept per statement (ADR 0035), from the rows it inserted, updated or deleted: each
-- transaction adds its share to its WIB day and an update takes the old share back first. Per
-- statement, not per row, so a bulk insert upserts each day once instead of once per row.
CREATE FUNCTION "sales_daily_from_transactions"() RETURNS trigger LANGUAGE plpgsql AS $$
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
  ON CONFLICT ("seller_id", "day") DO UPDATE SET
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
  ON CONFLICT ("seller_id", "day") DO UPDATE SET
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
  ON CONFLICT ("seller_id", "day") DO UPDATE SET
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
CREATE TRIGGER "sales_daily_transactions_insert" AFTER INSERT ON "transactions"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_from_transactions"();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_transactions_update" AFTER UPDATE ON "transactions"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_from_transactions"();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_transactions_delete" AFTER DELETE ON "transactions"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_from_transactions"();
--> statement-breakpoint
-- A refund's `seller_amount` on its (paid) sale's day: what `refunded_net` sums.
CREATE FUNCTION "sales_daily_from_refunds"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "refunded_net")
    SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(r.delta)
    FROM (SELECT n.transaction_id, n.seller_amount::bigint AS delta FROM new_rows n) AS r
    JOIN "transactions" t ON t.id = r.transaction_id AND t.status = 'paid'
    GROUP BY 1, 2
    HAVING sum(r.delta) <> 0
    ON CONFLICT ("seller_id", "day") DO UPDATE SET "refunded_net" = d."refunded_net" + excluded."refunded_net";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "refunded_net")
    SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(r.delta)
    FROM (SELECT o.transaction_id, -o.seller_amount::bigint AS delta FROM old_rows o) AS r
    JOIN "transactions" t ON t.id = r.transaction_id AND t.status = 'paid'
    GROUP BY 1, 2
    HAVING sum(r.delta) <> 0
    ON CONFLICT ("seller_id", "day") DO UPDATE SET "refunded_net" = d."refunded_net" + excluded."refunded_net";
  ELSE
    INSERT INTO "sales_daily" AS d ("seller_id", "day", "refunded_net")
    SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date, sum(r.delta)
    FROM (SELECT n.transaction_id, n.seller_amount::bigint AS delta FROM new_rows n UNION ALL SELECT o.transaction_id, -o.seller_amount::bigint AS delta FROM old_rows o) AS r
    JOIN "transactions" t ON t.id = r.transaction_id AND t.status = 'paid'
    GROUP BY 1, 2
    HAVING sum(r.delta) <> 0
    ON CONFLICT ("seller_id", "day") DO UPDATE SET "refunded_net" = d."refunded_net" + excluded."refunded_net";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "sales_daily_refunds_insert" AFTER INSERT ON "refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_from_refunds"();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_refunds_update" AFTER UPDATE ON "refunds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_from_refunds"();
--> statement-breakpoint
CREATE TRIGGER "sales_daily_refunds_delete" AFTER DELETE ON "refunds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "sales_daily_from_refunds"();
--> statement-breakpoint
INSERT INTO "sales_daily" ("seller_id", "day", "paid_count", "free_count", "other_count", "amount", "seller_net", "refunded_amount", "refunded_net")
SELECT t.seller_id, ((coalesce(t.paid_at, t.created_at) AT TIME ZONE 'UTC') + interval '7 hours')::date,
  count(*) FILTER (WHERE t.status = 'paid' AND t.amount > 0),
  count(*) FILTER (WHERE t.status = 'paid' AND t.amount = 0),
  count(*) FILTER (WHERE t.status <> 'paid'),
  coalesce(sum(t.amount) FILTER (WHERE t.status = 'paid'), 0),
  coalesce(sum(t.seller_net) FILTER (WHERE t.status = 'paid'), 0),
  coalesce(sum(t.refunded_amount) FILTER (WHERE t.status = 'paid'), 0),
  coalesce(sum((SELECT sum(r.seller_amount) FROM "refunds" r WHERE r.transaction_id = t.id)) FILTER (WHERE t.status = 'paid'), 0)
FROM "transactions" t
GROUP BY 1, 2;
