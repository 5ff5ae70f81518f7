CREATE TABLE "ledger_held" (
	"source_id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"sandbox" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_totals" (
	"seller_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"bucket" text NOT NULL,
	"sandbox" boolean NOT NULL,
	"amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "ledger_totals_seller_id_kind_bucket_sandbox_pk" PRIMARY KEY("seller_id","kind","bucket","sandbox")
);
--> statement-breakpoint
ALTER TABLE "ledger_held" ADD CONSTRAINT "ledger_held_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_totals" ADD CONSTRAINT "ledger_totals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_held_seller_idx" ON "ledger_held" USING btree ("seller_id");--> statement-breakpoint
-- Whether a ledger row moves sandbox money (ADR 0023), as `isSandboxMoney` in ledger.ts decides it.
CREATE FUNCTION "ledger_row_is_sandbox"("seller" uuid, "source" uuid) RETURNS boolean LANGUAGE sql STABLE AS $$
  SELECT EXISTS (SELECT 1 FROM "transactions" t WHERE t.id = source AND t.gateway = 'sandbox' AND t.seller_id = seller)
    OR EXISTS (SELECT 1 FROM "refunds" f JOIN "transactions" s ON s.id = f.transaction_id
      WHERE f.id = source AND s.gateway = 'sandbox' AND f.seller_id = seller)
    OR EXISTS (SELECT 1 FROM "withdrawals" w WHERE w.id = source AND w.simulated AND w.seller_id = seller)
$$;
--> statement-breakpoint
-- Per statement (ADR 0035): the rows booked add to their totals, a sale goes on hold, a release
-- takes it off; rows deleted (never by the app: the ledger is append-only) are taken back.
CREATE FUNCTION "ledger_totals_from_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "ledger_totals" AS d ("seller_id", "kind", "bucket", "sandbox", "amount")
    SELECT n.seller_id, n.kind, n.bucket, "ledger_row_is_sandbox"(n.seller_id, n.source_id), sum(n.amount)
    FROM new_rows n GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox") DO UPDATE SET "amount" = d."amount" + excluded."amount";
    INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox")
    SELECT n.source_id, n.seller_id, "ledger_row_is_sandbox"(n.seller_id, n.source_id) FROM new_rows n
    WHERE n.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = n.source_id AND r.kind = 'release')
    ON CONFLICT DO NOTHING;
    DELETE FROM "ledger_held" h USING new_rows n WHERE n.kind = 'release' AND h.source_id = n.source_id;
  ELSE
    INSERT INTO "ledger_totals" AS d ("seller_id", "kind", "bucket", "sandbox", "amount")
    SELECT o.seller_id, o.kind, o.bucket, "ledger_row_is_sandbox"(o.seller_id, o.source_id), -sum(o.amount)
    FROM old_rows o GROUP BY 1, 2, 3, 4
    ON CONFLICT ("seller_id", "kind", "bucket", "sandbox") DO UPDATE SET "amount" = d."amount" + excluded."amount";
    DELETE FROM "ledger_held" h USING old_rows o WHERE o.kind = 'sale' AND h.source_id = o.source_id;
    INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox")
    SELECT s.source_id, s.seller_id, "ledger_row_is_sandbox"(s.seller_id, s.source_id) FROM "ledger_entries" s JOIN old_rows o ON o.source_id = s.source_id AND o.kind = 'release'
    WHERE s.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = s.source_id AND r.kind = 'release')
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "ledger_totals_insert" AFTER INSERT ON "ledger_entries"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_from_entries"();
--> statement-breakpoint
CREATE TRIGGER "ledger_totals_delete" AFTER DELETE ON "ledger_entries"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "ledger_totals_from_entries"();
--> statement-breakpoint
INSERT INTO "ledger_totals" ("seller_id", "kind", "bucket", "sandbox", "amount")
SELECT e.seller_id, e.kind, e.bucket, "ledger_row_is_sandbox"(e.seller_id, e.source_id), sum(e.amount)
FROM "ledger_entries" e GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
INSERT INTO "ledger_held" ("source_id", "seller_id", "sandbox")
SELECT s.source_id, s.seller_id, "ledger_row_is_sandbox"(s.seller_id, s.source_id) FROM "ledger_entries" s
WHERE s.kind = 'sale' AND NOT EXISTS (SELECT 1 FROM "ledger_entries" r WHERE r.source_id = s.source_id AND r.kind = 'release');
