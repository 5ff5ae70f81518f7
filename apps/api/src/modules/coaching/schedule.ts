/**
 * The seller's side of 1:1 sessions (DESIGN §3 "1:1 session", ADR 0047): **Jadwal**, the upcoming
 * booked sessions of every coaching product, and the dates a product offers no slots on.
 */
import { type Db, tables } from "@lapak/db";
import type { ScheduledSession } from "@lapak/shared/schemas/coaching";
import { and, asc, eq, gt, isNull, lt, or, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";

/** Most sessions one Jadwal call lists. */
const SCHEDULE_LIMIT = 500;

/**
 * `GET /v1/coaching/sessions`: seller `sellerId`'s paid sessions, not refunded in full, that end
 * after `now`, soonest first (at most 500), with the buyer and what is left to refund.
 */
export async function listScheduledSessions(
  db: Db,
  { sellerId, now = new Date() }: { sellerId: string; now?: Date },
): Promise<ScheduledSession[]> {
  const s = tables.coachingSessions;
  const t = tables.transactions;
  const p = tables.products;
  const rows = await db
    .select({
      transactionId: t.id,
      orderCode: t.code,
      productId: p.id,
      productTitle: p.title,
      settings: p.settings,
      startsAt: s.startsAt,
      endsAt: s.endsAt,
      buyerName: t.buyerName,
      buyerEmail: t.buyerEmail,
      buyerPhone: t.buyerPhone,
      amount: t.amount,
      refundedAmount: t.refundedAmount,
    })
    .from(s)
    .innerJoin(t, eq(t.id, s.transactionId))
    .innerJoin(p, eq(p.id, s.productId))
    .where(
      and(
        eq(s.sellerId, sellerId),
        gt(s.endsAt, now),
        eq(t.status, "paid"),
        or(eq(t.amount, 0), lt(t.refundedAmount, t.amount)),
      ),
    )
    .orderBy(asc(s.startsAt))
    .limit(SCHEDULE_LIMIT);
  return rows.flatMap((row) => {
    const coaching = row.settings.coaching;
    if (!coaching) return [];
    return [
      {
        transactionId: row.transactionId,
        orderCode: row.orderCode,
        productId: row.productId,
        productTitle: row.productTitle,
        startsAt: row.startsAt.toISOString(),
        endsAt: row.endsAt.toISOString(),
        buyerName: row.buyerName,
        buyerEmail: row.buyerEmail,
        buyerPhone: row.buyerPhone,
        amount: row.amount,
        refundable: row.amount - row.refundedAmount,
        location: coaching.location,
      },
    ];
  });
}

/**
 * `PUT /v1/coaching/{id}/blocked-dates`: replaces the WIB dates coaching product `productId` of
 * `sellerId` offers no slots on (sorted, unique; an empty list clears them). Sessions already
 * booked on those dates stay. Throws 404 for another seller's product, a deleted one or another
 * type. Returns the dates stored.
 */
export async function setBlockedDates(
  db: Db,
  { sellerId, productId, dates }: { sellerId: string; productId: string; dates: string[] },
): Promise<string[]> {
  if (!isUuid(productId)) throw notFound("Produk tidak ditemukan");
  const p = tables.products;
  const updated = await db
    .update(p)
    .set({
      settings: sql`jsonb_set(${p.settings}, '{coaching,blockedDates}', ${JSON.stringify(dates)}::jsonb)`,
      updatedAt: new Date(),
    })
    .where(and(eq(p.id, productId), eq(p.sellerId, sellerId), eq(p.type, "coaching"), isNull(p.deletedAt)))
    .returning({ id: p.id });
  if (updated.length === 0) throw notFound("Produk tidak ditemukan");
  return dates;
}
