import { type Db, tables } from "@lapak/db";
import type { LibraryPurchase } from "@lapak/shared/schemas/library";
import { and, desc, eq, lt, or, sql } from "drizzle-orm";
import { rescheduleUntil } from "../coaching/session";
import { imageUrl } from "../media/media-deps";
import { isReviewedType } from "../reviews/order-review";

const t = tables.transactions;

/**
 * `GET /v1/library`: every paid order of `email`, newest payment first, across stores (DESIGN §6
 * "Buyer library"). Listed: `status = 'paid'`, including free products and orders refunded in
 * part (they keep their downloads, ADR 0020). Left out: pending, expired and failed attempts, and
 * orders refunded in full (their downloads answer 410). Each names the product as bought (the
 * checkout snapshot's title and type, its frozen cover) and links to the order's page; an event's
 * carries its current time (ADR 0046), a 1:1 session's its booked time and reschedule limit (ADR 0047),
 * and each its buyer's review of the product, if it can have one (DESIGN §4 "Reviews").
 */
export async function listLibraryPurchases(
  { db, appUrl }: { db: Db; appUrl: string },
  email: string,
): Promise<LibraryPurchase[]> {
  const rows = await db
    .select({
      id: t.id,
      code: t.code,
      productId: t.productId,
      snapshot: t.productSnapshot,
      amount: t.amount,
      refundedAmount: t.refundedAmount,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
      sellerName: tables.users.name,
      sellerUsername: tables.users.username,
      currentCover: tables.products.coverMediaId,
      settings: tables.products.settings,
      checkedInAt: tables.eventTickets.checkedInAt,
      sessionStartsAt: tables.coachingSessions.startsAt,
      sessionEndsAt: tables.coachingSessions.endsAt,
      rescheduleCount: tables.coachingSessions.rescheduleCount,
      rating: tables.productReviews.rating,
    })
    .from(t)
    .innerJoin(tables.users, eq(tables.users.id, t.sellerId))
    .innerJoin(tables.products, eq(tables.products.id, t.productId))
    .leftJoin(tables.eventTickets, eq(tables.eventTickets.transactionId, t.id))
    .leftJoin(tables.coachingSessions, eq(tables.coachingSessions.transactionId, t.id))
    .leftJoin(
      tables.productReviews,
      and(eq(tables.productReviews.productId, t.productId), eq(tables.productReviews.buyerEmail, t.buyerEmail)),
    )
    .where(
      and(eq(t.buyerEmail, email), eq(t.status, "paid"), or(eq(t.refundedAmount, 0), lt(t.refundedAmount, t.amount))),
    )
    .orderBy(desc(sql`coalesce(${t.paidAt}, ${t.createdAt})`), desc(t.id))
    .limit(500);
  return rows.map((row) => {
    const cover = row.snapshot.coverMediaId === undefined ? row.currentCover : row.snapshot.coverMediaId;
    return {
      transactionId: row.id,
      code: row.code,
      product: {
        id: row.productId,
        type: row.snapshot.type,
        title: row.snapshot.title,
        cover: cover ? imageUrl(cover) : null,
      },
      seller: { name: row.sellerName, username: row.sellerUsername },
      amount: row.amount,
      refundedAmount: row.refundedAmount,
      paidAt: (row.paidAt ?? row.createdAt).toISOString(),
      orderUrl: `${appUrl}/my-order/${row.id}`,
      event: row.settings.event
        ? {
            startsAt: row.settings.event.startsAt,
            endsAt: row.settings.event.endsAt,
            certificateUrl:
              row.settings.certificate === true && row.checkedInAt
                ? `/v1/library/events/${row.id}/certificate.pdf`
                : null,
          }
        : null,
      session:
        row.sessionStartsAt && row.sessionEndsAt && row.settings.coaching
          ? {
              startsAt: row.sessionStartsAt.toISOString(),
              endsAt: row.sessionEndsAt.toISOString(),
              rescheduleUntil: rescheduleUntil(row.sessionStartsAt, row.settings.coaching).toISOString(),
              rescheduleCount: row.rescheduleCount ?? 0,
            }
          : null,
      review: row.amount > 0 && isReviewedType(row.snapshot.type) ? { rating: row.rating } : null,
    };
  });
}
