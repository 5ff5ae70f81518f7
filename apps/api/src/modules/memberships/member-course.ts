/**
 * A course a membership includes, as its active member reads it (ADR 0049): the same lessons,
 * ticks and certificate as a bought course, served under
 * `/v1/library/memberships/{productId}/courses/{courseId}`. Progress and the certificate belong to
 * the member's first pass of the membership (paid, whatever happened to it since), so renewing —
 * or a lapse and a return — keeps them.
 */
import { type Db, tables } from "@lapak/db";
import { and, eq, isNull } from "drizzle-orm";
import { isUuid } from "../../lib/uuid";
import { type CourseOrder, courseNotFound } from "../learning/course-order";
import { memberCoursePath, membershipProducts, requireActiveMember } from "./member-library";
import { firstPassOf } from "./standing-passes";

/**
 * The included course `courseId` of membership `productId` for `email` at `now`. Throws what
 * `requireActiveMember` throws (404 for no member, 403 `membership_ended` with the renewal link
 * after the end), and 404 "Kelas tidak ditemukan…" for a course the membership does not include
 * now, a deleted one, or another seller's.
 */
export async function findMemberCourse(
  deps: { db: Db; appUrl: string },
  input: { email: string; productId: string; courseId: string; now: Date },
): Promise<CourseOrder> {
  const span = await requireActiveMember(deps, input);
  const { db } = deps;
  if (!isUuid(input.courseId)) throw courseNotFound();
  const membership = (await membershipProducts(db, [input.productId])).get(input.productId);
  if (!membership?.settings?.membership?.includedProductIds.includes(input.courseId)) throw courseNotFound();
  const p = tables.products;
  const [course] = await db
    .select({ id: p.id, title: p.title, coverMediaId: p.coverMediaId, settings: p.settings })
    .from(p)
    .where(
      and(eq(p.id, input.courseId), eq(p.type, "course"), eq(p.sellerId, membership.sellerId), isNull(p.deletedAt)),
    )
    .limit(1);
  const first = await firstPassOf(db, input.productId, input.email);
  if (!course || !first) throw courseNotFound();
  return {
    transactionId: first.id,
    code: first.code,
    path: memberCoursePath(input.productId, course.id),
    membershipId: input.productId,
    productId: course.id,
    sellerId: membership.sellerId,
    buyerName: span.name,
    title: course.title,
    coverMediaId: course.coverMediaId,
    settings: course.settings,
    sellerName: membership.sellerName,
    sellerUsername: membership.username,
  };
}
