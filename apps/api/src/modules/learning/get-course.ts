import type { Db } from "@lapak/db";
import { tables } from "@lapak/db";
import { courseVideoEmbedUrl } from "@lapak/shared/course-video";
import type { CourseModule } from "@lapak/shared/schemas/course";
import type { LearningCourse, LearningLesson } from "@lapak/shared/schemas/library";
import { and, eq } from "drizzle-orm";
import { imageUrl } from "../media/media-deps";
import type { CourseOrder } from "./course-order";
import { orderProgress } from "./progress";

/**
 * `GET /v1/library/courses/{transactionId}` and a member's included course (DESIGN §4 "Learning",
 * ADR 0049): the course as it is now — every module and lesson with its video (an embed, or the
 * learner's path of an uploaded MP4), text and files — with a tick per completed lesson, the
 * progress and the certificate. The caller has resolved `order` (`findCourseOrder`,
 * `findMemberCourse`).
 */
export async function getLearningCourse(db: Db, order: CourseOrder): Promise<LearningCourse> {
  const [{ modules, done, progress }, issued] = await Promise.all([
    orderProgress(db, order),
    issuedCertificate(db, order),
  ]);
  return {
    transactionId: order.transactionId,
    membershipId: order.membershipId,
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
      lessons: module.lessons.map((lesson) => learningLesson(order.path, lesson, done.get(lesson.id))),
    })),
  };
}

/** The certificate issued for the order's course, or null. */
export async function issuedCertificate(db: Db, order: { transactionId: string; productId: string }) {
  const c = tables.certificates;
  const [row] = await db
    .select()
    .from(c)
    .where(and(eq(c.transactionId, order.transactionId), eq(c.productId, order.productId)))
    .limit(1);
  return row ?? null;
}

function certificateView(order: CourseOrder, issued: { code: string; holderName: string } | null) {
  return {
    offered: order.settings.certificate === true,
    holderName: issued?.holderName ?? order.buyerName,
    code: issued?.code ?? null,
    pdfUrl: `${order.path}/certificate.pdf`,
  };
}

function learningLesson(
  path: string,
  lesson: CourseModule["lessons"][number],
  completedAt: Date | undefined,
): LearningLesson {
  const at = `${path}/lessons/${lesson.id}`;
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
