/**
 * The seller's and the admin's side of reviews (DESIGN §4 "Reviews"): the seller's Ulasan list and
 * one reply per review (`GET /v1/reviews`, `POST /v1/reviews/{id}/reply`); the admin's list of all
 * reviews and hiding one with a reason, or showing it again (`/v1/admin/reviews…`).
 */
import { type Db, tables } from "@lapak/db";
import type { ManagedReview, ReviewList } from "@lapak/shared/schemas/review";
import { and, count, desc, eq, isNull, type SQL } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import { ownReviewOf } from "./order-review";

/** Reviews per page of either list. */
export const REVIEW_PAGE_SIZE = 20;

const reviewNotFound = () => notFound("Ulasan tidak ditemukan");

/**
 * A page of reviews, newest first: of `sellerId`'s products (the seller's Ulasan), or of every
 * store when `sellerId` is null (the admin), optionally of one `productId`.
 */
export async function listReviews(
  db: Db,
  { sellerId, productId, page }: { sellerId: string | null; productId?: string; page: number },
): Promise<ReviewList> {
  const r = tables.productReviews;
  const where = and(
    sellerId ? eq(r.sellerId, sellerId) : undefined,
    productId ? eq(r.productId, productId) : undefined,
  ) as SQL | undefined;
  const [rows, [total]] = await Promise.all([
    managedQuery(db)
      .where(where)
      .orderBy(desc(r.createdAt), desc(r.id))
      .limit(REVIEW_PAGE_SIZE)
      .offset((page - 1) * REVIEW_PAGE_SIZE),
    db.select({ n: count() }).from(r).where(where),
  ]);
  const reviews = rows.map(toManaged);
  return { reviews, total: Number(total?.n ?? 0), page, pageSize: REVIEW_PAGE_SIZE };
}

/**
 * Throws 404 unless `reviewId` is a review of `sellerId`'s product: another seller's id is
 * answered before the body is read (the authorization matrix).
 */
export async function assertOwnReview(db: Db, { sellerId, reviewId }: { sellerId: string; reviewId: string }) {
  if (!isUuid(reviewId)) throw reviewNotFound();
  const r = tables.productReviews;
  const [own] = await db
    .select({ id: r.id })
    .from(r)
    .where(and(eq(r.id, reviewId), eq(r.sellerId, sellerId)));
  if (!own) throw reviewNotFound();
}

/**
 * `POST /v1/reviews/{id}/reply`: the seller's one reply to a review of their product. Returns the
 * review's product's seller for the storefront change. Throws 404 for another seller's or an unknown
 * review, 409 when it already has a reply (two concurrent replies store one).
 */
export async function replyToReview(
  db: Db,
  { sellerId, reviewId, text, now = new Date() }: { sellerId: string; reviewId: string; text: string; now?: Date },
): Promise<ManagedReview> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  const r = tables.productReviews;
  const [updated] = await db
    .update(r)
    .set({ reply: text, repliedAt: now })
    .where(and(eq(r.id, reviewId), eq(r.sellerId, sellerId), isNull(r.reply)))
    .returning({ id: r.id });
  if (!updated) {
    await assertOwnReview(db, { sellerId, reviewId });
    throw new AppError("conflict", "Ulasan ini sudah Anda balas.");
  }
  return managedReview(db, reviewId);
}

/**
 * `POST /v1/admin/reviews/{id}/hide` (`hidden` true, with `reason`) and `…/show` (false): an admin
 * hides a review from the product page, the reason kept with who and when, or shows it again.
 * Throws 404 for an unknown review.
 */
export async function setReviewHidden(
  db: Db,
  {
    reviewId,
    adminId,
    hidden,
    reason = null,
    now = new Date(),
  }: { reviewId: string; adminId: string; hidden: boolean; reason?: string | null; now?: Date },
): Promise<ManagedReview> {
  if (!isUuid(reviewId)) throw reviewNotFound();
  const r = tables.productReviews;
  const [updated] = await db
    .update(r)
    .set(
      hidden
        ? { hiddenAt: now, hiddenReason: reason, hiddenBy: adminId }
        : { hiddenAt: null, hiddenReason: null, hiddenBy: null },
    )
    .where(eq(r.id, reviewId))
    .returning({ id: r.id });
  if (!updated) throw reviewNotFound();
  return managedReview(db, reviewId);
}

/** Reviews with their product's title, order and seller, for `where` to narrow. */
function managedQuery(db: Db) {
  const r = tables.productReviews;
  const t = tables.transactions;
  return db
    .select({
      review: r,
      productTitle: tables.products.title,
      orderCode: t.code,
      amount: t.amount,
      refundedAmount: t.refundedAmount,
      sellerUsername: tables.users.username,
    })
    .from(r)
    .innerJoin(t, eq(t.id, r.transactionId))
    .innerJoin(tables.products, eq(tables.products.id, r.productId))
    .innerJoin(tables.users, eq(tables.users.id, r.sellerId));
}

function toManaged(row: Awaited<ReturnType<typeof managedQuery>>[number]): ManagedReview {
  return {
    ...ownReviewOf(row.review),
    productId: row.review.productId,
    productTitle: row.productTitle,
    orderCode: row.orderCode,
    sellerId: row.review.sellerId,
    sellerUsername: row.sellerUsername ?? "",
    hiddenReason: row.review.hiddenReason,
    refunded: row.refundedAmount >= row.amount,
  };
}

/** One review as both lists show it. */
async function managedReview(db: Db, reviewId: string): Promise<ManagedReview> {
  const [row] = await managedQuery(db).where(eq(tables.productReviews.id, reviewId));
  if (!row) throw reviewNotFound();
  return toManaged(row);
}
