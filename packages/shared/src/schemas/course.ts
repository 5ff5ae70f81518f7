/**
 * Kelas Online (DESIGN §3, ADR 0044): a course is a product whose modules hold lessons — a video
 * (YouTube, Vimeo or an uploaded MP4, `course-video.ts`), a text or files. Ids of modules and
 * lessons are the server's, kept across edits: buyers' progress refers to lesson ids.
 */
import { type CourseVideo, parseCourseVideo } from "../course-video";
import { multilineText, text, z } from "../zod";

export const LESSON_KINDS = ["video", "text", "file"] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const VIDEO_PROVIDERS = ["youtube", "vimeo", "file"] as const;

/** Most modules in one course. */
export const MAX_COURSE_MODULES = 50;
/** Most lessons in one course, all modules together. */
export const MAX_COURSE_LESSONS = 200;
/** Most files attached to one lesson. */
export const MAX_LESSON_FILES = 20;
/** Longest lesson, minutes (24 hours). */
export const MAX_LESSON_MINUTES = 1440;

const idSchema = z.uuid("ID tidak valid");

/**
 * One lesson as the seller sends it (the owner's view of a lesson is accepted back as it is: null
 * means not set). `videoUrl` is required for a video lesson (a YouTube or Vimeo
 * link, or `media:{fileId}`), `body` for a text lesson (plain text), `fileIds` (1–20) for a file
 * lesson; a video or text lesson may carry files too. An `id` the course does not hold is refused by
 * the API (422 on `modules.{m}.lessons.{l}.id`).
 */
export const courseLessonBodySchema = z
  .object({
    id: idSchema.optional(),
    title: text({ error: "Judul pelajaran wajib diisi" })
      .trim()
      .min(1, "Judul pelajaran wajib diisi")
      .max(120, "Judul pelajaran maksimal 120 karakter"),
    kind: z.enum(LESSON_KINDS, { error: "Jenis pelajaran harus video, teks atau berkas" }),
    videoUrl: text().trim().max(2000, "Tautan video maksimal 2000 karakter").nullable().optional(),
    body: multilineText().trim().max(50_000, "Isi pelajaran maksimal 50.000 karakter").nullable().optional(),
    fileIds: z.array(idSchema).max(MAX_LESSON_FILES, `Maksimal ${MAX_LESSON_FILES} berkas`).default([]),
    durationMinutes: z
      .number({ error: "Durasi harus angka menit" })
      .int("Durasi harus bilangan bulat menit")
      .min(0, "Durasi tidak boleh negatif")
      .max(MAX_LESSON_MINUTES, "Durasi maksimal 1440 menit")
      .nullable()
      .optional(),
    preview: z.boolean({ error: "Pratinjau harus ya atau tidak" }).default(false),
  })
  .superRefine((lesson, ctx) => {
    if (lesson.kind === "video") {
      if (!lesson.videoUrl) ctx.addIssue({ code: "custom", path: ["videoUrl"], message: "Tautan video wajib diisi" });
      else if (!parseCourseVideo(lesson.videoUrl))
        ctx.addIssue({
          code: "custom",
          path: ["videoUrl"],
          message: "Tautan video harus dari YouTube atau Vimeo, atau video MP4 yang Anda unggah",
        });
    }
    if (lesson.kind === "text" && !lesson.body)
      ctx.addIssue({ code: "custom", path: ["body"], message: "Isi pelajaran wajib diisi" });
    if (lesson.kind === "file" && lesson.fileIds.length === 0)
      ctx.addIssue({ code: "custom", path: ["fileIds"], message: "Pilih minimal satu berkas untuk pelajaran ini" });
  });
export type CourseLessonBody = z.infer<typeof courseLessonBodySchema>;

export const courseModuleBodySchema = z.object({
  id: idSchema.optional(),
  title: text({ error: "Judul modul wajib diisi" })
    .trim()
    .min(1, "Judul modul wajib diisi")
    .max(120, "Judul modul maksimal 120 karakter"),
  lessons: z
    .array(courseLessonBodySchema, { error: "Daftar pelajaran tidak valid" })
    .max(MAX_COURSE_LESSONS, `Maksimal ${MAX_COURSE_LESSONS} pelajaran`)
    .default([]),
});
export type CourseModuleBody = z.infer<typeof courseModuleBodySchema>;

