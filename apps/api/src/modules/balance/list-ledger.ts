import { tables } from "@lapak/db";
import { desc, eq, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { isSandboxMoney } from "../ledger/ledger";

/**
 * `GET /v1/balance/ledger`: every ledger row of the seller, newest first, paginated, each with the
 * sale's product title when it comes from a transaction — so every rupiah of the balance is
 * explained (sale, release, withdrawal, return, refund), and whether it moves sandbox money (a test
 * payment, its refund or a simulated withdrawal: ADR 0023).
 */
export async function listLedger(
  { db }: Pick<Deps, "db">,
  { sellerId, page, perPage }: { sellerId: string; page: number; perPage: number },
) {
  const le = tables.ledgerEntries;
  const t = tables.transactions;
  // The ledger's row count kept beside its sums (`ledger_totals.entries`, migration 0025).
  const lt = tables.ledgerTotals;
  const [{ total }] = await db
    .select({ total: sql`coalesce(sum(${lt.entries}), 0)::int`.mapWith(Number) })
    .from(lt)
    .where(eq(lt.sellerId, sellerId));
  const rows = await db
    .select({
      id: le.id,
      kind: le.kind,
      bucket: le.bucket,
      amount: le.amount,
      createdAt: le.createdAt,
      availableAt: le.availableAt,
      sourceId: le.sourceId,
      sandbox: sql<boolean>`${isSandboxMoney(sellerId)}`.mapWith(Boolean),
      // A refund's row has the refund as its source: its title is its sale's (ADR 0020).
      title: sql<
        string | null
      >`coalesce(${t.productSnapshot}->>'title', (select s.product_snapshot->>'title' from refunds f join transactions s on s.id = f.transaction_id where f.id = ${le.sourceId}))`,
    })
    .from(le)
    .leftJoin(t, eq(t.id, le.sourceId))
    .where(eq(le.sellerId, sellerId))
    .orderBy(desc(le.createdAt), desc(le.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((row) => ({
      ...row,
      amount: Number(row.amount),
      createdAt: row.createdAt.toISOString(),
      availableAt: row.availableAt?.toISOString() ?? null,
    })),
    meta: { page, perPage, total: Number(total) },
  };
}
