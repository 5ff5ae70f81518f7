/**
 * The course editor's state (Kelas Online, ADR 0044): modules and lessons as the form edits them,
 * each with a `key` for React and dnd-kit (the saved id, or a made-up one until saved), and the
 * body the API takes (`modules` of `courseBodySchema`), sent as one JSON field.
 */
import type { CourseModule, LessonKind } from "@lapak/shared/schemas/course";

export interface DraftFile {
  id: string;
  name: string;
  size: number;
}

export interface DraftLesson {
  key: string;
  id?: string;
  title: string;
  kind: LessonKind;
  videoUrl: string;
  /** The uploaded MP4 a `media:` video points to, for its name. */
  videoFile: DraftFile | null;
  body: string;
  files: DraftFile[];
  /** As typed; empty = no duration. */
  durationMinutes: string;
  preview: boolean;
}

export interface DraftModule {
  key: string;
  id?: string;
  title: string;
  lessons: DraftLesson[];
}

let counter = 0;
/** A key for a module or lesson not saved yet. */
export function newKey(): string {
  counter += 1;
  return `baru-${counter}`;
}

export function newLesson(): DraftLesson {
  return {
    key: newKey(),
    title: "",
    kind: "video",
    videoUrl: "",
    videoFile: null,
    body: "",
    files: [],
    durationMinutes: "",
    preview: false,
  };
}

export function newModule(index: number): DraftModule {
  return { key: newKey(), title: `Modul ${index + 1}`, lessons: [newLesson()] };
}

/** The editor's state of a saved course (one empty module for a new one). */
export function curriculumDraftOf(modules: CourseModule[] | undefined): DraftModule[] {
  if (!modules || modules.length === 0) return [newModule(0)];
  return modules.map((module) => ({
    key: module.id,
    id: module.id,
    title: module.title,
    lessons: module.lessons.map((lesson) => ({
      key: lesson.id,
      id: lesson.id,
      title: lesson.title,
      kind: lesson.kind,
      videoUrl: lesson.videoUrl ?? "",
      videoFile: lesson.videoFile,
      body: lesson.body ?? "",
      files: lesson.files,
      durationMinutes: lesson.durationMinutes === null ? "" : String(lesson.durationMinutes),
      preview: lesson.preview,
    })),
  }));
}

/**
 * The `modules` the API takes: only the fields of each lesson's kind (files also on a video or
 * text lesson); a duration that is not a number is sent as typed, for the API to refuse.
 */
export function curriculumBody(modules: DraftModule[]) {
  return modules.map((module) => ({
    ...(module.id && { id: module.id }),
    title: module.title,
    lessons: module.lessons.map((lesson) => {
      const minutes = lesson.durationMinutes.trim();
      return {
        ...(lesson.id && { id: lesson.id }),
        title: lesson.title,
        kind: lesson.kind,
        ...(lesson.kind === "video" && { videoUrl: lesson.videoUrl }),
        ...(lesson.kind === "text" && { body: lesson.body }),
        fileIds: lesson.files.map((file) => file.id),
        durationMinutes: minutes === "" ? null : Number(minutes),
        preview: lesson.preview,
      };
    }),
  }));
}

/** `list` with the item at `from` moved to `to`. */
export function move<T>(list: T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length || from === to) return list;
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}
