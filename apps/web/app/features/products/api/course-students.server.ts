import type { CourseStudent } from "@lapak/shared/schemas/library";
import type { Product } from "@lapak/shared/schemas/product";
import { type AppLoadContext, data } from "react-router";

/**
 * A course's Siswa as the signed-in seller (DESIGN §4 "Learning"): the course and its students
 * (`GET /v1/product/courses/{id}` and `…/students`). Throws a 404 for a course that is not theirs.
 */
export async function loadCourseStudents(
  context: AppLoadContext,
  token: string,
  id: string,
): Promise<{ course: Pick<Product, "id" | "title">; students: CourseStudent[] }> {
  const path = `/product/courses/${encodeURIComponent(id)}`;
  const [course, students] = await Promise.all([
    context.api<{ data: Product }>(path, { token }),
    context.api<{ data: { students: CourseStudent[] } }>(`${path}/students`, { token }),
  ]);
  if (course.status === 404 || students.status === 404) throw data("Halaman tidak ditemukan", { status: 404 });
  if (course.status !== 200 || students.status !== 200) throw new Error(`Siswa answered ${students.status}`);
  return { course: { id: course.body.data.id, title: course.body.data.title }, students: students.body.data.students };
}
