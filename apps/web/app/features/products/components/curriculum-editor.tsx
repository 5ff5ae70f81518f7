/**
 * "Kurikulum" of the course form (Kelas Online, DESIGN §3): modules and their lessons, added,
 * removed, renamed and reordered by drag and drop or by the ↑/↓ buttons. The whole curriculum
 * travels as one hidden JSON field, `modules` (the body's `modules`, `curriculumBody`).
 */
import { FieldError } from "~/features/ui/field-error";
import { TextField } from "~/features/ui/text-field";
import { curriculumBody, type DraftLesson, type DraftModule, move, newLesson, newModule } from "./curriculum-draft";
import { LessonFields } from "./lesson-fields";
import { MoveButtons, SortableList } from "./sortable-list";

interface CurriculumEditorProps {
  value: DraftModule[];
  onChange: (update: (modules: DraftModule[]) => DraftModule[]) => void;
  errors: Record<string, string[]>;
  maxFileBytes: number;
}

/** The editor and its hidden `modules` field. */
export function CurriculumEditor({ value, onChange, errors, maxFileBytes }: CurriculumEditorProps) {
  const moveModule = (from: number, to: number) => onChange((modules) => move(modules, from, to));
  const updateModule = (index: number, update: (module: DraftModule) => DraftModule) =>
    onChange((modules) => modules.map((module, at) => (at === index ? update(module) : module)));
  const lessonCount = value.reduce((sum, module) => sum + module.lessons.length, 0);

  return (
    <section aria-labelledby="curriculum-heading" className="space-y-3">
      <input type="hidden" name="modules" value={JSON.stringify(curriculumBody(value))} />
      <div>
        <h2 id="curriculum-heading" className="text-sm font-medium text-slate-800">
          Kurikulum
        </h2>
        <p className="text-sm text-slate-500">
          {value.length} modul · {lessonCount} pelajaran. Seret ⠿ atau pakai ↑/↓ untuk mengubah urutan.
        </p>
        <FieldError messages={errors.modules} alert />
      </div>
      <SortableList
        label="Modul kelas"
        items={value}
        keyOf={(module) => module.key}
        labelOf={(module) => module.title || "Modul"}
        onMove={moveModule}
        className="space-y-4"
      >
        {(module, m, handle) => (
          <div className="rounded-2xl bg-slate-50 p-3 ring-1 ring-slate-200 sm:p-4">
            <div className="flex items-start gap-2">
              <div className="pt-7">{handle}</div>
              <div className="min-w-0 flex-1">
                <TextField
                  name={`modules.${m}.title`}
                  label={`Judul modul ${m + 1}`}
                  value={module.title}
                  maxLength={120}
                  onChange={(event) => updateModule(m, (current) => ({ ...current, title: event.target.value }))}
                  errors={errors[`modules.${m}.title`] ?? errors[`modules.${m}.id`]}
                />
              </div>
              <div className="flex flex-col items-end gap-1 pt-7">
                <MoveButtons index={m} count={value.length} label={module.title || "modul"} onMove={moveModule} />
                <button
                  type="button"
                  disabled={value.length === 1}
                  onClick={() => onChange((modules) => modules.filter((_, at) => at !== m))}
                  className="rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50 disabled:opacity-40"
                >
                  Hapus modul
                </button>
              </div>
            </div>
            <LessonList
              module={module}
              m={m}
              errors={errors}
              maxFileBytes={maxFileBytes}
              onChange={(update) => updateModule(m, (current) => ({ ...current, lessons: update(current.lessons) }))}
            />
          </div>
        )}
      </SortableList>
      <button
        type="button"
        onClick={() => onChange((modules) => [...modules, newModule(modules.length)])}
        className="rounded-xl border border-dashed border-violet-400 bg-white px-3.5 py-2 text-sm font-semibold text-violet-800 hover:bg-violet-50"
      >
        + Tambah modul
      </button>
    </section>
  );
}

function LessonList({
  module,
  m,
  errors,
  maxFileBytes,
  onChange,
}: {
  module: DraftModule;
  m: number;
  errors: Record<string, string[]>;
  maxFileBytes: number;
  onChange: (update: (lessons: DraftLesson[]) => DraftLesson[]) => void;
}) {
  const moveLesson = (from: number, to: number) => onChange((lessons) => move(lessons, from, to));
  return (
    <div className="mt-3 space-y-3">
      <FieldError messages={errors[`modules.${m}.lessons`]} alert />
      <SortableList
        label={`Pelajaran ${module.title || `modul ${m + 1}`}`}
        items={module.lessons}
        keyOf={(lesson) => lesson.key}
        labelOf={(lesson) => lesson.title || "Pelajaran"}
        onMove={moveLesson}
        className="space-y-3"
      >
        {(lesson, l, handle) => (
          <div className="rounded-xl bg-white p-3 ring-1 ring-slate-200">
            <div className="mb-2 flex items-center gap-2">
              {handle}
              <span className="min-w-0 flex-1 truncate text-sm font-semibold text-slate-700">
                Pelajaran {l + 1}
                {lesson.title ? `: ${lesson.title}` : ""}
              </span>
              <MoveButtons
                index={l}
                count={module.lessons.length}
                label={lesson.title || "pelajaran"}
                onMove={moveLesson}
              />
              <button
                type="button"
                onClick={() => onChange((lessons) => lessons.filter((_, at) => at !== l))}
                aria-label={`Hapus pelajaran ${lesson.title || l + 1}`}
                className="rounded-lg px-2 py-1 text-xs font-semibold text-red-700 hover:bg-red-50"
              >
                Hapus
              </button>
            </div>
            <FieldError messages={errors[`modules.${m}.lessons.${l}.id`]} />
            <LessonFields
              lesson={lesson}
              path={`modules.${m}.lessons.${l}`}
              errors={errors}
              maxFileBytes={maxFileBytes}
              onChange={(update) => onChange((lessons) => lessons.map((item, at) => (at === l ? update(item) : item)))}
            />
          </div>
        )}
      </SortableList>
      <button
        type="button"
        onClick={() => onChange((lessons) => [...lessons, newLesson()])}
        className="rounded-xl border border-dashed border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-700 hover:bg-slate-100"
      >
        + Tambah pelajaran
      </button>
    </div>
  );
}
