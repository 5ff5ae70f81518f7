import { type Db, tables } from "@lapak/db";
import { and, eq, sql } from "drizzle-orm";
import type { Storage } from "../../integrations/storage/storage";
import { notFound } from "../../lib/app-error";
import { isUuid } from "../../lib/uuid";
import type { StoredFile } from "../downloads/send-stored";
import type { CourseOrder } from "./course-order";

/** A lesson's stored video or file, with the uploader's file name. */
export interface LessonMedia extends StoredFile {
  name: string;
}

/**
 * The uploaded MP4 of a video lesson (`fileId` absent) or one of a lesson's files, for the learner
 * of `order` only (DESIGN §4 "Learning"): the caller has resolved the order (`findCourseOrder`,
 * `findMemberCourse`), the lesson must be of its course now, and the media the seller's own upload
 * the lesson names. Any miss — a removed lesson or file, storage without it — throws the same 404.
 */
export async function findLessonMedia(
  { db, storage }: { db: Db; storage: Storage },
  order: CourseOrder,
  input: { lessonId: string; fileId?: string },
): Promise<LessonMedia> {
  const missing = () => notFound(input.fileId ? "Berkas tidak ditemukan" : "Video tidak ditemukan");
  if (!isUuid(input.lessonId) || (input.fileId !== undefined && !isUuid(input.fileId))) throw missing();
  const l = tables.courseLessons;
  const m = tables.media;
  const [lesson] = await db
    .select({ kind: l.kind, videoProvider: l.videoProvider, videoRef: l.videoRef, fileIds: l.fileIds })
    .from(l)
    .where(and(eq(l.id, input.lessonId), eq(l.productId, order.productId)))
    .limit(1);
  const mediaId = lesson ? lessonMediaId(lesson, input.fileId) : null;
  if (!lesson || !mediaId || !isUuid(mediaId)) throw missing();
  const [media] = await db
    .select({ storageKey: m.storageKey, name: m.name, mime: m.mime })
    .from(m)
    .where(and(eq(m.id, sql`${mediaId}::uuid`), eq(m.ownerId, order.sellerId), eq(m.kind, "file")))
    .limit(1);
  if (!media) throw missing();
  const stored = await storage.stat(media.storageKey);
  if (!stored) throw missing();
  return { ...media, size: stored.size };
}

/** The media id a lesson serves: `fileId` if it attaches it, else its uploaded video's. */
function lessonMediaId(
  lesson: { kind: string; videoProvider: string | null; videoRef: string | null; fileIds: string[] },
  fileId: string | undefined,
): string | null {
  if (fileId) return lesson.fileIds.includes(fileId) ? fileId : null;
  return lesson.kind === "video" && lesson.videoProvider === "file" ? lesson.videoRef : null;
}
