/**
 * Which course order a library session may read (DESIGN §4 "Learning"): a paid order of a course,
 * bought with the session's email, not refunded in full. Anything else — another buyer's order, a
 * pending, expired or failed attempt, a refunded one, a download — is the same 404, so nothing
 * tells an order that exists apart from one that does not. A course a membership includes is read
 * through the member's pass instead (`findMemberCourse`, ADR 0049); both give a `CourseOrder`.
 */
import { type Db, tables } from "@lapak/db";
import type { ProductSettings } from "@lapak/shared/schemas/product";
import { and, eq } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";

/** A course as one learner reads it: what the learning calls serve, tick and certify. */
export interface CourseOrder {
  /** The order progress and certificate belong to: the course order, or the member's first pass. */
  transactionId: string;
  /** The path under which the course's lessons are served to this learner (`learningPath`). */
  path: string;
  /** The membership the course is read through; null for a bought course. */
  membershipId: string | null;
  code: string;
  productId: string;
  /** The seller whose uploads the course's lessons may serve. */
  sellerId: string;
  buyerName: string;
  /** The course as it is now (a course is a living product: DESIGN §4 "Learning"). */
  title: string;
  coverMediaId: string | null;
  settings: ProductSettings;
  sellerName: string;
  sellerUsername: string | null;
}

/** Throws 404 `not_found` ("Kelas tidak ditemukan") unless `email` may read `transactionId`. */
export async function findCourseOrder(
  db: Db,
  { transactionId, email }: { transactionId: string; email: string },
): Promise<CourseOrder> {
  if (!isUuid(transactionId)) throw courseNotFound();
  const t = tables.transactions;
  const p = tables.products;
  const u = tables.users;
  const [row] = await db
    .select({
      transactionId: t.id,
      code: t.code,
      productId: t.productId,
      sellerId: t.sellerId,
      buyerName: t.buyerName,
      amount: t.amount,
      refundedAmount: t.refundedAmount,
      title: p.title,
      coverMediaId: p.coverMediaId,
      settings: p.settings,
      sellerName: u.name,
      sellerUsername: u.username,
    })
    .from(t)
    .innerJoin(p, eq(p.id, t.productId))
    .innerJoin(u, eq(u.id, t.sellerId))
    .where(and(eq(t.id, transactionId), eq(t.buyerEmail, email), eq(t.status, "paid"), eq(p.type, "course")))
    .limit(1);
  if (!row || (row.amount > 0 && row.refundedAmount >= row.amount)) throw courseNotFound();
  const { amount: _amount, refundedAmount: _refunded, ...order } = row;
  return { ...order, path: learningPath(order.transactionId), membershipId: null };
}

/** The path under which a course order's lessons are served to its buyer. */
export function learningPath(transactionId: string): string {
  return `/v1/library/courses/${transactionId}`;
}

export function courseNotFound() {
  return notFound("Kelas tidak ditemukan di Pustaka Saya Anda");
}
