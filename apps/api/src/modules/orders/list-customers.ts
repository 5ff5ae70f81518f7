import { createHash } from "node:crypto";
import { CUSTOMER_SEARCH_TEXT, tables } from "@lapak/db";
import type { Customer } from "@lapak/shared/schemas/transaction";
import { and, asc, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { Deps } from "../../lib/deps";
import { containsPattern } from "./list-filters";

const t = tables.transactions;
const bu = tables.broadcastUnsubscribes;

/** The seller's paid transactions: what a customer is made of (collect-email leads included). */
export const customerRowsWhere = (sellerId: string) => and(eq(t.sellerId, sellerId), eq(t.status, "paid"));

/** A HAVING that keeps the buyer emails of which any name or email used matches `q`; none without `q`. */
export function customerSearch(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = containsPattern(q);
  return sql`bool_or(${t.buyerEmail} ilike ${pattern} or ${t.buyerName} ilike ${pattern})`;
}

/** When a customer last bought: the latest paid (or, before that column existed, created) time. */
export const lastPurchaseAt = sql`max(coalesce(${t.paidAt}, ${t.createdAt}))`;

/** One customer's columns, aggregated over a `GROUP BY buyer_email` of `customerRowsWhere`. */
export const customerColumns = {
  email: t.buyerEmail,
  name: sql<string>`(array_agg(${t.buyerName} order by ${t.createdAt} desc))[1]`,
  phone: sql<
    string | null
  >`(array_agg(${t.buyerPhone} order by ${t.createdAt} desc) filter (where ${t.buyerPhone} is not null))[1]`,
  orders: count(),
  // Net of refunds (ADR 0020).
  totalSpent: sql`coalesce(sum(${t.amount} - ${t.refundedAmount}), 0)::bigint`.mapWith(Number),
  // Epoch ms: raw timestamps come back as text in a driver-specific format.
  lastPurchaseMs: sql`(extract(epoch from ${lastPurchaseAt}) * 1000)::bigint`.mapWith(Number),
  products: sql<string[]>`array_agg(distinct ${t.productSnapshot}->>'title' order by ${t.productSnapshot}->>'title')`,
  leadMagnet: sql<boolean>`bool_or(${t.productSnapshot}->>'type' = 'collect_email')`,
  // The latest explicit choice, a tick (DESIGN §4 "Marketing consent"): a later order's empty box is
  // no choice and withdraws nothing. Null = never ticked; epoch ms like `lastPurchaseMs`.
  marketingConsentMs: sql<number | null>`(extract(epoch from max(${t.marketingConsentAt})) * 1000)::bigint`.mapWith(
    Number,
  ),
  // When they left the seller's broadcasts by the one-click link (DESIGN §4 "Broadcasts"), if ever.
  unsubscribedMs: sql<number | null>`(extract(epoch from max((select ${bu.unsubscribedAt} from ${bu}
    where ${bu.sellerId} = ${t.sellerId} and ${bu.email} = ${t.buyerEmail}))) * 1000)::bigint`.mapWith(Number),
};

interface CustomerRow {
  email: string;
  name: string;
  phone: string | null;
  orders: number;
  totalSpent: number;
  lastPurchaseMs: number;
  products: string[] | null;
  leadMagnet: boolean | null;
  marketingConsentMs: number | null;
  unsubscribedMs: number | null;
}

/** An aggregated row as the API's `Customer`; `id` is a hash of the email (no email in URLs). */
export function toCustomer(row: CustomerRow): Customer {
  const left =
    row.unsubscribedMs !== null && (row.marketingConsentMs === null || row.unsubscribedMs >= row.marketingConsentMs);
  return {
    id: createHash("sha256").update(row.email).digest("hex").slice(0, 16),
    email: row.email,
    name: row.name,
    phone: row.phone ?? null,
    orders: Number(row.orders),
    totalSpent: row.totalSpent,
    lastPurchaseAt: new Date(row.lastPurchaseMs).toISOString(),
    products: (row.products ?? []).filter((title): title is string => Boolean(title)),
    leadMagnet: Boolean(row.leadMagnet),
    // Leaving by the one-click link after the latest tick withdraws that consent (UU PDP No. 27/2022).
    marketingConsentAt: row.marketingConsentMs === null || left ? null : new Date(row.marketingConsentMs).toISOString(),
    unsubscribedAt: left ? new Date(row.unsubscribedMs as number).toISOString() : null,
  };
}

/**
 * `GET /v1/customers`: the seller's buyers, one per email, over PAID transactions (collect-email
 * leads included): name and phone from their latest order (the latest phone given), number of
 * orders, total spent (rupiah), last purchase, the titles bought, whether they came in through a
 * collect-email product (`leadMagnet`) and when they agreed to the seller's news and offers
 * (`marketingConsentAt`, the time of their latest tick at a paid order — the box starts unticked,
 * UU PDP No. 27/2022, and a later empty box is no choice; null = never agreed, so no offers by email); most recent first, paginated.
 * `q` matches any name or email the buyer used, case-insensitive.
 *
 * Counted, ordered and paged on `seller_customers` (one row per customer, kept by a trigger on
 * `transactions`, migration 0025, ADR 0035); only the page's customers are then summed from their
 * transactions, by the (seller_id, buyer_email) index. A search reads the same rows (email, and
 * every name used, one per line).
 */
export async function listCustomers(
  { db }: Pick<Deps, "db">,
  { sellerId, q, page, perPage }: { sellerId: string; q?: string; page: number; perPage: number },
): Promise<{ data: Customer[]; meta: { page: number; perPage: number; total: number } }> {
  const c = tables.sellerCustomers;
  const pattern = q ? containsPattern(q) : null;
  const where = and(
    eq(c.sellerId, sellerId),
    pattern ? sql`${sql.raw(CUSTOMER_SEARCH_TEXT)} ilike ${pattern}` : undefined,
  );
  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(c).where(where);
  const emails = (
    await db
      .select({ email: c.email })
      .from(c)
      .where(where)
      .orderBy(desc(c.lastPurchaseAt), asc(c.email))
      .limit(perPage)
      .offset((page - 1) * perPage)
  ).map((row) => row.email);
  if (emails.length === 0) return { data: [], meta: { page, perPage, total: Number(total) } };
  const rows = await db
    .select(customerColumns)
    .from(t)
    .where(and(customerRowsWhere(sellerId), inArray(t.buyerEmail, emails)))
    .groupBy(t.buyerEmail);
  const byEmail = new Map(rows.map((row) => [row.email, row]));
  const data = emails.flatMap((email) => {
    const row = byEmail.get(email);
    return row ? [toCustomer(row)] : [];
  });
  return { data, meta: { page, perPage, total: Number(total) } };
}
