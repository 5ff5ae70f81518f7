/**
 * A bought course in the library (DESIGN §4 "Learning"): its header with the buyer's progress and
 * "Mulai Belajar" / "Lanjutkan", the certificate card, and the curriculum with a tick per
 * completed lesson, each lesson a link to its page. Plain links and forms: no script.
 */

import { formatDateWib } from "@lapak/shared/date";
import type { FieldErrors } from "@lapak/shared/schemas/common";
import { formatMinutes } from "@lapak/shared/schemas/course";
import type { LearningCourse } from "@lapak/shared/schemas/library";
import { Button, buttonClass } from "~/features/ui/button";
import { ProductThumbnail } from "~/features/ui/product-thumbnail";
import { ProgressBar } from "~/features/ui/progress-bar";
import { TextField } from "~/features/ui/text-field";
import { learningPage, paths } from "~/lib/paths";

export const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";

/** "3 dari 5 pelajaran selesai" and the bar. */
export function ProgressLine({ progress }: { progress: LearningCourse["progress"] }) {
  return (
    <div className="mt-3">
      <p className="mb-1.5 text-sm text-slate-700">
        {progress.completed} dari {progress.total} pelajaran selesai
      </p>
      <ProgressBar value={progress.percent / 100} label="Progres belajar" />
    </div>
  );
}

export function CourseHeader({ course }: { course: LearningCourse }) {
  const { progress } = course;
  const first = course.modules[0]?.lessons[0]?.id;
  const next = progress.nextLessonId ?? first;
  const label = progress.completed === 0 ? "Mulai Belajar" : progress.nextLessonId ? "Lanjutkan" : "Ulangi dari Awal";
  return (
    <section className={CARD}>
      <div className="flex gap-4">
        <ProductThumbnail coverImageUrl={course.product.cover} title={course.product.title} />
        <div className="min-w-0 flex-1">
          <h1 className="text-xl leading-snug font-bold text-slate-900">{course.product.title}</h1>
          <p className="mt-0.5 text-sm text-slate-600">oleh {course.seller.name}</p>
        </div>
      </div>
      <ProgressLine progress={progress} />
      {progress.completedAt ? (
        <p className="mt-2 text-sm font-medium text-emerald-800">
          Selesai {formatDateWib(progress.completedAt)}. Selamat!
        </p>
      ) : null}
      {next ? (
        <a href={learningPage(course, next)} className={`${buttonClass("primary", true)} mt-4 min-h-12 text-base`}>
          {label}
        </a>
      ) : null}
    </section>
  );
}

/**
 * The certificate card of a course that gives one: what is left before it, or the name form
 * (editable until the first download), or the download and the public page once issued.
 */
export function CertificateCard({ course, errors }: { course: LearningCourse; errors?: FieldErrors }) {
  const { certificate, progress } = course;
  if (!certificate.offered) return null;
  return (
    <section className={`${CARD} mt-4`} aria-labelledby="certificate">
      <h2 id="certificate" className="text-base font-semibold text-slate-900">
        Sertifikat
      </h2>
      {progress.percent < 100 ? (
        <p className="mt-1 text-sm text-slate-600">
          Selesaikan semua pelajaran untuk mendapatkan sertifikat. Tinggal {progress.total - progress.completed}{" "}
          pelajaran lagi.
        </p>
      ) : certificate.code ? (
        <div className="mt-2 space-y-3">
          <p className="text-sm text-slate-700">
            Atas nama <strong className="font-semibold text-slate-900">{certificate.holderName}</strong> · kode{" "}
            <span className="font-mono">{certificate.code}</span>
          </p>
          <div className="flex flex-col gap-2 sm:flex-row">
            <a href={certificate.pdfUrl} download className={`${buttonClass("primary", true)} min-h-12`}>
              Unduh Sertifikat (PDF)
            </a>
            <a href={paths.certificate(certificate.code)} className={`${buttonClass("secondary", true)} min-h-12`}>
              Halaman Verifikasi
            </a>
          </div>
        </div>
      ) : (
        <form method="post" className="mt-3 space-y-3" noValidate>
          <input type="hidden" name="intent" value="certificate" />
          <TextField
            name="holderName"
            label="Nama di sertifikat"
            defaultValue={certificate.holderName}
            required
            maxLength={80}
            autoComplete="name"
            hint="Periksa ejaannya: nama tidak bisa diubah lagi setelah sertifikat diunduh."
            errors={errors?.holderName}
          />
          <Button block className="min-h-12 text-base">
            Unduh Sertifikat
          </Button>
        </form>
      )}
    </section>
  );
}

/** The modules and lessons, each lesson a link with its tick and duration. */
export function CourseLessons({ course, current }: { course: LearningCourse; current?: string }) {
  return (
    <section className="mt-6" aria-labelledby="lessons">
      <h2 id="lessons" className="mb-3 text-lg font-bold text-slate-900">
        Materi Kelas
      </h2>
      <ol className="space-y-3">
        {course.modules.map((module, index) => (
          <li key={module.id} className={CARD}>
            <h3 className="font-semibold text-slate-900">
              <span className="text-violet-700">Modul {index + 1}</span> · {module.title}
            </h3>
            <ul className="mt-2 divide-y divide-slate-100">
              {module.lessons.map((lesson) => (
                <li key={lesson.id}>
                  <a
                    href={learningPage(course, lesson.id)}
                    aria-current={lesson.id === current ? "page" : undefined}
                    className="flex min-h-12 items-center gap-3 py-2 text-[15px] text-slate-800 hover:text-violet-800 aria-[current=page]:font-semibold"
                  >
                    <span
                      aria-hidden="true"
                      className={`grid size-6 shrink-0 place-items-center rounded-full text-xs font-bold ${
                        lesson.completed ? "bg-emerald-600 text-white" : "ring-2 ring-slate-300 ring-inset"
                      }`}
                    >
                      {lesson.completed ? "✓" : ""}
                    </span>
                    <span className="min-w-0 flex-1">
                      {lesson.title}
                      <span className="sr-only">{lesson.completed ? " (selesai)" : " (belum selesai)"}</span>
                    </span>
                    {lesson.durationMinutes ? (
                      <span className="shrink-0 text-sm text-slate-500">{formatMinutes(lesson.durationMinutes)}</span>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
    </section>
  );
}
