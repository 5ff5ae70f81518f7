/**
 * A buyer's progress through a course (DESIGN §4 "Learning"): completed lessons in
 * `course_progress`, counted against the course's current lessons, so a lesson the seller adds
 * after a purchase lowers the percentage and one they delete takes its tick with it.
 */
import { type Db, tables } from "@lapak/db";
import type { CourseModule } from "@lapak/shared/schemas/course";
import type { LearningProgress } from "@lapak/shared/schemas/library";
import { and, eq, inArray } from "drizzle-orm";
import { courseCurricula } from "../products/course-curriculum";

/** Lesson id → when it was completed, for the order `transactionId`. */
export async function completedLessons(db: Db, transactionId: string): Promise<Map<string, Date>> {
  const c = tables.courseProgress;
  const rows = await db
    .select({ lessonId: c.lessonId, completedAt: c.completedAt })
    .from(c)
    .where(eq(c.transactionId, transactionId));
  return new Map(rows.map((row) => [row.lessonId, row.completedAt]));
}

/**
 * One course order's current curriculum (`modules`), its completed lessons (`done`) and the
 * `progress` they make: what the course page, the certificate and the sale's detail all read.
 */
export async function orderProgress(
  db: Db,
  order: { transactionId: string; productId: string },
): Promise<{ modules: CourseModule[]; done: Map<string, Date>; progress: LearningProgress }> {
  const [curricula, done] = await Promise.all([
    courseCurricula(db, [{ id: order.productId, type: "course" }]),
    completedLessons(db, order.transactionId),
  ]);
  const modules = curricula.get(order.productId) ?? [];
  return { modules, done, progress: progressOf(modules, done) };
}

/**
 * The progress of a buyer who completed `done` in a course of `modules` (curriculum order):
 * `percent` rounded down, so 100 means every lesson; `completedAt` the latest completion once
 * every lesson is done; `nextLessonId` the first lesson not done.
 */
export function progressOf(modules: { lessons: { id: string }[] }[], done: Map<string, Date>): LearningProgress {
  const lessons = modules.flatMap((module) => module.lessons);
  const completed = lessons.filter((lesson) => done.has(lesson.id));
  const total = lessons.length;
  const all = total > 0 && completed.length === total;
  const latest = all ? Math.max(...completed.map((lesson) => done.get(lesson.id)?.getTime() ?? 0)) : null;
  return {
    completed: completed.length,
    total,
    percent: total === 0 ? 0 : Math.floor((completed.length * 100) / total),
    completedAt: latest === null ? null : new Date(latest).toISOString(),
    nextLessonId: lessons.find((lesson) => !done.has(lesson.id))?.id ?? null,
  };
}

/**
 * Ticks (`completed: true`) or clears a lesson of the order's course. Ticking twice keeps the
 * first completion time. The caller has checked the order (`findCourseOrder`) and that
 * `lessonId` is a lesson of its course.
 */
export async function setLessonCompleted(
  db: Db,
  { transactionId, lessonId, completed }: { transactionId: string; lessonId: string; completed: boolean },
): Promise<void> {
  const c = tables.courseProgress;
  if (completed) {
    await db.insert(c).values({ transactionId, lessonId }).onConflictDoNothing();
  } else {
    await db.delete(c).where(and(eq(c.transactionId, transactionId), eq(c.lessonId, lessonId)));
  }
}

/**
 * The completed lessons of many orders at once (the seller's views, DESIGN §4 "Learning"):
 * transaction id → lesson id → when completed; an order with none is absent.
 */
export async function completedLessonsOf(db: Db, transactionIds: string[]): Promise<Map<string, Map<string, Date>>> {
  const byOrder = new Map<string, Map<string, Date>>();
  if (transactionIds.length === 0) return byOrder;
  const c = tables.courseProgress;
  const rows = await db
    .select({ transactionId: c.transactionId, lessonId: c.lessonId, completedAt: c.completedAt })
    .from(c)
    .where(inArray(c.transactionId, transactionIds));
  for (const row of rows) {
    const done = byOrder.get(row.transactionId) ?? new Map<string, Date>();
    done.set(row.lessonId, row.completedAt);
    byOrder.set(row.transactionId, done);
  }
  return byOrder;
}
