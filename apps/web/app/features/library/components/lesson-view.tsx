/**
 * One lesson of a bought course (DESIGN §4 "Learning"): where it sits, its video (a "lite" facade,
 * or the buyer's MP4), its text and files, "Tandai Selesai" (a form that posts, then goes on to the
 * next lesson), and the previous and next lessons.
 */
import { formatFileSize } from "@lapak/shared/file-size";
import { formatMinutes } from "@lapak/shared/schemas/course";
import type { LearningCourse, LearningLesson } from "@lapak/shared/schemas/library";
import { Button, buttonClass } from "~/features/ui/button";
import { LiteVideo } from "~/features/ui/lite-video";
import { learningPage } from "~/lib/paths";
import { CARD } from "./course-view";

/** The lesson `lessonId` of `course` with its place, module and neighbours; null when not in it. */
export function locateLesson(course: LearningCourse, lessonId: string) {
  const all = course.modules.flatMap((module, moduleIndex) =>
    module.lessons.map((lesson) => ({ lesson, module, moduleIndex })),
  );
  const index = all.findIndex((entry) => entry.lesson.id === lessonId);
  const here = all[index];
  if (!here) return null;
  return {
    ...here,
    number: index + 1,
    total: all.length,
    previous: all[index - 1]?.lesson ?? null,
    next: all[index + 1]?.lesson ?? null,
  };
}

export type LocatedLesson = NonNullable<ReturnType<typeof locateLesson>>;

export function LessonView({ course, located }: { course: LearningCourse; located: LocatedLesson }) {
  const { lesson, module, moduleIndex, number, total, previous, next } = located;
  return (
    <article className={CARD}>
      <p className="text-sm text-slate-600">
        Modul {moduleIndex + 1} · {module.title} · Pelajaran {number} dari {total}
      </p>
      <h1 className="mt-1 text-xl leading-snug font-bold text-slate-900">{lesson.title}</h1>
      {lesson.durationMinutes ? (
        <p className="mt-0.5 text-sm text-slate-500">{formatMinutes(lesson.durationMinutes)}</p>
      ) : null}
      <LiteVideo
        title={lesson.title}
        embedUrl={lesson.embedUrl}
        videoSrc={lesson.videoSrc}
        label="Putar video"
        className="mt-4"
      />
      {lesson.body ? (
        <div className="mt-4 text-[15px] leading-relaxed whitespace-pre-line text-slate-800">{lesson.body}</div>
      ) : null}
      <LessonFiles lesson={lesson} />
      <CompleteForm lesson={lesson} />
      <nav aria-label="Pelajaran lain" className="mt-4 grid grid-cols-2 gap-2">
        {previous ? (
          <a href={learningPage(course, previous.id)} className={`${buttonClass("ghost")} min-h-12`}>
            ← Sebelumnya
          </a>
        ) : (
          <span />
        )}
        <a href={learningPage(course, next?.id)} className={`${buttonClass("ghost")} min-h-12`}>
          {next ? "Berikutnya →" : "Ke Halaman Kelas"}
        </a>
      </nav>
    </article>
  );
}

function LessonFiles({ lesson }: { lesson: LearningLesson }) {
  if (lesson.files.length === 0) return null;
  return (
    <section className="mt-4" aria-label="Berkas pelajaran">
      <h2 className="text-sm font-semibold text-slate-900">Berkas</h2>
      <ul className="mt-2 space-y-2">
        {lesson.files.map((file) => (
          <li key={file.id}>
            <a
              href={file.url}
              download
              className="flex min-h-12 items-center gap-3 rounded-xl px-3 py-2 ring-1 ring-slate-200 hover:bg-slate-50"
            >
              <span aria-hidden="true" className="text-slate-500">
                ⬇
              </span>
              <span className="min-w-0 flex-1 break-words text-[15px] font-medium text-slate-900">{file.name}</span>
              <span className="shrink-0 text-xs text-slate-500">{formatFileSize(file.size)}</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

function CompleteForm({ lesson }: { lesson: LearningLesson }) {
  return (
    <form method="post" className="mt-5">
      <input type="hidden" name="intent" value={lesson.completed ? "incomplete" : "complete"} />
      {lesson.completed ? (
        <div className="flex flex-wrap items-center justify-between gap-2 rounded-xl bg-emerald-50 p-3 ring-1 ring-emerald-200">
          <p className="text-sm font-semibold text-emerald-900">✓ Pelajaran ini sudah selesai</p>
          <Button variant="ghost" className="min-h-11">
            Tandai Belum Selesai
          </Button>
        </div>
      ) : (
        <Button block className="min-h-12 text-base">
          Tandai Selesai
        </Button>
      )}
    </form>
  );
}
