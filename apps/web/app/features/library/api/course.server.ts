/**
 * The learning calls of the buyer library (DESIGN §4 "Learning", "Certificates") as the library
 * session of `token`: the course with the learner's progress, ticking a lesson, issuing the
 * certificate with the name to print — for a bought course (`/v1/library/courses/{transactionId}`)
 * and for one a membership includes (`/v1/library/memberships/{productId}/courses/{courseId}`,
 * ADR 0049).
 */
import type { LearningCourse, LearningProgress } from "@lapak/shared/schemas/library";
import { type AppLoadContext, data, redirect } from "react-router";
import { type ActionFailure, failureFrom } from "~/lib/api.server";
import { libraryNext, paths } from "~/lib/paths";
import { privatePageHeaders } from "~/lib/private-page";
import { libraryTokenOf, signInAgain } from "./library-session.server";

/** Which course a page reads: a bought one by its order, or one a membership includes. */
export type CourseRef = { transactionId: string } | { membershipId: string; courseId: string };

/** The course a library page's params name: `:transaction`, or `:product` (a membership) and `:course`. */
export function courseRefOf(params: { transaction?: string; product?: string; course?: string }): CourseRef {
  if (params.product && params.course) return { membershipId: params.product, courseId: params.course };
  return { transactionId: params.transaction ?? "" };
}

/** The ref of a course the API answered. */
const refOf = (course: LearningCourse): CourseRef =>
  course.membershipId
    ? { membershipId: course.membershipId, courseId: course.product.id }
    : { transactionId: course.transactionId };

const coursePath = (ref: CourseRef) =>
  "transactionId" in ref
    ? `/library/courses/${encodeURIComponent(ref.transactionId)}`
    : `/library/memberships/${encodeURIComponent(ref.membershipId)}/courses/${encodeURIComponent(ref.courseId)}`;

/**
 * `GET` the course: "signed-out" when the session ended (401), "not-found" for a course the session
 * may not read (404), "ended" for a membership past its end (403). Throws for anything else.
 */
export async function getLearningCourse(
  context: AppLoadContext,
  token: string,
  ref: CourseRef,
): Promise<LearningCourse | "signed-out" | "not-found" | "ended"> {
  const response = await context.api<{ data: LearningCourse }>(coursePath(ref), { token });
  if (response.status === 401) return "signed-out";
  if (response.status === 404) return "not-found";
  if (response.status === 403 && "membershipId" in ref) return "ended";
  if (response.status !== 200) throw new Error(`GET course answered ${response.status}`);
  return response.body.data;
}

/** `PUT …/lessons/{lessonId}`: ticks or clears a lesson; the new progress, or the failure. */
export async function markLesson(
  context: AppLoadContext,
  token: string,
  input: { course: LearningCourse; lessonId: string; completed: boolean },
): Promise<{ ok: true; progress: LearningProgress } | ActionFailure> {
  const response = await context.api<{ data: LearningProgress }>(
    `${coursePath(refOf(input.course))}/lessons/${encodeURIComponent(input.lessonId)}`,
    { method: "PUT", token, body: { completed: input.completed } },
  );
  return response.status === 200 ? { ok: true, progress: response.body.data } : failureFrom(response);
}

/** `POST …/certificate`: issues the certificate with `holderName` (or returns the one issued). */
export async function issueCertificate(
  context: AppLoadContext,
  token: string,
  input: { course: LearningCourse; holderName: string },
): Promise<{ ok: true } | ActionFailure> {
  const response = await context.api(`${coursePath(refOf(input.course))}/certificate`, {
    method: "POST",
    token,
    body: { holderName: input.holderName },
  });
  return response.status === 200 ? { ok: true } : failureFrom(response);
}

/**
 * What a course page's loader and action start with: the library token and the course. Throws the
 * redirect to sign-in without a live session, a 404 for a course the session may not read, and,
 * after a membership's end, the redirect to the membership's page (its end and renewal link).
 */
export async function requireLearningCourse(
  request: Request,
  context: AppLoadContext,
  ref: CourseRef,
): Promise<{ token: string; course: LearningCourse }> {
  const back = paths.library.signIn(undefined, libraryNext(new URL(request.url).pathname));
  const token = libraryTokenOf(request);
  if (!token) throw redirect(back, { headers: privatePageHeaders() });
  const course = await getLearningCourse(context, token, ref);
  if (course === "signed-out") throw signInAgain(context, back);
  if (course === "not-found") throw data("Not Found", { status: 404, headers: privatePageHeaders() });
  if (course === "ended" && "membershipId" in ref) {
    throw redirect(paths.library.membership(ref.membershipId), { headers: privatePageHeaders() });
  }
  if (course === "ended") throw data("Not Found", { status: 404, headers: privatePageHeaders() });
  return { token, course };
}