/** 1–50 modules, 1–200 lessons in all (0 lessons only in a draft: checked with `status`). */
export const courseModulesSchema = z
  .array(courseModuleBodySchema, { error: "Tambahkan minimal satu modul" })
  .min(1, "Tambahkan minimal satu modul")
  .max(MAX_COURSE_MODULES, `Maksimal ${MAX_COURSE_MODULES} modul`)
  .superRefine((modules, ctx) => {
    const lessons = modules.flatMap((module) => module.lessons);
    if (lessons.length > MAX_COURSE_LESSONS)
      ctx.addIssue({ code: "custom", message: `Maksimal ${MAX_COURSE_LESSONS} pelajaran dalam satu kelas` });
    const seen = new Set<string>();
    for (const [m, module] of modules.entries()) {
      for (const [index, id] of [module.id, ...module.lessons.map((lesson) => lesson.id)].entries()) {
        if (!id) continue;
        if (seen.has(id))
          ctx.addIssue({
            code: "custom",
            path: index === 0 ? [m, "id"] : [m, "lessons", index - 1, "id"],
            message: "ID ganda dalam kurikulum",
          });
        seen.add(id);
      }
    }
  });

const lessonFileSchema = z.object({ id: z.string(), name: z.string(), size: z.number().int() });

/**
 * A lesson in the owner's view: what the editor sends back (`videoUrl` canonical), its video, and
 * the names of its files and of its uploaded video (`videoFile`, or null) for the editor.
 */
export const courseLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  videoUrl: z.string().nullable(),
  video: z
    .object({ provider: z.enum(VIDEO_PROVIDERS), id: z.string(), hash: z.string().optional() })
    .nullable() as z.ZodType<CourseVideo | null>,
  body: z.string().nullable(),
  fileIds: z.array(z.string()),
  files: z.array(lessonFileSchema),
  videoFile: lessonFileSchema.nullable(),
  durationMinutes: z.number().int().nullable(),
  preview: z.boolean(),
});
export type CourseLesson = z.infer<typeof courseLessonSchema>;

export const courseModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(courseLessonSchema),
});
export type CourseModule = z.infer<typeof courseModuleSchema>;

/**
 * A lesson as anyone sees it on the product page: titles, durations and kinds; a preview lesson's
 * video too (`embedUrl` of YouTube/Vimeo, or `videoSrc`, the public range-served MP4 of
 * `GET /v1/courses/{productId}/lessons/{lessonId}/video`). Never a non-preview lesson's content.
 */
export const publicCourseLessonSchema = z.object({
  id: z.string(),
  title: z.string(),
  kind: z.enum(LESSON_KINDS),
  durationMinutes: z.number().int().nullable(),
  preview: z.boolean(),
  embedUrl: z.string().nullable(),
  videoSrc: z.string().nullable(),
});
export type PublicCourseLesson = z.infer<typeof publicCourseLessonSchema>;

export const publicCourseModuleSchema = z.object({
  id: z.string(),
  title: z.string(),
  lessons: z.array(publicCourseLessonSchema),
});
export type PublicCourseModule = z.infer<typeof publicCourseModuleSchema>;

/** The lessons and minutes of a curriculum (lessons without a duration count as 0 minutes). */
export function curriculumTotals(modules: { lessons: { durationMinutes: number | null }[] }[]) {
  const lessons = modules.flatMap((module) => module.lessons);
  return { lessons: lessons.length, minutes: lessons.reduce((sum, lesson) => sum + (lesson.durationMinutes ?? 0), 0) };
}

/** "1 jam 5 menit", "45 menit", "2 jam" — a duration in minutes as a person reads it. */
export function formatMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest} menit`;
  return rest === 0 ? `${hours} jam` : `${hours} jam ${rest} menit`;
}
