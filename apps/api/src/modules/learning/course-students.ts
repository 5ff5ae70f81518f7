/**
 * The seller's view of a course's buyers (DESIGN §4 "Learning"): **Siswa** on the course's page
 * and its CSV, and the progress on a sale's detail. Progress is counted against the course's
 * current lessons, as the buyer sees it.
 */
import { type Db, tables } from "@lapak/db";
import { formatWibStamp } from "@lapak/shared/date";
import type { CourseStudent, LearningProgress } from "@lapak/shared/schemas/library";
import { and, desc, eq, isNull, or, sql } from "drizzle-orm";
import { notFound } from "../../lib/app-error";
import { CSV_BOM, csvRow } from "../../lib/csv";
import { isUuid } from "../../lib/uuid";
import { courseCurricula } from "../products/course-curriculum";
import { completedLessonsOf, orderProgress, progressOf } from "./progress";

/** At most this many students are listed (newest first); the CSV holds the same rows. */
export const MAX_STUDENTS = 5000;

/**
 * The paid, not fully refunded orders of the seller's course `productId`, newest payment first,
 * each with its progress. Throws 404 `not_found` for a product that is not a live course of
 * `sellerId` (another seller's id answers the same).
 */
export async function listCourseStudents(
  db: Db,
  { sellerId, productId }: { sellerId: string; productId: string },
): Promise<CourseStudent[]> {
  if (!isUuid(productId)) throw notFound("Kelas tidak ditemukan");
  const p = tables.products;
  const [course] = await db
    .select({ id: p.id })
    .from(p)
    .where(and(eq(p.id, productId), eq(p.sellerId, sellerId), eq(p.type, "course"), isNull(p.deletedAt)))
    .limit(1);
  if (!course) throw notFound("Kelas tidak ditemukan");
  const t = tables.transactions;
  const orders = await db
    .select({
      id: t.id,
      code: t.code,
      buyerName: t.buyerName,
      buyerEmail: t.buyerEmail,
      paidAt: t.paidAt,
      createdAt: t.createdAt,
    })
    .from(t)
    .where(
      and(
        eq(t.productId, productId),
        eq(t.sellerId, sellerId),
        eq(t.status, "paid"),
        or(eq(t.amount, 0), sql`${t.refundedAmount} < ${t.amount}`),
      ),
    )
    .orderBy(desc(sql`coalesce(${t.paidAt}, ${t.createdAt})`), desc(t.id))
    .limit(MAX_STUDENTS);
  const [curricula, done] = await Promise.all([
    courseCurricula(db, [{ id: productId, type: "course" }]),
    completedLessonsOf(
      db,
      orders.map((order) => order.id),
    ),
  ]);
  const modules = curricula.get(productId) ?? [];
  return orders.map((order) => {
    const { nextLessonId: _next, ...progress } = progressOf(modules, done.get(order.id) ?? new Map());
    return {
      transactionId: order.id,
      code: order.code,
      buyerName: order.buyerName,
      buyerEmail: order.buyerEmail,
      paidAt: (order.paidAt ?? order.createdAt).toISOString(),
      progress,
    };
  });
}

const HEADER = [
  "Kode Pesanan",
  "Nama",
  "Email",
  "Dibayar (WIB)",
  "Pelajaran Selesai",
  "Jumlah Pelajaran",
  "Progres (%)",
  "Selesai Pada (WIB)",
];

/** `GET /v1/product/courses/{id}/students.csv`: `listCourseStudents` as CSV (BOM, header, rows). */
export async function courseStudentsCsv(db: Db, input: { sellerId: string; productId: string }): Promise<string> {
  const students = await listCourseStudents(db, input);
  return (
    CSV_BOM +
    csvRow(HEADER) +
    students
      .map((student) =>
        csvRow([
          student.code,
          student.buyerName,
          student.buyerEmail,
          formatWibStamp(new Date(student.paidAt)),
          student.progress.completed,
          student.progress.total,
          student.progress.percent,
          student.progress.completedAt ? formatWibStamp(new Date(student.progress.completedAt)) : "",
        ]),
      )
      .join("")
  );
}

/** The progress of one course order for its sale's detail; null when the order is not a course. */
export async function saleCourseProgress(
  db: Db,
  order: { id: string; productId: string; type: string },
): Promise<Omit<LearningProgress, "nextLessonId"> | null> {
  if (order.type !== "course") return null;
  const { nextLessonId: _next, ...progress } = (
    await orderProgress(db, { transactionId: order.id, productId: order.productId })
  ).progress;
  return progress;
}
