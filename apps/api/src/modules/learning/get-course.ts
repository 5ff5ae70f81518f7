import type { Db } from "@lapak/db";
import { tables } from "@lapak/db";
import { courseVideoEmbedUrl } from "@lapak/shared/course-video";
import type { CourseModule } from "@lapak/shared/schemas/course";
import type { LearningCourse, LearningLesson } from "@lapak/shared/schemas/library";
import { eq } from "drizzle-orm";
import { imageUrl } from "../media/media-deps";
import { type CourseOrder, findCourseOrder } from "./course-order";
import { orderProgress } from "./progress";

/** The path under which a course order's lessons are served to its buyer. */
export function learningPath(transactionId: string): string {
  return `/v1/library/courses/${transactionId}`;
}

/**
 * `GET /v1/library/courses/{transactionId}` (DESIGN §4 "Learning"): the course as it is now —
 * every module and lesson with its video (an embed, or the buyer's path of an uploaded MP4), text
 * and files — with a tick per completed lesson, the progress and the certificate. Throws 404 like
 * `findCourseOrder`.
 */
export async function getLearningCourse(
  db: Db,
  caller: { transactionId: string; email: string },
): Promise<LearningCourse> {
  const order = await findCourseOrder(db, caller);
  const [{ modules, done, progress }, issued] = await Promise.all([
    orderProgress(db, order),
    issuedCertificate(db, order.transactionId),
  ]);
  return {
    transactionId: order.transactionId,
    code: order.code,
    product: {
      id: order.productId,
      title: order.title,
      cover: order.coverMediaId ? imageUrl(order.coverMediaId) : null,
    },
    seller: { name: order.sellerName, username: order.sellerUsername },
    progress,
    certificate: certificateView(order, issued),
    modules: modules.map((module) => ({
      id: module.id,
      title: module.title,
      lessons: module.lessons.map((lesson) => learningLesson(order.transactionId, lesson, done.get(lesson.id))),
    })),
  };
}

/** The certificate issued for `transactionId`, or null. */
export async function issuedCertificate(db: Db, transactionId: string) {
  const c = tables.certificates;
  const [row] = await db.select().from(c).where(eq(c.transactionId, transactionId)).limit(1);
  return row ?? null;
}

function certificateView(order: CourseOrder, issued: { code: string; holderName: string } | null) {
  return {
    offered: order.settings.certificate === true,
    holderName: issued?.holderName ?? order.buyerName,
    code: issued?.code ?? null,
    pdfUrl: `${learningPath(order.transactionId)}/certificate.pdf`,
  };
}

function learningLesson(
  transactionId: string,
  lesson: CourseModule["lessons"][number],
  completedAt: Date | undefined,
): LearningLesson {
  const at = `${learningPath(transactionId)}/lessons/${lesson.id}`;
  const video = lesson.video;
  return {
    id: lesson.id,
    title: lesson.title,
    kind: lesson.kind,
    durationMinutes: lesson.durationMinutes,
    preview: lesson.preview,
    embedUrl: video ? courseVideoEmbedUrl(video) : null,
    videoSrc: video?.provider === "file" ? `${at}/video` : null,
    body: lesson.body,
    files: lesson.files.map((file) => ({ ...file, url: `${at}/files/${file.id}` })),
    completed: completedAt !== undefined,
    completedAt: completedAt?.toISOString() ?? null,
  };
}
