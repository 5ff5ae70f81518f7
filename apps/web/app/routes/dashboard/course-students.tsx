/** `/dashboard/my-store/courses/{id}/students`: a course's Siswa (DESIGN §4 "Learning"). */
import { loadCourseStudents } from "~/features/products/api/course-students.server";
import { CourseStudents } from "~/features/products/components/course-students";
import { requireCompleteUser } from "~/lib/guards.server";
import type { Route } from "./+types/course-students";

export function meta({ data }: Route.MetaArgs) {
  return [{ title: `Siswa${data ? ` · ${data.course.title}` : ""} · Lapak` }];
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  return loadCourseStudents(context, token, params.id);
}

export default function DashboardCourseStudents({ loaderData }: Route.ComponentProps) {
  return <CourseStudents course={loaderData.course} students={loaderData.students} />;
}
