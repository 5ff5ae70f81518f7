/**
 * A course's curriculum (Kelas Online, ADR 0044): its modules and lessons in `course_modules` and
 * `course_lessons`. Read here for the views, checked and written here when a course is saved. Ids
 * sent back are kept (buyers' progress refers to lesson ids); modules and lessons left out of a save
 * are deleted.
 */
import { type Db, newId, tables } from "@lapak/db";
import { type CourseVideo, courseVideoEmbedUrl, courseVideoUrl, parseCourseVideo } from "@lapak/shared/course-video";
import type { CourseLesson, CourseModule, CourseModuleBody, PublicCourseModule } from "@lapak/shared/schemas/course";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { AppError, fieldError } from "../../lib/app-error";

type ProductRow = typeof tables.products.$inferSelect;
type LessonRow = typeof tables.courseLessons.$inferSelect;

/**
 * The curriculum of each course among `rows`: product id → modules with lessons, in order, each
 * lesson with the names and sizes of its files and uploaded video (three queries in all).
 */
export async function courseCurricula(db: Db, rows: Pick<ProductRow, "id" | "type">[]) {
  const curricula = new Map<string, CourseModule[]>();
  const ids = rows.filter((row) => row.type === "course").map((row) => row.id);
  if (ids.length === 0) return curricula;
  const m = tables.courseModules;
  const l = tables.courseLessons;
  const [modules, lessons] = await Promise.all([
    db.select().from(m).where(inArray(m.productId, ids)).orderBy(asc(m.position)),
    db.select().from(l).where(inArray(l.productId, ids)).orderBy(asc(l.position)),
  ]);
  const mediaIds = [
    ...new Set(
      lessons.flatMap((row) => [
        ...row.fileIds,
        ...(row.videoProvider === "file" && row.videoRef ? [row.videoRef] : []),
      ]),
    ),
  ];
  const media = tables.media;
  const files =
    mediaIds.length === 0
      ? []
      : await db
          .select({ id: media.id, name: media.name, size: media.size })
          .from(media)
          .where(inArray(media.id, mediaIds));
  const fileById = new Map(files.map((file) => [file.id, file]));
  const byModule = new Map<string, CourseLesson[]>();
  for (const lesson of lessons) {
    const list = byModule.get(lesson.moduleId) ?? [];
    list.push(lessonView(lesson, fileById));
    byModule.set(lesson.moduleId, list);
  }
  for (const id of ids) curricula.set(id, []);
  for (const module of modules) {
    curricula
      .get(module.productId)
      ?.push({ id: module.id, title: module.title, lessons: byModule.get(module.id) ?? [] });
  }
  return curricula;
}

function videoOf(row: LessonRow): CourseVideo | null {
  if (!row.videoProvider || !row.videoRef) return null;
  if (row.videoProvider === "vimeo" && row.videoHash)
    return { provider: "vimeo", id: row.videoRef, hash: row.videoHash };
  return { provider: row.videoProvider, id: row.videoRef };
}

type LessonFile = CourseLesson["files"][number];

function lessonView(row: LessonRow, fileById: Map<string, LessonFile>): CourseLesson {
  const video = row.kind === "video" ? videoOf(row) : null;
  return {
    id: row.id,
    title: row.title,
    kind: row.kind,
    videoUrl: video ? courseVideoUrl(video) : null,
    video,
    body: row.body,
    fileIds: row.fileIds,
    files: row.fileIds.flatMap((id) => fileById.get(id) ?? []),
    videoFile: video?.provider === "file" ? (fileById.get(video.id) ?? null) : null,
    durationMinutes: row.durationMinutes,
    preview: row.preview,
  };
}

/** The path of an uploaded preview video, served to anyone with byte ranges. */
export function previewVideoPath(productId: string, lessonId: string): string {
  return `/v1/courses/${productId}/lessons/${lessonId}/video`;
}

/**
 * What anyone sees of a curriculum: titles, kinds, durations, and the video of a preview lesson
 * only (an embed URL, or the public path of an uploaded MP4).
 */
export function publicCurriculum(productId: string, modules: CourseModule[]): PublicCourseModule[] {
  return modules.map((module) => ({
    id: module.id,
    title: module.title,
    lessons: module.lessons.map((lesson) => {
      const video = lesson.preview ? lesson.video : null;
      return {
        id: lesson.id,
        title: lesson.title,
        kind: lesson.kind,
        durationMinutes: lesson.durationMinutes,
        preview: lesson.preview,
        embedUrl: video ? courseVideoEmbedUrl(video) : null,
        videoSrc: video?.provider === "file" ? previewVideoPath(productId, lesson.id) : null,
      };
    }),
  }));
}

/** Every media id a curriculum refers to, with the field of the body that names it. */
function mediaReferences(modules: CourseModuleBody[]) {
  const files: { id: string; field: string }[] = [];
  const videos: { id: string; field: string }[] = [];
  for (const [m, module] of modules.entries()) {
    for (const [index, lesson] of module.lessons.entries()) {
      const at = `modules.${m}.lessons.${index}`;
      for (const id of lesson.fileIds) files.push({ id, field: `${at}.fileIds` });
      const video = lesson.kind === "video" && lesson.videoUrl ? parseCourseVideo(lesson.videoUrl) : null;
      if (video?.provider === "file") videos.push({ id: video.id, field: `${at}.videoUrl` });
    }
  }
  return { files, videos };
}

/**
 * 422 unless every file a lesson attaches is a file upload of `sellerId` (on
 * `modules.{m}.lessons.{l}.fileIds`) and every uploaded video an MP4 of theirs (on
 * `….videoUrl`), and unless every module and lesson `id` sent belongs to the course `productId`
 * (on `….id`; a new course has none). All errors are gathered into one 422.
 */
