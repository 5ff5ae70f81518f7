/**
 * **Siswa** of a course (DESIGN §4 "Learning"): each buyer with their progress against the
 * course's current lessons and the day they finished, newest payment first, and "Unduh CSV".
 */
import { formatDateWib } from "@lapak/shared/date";
import type { CourseStudent } from "@lapak/shared/schemas/library";
import { buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { PageHeading } from "~/features/ui/page-heading";
import { ProgressBar } from "~/features/ui/progress-bar";
import { paths } from "~/lib/paths";

export function CourseStudents({
  course,
  students,
}: {
  course: { id: string; title: string };
  students: CourseStudent[];
}) {
  const finished = students.filter((student) => student.progress.percent === 100).length;
  return (
    <div className="mx-auto max-w-3xl">
      <a
        href={`${paths.dashboard.addCourse}?id=${course.id}`}
        className="mb-3 inline-flex min-h-11 items-center text-sm font-semibold text-violet-700 hover:underline"
      >
        ← Kembali ke kelas
      </a>
      <PageHeading title={`Siswa · ${course.title}`}>
        {students.length === 0
          ? "Pembeli kelas ini akan muncul di sini bersama progres belajarnya."
          : `${students.length} siswa · ${finished} sudah selesai`}
      </PageHeading>
      {students.length === 0 ? (
        <EmptyState>Belum ada siswa. Bagikan halaman kelas Anda agar pembeli pertama datang.</EmptyState>
      ) : (
        <>
          <div className="mb-4 flex justify-end">
            <a href={paths.csv.courseStudents(course.id)} download className={`${buttonClass("secondary")} min-h-11`}>
              Unduh CSV
            </a>
          </div>
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {students.map((student) => (
              <li key={student.transactionId} className="p-4">
                <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
                  <p className="min-w-0 font-semibold break-words text-slate-900">{student.buyerName}</p>
                  <p className="font-mono text-xs text-slate-500">{student.code}</p>
                </div>
                <p className="text-sm break-all text-slate-600">{student.buyerEmail}</p>
                <div className="mt-2 flex items-center gap-3">
                  <ProgressBar value={student.progress.percent / 100} label={`Progres ${student.buyerName}`} />
                </div>
                <p className="mt-1 text-xs text-slate-500">
                  {student.progress.completed} dari {student.progress.total} pelajaran · dibeli{" "}
                  {formatDateWib(student.paidAt)}
                  {student.progress.completedAt ? ` · selesai ${formatDateWib(student.progress.completedAt)}` : ""}
                </p>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}
