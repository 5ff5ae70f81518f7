/**
 * "Kurikulum" of a course's product page (DESIGN §3 "Kelas Online"): modules with their lessons,
 * each lesson's duration, each module's lesson count, and the totals. A preview lesson plays for
 * anyone through `LiteVideo`, which loads no player before it is wanted.
 */
import { curriculumTotals, formatMinutes, type PublicCourseModule } from "@lapak/shared/schemas/course";
import { LiteVideo } from "~/features/ui/lite-video";

const KIND_ICONS = { video: "▶", text: "≡", file: "⬇" } as const;

/** The curriculum section. */
export function CourseCurriculum({ modules }: { modules: PublicCourseModule[] }) {
  const totals = curriculumTotals(modules);
  return (
    <section className="mt-5 border-t border-slate-100 pt-5" aria-labelledby="curriculum">
      <h2 id="curriculum" className="text-lg font-bold text-slate-900">
        Kurikulum
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {`${modules.length} modul · ${totals.lessons} pelajaran${totals.minutes > 0 ? ` · total ${formatMinutes(totals.minutes)}` : ""}`}
      </p>
      <ol className="mt-3 space-y-3">
        {modules.map((module, index) => {
          const minutes = curriculumTotals([module]).minutes;
          return (
            <li key={module.id} className="rounded-xl bg-[var(--accent-soft)] p-3">
              <h3 className="font-semibold text-slate-900">
                <span className="text-[var(--accent)]">Modul {index + 1}</span> · {module.title}
              </h3>
              <p className="text-xs text-slate-600">
                {`${module.lessons.length} pelajaran${minutes > 0 ? ` · ${formatMinutes(minutes)}` : ""}`}
              </p>
              <ul className="mt-2 space-y-1.5">
                {module.lessons.map((lesson) => (
                  <li key={lesson.id} className="rounded-lg bg-white px-3 py-2 text-[15px] text-slate-800">
                    <div className="flex items-start gap-2">
                      <span aria-hidden="true" className="w-4 shrink-0 text-slate-500">
                        {KIND_ICONS[lesson.kind]}
                      </span>
                      <span className="min-w-0 flex-1">{lesson.title}</span>
                      {lesson.preview ? (
                        <span className="shrink-0 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-800">
                          Pratinjau
                        </span>
                      ) : null}
                      {lesson.durationMinutes ? (
                        <span className="shrink-0 text-sm text-slate-500">{formatMinutes(lesson.durationMinutes)}</span>
                      ) : null}
                    </div>
                    {lesson.preview ? (
                      <LiteVideo
                        title={lesson.title}
                        embedUrl={lesson.embedUrl}
                        videoSrc={lesson.videoSrc}
                        label="Tonton pratinjau"
                      />
                    ) : null}
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>
    </section>
  );
}