export async function checkCurriculum(
  db: Db,
  { sellerId, productId, modules }: { sellerId: string; productId?: string; modules: CourseModuleBody[] },
): Promise<void> {
  const { files, videos } = mediaReferences(modules);
  const ids = [...new Set([...files, ...videos].map((ref) => ref.id))];
  const media = tables.media;
  const owned =
    ids.length === 0
      ? []
      : await db
          .select({ id: media.id, mime: media.mime })
          .from(media)
          .where(and(inArray(media.id, ids), eq(media.ownerId, sellerId), eq(media.kind, "file")));
  const mimeOf = new Map(owned.map((row) => [row.id, row.mime]));
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    if (!errors[field]?.includes(message)) errors[field] = [...(errors[field] ?? []), message];
  };
  for (const ref of files) if (!mimeOf.has(ref.id)) add(ref.field, "Berkas tidak ditemukan");
  for (const ref of videos) {
    const mime = mimeOf.get(ref.id);
    if (!mime) add(ref.field, "Video tidak ditemukan di berkas Anda");
    else if (mime !== "video/mp4") add(ref.field, "Video unggahan harus berformat MP4");
  }
  const known = productId ? await curriculumIds(db, productId) : { modules: new Set(), lessons: new Set() };
  for (const [m, module] of modules.entries()) {
    if (module.id && !known.modules.has(module.id)) add(`modules.${m}.id`, "Modul tidak ditemukan di kelas ini");
    for (const [index, lesson] of module.lessons.entries()) {
      if (lesson.id && !known.lessons.has(lesson.id))
        add(`modules.${m}.lessons.${index}.id`, "Pelajaran tidak ditemukan di kelas ini");
    }
  }
  const fields = Object.keys(errors);
  if (fields.length === 1) throw fieldError(fields[0] as string, errors[fields[0] as string]?.[0] as string);
  if (fields.length > 1) throw new AppError("validation", "Data yang dikirim tidak valid", { errors });
}

async function curriculumIds(db: Db, productId: string) {
  const [modules, lessons] = await Promise.all([
    db
      .select({ id: tables.courseModules.id })
      .from(tables.courseModules)
      .where(eq(tables.courseModules.productId, productId)),
    db
      .select({ id: tables.courseLessons.id })
      .from(tables.courseLessons)
      .where(eq(tables.courseLessons.productId, productId)),
  ]);
  return { modules: new Set(modules.map((row) => row.id)), lessons: new Set(lessons.map((row) => row.id)) };
}

/**
 * Writes the curriculum of `productId` as sent (inside the caller's transaction, after
 * `checkCurriculum`): modules and lessons with an id are updated in place (a lesson may move to
 * another module), those without one get a new id, and those of the course not sent are deleted.
 */
export async function replaceCurriculum(tx: Db, productId: string, modules: CourseModuleBody[]): Promise<void> {
  const m = tables.courseModules;
  const l = tables.courseLessons;
  const withIds = modules.map((module) => ({
    ...module,
    id: module.id ?? newId(),
    lessons: module.lessons.map((lesson) => ({ ...lesson, id: lesson.id ?? newId() })),
  }));
  const keptModules = withIds.map((module) => module.id);
  const keptLessons = withIds.flatMap((module) => module.lessons.map((lesson) => lesson.id));
  const [currentModules, currentLessons] = await Promise.all([
    tx.select({ id: m.id }).from(m).where(eq(m.productId, productId)),
    tx.select({ id: l.id }).from(l).where(eq(l.productId, productId)),
  ]);
  const goneLessons = currentLessons.map((row) => row.id).filter((id) => !keptLessons.includes(id));
  if (goneLessons.length > 0) await tx.delete(l).where(inArray(l.id, goneLessons));

  await tx
    .insert(m)
    .values(withIds.map((module, position) => ({ id: module.id, productId, title: module.title, position })))
    .onConflictDoUpdate({ target: m.id, set: excluded(["title", "position"]) });
  const lessonRows = withIds.flatMap((module) =>
    module.lessons.map((lesson, position) => {
      const video = lesson.kind === "video" && lesson.videoUrl ? parseCourseVideo(lesson.videoUrl) : null;
      return {
        id: lesson.id,
        productId,
        moduleId: module.id,
        title: lesson.title,
        kind: lesson.kind,
        videoProvider: video?.provider ?? null,
        videoRef: video?.id ?? null,
        videoHash: video?.provider === "vimeo" ? (video.hash ?? null) : null,
        body: lesson.body || null,
        fileIds: [...new Set(lesson.fileIds)],
        durationMinutes: lesson.durationMinutes ?? null,
        preview: lesson.preview,
        position,
      };
    }),
  );
  if (lessonRows.length > 0) {
    await tx
      .insert(l)
      .values(lessonRows)
      .onConflictDoUpdate({
        target: l.id,
        set: excluded([
          "module_id",
          "title",
          "kind",
          "video_provider",
          "video_ref",
          "video_hash",
          "body",
          "file_ids",
          "duration_minutes",
          "preview",
          "position",
        ]),
      });
  }
  const goneModules = currentModules.map((row) => row.id).filter((id) => !keptModules.includes(id));
  if (goneModules.length > 0) await tx.delete(m).where(inArray(m.id, goneModules));
}

/** `set` of an upsert taking `columns` (SQL names) from the row that was refused. */
function excluded(columns: string[]) {
  return Object.fromEntries(columns.map((column) => [camel(column), sql.raw(`excluded."${column}"`)]));
}

function camel(column: string): string {
  return column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
}
