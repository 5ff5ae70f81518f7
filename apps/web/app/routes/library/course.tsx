/**
 * `/my-library/courses/{transactionId}` (layout `public`): a bought course with the buyer's
 * progress, "Lanjutkan", the certificate and the lessons (DESIGN §4 "Learning"); also, as route
 * `member-course`, `/my-library/memberships/{productId}/courses/{courseId}`, a course a membership
 * includes (ADR 0049). Server-rendered, not hydrated, no script: the certificate's name form
 * posts, and its answer is the PDF.
 */
import { learningCertificateBodySchema } from "@lapak/shared/schemas/library";
import { data, redirect } from "react-router";
import { courseRefOf, issueCertificate, requireLearningCourse } from "~/features/library/api/course.server";
import { CertificateCard, CourseHeader, CourseLessons } from "~/features/library/components/course-view";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { field, validate } from "~/lib/api.server";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/course";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ request, context, params }: Route.LoaderArgs) {
  return (await requireLearningCourse(request, context, courseRefOf(params))).course;
}

/** "Unduh Sertifikat": issues it with the name typed, then answers the PDF's download. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const { token, course } = await requireLearningCourse(request, context, courseRefOf(params));
  const form = await request.formData();
  const input = validate(learningCertificateBodySchema, { holderName: field(form, "holderName") });
  if (!input.ok) return data(input, { status: 422, headers: privatePageHeaders() });
  const issued = await issueCertificate(context, token, { course, holderName: input.value.holderName });
  if (!issued.ok) return data(issued, { status: 422, headers: privatePageHeaders() });
  throw redirect(course.certificate.pdfUrl, { headers: privatePageHeaders() });
}

export const headers = privatePageHeaders;

export function meta({ data: course }: Route.MetaArgs) {
  return privatePageMeta(course ? course.product.title : "Kelas");
}

export default function LibraryCourse({ loaderData: course, actionData }: Route.ComponentProps) {
  const failure = actionData && !actionData.ok ? actionData : undefined;
  return (
    <LibraryFrame
      aside={
        <a
          href={course.membershipId ? paths.library.membership(course.membershipId) : paths.library.home}
          className="inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100"
        >
          {course.membershipId ? "← Langganan" : "Pustaka Saya"}
        </a>
      }
    >
      {failure && Object.keys(failure.errors).length === 0 ? (
        <p role="alert" className="mb-4 rounded-xl bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-200">
          {failure.message}
        </p>
      ) : null}
      <CourseHeader course={course} />
      <CertificateCard course={course} errors={failure?.errors} />
      <CourseLessons course={course} />
    </LibraryFrame>
  );
}
