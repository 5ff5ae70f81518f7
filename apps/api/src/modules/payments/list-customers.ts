import { tables } from "@lapak/db";
import type { Customer } from "@lapak/shared/schemas/transaction";
import { and, asc, count, desc, eq, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { containsPattern } from "./list-filters";

/**
 * `GET /v1/customers`: the seller's buyers, one per email, over PAID transactions (collect-email
 * leads included): name and phone from their latest order (the latest phone given), number of
 * orders, total spent (rupiah), last purchase; most recent first, paginated. `q` matches any name
 * or email the buyer used, case-insensitive.
 */
export async function listCustomers(
  { db }: Pick<Deps, "db">,
  { sellerId, q, page, perPage }: { sellerId: string; q?: string; page: number; perPage: number },
): Promise<{ data: Customer[]; meta: { page: number; perPage: number; total: number } }> {
  const t = tables.transactions;
  const where = and(eq(t.sellerId, sellerId), eq(t.status, "paid"));
  const pattern = q ? containsPattern(q) : null;
  const having = pattern
    ? sql`bool_or(${t.buyerEmail} ilike ${pattern} or ${t.buyerName} ilike ${pattern})`
    : undefined;
  const lastAt = sql`max(coalesce(${t.paidAt}, ${t.createdAt}))`;

  const groups = db
    .select({ email: t.buyerEmail })
    .from(t)
    .where(where)
    .groupBy(t.buyerEmail)
    .having(having)
    .as("groups");
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(groups);
  const rows = await db
    .select({
      email: t.buyerEmail,
      name: sql<string>`(array_agg(${t.buyerName} order by ${t.createdAt} desc))[1]`,
      phone: sql<
        string | null
      >`(array_agg(${t.buyerPhone} order by ${t.createdAt} desc) filter (where ${t.buyerPhone} is not null))[1]`,
      orders: count(),
      totalSpent: sql`coalesce(sum(${t.amount}), 0)::bigint`.mapWith(Number),
      // Epoch ms: raw timestamps come back as text in a driver-specific format.
      lastPurchaseMs: sql`(extract(epoch from ${lastAt}) * 1000)::bigint`.mapWith(Number),
    })
    .from(t)
    .where(where)
    .groupBy(t.buyerEmail)
    .having(having)
    .orderBy(desc(lastAt), asc(t.buyerEmail))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map((row) => ({
      email: row.email,
      name: row.name,
      phone: row.phone ?? null,
      orders: Number(row.orders),
      totalSpent: row.totalSpent,
      lastPurchaseAt: new Date(row.lastPurchaseMs).toISOString(),
    })),
    meta: { page, perPage, total: Number(total) },
  };
}
