/**
 * A buyer's review from an order (DESIGN §4 "Reviews"): `GET|POST|PUT /v1/transactions/{id}/review`.
 * The order's id is the key, as for its order page (a capability URL, ADR 0026): whoever holds it is
 * the buyer. A review is of the order's product (a bump is not reviewed from it), one per product
 * and buyer email, so a repeat buyer or a renewing member edits the one they wrote.
 */
import { type Db, newId, tables } from "@lapak/db";
import {
  type OrderReview,
  type OwnReview,
  REVIEW_REFUSALS,
  type ReviewBody,
  type ReviewRefusal,
} from "@lapak/shared/schemas/review";
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { effectiveStatus, loadTransaction, snapshotOf, type TransactionRow } from "../orders/transaction-view";
import { reviewerNameOf } from "./reviewer-name";

type ReviewRow = typeof tables.productReviews.$inferSelect;

/** Types a buyer reviews: a sign-up (collect email) is not a purchase, an external link is not sold here. */
const UNREVIEWED_TYPES = new Set(["collect_email", "external_url"]);

/** Whether a product of `type` is reviewed by its buyers. */
export const isReviewedType = (type: string) => !UNREVIEWED_TYPES.has(type);

/**
 * Why `row` cannot be reviewed at `now`, or null: it must be paid, for more than 0 rupiah (so
 * "Pembeli terverifikasi" means money changed hands), not refunded in full, of a sold product type.
 */
export function refusalOf(row: TransactionRow, now = new Date()): ReviewRefusal | null {
  if (!isReviewedType(snapshotOf(row).type)) return "not_reviewable";
  if (effectiveStatus(row, now) !== "paid") return "not_paid";
  if (row.amount <= 0) return "free";
  if (row.refundedAmount >= row.amount) return "refunded";
  return null;
}

/** The buyer's own view of a stored review. */
export function ownReviewOf(row: ReviewRow): OwnReview {
  return {
    id: row.id,
    rating: row.rating,
    text: row.body,
    reviewerName: reviewerNameOf(row.reviewerName),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    reply: row.reply,
    repliedAt: row.repliedAt?.toISOString() ?? null,
    hidden: row.hiddenAt !== null,
  };
}

async function findReview(db: Db, row: TransactionRow): Promise<ReviewRow | undefined> {
  const r = tables.productReviews;
  const [review] = await db
    .select()
    .from(r)
    .where(and(eq(r.productId, row.productId), eq(r.buyerEmail, row.buyerEmail)))
    .limit(1);
  return review;
}

/**
 * `GET /v1/transactions/{id}/review`: whether the order can be reviewed and the buyer's review of
 * its product, if any. Throws 404 for an unknown or malformed id.
 */
export async function getOrderReview(deps: Pick<Deps, "db">, transactionId: string): Promise<OrderReview> {
  const { row } = await loadTransaction(deps, transactionId);
  const review = await findReview(deps.db, row);
  return { refusal: refusalOf(row), review: review ? ownReviewOf(review) : null };
}

/** 403 with the refusal's sentence. */
const refused = (refusal: ReviewRefusal) => new AppError("forbidden", REVIEW_REFUSALS[refusal]);

/**
 * `POST /v1/transactions/{id}/review`: the buyer's first review of the order's product. Returns it
 * with the seller (for the storefront change). Throws 404 for an unknown order, 403 with the reason
 * when it cannot be reviewed, 409 when this email already reviewed the product (from any order:
 * `PUT` edits it). Two concurrent posts store one: the unique (product, email) index decides.
 */
export async function createReview(
  deps: Pick<Deps, "db">,
  { transactionId, body, now = new Date() }: { transactionId: string; body: ReviewBody; now?: Date },
): Promise<{ review: OwnReview; seller: { id: string; username: string } }> {
  const { row, seller } = await loadTransaction(deps, transactionId);
  const refusal = refusalOf(row, now);
  if (refusal) throw refused(refusal);
  const [stored] = await deps.db
    .insert(tables.productReviews)
    .values({
      id: newId(),
      productId: row.productId,
      sellerId: row.sellerId,
      transactionId: row.id,
      buyerEmail: row.buyerEmail,
      reviewerName: row.buyerName,
      rating: body.rating,
      body: body.text,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (!stored) throw new AppError("conflict", "Anda sudah memberi ulasan untuk produk ini. Ubah ulasan Anda.");
  return { review: ownReviewOf(stored), seller: { id: row.sellerId, username: seller.username } };
}

/**
 * `PUT /v1/transactions/{id}/review`: the buyer edits their review of the order's product (rating
 * and text; the seller's reply and an admin's hiding stay). Throws 404 for an unknown order or when
 * there is no review yet, 403 when the order can no longer be reviewed (refunded in full).
 */
export async function updateReview(
  deps: Pick<Deps, "db">,
  { transactionId, body, now = new Date() }: { transactionId: string; body: ReviewBody; now?: Date },
): Promise<{ review: OwnReview; seller: { id: string; username: string } }> {
  const { row, seller } = await loadTransaction(deps, transactionId);
  const refusal = refusalOf(row, now);
  if (refusal) throw refused(refusal);
  const r = tables.productReviews;
  const [stored] = await deps.db
    .update(r)
    .set({ rating: body.rating, body: body.text, updatedAt: now })
    .where(and(eq(r.productId, row.productId), eq(r.buyerEmail, row.buyerEmail)))
    .returning();
  if (!stored) throw notFound("Ulasan tidak ditemukan");
  return { review: ownReviewOf(stored), seller: { id: row.sellerId, username: seller.username } };
}
