import type { Db } from "@lapak/db";
import type { LearningProgress } from "@lapak/shared/schemas/library";
import { notFound } from "../../lib/app-error";
import { courseCurricula } from "../products/course-curriculum";
import type { CourseOrder } from "./course-order";
import { completedLessons, progressOf, setLessonCompleted } from "./progress";

/**
 * `PUT …/lessons/{lessonId}` of a learner's course (`order`, resolved by the caller): ticks or
 * clears the lesson and answers the new progress. Throws 404 ("Pelajaran tidak ditemukan") for a
 * lesson not in the course now.
 */
export async function markLesson(
  db: Db,
  order: CourseOrder,
  input: { lessonId: string; completed: boolean },
): Promise<LearningProgress> {
  const modules = (await courseCurricula(db, [{ id: order.productId, type: "course" }])).get(order.productId) ?? [];
  if (!modules.some((module) => module.lessons.some((lesson) => lesson.id === input.lessonId))) {
    throw notFound("Pelajaran tidak ditemukan");
  }
  await setLessonCompleted(db, {
    transactionId: order.transactionId,
    lessonId: input.lessonId,
    completed: input.completed,
  });
  return progressOf(modules, await completedLessons(db, order.transactionId));
}
