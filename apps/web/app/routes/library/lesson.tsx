/**
 * `/my-library/courses/{transactionId}/lessons/{lessonId}` (layout `public`): one lesson of a
 * bought course (DESIGN §4 "Learning"), or, as route `member-lesson`, of a course a membership
 * includes (`/my-library/memberships/{productId}/courses/{courseId}/lessons/{lessonId}`). Server-rendered, not hydrated; "Tandai Selesai" posts and
 * goes on to the next lesson (the course page after the last). Its one script plays a YouTube or
 * Vimeo video in place; without it the video opens at the provider.
 */
import { data, redirect } from "react-router";
import { courseRefOf, markLesson, requireLearningCourse } from "~/features/library/api/course.server";
import { CourseLessons } from "~/features/library/components/course-view";
import { LessonView, locateLesson } from "~/features/library/components/lesson-view";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { enhanceScript } from "~/features/shell/enhance.server";
import { PageScript } from "~/features/shell/page-script";
import { field } from "~/lib/api.server";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { learningPage } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/lesson";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { course } = await requireLearningCourse(request, context, courseRefOf(params));
  const located = locateLesson(course, params.lesson);
  // A lesson the seller removed since: back to the course, whose lessons are current.
  if (!located) throw redirect(learningPage(course), { headers: privatePageHeaders() });
  return { course, lessonId: located.lesson.id, script: located.lesson.embedUrl ? enhanceScript("lesson") : null };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  const { token, course } = await requireLearningCourse(request, context, courseRefOf(params));
  const located = locateLesson(course, params.lesson);
  if (!located) throw redirect(learningPage(course), { headers: privatePageHeaders() });
  const completed = field(await request.formData(), "intent") !== "incomplete";
  const marked = await markLesson(context, token, { course, lessonId: located.lesson.id, completed });
  if (!marked.ok) return data(marked, { status: 422, headers: privatePageHeaders() });
  let to = learningPage(course, located.lesson.id);
  if (completed) to = learningPage(course, located.next?.id);
  throw redirect(to, { headers: privatePageHeaders() });
}

export const headers = privatePageHeaders;

export function meta({ data: loaded }: Route.MetaArgs) {
  const lesson = loaded ? locateLesson(loaded.course, loaded.lessonId)?.lesson : undefined;
  return privatePageMeta(lesson ? `${lesson.title} · ${loaded?.course.product.title}` : "Pelajaran");
}

export default function LibraryLesson({ loaderData, actionData }: Route.ComponentProps) {
  const { course, lessonId, script } = loaderData;
  const located = locateLesson(course, lessonId);
  return (
    <LibraryFrame
      aside={
        <a
          href={learningPage(course)}
          className="inline-flex min-h-11 max-w-[60%] items-center truncate rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          ← Halaman Kelas
        </a>
      }
    >
      {actionData && !actionData.ok ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {actionData.message}
        </p>
      ) : null}
      {located ? <LessonView course={course} located={located} /> : null}
      <CourseLessons course={course} current={lessonId} />
      <PageScript src={script} />
    </LibraryFrame>
  );
}
