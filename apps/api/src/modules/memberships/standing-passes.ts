/**
 * Who is a member, and until when (ADR 0049): a membership's state is folded, when read, from its
 * standing passes — the `membership_passes` whose transaction is paid and not refunded in full —
 * by `membershipSpan`. A payment, a refund or a renewal therefore writes nothing here; a full
 * refund takes that pass's months off, and a member whose only pass was refunded is no member.
 */
import { type Db, tables } from "@lapak/db";
import { membershipSpan } from "@lapak/shared/membership-period";
import { and, asc, eq, isNotNull, lt, or, type SQL } from "drizzle-orm";

const pass = tables.membershipPasses;
const t = tables.transactions;

/** One buyer's membership of one product, folded from its standing passes. */
export interface MemberSpan {
  productId: string;
  email: string;
  /** The buyer's name on their latest pass. */
  name: string;
  since: Date;
  expiresAt: Date;
  /** The months of the latest pass (what a renewal link pre-fills). */
  lastMonths: number;
  /** Rupiah paid over the standing passes (after discounts), less what partial refunds gave back. */
  totalPaid: number;
  /** The standing passes' transactions, oldest payment first. */
  transactionIds: string[];
}

/**
 * The memberships matching `where` (on `membership_passes`), one per product and email, folded from
 * their standing passes. A pass counts from its transaction's `paidAt` (a free order has none and
 * is never a pass: a membership period costs at least Rp1.000).
 */
export async function memberSpans(db: Db, where: SQL | undefined): Promise<MemberSpan[]> {
  const rows = await db
    .select({
      productId: pass.productId,
      email: pass.buyerEmail,
      months: pass.months,
      transactionId: pass.transactionId,
      name: t.buyerName,
      amount: t.amount,
      refundedAmount: t.refundedAmount,
      paidAt: t.paidAt,
    })
    .from(pass)
    .innerJoin(t, eq(t.id, pass.transactionId))
    .where(and(where, eq(t.status, "paid"), or(eq(t.refundedAmount, 0), lt(t.refundedAmount, t.amount))))
    .orderBy(asc(t.paidAt), asc(t.id));
  const groups = new Map<string, typeof rows>();
  for (const row of rows) {
    if (!row.paidAt) continue;
    const key = `${row.productId} ${row.email}`;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return [...groups.values()].flatMap((group) => {
    const span = membershipSpan(group.map((row) => ({ paidAt: row.paidAt as Date, months: row.months })));
    const last = group[group.length - 1];
    if (!span || !last) return [];
    return [
      {
        productId: last.productId,
        email: last.email,
        name: last.name,
        since: span.since,
        expiresAt: span.expiresAt,
        lastMonths: last.months,
        totalPaid: group.reduce((sum, row) => sum + row.amount - row.refundedAmount, 0),
        transactionIds: group.map((row) => row.transactionId),
      },
    ];
  });
}

/** `email`'s membership of `productId`, or null when they never held a standing pass. */
export async function memberSpanOf(db: Db, productId: string, email: string): Promise<MemberSpan | null> {
  const [span] = await memberSpans(db, and(eq(pass.productId, productId), eq(pass.buyerEmail, email)));
  return span ?? null;
}

/**
 * The first paid pass of `email` in membership `productId` — the transaction a member's course
 * progress and certificates are kept under — or null for an email that never paid for one.
 */
export async function firstPassOf(db: Db, productId: string, email: string) {
  const [first] = await db
    .select({ id: t.id, code: t.code })
    .from(pass)
    .innerJoin(t, eq(t.id, pass.transactionId))
    .where(and(eq(pass.productId, productId), eq(pass.buyerEmail, email), eq(t.status, "paid"), isNotNull(t.paidAt)))
    .orderBy(asc(t.paidAt), asc(t.id))
    .limit(1);
  return first ?? null;
}
