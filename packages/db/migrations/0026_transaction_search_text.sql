-- Penjualan's search text kept lower-cased in a generated column, and the trigram index on it
-- instead of on the expression (ADR 0036). `search_text LIKE lower('%q%')` is what ILIKE does on
-- UTF-8 text, without building the text and folding its case for every matching row.
DROP INDEX "transactions_search_idx";--> statement-breakpoint
ALTER TABLE "transactions" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(buyer_name || E'\n' || buyer_email || E'\n' || code || E'\n' || coalesce(discount_code, '') || E'\n' || coalesce(product_snapshot ->> 'title', ''))) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "transactions_search_text_idx" ON "transactions" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- Statistics for the new column (PGlite runs no autovacuum): the planner's guess of a search's rows.
ANALYZE "transactions";
